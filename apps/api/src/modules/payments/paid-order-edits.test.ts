import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lineInputOf, type BoardOrder, type BoardTicket } from '@scanorder/shared/ordering/board';
import {
  paymentMessages,
  type OrderPayment,
  type PayOrderResult,
} from '@scanorder/shared/payments/payments';
import type { Database } from '../../db/client.ts';
import { databaseKinds, type TestClient } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import {
  payment,
  paymentSummary,
  payUrl,
  placeOrder,
  useDishStore,
} from '../../../test/payment-fixtures.ts';

/** Waits until a session of this database waits for a row lock (a payment at the order's lock). */
async function waitForLockWaiter(db: Database) {
  for (let tries = 0; tries < 200; tries++) {
    const waiting = await db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((waiting as { rows: { n: number }[] }).rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no session waited for the order lock');
}

/** 24900 + 5 % tax 1245 + 2.5 % service 623 a piece, rounded on the order's subtotal. */

describe.each(databaseKinds)('editing the lines of a paid order on %s', (kind) => {
  const shop = useDishStore(kind, {
    env: { ORDER_RATE_LIMIT_MAX: '200' },
    members: ['manager', 'member'],
    onboard: true,
  });

  const opened = async (orderId: string) =>
    (await shop.owner.client.get(`/api/v1/orders/${orderId}`)).json<BoardOrder>();
  /** What an order of `quantity` dishes costs, read from an order that was never paid. */
  const priceOf = async (quantity: number) => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, quantity);
    return (await paymentSummary(shop.guest, order.id)).orderAmountMinor;
  };
  async function paidOrder(quantity: number) {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, quantity);
    const paid = await shop.guest.post(payUrl(order.id), payment());
    expect(paid.json<PayOrderResult>().order.state).toBe('Paid');
    return order.id;
  }
  async function editTo(who: TestClient, orderId: string, quantity: number) {
    const current = await opened(orderId);
    return put(who, `/api/v1/orders/${orderId}/lines`, {
      version: current.version,
      lines: [{ ...lineInputOf(current.lines[0]!), quantity }],
    });
  }

  it('gives the difference back when an admin edits a paid order down', async () => {
    const [one, two] = [await priceOf(1), await priceOf(2)];
    const orderId = await paidOrder(2);
    const edited = await editTo(shop.owner.client, orderId, 1);
    expect(edited.statusCode, edited.body).toBe(200);
    const ticket = edited.json<BoardTicket>();
    expect(ticket.payment).toMatchObject({
      state: 'Paid',
      paidMinor: two,
      refundedMinor: two - one,
      dueMinor: 0,
    });
    const summary = await paymentSummary(shop.guest, orderId);
    expect(summary).toMatchObject({ state: 'Paid', dueMinor: 0, refundedMinor: two - one });
    expect(summary.refunds).toEqual([
      expect.objectContaining({ amountMinor: two - one, reason: 'Order changed' }),
    ]);
    // The answer is the order as it now stands: the team's next move with it is not stale.
    expect(ticket.version).toBe((await opened(orderId)).version);
    const accepted = await put(shop.owner.client, `/api/v1/orders/${orderId}/status`, {
      status: 'Order Accepted',
      version: ticket.version,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // A goodwill refund by hand leaves the order paid: nothing becomes due.
    const goodwill = await shop.owner.client.post(`/api/v1/orders/${orderId}/refunds`, {
      idempotencyKey: randomUUID(),
      amountMinor: 1000,
    });
    expect(goodwill.json<OrderPayment>()).toMatchObject({ state: 'Paid', dueMinor: 0 });
  });

  it('asks for the difference when the order grows, and the guest pays just that', async () => {
    const [one, two, three] = [await priceOf(1), await priceOf(2), await priceOf(3)];
    const orderId = await paidOrder(1);
    const grown = await editTo(shop.owner.client, orderId, 3);
    expect(grown.json<BoardTicket>().payment).toMatchObject({
      state: 'Part paid',
      dueMinor: three - one,
    });
    expect(await paymentSummary(shop.guest, orderId)).toMatchObject({
      state: 'Part paid',
      online: true,
      dueMinor: three - one,
    });
    const extra = await shop.guest.post(payUrl(orderId), payment());
    expect(extra.json<PayOrderResult>().payment.amountMinor).toBe(three - one);
    expect((await paymentSummary(shop.guest, orderId)).state).toBe('Paid');

    // Down to two: given back from the latest payment; up to three again: due once more.
    await editTo(shop.owner.client, orderId, 2);
    expect(await paymentSummary(shop.guest, orderId)).toMatchObject({
      state: 'Paid',
      dueMinor: 0,
      refundedMinor: three - two,
    });
    const regrown = await editTo(shop.owner.client, orderId, 3);
    expect(await paymentSummary(shop.guest, orderId)).toMatchObject({
      state: 'Part paid',
      dueMinor: three - two,
    });
    // The ticket too: what was given back for the edit down no longer covers the order.
    expect(regrown.json<BoardTicket>().payment).toMatchObject({
      state: 'Part paid',
      dueMinor: three - two,
      refundedMinor: three - two,
    });
    // And the guest is charged just that, not the whole order and not nothing.
    const again = await shop.guest.post(payUrl(orderId), payment());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PayOrderResult>().payment.amountMinor).toBe(three - two);
    expect(again.json<PayOrderResult>().order.state).toBe('Paid');
  });

  it('asks only for what an edit up added after a goodwill refund, never for the refund', async () => {
    // Decision 052: the guest's page says Part refunded, and Still due is the edit's alone.
    const [one, two] = [await priceOf(1), await priceOf(2)];
    const orderId = await paidOrder(1);
    const goodwill = await shop.owner.client.post(`/api/v1/orders/${orderId}/refunds`, {
      idempotencyKey: randomUUID(),
      amountMinor: 1000,
    });
    expect(goodwill.json<OrderPayment>()).toMatchObject({
      state: 'Paid',
      dueMinor: 0,
      refundedMinor: 1000,
    });
    expect((await editTo(shop.owner.client, orderId, 2)).statusCode).toBe(200);
    expect(await paymentSummary(shop.guest, orderId)).toMatchObject({
      state: 'Part paid',
      dueMinor: two - one,
      refundedMinor: 1000,
    });
  });

  it('refuses a member an edit that would give money back, and lets a manager make it', async () => {
    const [two, three] = [await priceOf(2), await priceOf(3)];
    const orderId = await paidOrder(2);
    const before = await opened(orderId);
    const refused = await editTo(shop.member.client, orderId, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your are not authorized to perform this action.');
    // Nothing of the edit stayed: same lines, same version, nothing given back.
    const after = await opened(orderId);
    expect(after).toMatchObject({ version: before.version, modified: false });
    expect(after.lines[0]?.quantity).toBe(2);
    expect((await paymentSummary(shop.guest, orderId)).refunds).toEqual([]);

    // Asking the guest for more is a member's to do.
    const grown = await editTo(shop.member.client, orderId, 3);
    expect(grown.statusCode, grown.body).toBe(200);
    expect((await paymentSummary(shop.guest, orderId)).dueMinor).toBe(three - two);

    const byManager = await editTo(shop.manager.client, orderId, 1);
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect((await paymentSummary(shop.guest, orderId)).refunds).toHaveLength(1);
  });

  it('refuses a payment of an amount the team changed while the guest was paying', async () => {
    // Only an order already sent can change under the guest: one paid before it is sent is off
    // the board until paid. Here the guest pays the difference of an edit up, and the team edits
    // it up again while the payment step is open.
    const orderId = await paidOrder(1);
    expect((await editTo(shop.owner.client, orderId, 2)).statusCode).toBe(200);
    const seen = (await paymentSummary(shop.guest, orderId)).dueMinor;
    expect((await editTo(shop.owner.client, orderId, 3)).statusCode).toBe(200);
    const refused = await shop.guest.post(payUrl(orderId), payment({ shownAmountMinor: seen }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(paymentMessages.amountChanged);
    const now = await paymentSummary(shop.guest, orderId);
    expect(now.payments.map((made) => made.status)).toEqual(['succeeded']);
    expect(now.dueMinor).toBeGreaterThan(seen);
    const paid = await shop.guest.post(
      payUrl(orderId),
      payment({ shownAmountMinor: now.dueMinor }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<PayOrderResult>().order).toMatchObject({ state: 'Paid', dueMinor: 0 });
  });
  // PostgreSQL only: PGlite runs one transaction at a time, so no edit can land while a payment
  // waits for the order's lock.
  if (kind === 'postgres')
    it('charges the tip on the lines an edit left while the payment waited for the lock', async () => {
      const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
      const before = await paymentSummary(shop.guest, order.id);
      const { db } = shop.test.deps.database;
      let paying: ReturnType<typeof shop.guest.post> | undefined;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from orders where id = ${order.id} for update`);
        paying = shop.guest.post(payUrl(order.id), payment({ tipPercentage: 10 }));
        await waitForLockWaiter(db);
        // The team's edit, as it lands: the lines (and so the subtotal and total) doubled.
        await tx.execute(
          sql`update orders set subtotal_minor = subtotal_minor * 2, total_minor = total_minor * 2
              where id = ${order.id}`,
        );
      });
      const paid = await paying!;
      expect(paid.statusCode, paid.body).toBe(200);
      const after = await paymentSummary(shop.guest, order.id);
      const tenPercent = (summary: OrderPayment) =>
        summary.tipChoices.find((choice) => choice.percentage === 10)!.tipMinor;
      expect(tenPercent(after)).toBeGreaterThan(tenPercent(before));
      expect(after.payments.map(({ tipMinor }) => tipMinor)).toEqual([tenPercent(after)]);
      expect(after).toMatchObject({ state: 'Paid', dueMinor: 0, tipMinor: tenPercent(after) });
    });
});
