import { describe, expect, it } from 'vitest';
import { firstMessage } from './first-message.ts';
import {
  emailField,
  isStrongChangedPassword,
  isStrongPassword,
  mobileField,
  numberField,
  optionalTextField,
  passwordField,
  PASSWORD_SPECIAL_CHARACTERS,
  textField,
  urlField,
} from './fields.ts';
import { messages } from './messages.ts';

const PASSWORD_MESSAGE =
  'Password must contain at least 6 characters, one uppercase, one number and one special case character';

/** The message a form shows for a value: the first issue, as react-hook-form's resolver does. */
describe('messages (docs/product/fields.md generic wording)', () => {
  it('builds the required, too-short and too-long sentences', () => {
    expect(messages.required('First name')).toBe('First name field is required');
    expect(messages.tooShort('First name', 2)).toBe('First name cannot be less than 2 characters');
    expect(messages.tooLong('First name', 100)).toBe(
      'First name cannot be more than 100 characters',
    );
    expect(messages.tooShort('Tax', 0, 'value')).toBe('Tax cannot be less than 0 value');
    expect(messages.tooLong('Tax', 100, 'value')).toBe('Tax cannot be more than 100 value');
  });

  it('words the fixed messages exactly as the spec, typos included', () => {
    expect(messages.email).toBe('Please enter a valid email');
    expect(messages.mobile).toBe('Please enter valid Mobile no');
    expect(messages.url).toBe('Please enter valid Url');
    expect(messages.password).toBe(PASSWORD_MESSAGE);
    expect(messages.passwordsNotMatched).toBe('Passwords not Matched!');
    expect(messages.passwordsMustMatch).toBe('Passwords must match');
    expect(messages.passwordChangeEmailRequired).toBe('email is required field');
    expect(messages.passwordChangeEmailInvalid).toBe('Invalid email');
    expect(messages.newPasswordRequired).toBe('Please enter your password.');
    expect(messages.fileNameTooLong).toBe('Name is larger than 70 characters');
    expect(messages.fileTooLarge).toBe('File Size is too Large!');
  });
});

describe('textField', () => {
  const firstName = textField('First name', 2, 100);

  it('requires a value, also when it is missing or only spaces', () => {
    expect(firstMessage(firstName, undefined)).toBe('First name field is required');
    expect(firstMessage(firstName, '')).toBe('First name field is required');
    expect(firstMessage(firstName, '   ')).toBe('First name field is required');
  });

  it('enforces the bounds with the spec wording', () => {
    expect(firstMessage(firstName, 'A')).toBe('First name cannot be less than 2 characters');
    expect(firstMessage(firstName, 'A'.repeat(101))).toBe(
      'First name cannot be more than 100 characters',
    );
    expect(firstName.parse('Al')).toBe('Al');
    expect(firstName.parse('A'.repeat(100))).toHaveLength(100);
  });

  it('trims before measuring and returns the trimmed value', () => {
    expect(firstMessage(firstName, ' A ')).toBe('First name cannot be less than 2 characters');
    expect(firstName.parse('  Ravi  ')).toBe('Ravi');
  });
});

describe('optionalTextField', () => {
  const customMessage = optionalTextField('Custom message', 5, 500);

  it('accepts absent or empty, and applies the bounds otherwise', () => {
    expect(customMessage.parse(undefined)).toBeUndefined();
    expect(customMessage.parse('')).toBe('');
    expect(firstMessage(customMessage, 'Hey')).toBe(
      'Custom message cannot be less than 5 characters',
    );
    expect(firstMessage(customMessage, 'x'.repeat(501))).toBe(
      'Custom message cannot be more than 500 characters',
    );
    expect(customMessage.parse('Welcome aboard')).toBe('Welcome aboard');
  });
});

describe('numberField', () => {
  const tax = numberField('Tax', 0, 100);

  it('uses the "value" wording for numbers', () => {
    expect(firstMessage(tax, -1)).toBe('Tax cannot be less than 0 value');
    expect(firstMessage(tax, 101)).toBe('Tax cannot be more than 100 value');
    expect(firstMessage(tax, undefined)).toBe('Tax field is required');
    expect(firstMessage(tax, 'abc')).toBe('Tax field is required');
    // A form's text that is no number ("1,000", "12abc") reaches the schema as NaN.
    expect(firstMessage(tax, Number.NaN)).toBe('Please enter valid Tax');
    expect(tax.parse(12.5)).toBe(12.5);
  });
});

describe('emailField', () => {
  it('requires an email', () => {
    expect(firstMessage(emailField, undefined)).toBe('Email field is required');
    expect(firstMessage(emailField, '')).toBe('Email field is required');
  });

  it.each(['not-an-email', 'owner@', '@example.com', 'owner@example', 'own er@example.com'])(
    'refuses %s with the spec message',
    (value) => {
      expect(firstMessage(emailField, value)).toBe('Please enter a valid email');
    },
  );

  it('lower-cases and trims a valid email', () => {
    expect(emailField.parse('  Owner.Name@Example.COM ')).toBe('owner.name@example.com');
  });
});

describe('password rules', () => {
  it.each([
    ['missing an uppercase letter', 'secret@123'],
    ['missing a digit', 'Secret@abc'],
    ['missing a special character', 'Secret1234'],
    ['shorter than 6 characters', 'Se@1a'],
    ['a space is not a special character', 'Secret 123'],
  ])('the sign-up rule refuses a password %s', (_reason, value) => {
    expect(isStrongPassword(value)).toBe(false);
    expect(firstMessage(passwordField, value)).toBe(PASSWORD_MESSAGE);
  });

  it('the sign-up rule accepts 6 characters with an uppercase, a digit and a special character', () => {
    expect(isStrongPassword('Se@12a')).toBe(true);
    expect(isStrongPassword('AB#123')).toBe(true);
    expect(passwordField.parse('Secret@123')).toBe('Secret@123');
  });

  it('every character of the fixed special set counts', () => {
    for (const special of PASSWORD_SPECIAL_CHARACTERS) {
      expect(isStrongPassword(`Abc12${special}`), `special ${special}`).toBe(true);
    }
  });

  it('requires a password with the required message first', () => {
    expect(firstMessage(passwordField, '')).toBe('Password field is required');
    expect(firstMessage(passwordField, undefined)).toBe('Password field is required');
  });

  it('caps the length at 128', () => {
    expect(firstMessage(passwordField, `Aa1@${'x'.repeat(125)}`)).toBe(
      'Password cannot be more than 128 characters',
    );
  });

  it('the password-change rule also needs a lowercase letter', () => {
    expect(isStrongPassword('SECRET@123')).toBe(true);
    expect(isStrongChangedPassword('SECRET@123')).toBe(false);
    expect(isStrongChangedPassword('Secret@123')).toBe(true);
    expect(isStrongChangedPassword('secret@123')).toBe(false);
    expect(isStrongChangedPassword('Secret123')).toBe(false);
    expect(isStrongChangedPassword('Se@1a')).toBe(false);
  });
});

describe('mobileField', () => {
  it.each(['9876543210', '19876543210', '919876543210', ' 9876543210 '])('accepts %s', (value) => {
    expect(mobileField.safeParse(value).success).toBe(true);
  });

  it.each([
    '987654321',
    '1239876543210',
    '98765 43210',
    '+919876543210',
    'abcdefghij',
    '98765432101234',
  ])('refuses %s with the spec message', (value) => {
    expect(firstMessage(mobileField, value)).toBe('Please enter valid Mobile no');
  });

  it('is required', () => {
    expect(firstMessage(mobileField, '')).toBe('Mobile number field is required');
    expect(firstMessage(mobileField, undefined)).toBe('Mobile number field is required');
  });
});

describe('urlField', () => {
  it('accepts web addresses', () => {
    expect(urlField.parse('https://example.com/menu')).toBe('https://example.com/menu');
    expect(urlField.safeParse('http://localhost:3000').success).toBe(true);
  });

  it.each(['not a url', 'example', 'javascript:alert(1)', 'data:text/html,hi', ''])(
    'refuses %s with the spec message',
    (value) => {
      expect(firstMessage(urlField, value)).toBe('Please enter valid Url');
    },
  );
});
