import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '@scanorder/shared/errors/app-error';

export const commonPasswordMessage =
  'This password is too common and appears in lists of leaked passwords. Please choose another one.';

let common: Set<string> | undefined;

/**
 * zxcvbn's list of about 49,000 passwords most seen in breaches, bundled (no network). The spec's
 * rule (upper case, digit, special) is met by `Password1!` and the like, so a password is also
 * refused when it is on the list with only symbols added at either end.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return common.has(lower) || common.has(trimmed);
}

/** For the app's own password routes; `field` is the form field the message belongs to. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw new AppError('VALIDATION_FAILED', commonPasswordMessage, field);
}
