import { randomUUID } from 'node:crypto';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { TEST_CARDS, type PayOrderInput } from '@scanorder/shared/payments/payments';
import { BILLING, post } from './billing-fixtures.ts';
import type { FakeStripe } from './fake-stripe.ts';
import { signedDelivery } from './fake-stripe-webhooks.ts';
import type { TestApp, TestClient } from './harness.ts';
import { orderRequest, type Store } from './ordering-fixtures.ts';

export const paymentUrl = (orderId: string) => `/api/v1/public/orders/${orderId}/payment`;
export const payUrl = (orderId: string) => `/api/v1/public/orders/${orderId}/payments`;

/** Completes the local provider's payout onboarding, so the business may take card payments. */
export async function onboardLocally(owner: TestClient): Promise<void> {
  const started = await post(owner, `${BILLING}/payouts/onboarding`, {
    country: 'IN',
    businessDescription: 'South Indian meals and filter coffee.',
  });
  if (started.statusCode !== 201) throw new Error(`onboarding failed: ${started.body}`);
  const { accountId } = started.json<{ accountId: string }>();
  const done = await post(owner, `${BILLING}/payouts/local-onboarding/${accountId}/complete`, {
    businessName: 'Spice Route Kitchen',
  });
  if (done.statusCode !== 200) throw new Error(`onboarding completion failed: ${done.body}`);
}

/**
 * Payout onboarding on the fake Stripe, completed: the connected account takes charges once the
 * owner's payout page reads it back from Stripe.
 */
export async function onboardOnStripe(owner: TestClient, fake: FakeStripe): Promise<string> {
  const started = await post(owner, `${BILLING}/payouts/onboarding`, {
    country: 'IN',
    businessDescription: 'South Indian meals and filter coffee.',
  });
  if (started.statusCode !== 201) throw new Error(`onboarding failed: ${started.body}`);
  const { accountId } = started.json<{ accountId: string }>();
  fake.patchAccount(accountId, { details_submitted: true, charges_enabled: true });
  await owner.get(`${BILLING}/payouts/account`);
  return accountId;
}

/** A placed pickup order of `quantity` of the item, no tip at checkout. */
export async function placeOrder(
  customer: TestClient,
  store: Store,
  menuItemId: string,
  quantity = 2,
): Promise<Order> {
  const response = await customer.post(
    '/api/v1/public/orders',
    orderRequest(store, {
      lines: [{ menuItemId, quantity, options: [], variantId: null, instruction: '' }],
    }),
  );
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return response.json<Order>();
}

export function payment(overrides: Partial<PayOrderInput> = {}): PayOrderInput {
  return {
    idempotencyKey: randomUUID(),
    tipPercentage: 0,
    card: { number: TEST_CARDS.success, expiry: '12/34', cvc: '123' },
    ...overrides,
  };
}

/** The one Stripe webhook endpoint (subscriptions, payout accounts and guest payments). */
export const WEBHOOK_URL = `${BILLING}/webhooks/stripe`;

/** Delivers an event of the fake Stripe to the app, signed as Stripe signs it (or with `secret`). */
export function deliverEvent(test: TestApp, event: Record<string, unknown>, secret?: string) {
  const { payload, headers } = signedDelivery(event, secret);
  return test.app.inject({ method: 'POST', url: WEBHOOK_URL, payload, headers });
}
