import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import { optionalTextField, textField } from '../validation/fields.ts';
import { messages } from '../validation/messages.ts';
import { dateField } from './clock-time.ts';
import { BRANCH_NAME_LENGTH } from './constants.ts';

/**
 * A branch is a store name under a business (docs/product/plans-and-limits.md: an "entity"); QR codes, staff PINs and
 * out-of-operation notices are per branch.
 */
export const branchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  outOfOperation: z.boolean(),
  outOfOperationReason: z.string().nullable(),
  /** Local date the branch expects to reopen; null when not known. */
  outOfOperationUntil: z.string().nullable(),
  /** The PIN itself is never returned. */
  hasPin: z.boolean(),
  pinLockedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;

export const branchListSchema = z.object({ branches: z.array(branchSchema) });

export const branchNameField = (kind: BusinessKind) =>
  textField('Store name', BRANCH_NAME_LENGTH[kind].min, BRANCH_NAME_LENGTH[kind].max);

export const createBranchInputSchemas = {
  restaurant: z.object({ name: branchNameField('restaurant') }),
  grocery: z.object({ name: branchNameField('grocery') }),
} as const;
export type CreateBranchInput = z.infer<(typeof createBranchInputSchemas)[BusinessKind]>;

export const updateBranchInputSchemas = {
  restaurant: z.object({
    name: branchNameField('restaurant').optional(),
    position: z.number().int().min(0).max(10_000).optional(),
  }),
  grocery: z.object({
    name: branchNameField('grocery').optional(),
    position: z.number().int().min(0).max(10_000).optional(),
  }),
} as const;
export type UpdateBranchInput = z.infer<(typeof updateBranchInputSchemas)[BusinessKind]>;

export const branchOperationInputSchema = z.object({
  outOfOperation: z.boolean({ error: messages.required('Out of operation') }),
  reason: z.preprocess(
    (value) => (value === null ? undefined : value),
    optionalTextField('Reason', 2, 100),
  ),
  until: z.preprocess(
    (value) => (value === '' ? null : value),
    dateField('Until date').nullable().optional(),
  ),
});
export type BranchOperationInput = z.infer<typeof branchOperationInputSchema>;

const PIN_PATTERN = /^\d{4,8}$/;
export const pinMessages = { invalid: 'PIN must be 4 to 8 digits' } as const;

/**
 * Staff PIN of a branch: 4 to 8 digits (docs/product/kiosk-and-sessions.md). One rule for the PIN
 * an owner sets and the PIN a kiosk is opened with.
 */
export const pinField = z
  .string({ error: messages.required('PIN') })
  .min(1, messages.required('PIN'))
  .regex(PIN_PATTERN, pinMessages.invalid);

export const branchPinInputSchema = z.object({ pin: pinField });
export type BranchPinInput = z.infer<typeof branchPinInputSchema>;
