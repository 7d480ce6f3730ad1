import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { paymentMessages, type PayOrderResult } from '@scanorder/shared/payments/payments';
import { databaseKinds, TestClient, uniqueIp } from '../../../test/harness.ts';
import { FAKE_PAYMENT_METHODS } from '../../../test/fake-stripe-payments.ts';
import {
  onboardOnStripe,
  paymentSummary,
  payUrl,
  placeOrder,
  useDishStore,
} from '../../../test/payment-fixtures.ts';

const refreshUrl = (orderId: string, paymentId: string) =>
  `${payUrl(orderId)}/${paymentId}/refresh`;

/**
 * The guest's payment step with Stripe, as the browser drives it (apps/web/src/customer/payment):
 * start an attempt for the chosen tip, confirm with Stripe.js (done here on the fake), then read the
 * payment back through the refresh route, as the page does after confirming and on its return URL.
 */
describe.each(databaseKinds)('the payment step with Stripe (fake API) on %s', (kind) => {
  const shop = useDishStore(kind, { stripe: true, webDist: true, timeout: 120_000 });

  beforeAll(async () => {
    await onboardOnStripe(shop.owner.client, shop.fake);
  });

  const start = async (order: Order, tipPercentage = 0, idempotencyKey = randomUUID()) =>
    shop.guest.post(payUrl(order.id), { idempotencyKey, tipPercentage });
  const intentsOf = (orderId: string) =>
    [...shop.fake.payments.intents.values()].filter(
      (intent) => (intent.metadata as Record<string, string>).orderId === orderId,
    );

  it('sends a held pickup order once a wallet paid it, and its receipt shows the wallet card', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 2);
    expect(order.awaitingPaymentUntil).not.toBeNull();
    const summary = await paymentSummary(shop.guest, order.id);
    expect(summary).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_scanorder_fake',
      online: true,
    });

    const started = (await start(order, 10)).json<PayOrderResult>();
    expect(started.payment).toMatchObject({ status: 'processing', amountMinor: 53_535 + 4980 });
    expect(started.clientSecret).toMatch(/^pi_\w+_secret_/);
    const [intent] = intentsOf(order.id);
    expect(started.clientSecret).toBe(intent!.client_secret);

    shop.fake.payments.confirm(String(intent!.id), FAKE_PAYMENT_METHODS.applePay);
    const checked = (
      await shop.guest.post(refreshUrl(order.id, started.payment.id))
    ).json<PayOrderResult>();
    expect(checked.payment).toMatchObject({ status: 'succeeded', cardLast4: '0005' });
    expect(checked.order.state).toBe('Paid');

    const sent = (await shop.guest.get(`/api/v1/public/orders/${order.id}`)).json<Order>();
    expect(sent.awaitingPaymentUntil ?? null).toBeNull();
    const receipt = await shop.guest.get(
      `/${shop.store.accountId}/restaurant/order/${order.id}/order/receipt`,
    );
    expect(receipt.body).toContain('Visa ending 0005');
    expect(receipt.body).toContain('Includes a tip of ₹49.80');
  });

  it('finds a payment confirmed while the phone lost its answer, and charges nothing twice', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const key = randomUUID();
    const started = (await start(order, 0, key)).json<PayOrderResult>();
    const [intent] = intentsOf(order.id);
    // Stripe.js confirmed; the phone heard nothing and the page was opened again.
    shop.fake.payments.confirm(String(intent!.id), FAKE_PAYMENT_METHODS.visa);
    const reopened = await paymentSummary(shop.guest, order.id);
    expect(reopened.payments.map((payment) => payment.status)).toEqual(['processing']);

    // The page's first read of an open Stripe attempt: paid.
    const checked = (
      await shop.guest.post(refreshUrl(order.id, started.payment.id))
    ).json<PayOrderResult>();
    expect(checked.order.state).toBe('Paid');

    // The attempt sent again answers with the same payment; a new attempt is refused.
    const repeated = (await start(order, 0, key)).json<PayOrderResult>();
    expect(repeated.payment).toMatchObject({ id: started.payment.id, status: 'succeeded' });
    expect(repeated.clientSecret).toBeNull();
    const another = await start(order);
    expect(another.statusCode).toBe(409);
    expect(another.json().error.message).toBe(paymentMessages.alreadyPaid);
    expect(intentsOf(order.id)).toHaveLength(1);
    expect(
      [...shop.fake.payments.charges.values()].filter(
        (charge) => charge.payment_intent === intent!.id,
      ),
    ).toHaveLength(1);
  });

  it("refuses to read another order's payment through this order's address", async () => {
    const mine = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const theirs = await placeOrder(
      new TestClient(shop.test.app, uniqueIp()),
      shop.store,
      shop.dishId,
      1,
    );
    const started = (await start(theirs)).json<PayOrderResult>();
    const response = await shop.guest.post(refreshUrl(mine.id, started.payment.id));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(paymentMessages.notFound);
  });
});
