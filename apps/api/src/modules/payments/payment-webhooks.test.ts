import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnerOrderList } from '@scanorder/shared/ordering/board';
import type { OnlinePaymentStatus, PayOrderResult } from '@scanorder/shared/payments/payments';
import { databaseKinds, readMails } from '../../../test/harness.ts';
import { accountIdOf } from '../../../test/billing-fixtures.ts';
import { FAKE_PAYMENT_METHODS } from '../../../test/fake-stripe-payments.ts';
import { signedDelivery } from '../../../test/fake-stripe-webhooks.ts';
import {
  deliverEvent,
  paymentSummary,
  payUrl,
  placeOrder,
  startOnboarding,
  useDishStore,
  WEBHOOK_URL,
} from '../../../test/payment-fixtures.ts';
import { paymentWebhookEvents, payments } from '../../db/schema/payments.ts';

const GUEST_EMAIL = 'asha@example.com';

describe.each(databaseKinds)('Stripe webhooks of guest payments on %s', (kind) => {
  const shop = useDishStore(kind, { stripe: true, env: { ORDER_RATE_LIMIT_MAX: '200' } });
  let connected: string;
  let accountId: string;

  beforeAll(async () => {
    accountId = await accountIdOf(shop.owner.client);
    connected = await startOnboarding(shop.owner.client);
  });

  const deliver = (event: Record<string, unknown>, secret?: string) =>
    deliverEvent(shop.test, event, secret);
  const boardIds = async () => {
    const response = await shop.owner.client.get(
      `/api/v1/businesses/restaurant/orders?businessId=${shop.store.businessId}&filter=current`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OwnerOrderList>().orders.map((order) => order.id);
  };
  const receiptsOf = async (orderId: string) =>
    (await readMails(shop.test.dataDir, GUEST_EMAIL)).filter((mail) =>
      mail.links.some((link) => link.includes(orderId)),
    );
  /** A pickup order (paid before it is sent) and a payment attempt on it: the intent Stripe made. */
  async function attempt() {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const answer = await shop.guest.post(payUrl(order.id), {
      idempotencyKey: randomUUID(),
      tipPercentage: 0,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { payment } = answer.json<PayOrderResult>();
    const intentId = [...shop.fake.payments.intents.keys()].at(-1)!;
    return { order, payment, intentId };
  }

  it('takes payments online once Stripe says the connected account can take charges', async () => {
    const status = async () =>
      (
        await shop.owner.client.get('/api/v1/businesses/restaurant/online-payment')
      ).json<OnlinePaymentStatus>();
    expect(await status()).toMatchObject({ online: false, unavailableReason: 'payouts-not-ready' });
    shop.fake.patchAccount(connected, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
    });
    const answer = await deliver(shop.fake.events.last('account.updated', connected));
    expect(answer.json()).toEqual({ received: true, applied: true });
    expect(await status()).toMatchObject({ online: true, unavailableReason: null });
  });

  it('refuses an event with a wrong, missing or tampered signature and changes nothing', async () => {
    const { order, intentId } = await attempt();
    shop.fake.payments.confirm(intentId, FAKE_PAYMENT_METHODS.visa);
    const event = shop.fake.events.last('payment_intent.succeeded', intentId);

    const wrongSecret = await deliver(event, 'whsec_someone_else');
    const { payload, headers } = signedDelivery(event);
    const unsigned = await shop.test.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      payload,
      headers: { 'content-type': headers['content-type']! },
    });
    const tampered = await shop.test.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      payload: payload.replace('"succeeded"', '"canceled"'),
      headers,
    });
    for (const refused of [wrongSecret, unsigned, tampered]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await paymentSummary(shop.guest, order.id)).state).toBe('Unpaid');
    expect(await boardIds()).not.toContain(order.id);
  });

  it('settles a payment the phone never reported: the held order goes out and the receipt is sent, once', async () => {
    const { order, payment, intentId } = await attempt();
    // Stripe.js confirmed in the browser, then the phone lost its connection: no refresh came.
    shop.fake.payments.confirm(intentId, FAKE_PAYMENT_METHODS.visa);
    expect(await boardIds()).not.toContain(order.id);

    const event = shop.fake.events.last('payment_intent.succeeded', intentId);
    const both = await Promise.all([deliver(event), deliver(event)]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(both.map((answer) => answer.json<{ applied: boolean }>().applied).sort()).toEqual([
      false,
      true,
    ]);
    expect((await deliver(event)).json()).toEqual({ received: true, applied: false });

    const summary = await paymentSummary(shop.guest, order.id);
    expect(summary.state).toBe('Paid');
    // Read from Stripe, not from the event (whose charge is not expanded): the card is known.
    expect(summary.payments).toEqual([
      expect.objectContaining({ id: payment.id, status: 'succeeded', cardLast4: '4242' }),
    ]);
    expect((await boardIds()).filter((id) => id === order.id)).toHaveLength(1);
    // The browser's own refresh, once it is back online, changes nothing more.
    const refreshed = await shop.guest.post(`${payUrl(order.id)}/${payment.id}/refresh`);
    expect(refreshed.json<PayOrderResult>().payment.status).toBe('succeeded');
    expect(await receiptsOf(order.id)).toHaveLength(1);

    const stored = await shop.test.deps.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, event.id as string));
    expect(stored).toEqual([
      expect.objectContaining({ accountId: accountId, type: 'payment_intent.succeeded' }),
    ]);
  });

  it('keeps a settled payment as it is when older events arrive late or out of order', async () => {
    const { order, intentId } = await attempt();
    shop.fake.payments.confirm(intentId, FAKE_PAYMENT_METHODS.declined);
    shop.fake.payments.markProcessing(intentId);
    shop.fake.payments.confirm(intentId, FAKE_PAYMENT_METHODS.visa);
    const failed = shop.fake.events.last('payment_intent.payment_failed', intentId);
    const processing = shop.fake.events.last('payment_intent.processing', intentId);
    const succeeded = shop.fake.events.last('payment_intent.succeeded', intentId);

    expect((await deliver(succeeded)).json().applied).toBe(true);
    for (const late of [processing, failed]) {
      expect((await deliver(late)).json()).toEqual({ received: true, applied: true });
    }
    const summary = await paymentSummary(shop.guest, order.id);
    expect(summary.state).toBe('Paid');
    expect(summary.payments).toEqual([
      expect.objectContaining({ status: 'succeeded', failureMessage: null }),
    ]);
    expect(await receiptsOf(order.id)).toHaveLength(1);
    // Replayed in any order again: each was applied once already.
    for (const event of [failed, succeeded, processing])
      expect((await deliver(event)).json().applied).toBe(false);
  });

  it('records a payment cancelled at Stripe, and the guest can start again', async () => {
    const { order, payment, intentId } = await attempt();
    shop.fake.payments.route('POST /payment_intents/:id/cancel', intentId, {});
    await deliver(shop.fake.events.last('payment_intent.canceled', intentId));
    expect((await paymentSummary(shop.guest, order.id)).payments).toEqual([
      expect.objectContaining({ id: payment.id, status: 'cancelled' }),
    ]);
    const again = await shop.guest.post(payUrl(order.id), {
      idempotencyKey: randomUUID(),
      tipPercentage: 0,
    });
    expect(again.json<PayOrderResult>().payment.status).toBe('processing');
  });

  it('shows refunds made in the Stripe dashboard on the order, once, whatever order their events come in', async () => {
    const { order, intentId } = await attempt();
    shop.fake.payments.confirm(intentId, FAKE_PAYMENT_METHODS.visa);
    await deliver(shop.fake.events.last('payment_intent.succeeded', intentId));

    shop.fake.payments.refund(intentId, 1000);
    const first = shop.fake.events.last('charge.refunded');
    expect((await deliver(first)).json().applied).toBe(true);
    let summary = await paymentSummary(shop.guest, order.id);
    expect(summary.refunds).toEqual([
      expect.objectContaining({ amountMinor: 1000, reason: 'Refunded in Stripe' }),
    ]);
    // Still paid: a refund made by hand leaves the order's price as it was.
    expect(summary).toMatchObject({ state: 'Paid', refundedMinor: 1000 });

    // The app's own refund: its event finds it booked already.
    const ours = await shop.owner.client.post(`/api/v1/orders/${order.id}/refunds`, {
      idempotencyKey: randomUUID(),
      amountMinor: 500,
    });
    expect(ours.statusCode, ours.body).toBe(200);
    await deliver(shop.fake.events.last('charge.refunded'));
    expect((await paymentSummary(shop.guest, order.id)).refundedMinor).toBe(1500);

    // Two more in the dashboard, their events delivered newest first.
    shop.fake.payments.refund(intentId, 300);
    const third = shop.fake.events.last('charge.refunded');
    shop.fake.payments.refund(intentId, 200);
    const fourth = shop.fake.events.last('charge.refunded');
    expect((await deliver(fourth)).json().applied).toBe(true);
    expect((await deliver(third)).json().applied).toBe(true);
    expect((await deliver(first)).json().applied).toBe(false);

    summary = await paymentSummary(shop.guest, order.id);
    expect(summary.refunds.map((refund) => refund.amountMinor)).toEqual([1000, 500, 500]);
    expect(summary.refundedMinor).toBe(2000);
    const ticket = await shop.owner.client.get(`/api/v1/orders/${order.id}`);
    expect(ticket.json<{ payment: { refundedMinor: number } }>().payment.refundedMinor).toBe(2000);
  });

  it('finds by its metadata a payment whose Stripe id was never stored', async () => {
    const { order, payment, intentId } = await attempt();
    await shop.test.deps.database.db
      .update(payments)
      .set({ providerPaymentId: null })
      .where(and(eq(payments.accountId, accountId), eq(payments.id, payment.id)));
    shop.fake.payments.confirm(intentId, FAKE_PAYMENT_METHODS.applePay);
    expect(
      (await deliver(shop.fake.events.last('payment_intent.succeeded', intentId))).json(),
    ).toEqual({
      received: true,
      applied: true,
    });
    const summary = await paymentSummary(shop.guest, order.id);
    expect(summary.state).toBe('Paid');
    expect(summary.payments[0]).toMatchObject({ status: 'succeeded', cardLast4: '0005' });
    const [row] = await shop.test.deps.database.db
      .select({ providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(eq(payments.id, payment.id));
    expect(row?.providerPaymentId).toBe(intentId);
  });

  it('settles from Stripe what no webhook settled, and cancels an attempt left waiting for a card', async () => {
    const paid = await attempt();
    shop.fake.payments.confirm(paid.intentId, FAKE_PAYMENT_METHODS.visa);
    const left = await attempt();
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

    await shop.test.deps.paymentRecovery.recover(later(11));
    expect((await paymentSummary(shop.guest, paid.order.id)).state).toBe('Paid');
    expect(await boardIds()).toContain(paid.order.id);
    expect(await receiptsOf(paid.order.id)).toHaveLength(1);
    // Ten minutes is not abandoned yet: the guest may still be typing the card.
    expect(shop.fake.payments.intents.get(left.intentId)?.status).toBe('requires_payment_method');

    await shop.test.deps.paymentRecovery.recover(later(31));
    expect(shop.fake.payments.intents.get(left.intentId)?.status).toBe('canceled');
    expect((await paymentSummary(shop.guest, left.order.id)).payments).toEqual([
      expect.objectContaining({ status: 'cancelled' }),
    ]);
  });
});
