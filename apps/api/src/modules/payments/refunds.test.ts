import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  paymentMessages,
  type OrderPayment,
  type PayOrderResult,
} from '@scanorder/shared/payments/payments';
import type { Order } from '@scanorder/shared/ordering/place-order';
import {
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  type OwnerFixture,
} from '../../../test/harness.ts';
import {
  payment,
  paymentSummary,
  payUrl,
  placeOrder,
  useDishStore,
} from '../../../test/payment-fixtures.ts';

const refundUrl = (orderId: string) => `/api/v1/orders/${orderId}/refunds`;

describe.each(databaseKinds)('refunding guest payments on %s', (kind) => {
  const shop = useDishStore(kind, {
    env: { ORDER_RATE_LIMIT_MAX: '200' },
    members: ['manager', 'member'],
    onboard: true,
  });
  let stranger: OwnerFixture;

  beforeAll(async () => {
    stranger = await signUpVerifiedOwner(shop.test);
  });

  async function paidOrder() {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const paid = await shop.guest.post(payUrl(order.id), payment({ tipPercentage: 10 }));
    expect(paid.json<PayOrderResult>().order.state).toBe('Paid');
    // Paid before it was sent (a pickup order): paying sent it, a change of its version.
    return (await shop.guest.get(`/api/v1/public/orders/${order.id}`)).json<Order>();
  }

  it('refunds in part for a manager and in full for the owner, and shows it to the guest', async () => {
    const order = await paidOrder();
    // 26768 + 2490 tip.
    const partial = await shop.manager.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
      amountMinor: 5000,
      reason: 'Cold naan',
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json<OrderPayment>()).toMatchObject({
      refundedMinor: 5000,
      refunds: [{ amountMinor: 5000, reason: 'Cold naan' }],
    });
    const rest = await shop.owner.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
    });
    expect(rest.json<OrderPayment>().refundedMinor).toBe(26_768 + 2490);
    const guestView = await paymentSummary(shop.guest, order.id);
    expect(guestView.refunds.map((refund) => refund.amountMinor)).toEqual([5000, 24_258]);
    expect(guestView.payments[0]?.refundedMinor).toBe(29_258);

    const none = await shop.owner.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(paymentMessages.nothingToRefund);
  });

  it('refuses a refund larger than what was paid, and members and other accounts', async () => {
    const order = await paidOrder();
    const tooMuch = await shop.owner.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
      amountMinor: 29_259,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatchObject({
      field: 'amountMinor',
      message: paymentMessages.refundTooLarge('₹292.58'),
    });
    const byMember = await shop.member.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
    });
    expect(byMember.statusCode).toBe(403);
    const byStranger = await stranger.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
    });
    expect(byStranger.statusCode).toBe(404);
    expect(
      (
        await new TestClient(shop.test.app).post(refundUrl(order.id), {
          idempotencyKey: randomUUID(),
        })
      ).statusCode,
    ).toBe(401);
    expect((await paymentSummary(shop.guest, order.id)).refundedMinor).toBe(0);
  });

  it('gives back once when the same refund is sent twice at once', async () => {
    const order = await paidOrder();
    const body = { idempotencyKey: randomUUID(), amountMinor: 1000 };
    const answers = await Promise.all([
      shop.owner.client.post(refundUrl(order.id), body),
      shop.owner.client.post(refundUrl(order.id), body),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const again = await shop.owner.client.post(refundUrl(order.id), body);
    expect(again.json<OrderPayment>().refunds).toHaveLength(1);
    expect(again.json<OrderPayment>().refundedMinor).toBe(1000);
  });

  it('never gives back more than was paid when two refunds come at once', async () => {
    const order = await paidOrder();
    // Each is 60 % of the 29258 paid: one fits, the second would give back more than was paid.
    const answers = await Promise.all([
      shop.owner.client.post(refundUrl(order.id), {
        idempotencyKey: randomUUID(),
        amountMinor: 17_555,
      }),
      shop.manager.client.post(refundUrl(order.id), {
        idempotencyKey: randomUUID(),
        amountMinor: 17_555,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json().error.message).toBe(paymentMessages.refundTooLarge('₹117.03'));
    const view = await paymentSummary(shop.guest, order.id);
    expect(view.refundedMinor).toBe(17_555);
    expect(view.refunds).toHaveLength(1);
  });

  it('refunds a paid order in full when the team cancels it, once', async () => {
    const order = await paidOrder();
    const cancel = await shop.owner.client.request({
      method: 'PUT',
      url: `/api/v1/orders/${order.id}/status`,
      payload: {
        status: 'Order Cancelled',
        version: order.version,
        cancelDescription: 'Out of paneer',
      },
    });
    expect(cancel.statusCode).toBe(200);
    // The refund follows the cancel's commit (the order-changed event), not the request.
    await vi.waitFor(
      async () => {
        const view = await paymentSummary(shop.guest, order.id);
        expect(view.refunds).toEqual([
          expect.objectContaining({ amountMinor: 29_258, reason: 'Order cancelled' }),
        ]);
      },
      { timeout: 20_000, interval: 200 },
    );
    const again = await shop.owner.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
    });
    expect(again.statusCode).toBe(409);
    expect((await paymentSummary(shop.guest, order.id)).refunds).toHaveLength(1);
  });
});
