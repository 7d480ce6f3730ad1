import type { BillingProviderKind } from '@scanorder/shared/billing/prices';
import type { PayoutBalance } from '@scanorder/shared/billing/payouts';
import type { PaymentStatus, TestCard } from '@scanorder/shared/payments/payments';

/** One charge the provider is asked to make; amounts in the currency's minor units. */
export interface ChargeRequest {
  /** Our payment row id: also the provider's idempotency key, so a retry never charges twice. */
  paymentId: string;
  accountId: string;
  orderId: string;
  amountMinor: number;
  currency: string;
  platformFeeMinor: number;
  /** The business's connected payout account (Stripe's `acct_...`, the local provider's own id). */
  connectedAccountId: string;
  description: string;
  /** The local provider's TEST MODE card; Stripe collects the card in its Payment Element. */
  card: TestCard | undefined;
}

/** What the provider says of a charge now. */
export interface ChargeState {
  providerPaymentId: string;
  status: PaymentStatus;
  /**
   * Still waiting for the guest's card and not being confirmed (Stripe's `requires_payment_method`):
   * safe to cancel when the guest starts over.
   */
  awaitingCard: boolean;
  clientSecret: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  failureMessage: string | null;
}

export interface RefundRequest {
  refundId: string;
  providerPaymentId: string;
  amountMinor: number;
}

/**
 * A verified payment webhook event, reduced to what keeps a payment row true. A change of a charge
 * names it by the provider's id and, from its metadata, by our account and payment ids (for an
 * attempt whose provider id was never stored). `account.updated` is billing's (payout onboarding).
 */
export type PaymentEvent = { id: string; type: string; createdAt: Date } & (
  | {
      kind: 'charge-changed';
      providerPaymentId: string;
      accountId: string | null;
      paymentId: string | null;
    }
  | { kind: 'charge-refunded'; providerPaymentId: string; refundedMinor: number }
  | { kind: 'ignored' }
);

/** The webhook event types the payments module takes from the shared endpoint. */
export const isPaymentEventType = (type: string) =>
  type.startsWith('payment_intent.') || type === 'charge.refunded';

/**
 * Guest payments as a provider takes them (docs/decisions/039-guest-payments.md). Stripe charges on
 * the platform with the money sent on to the business's connected account; the local provider
 * charges TEST MODE cards in the process, with no network.
 */
export interface PaymentProvider {
  readonly kind: BillingProviderKind;
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  createCharge(request: ChargeRequest): Promise<ChargeState>;
  retrieveCharge(providerPaymentId: string): Promise<ChargeState>;
  /** Cancels a charge still awaiting its card; the guest starts a new one. */
  cancelCharge(providerPaymentId: string): Promise<void>;
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>;
  /** Verifies the signature over the raw body; throws `PaymentWebhookSignatureError` if wrong. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /**
   * A connected account's balance and latest payouts as the provider holds them (Stripe). The
   * local provider holds no money: its ledger of payments is the record (payouts-balance.ts).
   */
  connectedMoney?(connectedAccountId: string): Promise<Pick<PayoutBalance, 'balances' | 'payouts'>>;
}

export class PaymentWebhookSignatureError extends Error {}
