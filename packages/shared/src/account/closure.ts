import { z } from 'zod';

/** Days between asking to close an account and the erasure of its personal data (docs/product/retention.md). */
export const ACCOUNT_CLOSURE_GRACE_DAYS = 30;

/** The word the owner types to confirm; the account's email is accepted too. */
export const CLOSURE_CONFIRMATION_WORD = 'CLOSE';

export const closureMessages = {
  confirmationRequired: `Type ${CLOSURE_CONFIRMATION_WORD} or your email address to confirm.`,
  passwordRequired: 'Password is required.',
  alreadyRequested: 'Closing this account has already been requested.',
  notRequested: 'Closing this account has not been requested.',
} as const;

export const accountClosureRequestSchema = z.object({
  confirmation: z
    .string({ error: closureMessages.confirmationRequired })
    .trim()
    .min(1, closureMessages.confirmationRequired)
    .max(254, closureMessages.confirmationRequired),
  password: z
    .string({ error: closureMessages.passwordRequired })
    .min(1, closureMessages.passwordRequired)
    .max(128, closureMessages.passwordRequired),
});
export type AccountClosureRequest = z.infer<typeof accountClosureRequestSchema>;

/** Whether the account is set to close, and when (ISO timestamps, null when not requested). */
export const accountClosureSchema = z.object({
  requestedAt: z.iso.datetime().nullable(),
  closesAt: z.iso.datetime().nullable(),
});
export type AccountClosure = z.infer<typeof accountClosureSchema>;

/** True when `typed` is the confirmation word (any case) or the account's email. */
export function confirmsClosure(typed: string, email: string): boolean {
  const value = typed.trim().toLowerCase();
  return value === CLOSURE_CONFIRMATION_WORD.toLowerCase() || value === email.trim().toLowerCase();
}
