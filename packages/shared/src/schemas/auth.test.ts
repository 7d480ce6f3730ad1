import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  newPasswordInputSchema,
  resetRequestInputSchema,
  signInInputSchema,
  signUpInputSchema,
  toSignInEmail,
} from './auth.ts';

const PASSWORD_MESSAGE =
  'Password must contain at least 6 characters, one uppercase, one number and one special case character';

/** The first message per field, the way the form shows them. */
function fieldMessages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

const validSignUp = {
  firstName: 'Asha',
  lastName: 'Menon',
  serviceName: 'Restaurant',
  email: 'Asha.Menon@Example.com',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  agreeToTerms: true,
};

describe('signUpInputSchema (docs/product/fields.md)', () => {
  it('accepts a complete form and lower-cases the email', () => {
    const parsed = signUpInputSchema.parse(validSignUp);
    expect(parsed.email).toBe('asha.menon@example.com');
    expect(parsed.serviceName).toBe('Restaurant');
  });

  it('accepts Grocery as the service', () => {
    expect(signUpInputSchema.parse({ ...validSignUp, serviceName: 'Grocery' }).serviceName).toBe(
      'Grocery',
    );
  });

  it('gives every field its required message on an empty form', () => {
    expect(fieldMessages(signUpInputSchema, {})).toEqual({
      firstName: 'First name field is required',
      lastName: 'Last name field is required',
      serviceName: 'Service name field is required',
      email: 'Email field is required',
      password: 'Password field is required',
      confirmPassword: 'Reenter password field is required',
      agreeToTerms: 'Please agree to the Terms of Service and Privacy Policy',
    });
  });

  it('bounds first and last name to 2..100 characters', () => {
    expect(
      fieldMessages(signUpInputSchema, { ...validSignUp, firstName: 'A', lastName: 'B' }),
    ).toEqual({
      firstName: 'First name cannot be less than 2 characters',
      lastName: 'Last name cannot be less than 2 characters',
    });
    expect(
      fieldMessages(signUpInputSchema, {
        ...validSignUp,
        firstName: 'A'.repeat(101),
        lastName: 'B'.repeat(101),
      }),
    ).toEqual({
      firstName: 'First name cannot be more than 100 characters',
      lastName: 'Last name cannot be more than 100 characters',
    });
  });

  it('only knows the Restaurant and Grocery services', () => {
    expect(fieldMessages(signUpInputSchema, { ...validSignUp, serviceName: 'Pharmacy' })).toEqual({
      serviceName: 'Service name field is required',
    });
    expect(fieldMessages(signUpInputSchema, { ...validSignUp, serviceName: 'restaurant' })).toEqual(
      {
        serviceName: 'Service name field is required',
      },
    );
  });

  it('refuses an invalid email', () => {
    expect(fieldMessages(signUpInputSchema, { ...validSignUp, email: 'asha@' })).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it.each([
    ['no uppercase', 'secret@123'],
    ['no digit', 'Secret@abc'],
    ['no special character', 'Secret1234'],
    ['too short', 'Se@1'],
  ])('refuses a weak password (%s) with the spec message', (_reason, password) => {
    expect(
      fieldMessages(signUpInputSchema, { ...validSignUp, password, confirmPassword: password }),
    ).toEqual({
      password: PASSWORD_MESSAGE,
    });
  });

  it("says 'Passwords not Matched!' on the reenter field", () => {
    expect(
      fieldMessages(signUpInputSchema, { ...validSignUp, confirmPassword: 'Secret@124' }),
    ).toEqual({
      confirmPassword: 'Passwords not Matched!',
    });
  });

  it('needs the terms box ticked', () => {
    expect(fieldMessages(signUpInputSchema, { ...validSignUp, agreeToTerms: false })).toEqual({
      agreeToTerms: 'Please agree to the Terms of Service and Privacy Policy',
    });
  });
});

describe('signInInputSchema', () => {
  it('requires the user name or email and the password', () => {
    expect(fieldMessages(signInInputSchema, {})).toEqual({
      identifier: 'Email or user name field is required',
      password: 'Password field is required',
    });
    expect(fieldMessages(signInInputSchema, { identifier: '   ', password: '' })).toEqual({
      identifier: 'Email or user name field is required',
      password: 'Password field is required',
    });
  });

  it('accepts a user name as well as an email, trimmed', () => {
    expect(signInInputSchema.parse({ identifier: ' ravi.kumar ', password: 'x' })).toEqual({
      identifier: 'ravi.kumar',
      password: 'x',
    });
    expect(
      signInInputSchema.parse({ identifier: 'Owner@Example.com', password: 'x' }).identifier,
    ).toBe('Owner@Example.com');
  });
});

describe('toSignInEmail (docs/product/fields.md)', () => {
  it('turns a user name into the member domain address, lower-cased', () => {
    expect(toSignInEmail('Ravi.Kumar', 'members.scanorder.app')).toBe(
      'ravi.kumar@members.scanorder.app',
    );
    expect(toSignInEmail('  RAVI.KUMAR  ', 'Members.ScanOrder.App')).toBe(
      'ravi.kumar@members.scanorder.app',
    );
  });

  it('lower-cases an email and leaves its domain alone', () => {
    expect(toSignInEmail('Owner@Example.COM', 'members.scanorder.app')).toBe('owner@example.com');
    expect(toSignInEmail(' owner@example.com ', 'members.scanorder.app')).toBe('owner@example.com');
  });
});

describe('resetRequestInputSchema', () => {
  it('requires a valid email', () => {
    expect(fieldMessages(resetRequestInputSchema, {})).toEqual({
      email: 'Email field is required',
    });
    expect(fieldMessages(resetRequestInputSchema, { email: '' })).toEqual({
      email: 'Email field is required',
    });
    expect(fieldMessages(resetRequestInputSchema, { email: 'nope' })).toEqual({
      email: 'Please enter a valid email',
    });
    expect(resetRequestInputSchema.parse({ email: 'Owner@Example.com' })).toEqual({
      email: 'owner@example.com',
    });
  });
});

describe('newPasswordInputSchema', () => {
  it('applies the sign-up password rule and the match rule', () => {
    expect(fieldMessages(newPasswordInputSchema, {})).toEqual({
      password: 'Password field is required',
      confirmPassword: 'Reenter password field is required',
    });
    expect(
      fieldMessages(newPasswordInputSchema, { password: 'secret12', confirmPassword: 'secret12' }),
    ).toEqual({
      password: PASSWORD_MESSAGE,
    });
    expect(
      fieldMessages(newPasswordInputSchema, {
        password: 'Secret@123',
        confirmPassword: 'Secret@321',
      }),
    ).toEqual({
      confirmPassword: 'Passwords not Matched!',
    });
    expect(
      newPasswordInputSchema.parse({ password: 'Secret@123', confirmPassword: 'Secret@123' }),
    ).toEqual({
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
    });
  });
});
