import { z } from 'zod';
import { messages } from './messages.ts';

/** Text that must be given: missing, empty or only spaces all say '<label> field is required'. */
export function requiredText(label: string) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label));
}

/** A required text field of min..max characters, trimmed, with the spec's generic messages. */
export function textField(label: string, min: number, max: number) {
  return requiredText(label)
    .min(min, messages.tooShort(label, min))
    .max(max, messages.tooLong(label, max));
}

/** An optional text field: empty means absent; otherwise min..max characters. */
export function optionalTextField(label: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong(label, max))
    .refine((value) => value.length === 0 || value.length >= min, messages.tooShort(label, min))
    .optional();
}

/**
 * A number field's type error: nothing given is "required", but text that is no number (a form's
 * "1,000" or "12abc", which reach the schema as NaN) is "Please enter valid", not "required".
 */
export function numberTypeError(label: string) {
  return (issue: { input?: unknown }) =>
    typeof issue.input === 'number' && Number.isNaN(issue.input)
      ? messages.valid(label)
      : messages.required(label);
}

/** A required number in min..max with the spec's "value" wording. */
export function numberField(label: string, min: number, max: number) {
  return z
    .number({ error: numberTypeError(label) })
    .min(min, messages.tooShort(label, min, 'value'))
    .max(max, messages.tooLong(label, max, 'value'));
}

export const emailField = requiredText('Email')
  .max(254, messages.tooLong('Email', 254))
  .pipe(z.email(messages.email))
  .transform((value) => value.toLowerCase());

/** 1-2 digit country prefix (optional) followed by exactly 10 digits. */
export const MOBILE_PATTERN = /^(\d{1,2})?\d{10}$/;

export const mobileField = requiredText('Mobile number').regex(MOBILE_PATTERN, messages.mobile);

/** Web addresses only: a `javascript:` or `data:` link must never reach an href. */
export const urlField = z.url({ protocol: /^https?$/, error: messages.url });

export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~';

const hasSpecialCharacter = (value: string) =>
  [...value].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char));

/** Sign-up rule (docs/product/fields.md): at least 6 characters, one uppercase, one digit, one special. */
export function isStrongPassword(value: string): boolean {
  return value.length >= 6 && /[A-Z]/.test(value) && /\d/.test(value) && hasSpecialCharacter(value);
}

/** Password-change rule (docs/product/fields.md): the sign-up rule plus one lowercase letter. */
export function isStrongChangedPassword(value: string): boolean {
  return isStrongPassword(value) && /[a-z]/.test(value);
}

export const passwordField = z
  .string({ error: messages.required('Password') })
  .min(1, messages.required('Password'))
  .max(128, messages.tooLong('Password', 128))
  .refine(isStrongPassword, messages.password);

/** The second password box of a form that sets a password; whether it matches is the form's check. */
export const reenterPasswordField = z
  .string({ error: messages.required('Reenter password') })
  .min(1, messages.required('Reenter password'));
