import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

/** The endpoint secret `stripeEnv` configures the app with. */
export const FAKE_WEBHOOK_SECRET = 'whsec_scanorder_test';

const signer = new Stripe('sk_test_signer');

/** One event as Stripe sends it to an endpoint: JSON body and its `Stripe-Signature` header. */
export interface SignedDelivery {
  payload: string;
  headers: Record<string, string>;
}

/** An event about `object` in the envelope Stripe sends (its API version, not live). */
export function stripeEvent(
  type: string,
  object: unknown,
  id = `evt_${randomBytes(12).toString('hex')}`,
): Json {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  };
}

/**
 * The events the fake Stripe emits as its objects change (`payment_intent.succeeded` when an intent
 * is confirmed, `charge.refunded` on a refund, `account.updated`...), in the order Stripe would send
 * them. Tests deliver them to the app signed, as Stripe does: in order, twice, late or reordered.
 */
export class FakeWebhookEvents {
  readonly sent: Json[] = [];

  emit(type: string, object: Json): Json {
    const event = stripeEvent(type, structuredClone(object));
    this.sent.push(event);
    return event;
  }

  /** The events of one type about one object (`data.object.id`), oldest first. */
  of(type: string, objectId?: string): Json[] {
    return this.sent.filter(
      (event) =>
        event.type === type &&
        (objectId === undefined || (event.data as { object: Json }).object.id === objectId),
    );
  }

  /** The last event of a type about an object; throws when there is none. */
  last(type: string, objectId?: string): Json {
    const event = this.of(type, objectId).at(-1);
    if (!event) throw new Error(`The fake Stripe sent no ${type} for ${objectId ?? 'anything'}`);
    return event;
  }
}

/** Signs an event with the endpoint's secret (or a wrong one), as Stripe does for delivery. */
export function signedDelivery(event: Json, secret = FAKE_WEBHOOK_SECRET): SignedDelivery {
  const payload = JSON.stringify(event);
  return {
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}
