import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, type PayOrderResult } from '@scanorder/shared/payments/payments';
import { databaseKinds, TestClient, uniqueIp } from '../../../test/harness.ts';
import { BILLING } from '../../../test/billing-fixtures.ts';
import { FAKE_PAYMENT_METHODS } from '../../../test/fake-stripe-payments.ts';
import {
  paymentSummary,
  payUrl,
  placeOrder,
  startOnboarding,
  useDishStore,
} from '../../../test/payment-fixtures.ts';
import { payments } from '../../db/schema/payments.ts';

const refreshUrl = (orderId: string, paymentId: string) =>
  `${payUrl(orderId)}/${paymentId}/refresh`;

describe.each(databaseKinds)('guests paying through Stripe (fake API) on %s', (kind) => {
  const shop = useDishStore(kind, { stripe: true, env: { PLATFORM_FEE_PERCENT: '2' } });
  let connected: string;

  beforeAll(async () => {
    connected = await startOnboarding(shop.owner.client);
  });

  const pay = async (orderId: string, tipPercentage = 0, idempotencyKey: string = randomUUID()) =>
    shop.guest.post(payUrl(orderId), { idempotencyKey, tipPercentage });

  it('waits for the connected account to take charges', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const before = await paymentSummary(shop.guest, order.id);
    expect(before).toMatchObject({
      provider: 'stripe',
      online: false,
      unavailableReason: 'payouts-not-ready',
      publishableKey: 'pk_test_scanorder_fake',
    });
    shop.fake.patchAccount(connected, { details_submitted: true, charges_enabled: true });
    // Reading the payout account refreshes it from Stripe, as the owner's page does.
    await shop.owner.client.get(`${BILLING}/payouts/account`);
    expect((await paymentSummary(shop.guest, order.id)).online).toBe(true);
  });

  it('creates a destination charge on the connected account with the platform fee', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 2);
    const answer = await pay(order.id, 10);
    expect(answer.statusCode).toBe(200);
    const result = answer.json<PayOrderResult>();
    expect(result.payment).toMatchObject({ status: 'processing', amountMinor: 53_535 + 4980 });
    expect(result.clientSecret).toMatch(/_secret_/);
    const call = shop.fake.calls('POST', '/v1/payment_intents').at(-1)!;
    expect(call.params).toMatchObject({
      amount: '58515',
      currency: 'inr',
      on_behalf_of: connected,
      transfer_data: { destination: connected },
      application_fee_amount: '1170',
      metadata: { orderId: order.id, paymentId: result.payment.id },
    });
    expect(call.idempotencyKey).toBe(`payment-${result.payment.id}`);

    // The browser confirms with Stripe.js; the app reads the outcome back.
    const intentId = [...shop.fake.payments.intents.keys()].at(-1)!;
    shop.fake.payments.confirm(intentId, FAKE_PAYMENT_METHODS.visa);
    const refreshed = (
      await shop.guest.post(refreshUrl(order.id, result.payment.id))
    ).json<PayOrderResult>();
    expect(refreshed.payment).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
    expect(refreshed.order.state).toBe('Paid');
  });

  it('holds no transaction while Stripe is slow: a double tap, the page and the team answer at once', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const slow = shop.fake.hold('POST', '/v1/payment_intents');
    const key = randomUUID();
    const first = pay(order.id, 0, key);
    try {
      await slow.arrival;
      // While Stripe has not answered, nothing of this payment waits on it: PGlite's one
      // connection and the order's row lock are free, and the attempt is committed already.
      const soon = <T>(answer: Promise<T>) =>
        Promise.race([
          answer,
          new Promise<never>((_resolve, reject) =>
            setTimeout(() => reject(new Error('no answer while Stripe was slow')), 5_000),
          ),
        ]);
      const repeat = await soon(pay(order.id, 0, key));
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json<PayOrderResult>()).toMatchObject({
        payment: { status: 'processing' },
        clientSecret: null,
      });
      const page = await soon(paymentSummary(shop.guest, order.id));
      expect(page.payments.map((payment) => payment.status)).toEqual(['processing']);
      const team = await soon(shop.owner.client.get(`/api/v1/orders/${order.id}/payment`));
      expect(team.statusCode).toBe(200);

      slow.release();
      const answer = (await first).json<PayOrderResult>();
      expect(answer.payment.id).toBe(repeat.json<PayOrderResult>().payment.id);
      expect(answer.clientSecret).toMatch(/_secret_/);
    } finally {
      slow.release();
      await first;
    }
  });

  it('cancels the intent when the sweep gave the attempt up while Stripe was slow', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const slow = shop.fake.hold('POST', '/v1/payment_intents');
    const first = pay(order.id);
    try {
      await slow.arrival;
      // Minutes without Stripe's answer: the recovery sweep takes the attempt for a crash's.
      await shop.test.deps.database.db
        .update(payments)
        .set({ updatedAt: new Date(Date.now() - 3 * 60_000) })
        .where(eq(payments.orderId, order.id));
      expect(await shop.test.deps.paymentRecovery.recover()).toMatchObject({ interrupted: 1 });
    } finally {
      slow.release();
    }
    const answer = await first;
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toBe(paymentMessages.failed);
    // Nobody may confirm the intent the guest never had.
    const intentId = [...shop.fake.payments.intents.keys()].at(-1)!;
    expect(shop.fake.payments.intents.get(intentId)?.status).toBe('canceled');
    const [row] = await shop.test.deps.database.db
      .select({ status: payments.status, providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(row).toEqual({ status: 'failed', providerPaymentId: null });
    // The guest starts again and pays.
    const again = await pay(order.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<PayOrderResult>().payment.status).toBe('processing');
  });

  it('keeps a declined card on the same intent, then starts over once the guest leaves it', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const first = (await pay(order.id)).json<PayOrderResult>();
    const intentId = [...shop.fake.payments.intents.keys()].at(-1)!;
    shop.fake.payments.confirm(intentId, FAKE_PAYMENT_METHODS.declined);
    const declined = (
      await shop.guest.post(refreshUrl(order.id, first.payment.id))
    ).json<PayOrderResult>();
    // In the spec's words, which the guest's page words in the guest's language (Stripe's own
    // message is English).
    expect(declined.payment).toMatchObject({
      status: 'processing',
      failureMessage: paymentMessages.declined,
    });
    expect(declined.order.state).toBe('Unpaid');

    // A new attempt cancels the intent waiting for a card rather than leaving two open.
    const second = (await pay(order.id)).json<PayOrderResult>();
    expect(second.payment.id).not.toBe(first.payment.id);
    expect(shop.fake.payments.intents.get(intentId)?.status).toBe('canceled');
    const summary = await paymentSummary(shop.guest, order.id);
    expect(summary.payments.map((payment) => payment.status)).toEqual(['cancelled', 'processing']);

    // A wallet (Apple Pay) is a card payment method with a wallet; it settles the same way.
    const walletIntent = [...shop.fake.payments.intents.keys()].at(-1)!;
    shop.fake.payments.confirm(walletIntent, FAKE_PAYMENT_METHODS.applePay);
    const paid = (
      await shop.guest.post(refreshUrl(order.id, second.payment.id))
    ).json<PayOrderResult>();
    expect(paid.order.state).toBe('Paid');
    expect(paid.payment.cardLast4).toBe('0005');
  });

  it("gives a card without funds and an expired card their own words, not Stripe's English", async () => {
    for (const [method, message] of [
      [FAKE_PAYMENT_METHODS.insufficientFunds, paymentMessages.insufficientFunds],
      [FAKE_PAYMENT_METHODS.expired, paymentMessages.cardExpired],
    ] as const) {
      const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
      const attempt = (await pay(order.id)).json<PayOrderResult>();
      const intentId = [...shop.fake.payments.intents.keys()].at(-1)!;
      shop.fake.payments.confirm(intentId, method);
      const refused = (
        await shop.guest.post(refreshUrl(order.id, attempt.payment.id))
      ).json<PayOrderResult>();
      expect(refused.payment).toMatchObject({ status: 'processing', failureMessage: message });
    }
  });

  it('answers a retried request with the same intent; a second phone waits while one is confirming', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const key = randomUUID();
    const first = (await pay(order.id, 0, key)).json<PayOrderResult>();
    const retry = (await pay(order.id, 0, key)).json<PayOrderResult>();
    expect(retry.payment.id).toBe(first.payment.id);
    expect(retry.clientSecret).toBe(first.clientSecret);
    const intentId = [...shop.fake.payments.intents.keys()].at(-1)!;
    shop.fake.payments.intents.get(intentId)!.status = 'processing';
    const other = await new TestClient(shop.test.app, uniqueIp()).post(payUrl(order.id), {
      idempotencyKey: randomUUID(),
      tipPercentage: 0,
    });
    expect(other.statusCode).toBe(409);
  });
});
