import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  paymentMessages,
  type OrderPayment,
  type PayOrderResult,
} from '@scanorder/shared/payments/payments';
import type { Order } from '@scanorder/shared/ordering/place-order';
import {
  createMemberOf,
  createTestApp,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  type InvitedMemberFixture,
  type OwnerFixture,
  type TestApp,
} from '../../../test/harness.ts';
import { type Store } from '../../../test/ordering-fixtures.ts';
import {
  onboardLocally,
  payment,
  paymentUrl,
  payUrl,
  placeOrder,
  openDishStore,
} from '../../../test/payment-fixtures.ts';

const refundUrl = (orderId: string) => `/api/v1/orders/${orderId}/refunds`;

describe.each(databaseKinds)('refunding guest payments on %s', (kind) => {
  let test: TestApp;
  let owner: OwnerFixture;
  let manager: InvitedMemberFixture;
  let member: InvitedMemberFixture;
  let stranger: OwnerFixture;
  let store: Store;
  let dishId: string;
  let guest: TestClient;

  beforeAll(async () => {
    test = await createTestApp(kind, { ORDER_RATE_LIMIT_MAX: '200' });
    ({ owner, store, dishId, guest } = await openDishStore(test));
    manager = await createMemberOf(test, owner, 'manager');
    member = await createMemberOf(test, owner, 'member');
    stranger = await signUpVerifiedOwner(test);
    await onboardLocally(owner.client);
  });
  afterAll(() => test.close());

  async function paidOrder() {
    const order = await placeOrder(guest, store, dishId, 1);
    const paid = await guest.post(payUrl(order.id), payment({ tipPercentage: 10 }));
    expect(paid.json<PayOrderResult>().order.state).toBe('Paid');
    // Paid before it was sent (a pickup order): paying sent it, a change of its version.
    return (await guest.get(`/api/v1/public/orders/${order.id}`)).json<Order>();
  }

  it('refunds in part for a manager and in full for the owner, and shows it to the guest', async () => {
    const order = await paidOrder();
    // 26768 + 2490 tip.
    const partial = await manager.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
      amountMinor: 5000,
      reason: 'Cold naan',
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json<OrderPayment>()).toMatchObject({
      refundedMinor: 5000,
      refunds: [{ amountMinor: 5000, reason: 'Cold naan' }],
    });
    const rest = await owner.client.post(refundUrl(order.id), { idempotencyKey: randomUUID() });
    expect(rest.json<OrderPayment>().refundedMinor).toBe(26_768 + 2490);
    const guestView = (await guest.get(paymentUrl(order.id))).json<OrderPayment>();
    expect(guestView.refunds.map((refund) => refund.amountMinor)).toEqual([5000, 24_258]);
    expect(guestView.payments[0]?.refundedMinor).toBe(29_258);

    const none = await owner.client.post(refundUrl(order.id), { idempotencyKey: randomUUID() });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(paymentMessages.nothingToRefund);
  });

  it('refuses a refund larger than what was paid, and members and other accounts', async () => {
    const order = await paidOrder();
    const tooMuch = await owner.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
      amountMinor: 29_259,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatchObject({
      field: 'amountMinor',
      message: paymentMessages.refundTooLarge('₹292.58'),
    });
    const byMember = await member.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
    });
    expect(byMember.statusCode).toBe(403);
    const byStranger = await stranger.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
    });
    expect(byStranger.statusCode).toBe(404);
    expect(
      (await new TestClient(test.app).post(refundUrl(order.id), { idempotencyKey: randomUUID() }))
        .statusCode,
    ).toBe(401);
    expect((await guest.get(paymentUrl(order.id))).json<OrderPayment>().refundedMinor).toBe(0);
  });

  it('gives back once when the same refund is sent twice at once', async () => {
    const order = await paidOrder();
    const body = { idempotencyKey: randomUUID(), amountMinor: 1000 };
    const answers = await Promise.all([
      owner.client.post(refundUrl(order.id), body),
      owner.client.post(refundUrl(order.id), body),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const again = await owner.client.post(refundUrl(order.id), body);
    expect(again.json<OrderPayment>().refunds).toHaveLength(1);
    expect(again.json<OrderPayment>().refundedMinor).toBe(1000);
  });

  it('never gives back more than was paid when two refunds come at once', async () => {
    const order = await paidOrder();
    // Each is 60 % of the 29258 paid: one fits, the second would give back more than was paid.
    const answers = await Promise.all([
      owner.client.post(refundUrl(order.id), { idempotencyKey: randomUUID(), amountMinor: 17_555 }),
      manager.client.post(refundUrl(order.id), {
        idempotencyKey: randomUUID(),
        amountMinor: 17_555,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json().error.message).toBe(paymentMessages.refundTooLarge('₹117.03'));
    const view = (await guest.get(paymentUrl(order.id))).json<OrderPayment>();
    expect(view.refundedMinor).toBe(17_555);
    expect(view.refunds).toHaveLength(1);
  });

  it('refunds a paid order in full when the team cancels it, once', async () => {
    const order = await paidOrder();
    const cancel = await owner.client.request({
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
        const view = (await guest.get(paymentUrl(order.id))).json<OrderPayment>();
        expect(view.refunds).toEqual([
          expect.objectContaining({ amountMinor: 29_258, reason: 'Order cancelled' }),
        ]);
      },
      { timeout: 20_000, interval: 200 },
    );
    const again = await owner.client.post(refundUrl(order.id), { idempotencyKey: randomUUID() });
    expect(again.statusCode).toBe(409);
    expect((await guest.get(paymentUrl(order.id))).json<OrderPayment>().refunds).toHaveLength(1);
  });
});
