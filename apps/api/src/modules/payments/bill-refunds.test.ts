import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BoardOrder } from '@scanorder/shared/ordering/board';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { paymentMessages, type OrderPayment } from '@scanorder/shared/payments/payments';
import {
  billMessages,
  type PayBillResult,
  type TableBill,
} from '@scanorder/shared/payments/table-bill';
import { databaseKinds, signUpVerifiedOwner, type OwnerFixture } from '../../../test/harness.ts';
import { accountIdOf } from '../../../test/billing-fixtures.ts';
import { paymentUrl, useDishStore } from '../../../test/payment-fixtures.ts';
import { listen, sseReader } from '../../../test/sse-reader.ts';
import { billOf, seatTable, share, shareUrl } from '../../../test/table-bill-fixtures.ts';

const teamBillUrl = (orderId: string) => `/api/v1/orders/${orderId}/bill`;
const shareRefundUrl = (orderId: string, paymentId: string) =>
  `${teamBillUrl(orderId)}/payments/${paymentId}/refunds`;

describe.each(databaseKinds)('refunds of a table bill on %s', (kind) => {
  const shop = useDishStore(kind, {
    env: { ORDER_RATE_LIMIT_MAX: '500' },
    members: ['manager', 'member'],
    onboard: true,
  });
  let stranger: OwnerFixture;
  let tableNo = 0;
  let accountId: string;

  beforeAll(async () => {
    stranger = await signUpVerifiedOwner(shop.test);
    accountId = await accountIdOf(shop.owner.client);
  });

  /** The app on a loopback port, for the order streams: served once, for every test of the file. */
  let serving: Promise<string> | undefined;
  const served = () => (serving ??= listen(shop.test.app));

  const seat = () => {
    tableNo += 1;
    return seatTable(shop.test, shop.store, shop.dishId, `Refund table ${tableNo}`);
  };

  async function pay(guestOrder: Order, input: Parameters<typeof share>[0]) {
    const response = await shop.owner.client.post(shareUrl(guestOrder.id), share(input));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<PayBillResult>();
    expect(result.payment.status).toBe('succeeded');
    return result;
  }

  /** The team cancels the order; its refund follows the cancel's commit (the order-changed event). */
  async function cancel(order: Order) {
    const current = (await shop.owner.client.get(`/api/v1/orders/${order.id}`)).json<BoardOrder>();
    const response = await shop.owner.client.request({
      method: 'PUT',
      url: `/api/v1/orders/${order.id}/status`,
      payload: { status: 'Order Cancelled', version: current.version, cancelDescription: 'Sorry' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const refundsOf = async (orderId: string) =>
    (await shop.owner.client.get(paymentUrl(orderId))).json<OrderPayment>().refunds;

  async function refundedOnce(orderId: string, amountMinor: number) {
    await vi.waitFor(
      async () =>
        expect(await refundsOf(orderId)).toEqual([
          expect.objectContaining({ amountMinor, reason: 'Order cancelled' }),
        ]),
      { timeout: 20_000, interval: 200 },
    );
  }

  it("gives back exactly a cancelled order's items and their tip, and closes the paid rest", async () => {
    const { guests, first, second } = await seat();
    const paid = await pay(first, {
      mode: 'items',
      tipPercentage: 10,
      lines: [
        { orderId: first.id, lineIndex: 0 },
        { orderId: second.id, lineIndex: 0 },
      ],
    });
    const line = (orderId: string) =>
      paid.bill.orders.find((order) => order.orderId === orderId)!.lines[0]!.amountMinor;
    const items = line(first.id) + line(second.id);
    expect(paid.payment.tipMinor).toBe(Math.round(items / 10));
    await cancel(first);
    // The first order's line and its part of the tip: the share's tip was on what it paid.
    const expected = line(first.id) + Math.floor((paid.payment.tipMinor * line(first.id)) / items);
    await refundedOnce(first.id, expected);
    const bill = await billOf(guests[1], second.id);
    expect(bill.payments[0]!.refundedMinor).toBe(expected);
    // What remains (the second order) was paid by the share: the bill closes.
    expect(bill).toMatchObject({ status: 'closed', dueMinor: 0, totalMinor: line(second.id) });
    const view = (await guests[0].get(paymentUrl(first.id))).json<OrderPayment>();
    expect(view.refundedMinor).toBe(expected);
    const board = (await shop.owner.client.get(`/api/v1/orders/${first.id}`)).json<BoardOrder>();
    expect(board.payment).toMatchObject({ state: 'Refunded', refundedMinor: line(first.id) });
  });

  it('gives back what each even share paid toward a cancelled order, never more', async () => {
    const { guests, first, second } = await seat();
    const a = await pay(first, { mode: 'even', parts: 2 });
    const b = await pay(second, { mode: 'even', parts: 2 });
    expect(b.bill.status).toBe('closed');
    const secondAmount = b.bill.orders.find((order) => order.orderId === second.id)!.amountMinor;
    await cancel(second);
    // Shares are spread over the orders oldest first: the first paid only the first order.
    await refundedOnce(second.id, secondAmount);
    const bill = await billOf(guests[0], first.id);
    expect(bill.payments.map((payment) => payment.refundedMinor)).toEqual([0, secondAmount]);
    expect(bill.paidMinor).toBe(a.payment.amountMinor + b.payment.amountMinor - secondAmount);
    expect(bill).toMatchObject({ status: 'closed', dueMinor: 0 });
  });

  it('refunds once when the refund is asked twice at once and again later', async () => {
    const { first, second } = await seat();
    const all = await pay(first, { mode: 'all' });
    await cancel(second);
    const secondAmount = all.bill.orders.find((order) => order.orderId === second.id)!.amountMinor;
    await refundedOnce(second.id, secondAmount);
    await cancel(first);
    const firstAmount = all.bill.orders.find((order) => order.orderId === first.id)!.amountMinor;
    // As every process hearing the cancel runs it: in the account's scope.
    const refund = (orderId: string) =>
      shop.test.deps.scopes.run(accountId, () =>
        shop.test.deps.paymentRecovery.refundIfCancelled(accountId, orderId),
      );
    await Promise.all([refund(first.id), refund(first.id), refund(second.id)]);
    await refund(first.id);
    await refundedOnce(first.id, firstAmount);
    await refundedOnce(second.id, secondAmount);
    const bill = await billOf(shop.owner.client, first.id);
    expect(bill.payments[0]!.refundedMinor).toBe(all.payment.amountMinor);
    expect(bill).toMatchObject({ totalMinor: 0, dueMinor: 0, status: 'closed' });
  });

  it('leaves the bill when an order is cancelled before anything was paid', async () => {
    const { guests, first, second } = await seat();
    const before = await billOf(guests[0], first.id);
    await cancel(second);
    await vi.waitFor(async () => {
      const bill = await billOf(guests[0], first.id);
      expect(bill.totalMinor).toBeLessThan(before.totalMinor);
      expect(bill).toMatchObject({ status: 'open', paidMinor: 0 });
    });
    expect(await refundsOf(second.id)).toEqual([]);
  });

  it('refunds a share by hand, in part and in full, never more than it holds', async () => {
    const { guests, first, second } = await seat();
    const paid = await pay(first, { mode: 'even', parts: 2, tipPercentage: 10 });
    const shareId = paid.payment.id;
    const url = shareRefundUrl(second.id, shareId);
    const partial = await shop.manager.client.post(url, {
      idempotencyKey: randomUUID(),
      amountMinor: 1000,
      reason: 'Cold soup',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json<TableBill>().payments[0]!.refundedMinor).toBe(1000);
    const left = paid.payment.amountMinor - 1000;
    const tooMuch = await shop.owner.client.post(url, {
      idempotencyKey: randomUUID(),
      amountMinor: left + 1,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatchObject({ field: 'amountMinor' });
    expect(tooMuch.json().error.message).toMatch(/^A refund cannot be more than what was paid \(/);
    const key = randomUUID();
    const full = await shop.owner.client.post(url, { idempotencyKey: key });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json<TableBill>().payments[0]!.refundedMinor).toBe(paid.payment.amountMinor);
    // The same key answers with the same refund; another finds nothing left.
    expect((await shop.owner.client.post(url, { idempotencyKey: key })).statusCode).toBe(200);
    const none = await shop.owner.client.post(url, { idempotencyKey: randomUUID() });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(billMessages.shareNothingToRefund);
    // The guest's bill shows it; the orders it paid stay as paid as they were.
    const bill = await billOf(guests[1], second.id);
    expect(bill.payments[0]!.refundedMinor).toBe(paid.payment.amountMinor);
    expect(bill.status).toBe('open');
    const ledger = (await shop.owner.client.get(teamBillUrl(first.id))).json<TableBill>();
    expect(ledger.payments[0]!.refundedMinor).toBe(paid.payment.amountMinor);
  });

  it('reaches every guest page of the bill live, also of an order the share paid nothing of', async () => {
    const { first, second } = await seat();
    // The share pays one line of the first order only: the second order's money never moves.
    const paid = await pay(first, { mode: 'items', lines: [{ orderId: first.id, lineIndex: 0 }] });
    const baseUrl = await served();
    const pages = await Promise.all(
      [first, second].map(async (order) => {
        const response = await fetch(`${baseUrl}/api/v1/public/orders/${order.id}/events`);
        expect(response.status).toBe(200);
        const events = sseReader(response.body!);
        const opened = JSON.parse((await events.nextEvent()).data) as Order;
        return { events, version: opened.version };
      }),
    );
    const refund = await shop.manager.client.post(shareRefundUrl(second.id, paid.payment.id), {
      idempotencyKey: randomUUID(),
      amountMinor: 100,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // Each page hears a newer version of its order, the sign its bill section reads the bill again.
    for (const page of pages) {
      const heard = JSON.parse((await page.events.nextEvent()).data) as Order;
      expect(heard.version).toBeGreaterThan(page.version);
      await page.events.cancel();
    }
  });

  it("reaches the other guests' pages live when a cancelled order's part is given back", async () => {
    const { first, second } = await seat();
    // The first guest pays the whole bill; the team then cancels the second guest's order.
    await pay(first, { mode: 'all' });
    const baseUrl = await served();
    const response = await fetch(`${baseUrl}/api/v1/public/orders/${first.id}/events`);
    expect(response.status).toBe(200);
    const events = sseReader(response.body!);
    const opened = JSON.parse((await events.nextEvent()).data) as Order;
    await cancel(second);
    await vi.waitFor(async () => expect(await refundsOf(second.id)).toHaveLength(1), {
      timeout: 20_000,
      interval: 200,
    });
    // The payer's page (her order is neither cancelled nor changed) hears a newer version, the
    // sign its bill section reads the bill again and shows what came back (decision 052).
    const heard = JSON.parse((await events.nextEvent(20_000)).data) as Order;
    expect(heard.version).toBeGreaterThan(opened.version);
    await events.cancel();
  });

  it('refuses a share refund to a member, another account, and a share not of the bill', async () => {
    const { first } = await seat();
    const paid = await pay(first, { mode: 'all' });
    const url = shareRefundUrl(first.id, paid.payment.id);
    const byMember = await shop.member.client.post(url, { idempotencyKey: randomUUID() });
    expect(byMember.statusCode).toBe(403);
    const byStranger = await stranger.client.post(url, { idempotencyKey: randomUUID() });
    expect(byStranger.statusCode).toBe(404);
    expect((await stranger.client.get(teamBillUrl(first.id))).statusCode).toBe(404);
    const other = await seat();
    const elsewhere = await shop.owner.client.post(
      shareRefundUrl(other.first.id, paid.payment.id),
      {
        idempotencyKey: randomUUID(),
      },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe(paymentMessages.notFound);
    const bill = await billOf(shop.owner.client, first.id);
    expect(bill.payments[0]!.refundedMinor).toBe(0);
  });
});
