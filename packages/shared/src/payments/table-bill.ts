import { z } from 'zod';
import { keyed } from '../i18n/guest-messages.ts';
import { optionalEmailField } from '../ordering/customer.ts';
import { MAX_ORDER_LINES } from '../ordering/order-line.ts';
import { ORDER_STATUSES } from '../ordering/order-status.ts';
import {
  onlinePaymentFields,
  payOrderInputSchema,
  paymentAttemptFields,
  paymentSchema,
} from './payments.ts';

/**
 * A table's open bill (issue 18, docs/decisions/047-open-bill-and-split-payments.md): the dine-in
 * orders of one table paid together, all at once, split evenly, or by chosen items; each share is
 * a payment of its own. Amounts in the currency's own minor units.
 */
export const BILL_SHARE_MODES = ['all', 'even', 'items'] as const;
export type BillShareMode = (typeof BILL_SHARE_MODES)[number];

export const MIN_SPLIT_PARTS = 2;
export const MAX_SPLIT_PARTS = 20;

export const billMessages = {
  noBill: 'This order is not paid on a table bill.',
  closed: 'This bill is already paid.',
  chooseItems: 'Please choose at least one item',
  notOnBill: 'Please choose items of this bill.',
  itemsTaken: 'Someone else is paying one of these items. Please choose again.',
  splitParts: `Please split between ${MIN_SPLIT_PARTS} and ${MAX_SPLIT_PARTS} people`,
  /** Keyed (`message` is the spec's English), so a guest's page words it in its language. */
  splitAlready: (parts: number) =>
    keyed('This bill is already split between {{parts}} people.', { parts }),
  itemsAfterSplit: 'Items cannot be chosen once the bill is split evenly.',
  shareNothingToRefund: 'This payment has nothing left to refund.',
  onBill:
    "This order is paid on its table's bill: record the table paid at the counter from Open bills.",
} as const;

const billLineRefSchema = z.object({
  orderId: z.uuid(),
  lineIndex: z
    .number()
    .int()
    .min(0)
    .max(MAX_ORDER_LINES - 1),
});

/** One share: everything still due, the next of N even shares, or the chosen lines. */
export const payBillInputSchema = payOrderInputSchema
  .extend({
    mode: z.enum(BILL_SHARE_MODES, { error: 'Please choose how to pay the bill' }),
    parts: z
      .number()
      .int(billMessages.splitParts)
      .min(MIN_SPLIT_PARTS, billMessages.splitParts)
      .max(MAX_SPLIT_PARTS, billMessages.splitParts)
      .optional(),
    lines: z.array(billLineRefSchema).max(200).optional(),
    /** Where this share's receipt goes (the payer may not be the guest of any order of it). */
    emailAddress: optionalEmailField,
  })
  .superRefine((input, context) => {
    if (input.mode === 'even' && input.parts === undefined)
      context.addIssue({ code: 'custom', path: ['parts'], message: billMessages.splitParts });
    if (input.mode === 'items' && !input.lines?.length)
      context.addIssue({ code: 'custom', path: ['lines'], message: billMessages.chooseItems });
  });
export type PayBillInput = z.input<typeof payBillInputSchema>;
/** A share as the server reads it, after the schema parsed it (the email trimmed, '' dropped). */
export type PayBillRequest = z.output<typeof payBillInputSchema>;

export const billLineSchema = z.object({
  lineIndex: z.number().int(),
  name: z.string(),
  /** The line's choices in a few words ("Hot, Extra cheese"), or '', as the order page shows them. */
  details: z.string(),
  /** The guest's note for the kitchen ("Less salt"), or '': it tells a table's two naans apart. */
  instruction: z.string(),
  quantity: z.number().int(),
  /** The line's part of its order's amount (tax and service charge spread over the lines). */
  amountMinor: z.number().int(),
  /** Paid, being paid by another phone, or free to choose. */
  state: z.enum(['paid', 'pending', 'open']),
});

export type BillLine = z.infer<typeof billLineSchema>;

export const billOrderSchema = z.object({
  orderId: z.uuid(),
  referenceNumber: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  amountMinor: z.number().int(),
  dueMinor: z.number().int(),
  lines: z.array(billLineSchema),
});
export type BillOrder = z.infer<typeof billOrderSchema>;

/** The table's bill as every guest at the table reads it from their own order page. */
export const tableBillSchema = z.object({
  billId: z.uuid(),
  table: z.string(),
  status: z.enum(['open', 'closed']),
  ...onlinePaymentFields,
  totalMinor: z.number().int(),
  paidMinor: z.number().int(),
  /** Still owed, not counting shares being paid right now. */
  dueMinor: z.number().int(),
  /** Free to pay now: due less the shares under way on other phones. */
  payableMinor: z.number().int(),
  /** The business's tip options (0 % first): the tip is this percentage of the share. */
  tipPercentages: z.array(z.number()),
  /** Set once a guest split the bill evenly: N shares of `baseMinor`, `paidShares` of them taken. */
  split: z
    .object({
      parts: z.number().int(),
      baseMinor: z.number().int(),
      takenShares: z.number().int(),
      nextShareMinor: z.number().int(),
    })
    .nullable(),
  orders: z.array(billOrderSchema),
  payments: z.array(paymentSchema),
});
export type TableBill = z.infer<typeof tableBillSchema>;

/**
 * The team records that what the bill still owes was paid at the counter (cash or the business's
 * own card terminal); the same idempotency key answers with the same payment.
 */
export const counterPaymentInputSchema = z.object({ idempotencyKey: z.uuid() });
export type CounterPaymentInput = z.infer<typeof counterPaymentInputSchema>;

export const payBillResultSchema = z.object({ ...paymentAttemptFields, bill: tableBillSchema });
export type PayBillResult = z.infer<typeof payBillResultSchema>;

/** One table's unpaid dine-in orders on the team's board. */
export const openBillSchema = z.object({
  table: z.string(),
  branchId: z.uuid(),
  storeName: z.string(),
  currency: z.string(),
  dueMinor: z.number().int(),
  orders: z.array(z.object({ orderId: z.uuid(), referenceNumber: z.number().int() })),
});
export const openBillsSchema = z.array(openBillSchema);
export type OpenBill = z.infer<typeof openBillSchema>;
