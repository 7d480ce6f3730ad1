import { randomBytes } from 'node:crypto';
import type { FakeWebhookEvents } from './fake-stripe-webhooks.ts';

type Json = Record<string, unknown>;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Stripe's test payment methods the fake knows: a card, declined cards (generic, no funds, expired)
 * and a wallet.
 */
export const FAKE_PAYMENT_METHODS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_visa_chargeDeclinedInsufficientFunds',
  expired: 'pm_card_chargeDeclinedExpiredCard',
  applePay: 'pm_apple_pay',
} as const;

/** The `last_payment_error` Stripe gives each declined test payment method. */
const DECLINES: Record<string, Json> = {
  [FAKE_PAYMENT_METHODS.declined]: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  [FAKE_PAYMENT_METHODS.insufficientFunds]: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  [FAKE_PAYMENT_METHODS.expired]: {
    type: 'card_error',
    code: 'expired_card',
    message: 'Your card has expired.',
  },
};

/**
 * PaymentIntents and refunds of the fake Stripe API (`fake-stripe.ts` routes to it): creation with
 * idempotency keys, confirmation with a test payment method (a card or a wallet, which Stripe reports
 * as a card with `wallet` set), cancellation and refunds, in the JSON shapes Stripe documents. Each
 * change emits the event Stripe would send (`payment_intent.succeeded`, `charge.refunded`...).
 */
export class FakePaymentIntents {
  readonly intents = new Map<string, Json>();
  readonly charges = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  private readonly byIdempotencyKey = new Map<string, Json>();

  constructor(
    private readonly fail: (status: number, message: string, code?: string) => never,
    private readonly events: FakeWebhookEvents,
  ) {}

  /** The answer to `key` (`POST /payment_intents/:id/cancel`...), or undefined when not ours. */
  route(key: string, id: string | undefined, params: Json, idempotencyKey?: string): unknown {
    switch (key) {
      case 'POST /payment_intents': {
        const known = idempotencyKey ? this.byIdempotencyKey.get(idempotencyKey) : undefined;
        if (known) return this.intentJson(known, []);
        const intent: Json = {
          id: newId('pi'),
          object: 'payment_intent',
          amount: Number(params.amount),
          currency: params.currency,
          status: 'requires_payment_method',
          client_secret: '',
          description: params.description ?? null,
          metadata: params.metadata ?? {},
          on_behalf_of: params.on_behalf_of ?? null,
          transfer_data: params.transfer_data ?? null,
          application_fee_amount:
            params.application_fee_amount === undefined
              ? null
              : Number(params.application_fee_amount),
          automatic_payment_methods: params.automatic_payment_methods ?? null,
          latest_charge: null,
          last_payment_error: null,
          created: nowSeconds(),
          livemode: false,
        };
        intent.client_secret = `${String(intent.id)}_secret_${randomBytes(8).toString('hex')}`;
        this.intents.set(intent.id as string, intent);
        if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, intent);
        return this.intentJson(intent, []);
      }
      case 'GET /payment_intents/:id':
        return this.intentJson(this.intent(id!), params.expand);
      case 'POST /payment_intents/:id/confirm':
        return this.intentJson(this.confirm(id!, String(params.payment_method)), []);
      case 'POST /payment_intents/:id/cancel': {
        const intent = this.intent(id!);
        if (intent.status === 'succeeded')
          this.fail(
            400,
            'You cannot cancel this PaymentIntent because it has a status of succeeded.',
            'payment_intent_unexpected_state',
          );
        intent.status = 'canceled';
        this.events.emit('payment_intent.canceled', this.intentJson(intent, []));
        return this.intentJson(intent, []);
      }
      case 'POST /refunds':
        return this.refund(
          String(params.payment_intent),
          params.amount === undefined ? undefined : Number(params.amount),
          (params.metadata as Json | undefined) ?? {},
        );
      default:
        return undefined;
    }
  }

  /** A refund of an intent's charge, by the API or in the dashboard (no metadata). */
  refund(intentId: string, amount: number | undefined, metadata: Json = {}): Json {
    const intent = this.intent(intentId);
    const charge = this.charges.get(String(intent.latest_charge));
    if (!charge)
      return this.fail(400, 'This PaymentIntent has no charge to refund.', 'charge_not_found');
    const refunding = amount ?? Number(charge.amount) - Number(charge.amount_refunded);
    if (Number(charge.amount_refunded) + refunding > Number(charge.amount))
      this.fail(
        400,
        'Refund amount is greater than unrefunded amount on charge.',
        'amount_too_large',
      );
    charge.amount_refunded = Number(charge.amount_refunded) + refunding;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount: refunding,
      charge: charge.id,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata,
      created: nowSeconds(),
    };
    this.refunds.set(refund.id, refund);
    this.events.emit('charge.refunded', charge);
    return refund;
  }

  /** A payment method that settles later (a bank debit): the intent is processing meanwhile. */
  markProcessing(id: string): Json {
    const intent = this.intent(id);
    intent.status = 'processing';
    this.events.emit('payment_intent.processing', this.intentJson(intent, []));
    return intent;
  }

  /** What Stripe.js does in the browser: confirms the intent with the guest's payment method. */
  confirm(id: string, paymentMethod: string): Json {
    const intent = this.intent(id);
    const decline = DECLINES[paymentMethod];
    if (decline) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = decline;
      this.events.emit('payment_intent.payment_failed', this.intentJson(intent, []));
      return intent;
    }
    const wallet = paymentMethod === FAKE_PAYMENT_METHODS.applePay ? { type: 'apple_pay' } : null;
    const charge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      payment_intent: intent.id,
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', last4: wallet ? '0005' : '4242', wallet },
      },
      created: nowSeconds(),
    };
    this.charges.set(charge.id, charge);
    intent.status = 'succeeded';
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    this.events.emit('payment_intent.succeeded', this.intentJson(intent, []));
    return intent;
  }

  /** The intent as a webhook's `data.object` carries it (the charge not expanded). */
  intentObject(id: string): Json {
    return this.intentJson(this.intent(id), []);
  }

  chargeObject(id: string): Json {
    const charge = this.charges.get(id);
    if (!charge) return this.fail(404, `No such charge: '${id}'`);
    return { ...charge };
  }

  private intent(id: string): Json {
    const intent = this.intents.get(id);
    if (!intent) return this.fail(404, `No such payment_intent: '${id}'`);
    return intent;
  }

  private intentJson(intent: Json, expand: unknown): Json {
    const paths = Array.isArray(expand) ? (expand as string[]) : [];
    const copy: Json = { ...intent };
    if (paths.includes('latest_charge') && typeof copy.latest_charge === 'string')
      copy.latest_charge = { ...this.charges.get(copy.latest_charge) };
    return copy;
  }
}
