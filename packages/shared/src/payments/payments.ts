import { z } from 'zod';
import { BILLING_PROVIDERS } from '../billing/prices.ts';

/**
 * Guest payments (issue 18, docs/decisions/039-guest-payments.md). Amounts here are in the
 * currency's own minor units (`money/currency-units.ts`): yen for JPY, fils for BHD.
 */
export const PAYMENT_STATUSES = ['processing', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * How a payment was taken: by card through the payment provider, or at the counter (cash or the
 * business's own card terminal), recorded by the team so a table's bill can close
 * (docs/decisions/047-open-bill-and-split-payments.md). No provider holds the latter's money.
 */
export const PAYMENT_METHODS = ['card', 'counter'] as const;

/** What the guest's order page and the team's board say of an order's money. */
export const ORDER_PAYMENT_STATES = ['Unpaid', 'Part paid', 'Paid'] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

/**
 * Why an order cannot be paid online: the owner's switch, payouts not ready to take charges, or an
 * order paid before it is sent that was not paid in time (it was never sent).
 */
export const PAYMENT_UNAVAILABLE_REASONS = [
  'pay-at-counter',
  'payouts-not-ready',
  'expired',
] as const;

/** The TEST MODE card numbers of the built-in provider (the same numbers Stripe's test mode knows). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const paymentMessages = {
  declined: 'Your card was declined. No money was taken. Please try another card.',
  failed: 'The payment could not be started. No money was taken. Please try again.',
  cardNumber: 'Please enter a valid card number',
  expiry: 'Please enter the expiry as MM/YY',
  cardExpired: 'This card has expired. Please use another card.',
  insufficientFunds:
    'Your card has insufficient funds. No money was taken. Please try another card.',
  cvc: 'Please enter the 3 or 4 digit security code',
  alreadyPaid: 'This order is already paid.',
  cancelled: 'A cancelled order cannot be paid.',
  payAtCounter: 'This business takes payment at the counter.',
  expired: 'This order was not paid in time and was not sent. Please order again.',
  notReady: 'This business cannot take online payments yet.',
  invalidTip: 'Please choose one of the tip options',
  keyUsed: 'This payment request was already used for another order.',
  inProgress: 'A payment for this order is already in progress. Please wait a moment.',
  amountChanged: 'The amount due changed. Please check it and pay again.',
  notFound: 'Payment not found',
  nothingToRefund: 'This order has no payment to refund.',
  refundTooLarge: (max: string) => `A refund cannot be more than what was paid (${max}).`,
} as const;

const cardDigits = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12,19}$/, paymentMessages.cardNumber));

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/**
 * Whether a card's MM/YY is this month or later (UTC): a card is good until its month ends. The
 * TEST MODE note asks for "any future expiry", as Stripe's test mode refuses a past one.
 */
function notExpired(expiry: string): boolean {
  const match = EXPIRY.exec(expiry);
  if (!match) return true; // Malformed: the format's own message says so.
  const now = new Date();
  const months = (2000 + Number(match[2])) * 12 + Number(match[1]) - 1;
  return months >= now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/** The TEST MODE card form of the local provider; never sent to Stripe (its Payment Element is). */
export const testCardSchema = z.object({
  number: cardDigits,
  expiry: z
    .string()
    .trim()
    .regex(EXPIRY, paymentMessages.expiry)
    .refine(notExpired, paymentMessages.cardExpired),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, paymentMessages.cvc),
});
export type TestCard = z.input<typeof testCardSchema>;

/** The guest pays what the order still owes, plus the tip chosen on the payment step. */
export const payOrderInputSchema = z.object({
  /** One per attempt from the browser: a retry of the same attempt never charges twice. */
  idempotencyKey: z.uuid(),
  tipPercentage: z.number().min(0).max(100),
  /** Local provider only. */
  card: testCardSchema.optional(),
  /**
   * The total the guest was shown (tip included, the currency's minor units): the server refuses
   * an attempt whose amount differs rather than charge what the guest did not see (decision 047,
   * addendum). Optional: callers that show no amount (API tests, the bench) have none to compare.
   */
  shownAmountMinor: z.number().int().min(0).optional(),
});
export type PayOrderInput = z.input<typeof payOrderInputSchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  amountMinor: z.number().int(),
  tipMinor: z.number().int(),
  refundedMinor: z.number().int(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const refundSchema = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  amountMinor: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * How a guest pays what they owe (an order, or a table's bill): the provider, whether paying online
 * is possible now and why not, and how far the amount is paid.
 */
export const onlinePaymentFields = {
  provider: z.enum(BILLING_PROVIDERS),
  testMode: z.boolean(),
  /** Stripe's publishable key for the Payment Element; null for the local provider. */
  publishableKey: z.string().nullable(),
  /** Whether the guest can pay online now. */
  online: z.boolean(),
  unavailableReason: z.enum(PAYMENT_UNAVAILABLE_REASONS).nullable(),
  currency: z.string(),
  state: z.enum(ORDER_PAYMENT_STATES),
};

/** The payment side of an order, as the guest's order page and the receipt read it. */
export const orderPaymentSchema = z.object({
  orderId: z.uuid(),
  ...onlinePaymentFields,
  /** The order's total without a tip, in the currency's minor units. */
  orderAmountMinor: z.number().int(),
  /** Still owed (0 once paid), tip excluded. */
  dueMinor: z.number().int(),
  paidMinor: z.number().int(),
  tipMinor: z.number().int(),
  refundedMinor: z.number().int(),
  /** 0 % plus the business's tip options; each percentage's tip in minor units beside it. */
  tipChoices: z.array(z.object({ percentage: z.number(), tipMinor: z.number().int() })),
  payments: z.array(paymentSchema),
  refunds: z.array(refundSchema),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** What every payment attempt answers: the payment and, for Stripe, what confirms it. */
export const paymentAttemptFields = {
  payment: paymentSchema,
  /** Stripe's PaymentIntent client secret for the Payment Element; null once settled (local). */
  clientSecret: z.string().nullable(),
};

/** The answer to paying an order: the attempt and the order's payment side after it. */
export const payOrderResultSchema = z.object({
  ...paymentAttemptFields,
  order: orderPaymentSchema,
});
export type PayOrderResult = z.infer<typeof payOrderResultSchema>;

export const refundInputSchema = z.object({
  idempotencyKey: z.uuid(),
  /** Minor units of the currency; omitted refunds everything still refundable. */
  amountMinor: z.number().int().min(1, 'Refund amount must be more than 0').optional(),
  reason: z.string().trim().max(200, 'Reason cannot be more than 200 characters').optional(),
});
export type RefundInput = z.input<typeof refundInputSchema>;

/**
 * Whether the business takes payments online now, as ORDER SETTINGS shows the owner: off with the
 * reason (the owner's switch, or payout onboarding not complete) so the owner knows what to do.
 */
export const onlinePaymentStatusSchema = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  testMode: z.boolean(),
  online: z.boolean(),
  unavailableReason: z.enum(PAYMENT_UNAVAILABLE_REASONS).nullable(),
});
export type OnlinePaymentStatus = z.infer<typeof onlinePaymentStatusSchema>;

/** What the team's board, History and CSV say of an order's money; Refunded once all went back. */
export const TICKET_PAYMENT_STATES = [...ORDER_PAYMENT_STATES, 'Refunded'] as const;
export type TicketPaymentState = (typeof TICKET_PAYMENT_STATES)[number];

/** An order's payments in short, kept on the order row; amounts in the currency's minor units. */
export const ticketPaymentSchema = z.object({
  state: z.enum(TICKET_PAYMENT_STATES),
  currency: z.string(),
  /** Every succeeded payment, tips included. */
  paidMinor: z.number().int(),
  tipMinor: z.number().int(),
  refundedMinor: z.number().int(),
  /**
   * Still owed after the team edited the order's lines up (0 when paid); absent from summaries
   * written before it was kept.
   */
  dueMinor: z.number().int().optional(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
});
export type TicketPayment = z.infer<typeof ticketPaymentSchema>;
