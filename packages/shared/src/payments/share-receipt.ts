import { z } from 'zod';
import { paymentSchema, refundSchema } from './payments.ts';
import { BILL_SHARE_MODES } from './table-bill.ts';

/**
 * What one share of a table's bill paid (decision 047, addendum of 2026-11-30), as its receipt
 * shows it: the amounts are the ones the share's allocations recorded when it started, never
 * worked out again. Amounts in the currency's own minor units.
 */
export const sharePartSchema = z.object({
  orderId: z.uuid(),
  referenceNumber: z.number().int(),
  /** A "chosen items" share names the line; "all" and even shares pay an amount of the order. */
  lineIndex: z.number().int().nullable(),
  name: z.string().nullable(),
  /** The line's choices in a few words ("Hot, Extra cheese"), or '', as the bill shows them. */
  details: z.string().nullable(),
  quantity: z.number().int().nullable(),
  amountMinor: z.number().int(),
});
export type SharePart = z.infer<typeof sharePartSchema>;

export const shareReceiptSchema = z.object({
  billId: z.uuid(),
  mode: z.enum(BILL_SHARE_MODES),
  /** An even share: the number of people the bill was split between. */
  splitParts: z.number().int().nullable(),
  currency: z.string(),
  /** The share's payment: amount (tip included), tip, card, when it was made, what went back. */
  payment: paymentSchema,
  parts: z.array(sharePartSchema),
  /** What the share paid of the bill, without its tip (the sum of its parts). */
  shareMinor: z.number().int(),
  /** The share's refunds, without the team's reason (a receipt does not print it). */
  refunds: z.array(refundSchema.omit({ reason: true })),
  /** What the share paid in the end: its amount less what was refunded. */
  paidAfterRefundsMinor: z.number().int(),
});
export type ShareReceipt = z.infer<typeof shareReceiptSchema>;
