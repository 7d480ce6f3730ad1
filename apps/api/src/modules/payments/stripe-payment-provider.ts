import type Stripe from 'stripe';
import { PAYOUT_STATUSES, type PayoutStatus } from '@scanorder/shared/billing/payouts';
import { paymentMessages, type PaymentStatus } from '@scanorder/shared/payments/payments';
import {
  PaymentWebhookSignatureError,
  type ChargeState,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider.ts';
import { stripeClient, type StripeConnection } from '../billing/stripe-client.ts';

/** Stripe's PaymentIntent states reduced to ours; the guest may still be entering a card. */
function statusOf(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'cancelled';
    default:
      return 'processing';
  }
}

/**
 * Why Stripe refused the card, in our words when we have them (a guest's page words those in the
 * guest's language; Stripe's own message is English): a decline, no funds, an expired card.
 */
function failureMessageOf(error: Stripe.PaymentIntent.LastPaymentError | null): string | null {
  if (!error) return null;
  if (error.decline_code === 'insufficient_funds') return paymentMessages.insufficientFunds;
  if (error.code === 'expired_card' || error.decline_code === 'expired_card')
    return paymentMessages.cardExpired;
  if (error.code === 'card_declined') return paymentMessages.declined;
  return error.message ?? null;
}

function chargeStateOf(intent: Stripe.PaymentIntent): ChargeState {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card ?? null;
  return {
    providerPaymentId: intent.id,
    status: statusOf(intent),
    awaitingCard: intent.status === 'requires_payment_method',
    clientSecret: intent.client_secret,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    failureMessage: failureMessageOf(intent.last_payment_error),
  };
}

const isoDayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

const payoutStatusOf = (status: string): PayoutStatus =>
  PAYOUT_STATUSES.find((known) => known === status) ?? 'pending';

/** A balance's amounts per currency (Stripe lists one entry per currency and source). */
function byCurrency(amounts: Stripe.Balance.Available[] | Stripe.Balance.Pending[]) {
  const sums = new Map<string, number>();
  for (const { currency, amount } of amounts)
    sums.set(currency.toUpperCase(), (sums.get(currency.toUpperCase()) ?? 0) + amount);
  return sums;
}

/**
 * Guest payments on Stripe: destination charges. The PaymentIntent lives on the platform with
 * `transfer_data.destination` set to the business's connected account and `on_behalf_of` it, so the
 * business is the merchant of record and receives the money less `application_fee_amount` (the
 * platform fee, omitted at 0). The platform's publishable key mounts the Payment Element and every
 * `payment_intent.*` event reaches the platform's own webhook endpoint.
 */
export function createStripePaymentProvider(options: StripeConnection): PaymentProvider {
  // Two tries of 20 s at most: an attempt left without the provider's answer longer than that
  // was interrupted, and the recovery sweep may give it up (payments-recovery.ts).
  const stripe = stripeClient(options, 20_000);
  const retrieve = (id: string) =>
    stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });

  return {
    kind: 'stripe',
    testMode: options.secretKey.startsWith('sk_test_'),
    publishableKey: options.publishableKey,
    async createCharge(request) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: request.description,
          on_behalf_of: request.connectedAccountId,
          transfer_data: { destination: request.connectedAccountId },
          ...(request.platformFeeMinor > 0
            ? { application_fee_amount: request.platformFeeMinor }
            : {}),
          metadata: {
            accountId: request.accountId,
            orderId: request.orderId,
            paymentId: request.paymentId,
          },
        },
        { idempotencyKey: `payment-${request.paymentId}` },
      );
      return chargeStateOf(intent);
    },
    async retrieveCharge(providerPaymentId) {
      return chargeStateOf(await retrieve(providerPaymentId));
    },
    async cancelCharge(providerPaymentId) {
      await stripe.paymentIntents.cancel(providerPaymentId);
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.providerPaymentId,
          amount: request.amountMinor,
          // The business gives the money back, and the platform its fee on that part.
          reverse_transfer: true,
          refund_application_fee: true,
          metadata: { refundId: request.refundId },
        },
        { idempotencyKey: `refund-${request.refundId}` },
      );
      return { providerRefundId: refund.id };
    },
    async connectedMoney(connectedAccountId) {
      // The connected account's own balance and payouts: read as that account (Stripe-Account).
      const as = { stripeAccount: connectedAccountId };
      const [balance, payouts] = await Promise.all([
        stripe.balance.retrieve({}, as),
        stripe.payouts.list({ limit: 10 }, as),
      ]);
      const available = byCurrency(balance.available);
      const pending = byCurrency(balance.pending);
      return {
        balances: [...new Set([...available.keys(), ...pending.keys()])].map((currency) => ({
          currency,
          availableMinor: available.get(currency) ?? 0,
          pendingMinor: pending.get(currency) ?? 0,
        })),
        payouts: payouts.data.map((payout) => ({
          id: payout.id,
          amountMinor: payout.amount,
          currency: payout.currency.toUpperCase(),
          status: payoutStatusOf(payout.status),
          arrivalDate: isoDayOf(payout.arrival_date),
        })),
      };
    },
    parseWebhook(rawBody, signature): PaymentEvent {
      if (!options.webhookSecret || !signature)
        throw new PaymentWebhookSignatureError('No webhook signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new PaymentWebhookSignatureError(
          error instanceof Error ? error.message : 'Bad webhook signature',
        );
      }
      const base = { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) };
      if (event.type.startsWith('payment_intent.')) {
        const intent = event.data.object as Stripe.PaymentIntent;
        return {
          ...base,
          kind: 'charge-changed',
          providerPaymentId: intent.id,
          accountId: intent.metadata.accountId ?? null,
          paymentId: intent.metadata.paymentId ?? null,
        };
      }
      if (event.type === 'charge.refunded') {
        const charge = event.data.object;
        const intent = charge.payment_intent;
        if (!intent) return { ...base, kind: 'ignored' };
        return {
          ...base,
          kind: 'charge-refunded',
          providerPaymentId: typeof intent === 'string' ? intent : intent.id,
          refundedMinor: charge.amount_refunded,
        };
      }
      return { ...base, kind: 'ignored' };
    },
  } satisfies PaymentProvider;
}
