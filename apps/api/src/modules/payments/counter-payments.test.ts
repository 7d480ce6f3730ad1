import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { BoardOrder } from '@scanorder/shared/ordering/board';
import { paymentMessages, type OrderPayment } from '@scanorder/shared/payments/payments';
import {
  billMessages,
  type OpenBill,
  type PayBillResult,
  type TableBill,
} from '@scanorder/shared/payments/table-bill';
import {
  databaseKinds,
  readMails,
  signUpVerifiedOwner,
  type TestClient,
} from '../../../test/harness.ts';
import { paymentUrl, placeOrder, useDishStore } from '../../../test/payment-fixtures.ts';
import { billOf, seatTable as seatAt, share, shareUrl } from '../../../test/table-bill-fixtures.ts';

const counterUrl = (orderId: string) => `/api/v1/orders/${orderId}/bill/counter-payments`;
const orderCounterUrl = (orderId: string) => `/api/v1/orders/${orderId}/counter-payments`;
const OPEN_BILLS = '/api/v1/businesses/restaurant/open-bills';
const BALANCE = '/api/v1/billing/payouts/balance';

describe.each(databaseKinds)('a table paid at the counter on %s', (kind) => {
  const shop = useDishStore(kind, {
    env: { ORDER_RATE_LIMIT_MAX: '500' },
    onboard: true,
    members: ['member'],
  });
  let tableNo = 0;

  async function seatTable() {
    tableNo += 1;
    return seatAt(shop.test, shop.store, shop.dishId, `Counter ${tableNo}`);
  }

  const recordAtCounter = (client: TestClient, orderId: string, idempotencyKey = randomUUID()) =>
    client.post(counterUrl(orderId), { idempotencyKey });

  const openTables = async () =>
    (await shop.owner.client.get(OPEN_BILLS)).json<OpenBill[]>().map((bill) => bill.table);

  /** The team cancels the order at its current version. */
  async function cancel(orderId: string) {
    const current = (await shop.owner.client.get(`/api/v1/orders/${orderId}`)).json<BoardOrder>();
    const response = await shop.owner.client.request({
      method: 'PUT',
      url: `/api/v1/orders/${orderId}/status`,
      payload: { status: 'Order Cancelled', version: current.version, cancelDescription: 'Sorry' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const payoutLedger = async () => (await shop.owner.client.get(BALANCE)).json<unknown>();

  it('closes the bill with what it owed, marks its orders paid and leaves the payouts alone', async () => {
    const { guests, first, second, identifier } = await seatTable();
    expect(await openTables()).toContain(identifier);
    const ledgerBefore = await payoutLedger();
    const key = randomUUID();
    const response = await recordAtCounter(shop.owner.client, second.id, key);
    expect(response.statusCode, response.body).toBe(200);
    const bill = response.json<TableBill>();
    const total = first.totals.totalMinor + second.totals.totalMinor;
    expect(bill).toMatchObject({ status: 'closed', state: 'Paid', dueMinor: 0, paidMinor: total });
    expect(bill.payments).toEqual([
      expect.objectContaining({
        method: 'counter',
        status: 'succeeded',
        amountMinor: total,
        tipMinor: 0,
        cardLast4: null,
      }),
    ]);
    expect(await openTables()).not.toContain(identifier);
    for (const order of [first, second]) {
      const payment = await shop.owner.client.get(`/api/v1/orders/${order.id}/payment`);
      expect(payment.json<OrderPayment>().state).toBe('Paid');
    }
    // The guests' pages say so, and offer no payment.
    expect(await billOf(guests[0], first.id)).toMatchObject({ status: 'closed', online: false });
    const late = await guests[0].post(shareUrl(first.id), share({ mode: 'all' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(billMessages.closed);
    // Cash is the business's already: nothing for the provider to pay out.
    expect(await payoutLedger()).toEqual(ledgerBefore);
    // The same request again (a double tap, a retry) answers the same, recording nothing more.
    const again = await recordAtCounter(shop.owner.client, second.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<TableBill>().payments).toHaveLength(1);
    // Another request once the bill is paid is told so.
    const more = await recordAtCounter(shop.owner.client, first.id);
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toBe(billMessages.closed);
  });

  it('takes only what the guests did not pay by card', async () => {
    const { guests, first, second } = await seatTable();
    const bill = await billOf(guests[0], first.id);
    const firstLine = bill.orders[0]!.lines[0]!;
    const card = await guests[0].post(
      shareUrl(first.id),
      share({ mode: 'items', lines: [{ orderId: first.id, lineIndex: firstLine.lineIndex }] }),
    );
    expect(card.statusCode, card.body).toBe(200);
    const carded = card.json<PayBillResult>().payment.amountMinor;
    const response = await recordAtCounter(shop.member.client, second.id);
    expect(response.statusCode, response.body).toBe(200);
    const closed = response.json<TableBill>();
    expect(closed).toMatchObject({ status: 'closed', dueMinor: 0 });
    const counter = closed.payments.find((payment) => payment.method === 'counter');
    expect(counter?.amountMinor).toBe(bill.totalMinor - carded);
    expect(closed.payments.find((payment) => payment.method === 'card')?.amountMinor).toBe(carded);
  });

  it('gives back at the counter what a cancelled order had paid there, asking no provider', async () => {
    const { first, second } = await seatTable();
    expect((await recordAtCounter(shop.owner.client, first.id)).statusCode).toBe(200);
    const ledgerBefore = await payoutLedger();
    await cancel(first.id);
    // The refund follows the cancel's commit (the order-changed event every process hears).
    await vi.waitFor(
      async () => {
        const payment = (await shop.owner.client.get(paymentUrl(first.id))).json<OrderPayment>();
        expect(payment.refunds.map((refund) => refund.amountMinor)).toEqual([
          first.totals.totalMinor,
        ]);
      },
      { timeout: 20_000, interval: 200 },
    );
    const board = (await shop.owner.client.get(`/api/v1/orders/${first.id}`)).json<BoardOrder>();
    expect(board.payment).toMatchObject({
      state: 'Refunded',
      refundedMinor: first.totals.totalMinor,
    });
    // The other order stays paid; the provider's ledger never held either.
    const other = (await shop.owner.client.get(paymentUrl(second.id))).json<OrderPayment>();
    expect(other.state).toBe('Paid');
    expect(await payoutLedger()).toEqual(ledgerBefore);
  });

  it('records an order paid on its own at the counter: Paid, no tip, no ledger, once', async () => {
    const pickup = await placeOrder(shop.guest, shop.store, shop.dishId);
    const ledgerBefore = await payoutLedger();
    const key = randomUUID();
    const response = await shop.member.client.post(orderCounterUrl(pickup.id), {
      idempotencyKey: key,
    });
    expect(response.statusCode, response.body).toBe(200);
    const paid = response.json<OrderPayment>();
    expect(paid).toMatchObject({ state: 'Paid', dueMinor: 0, paidMinor: pickup.totals.totalMinor });
    expect(paid.payments).toEqual([
      expect.objectContaining({ method: 'counter', tipMinor: 0, status: 'succeeded' }),
    ]);
    const board = (await shop.owner.client.get(`/api/v1/orders/${pickup.id}`)).json<BoardOrder>();
    expect(board.payment).toMatchObject({ state: 'Paid', paidMinor: pickup.totals.totalMinor });
    expect(await payoutLedger()).toEqual(ledgerBefore);
    // Paid in person: no receipt email (the order's guest is asha@example.com).
    const mails = await readMails(shop.test.dataDir, 'asha@example.com');
    expect(mails.filter((mail) => mail.subject.startsWith('Your receipt from'))).toEqual([]);
    // The guest's page reads it paid, and offers no card payment for it.
    const guestView = (await shop.guest.get(paymentUrl(pickup.id))).json<OrderPayment>();
    expect(guestView).toMatchObject({ state: 'Paid', dueMinor: 0 });
    // A repeat of the request records nothing more; another is told the order is paid.
    const again = await shop.member.client.post(orderCounterUrl(pickup.id), {
      idempotencyKey: key,
    });
    expect(again.json<OrderPayment>().payments).toHaveLength(1);
    const more = await shop.owner.client.post(orderCounterUrl(pickup.id), {
      idempotencyKey: randomUUID(),
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toBe(paymentMessages.alreadyPaid);
  });

  it("sends a table's order to its bill, and refuses a cancelled order and another account", async () => {
    const { first, identifier } = await seatTable();
    const onBill = await shop.owner.client.post(orderCounterUrl(first.id), {
      idempotencyKey: randomUUID(),
    });
    expect(onBill.statusCode).toBe(409);
    expect(onBill.json().error.message).toBe(billMessages.onBill);
    expect(await openTables()).toContain(identifier);

    // A pickup order is held until it is paid (pay before it is sent): paid at the counter, it goes
    // to the board.
    const pickup = await placeOrder(shop.guest, shop.store, shop.dishId);
    const stranger = await signUpVerifiedOwner(shop.test);
    const theirs = await stranger.client.post(orderCounterUrl(pickup.id), {
      idempotencyKey: randomUUID(),
    });
    expect(theirs.statusCode).toBe(404);
    expect((await shop.owner.client.get(`/api/v1/orders/${pickup.id}`)).statusCode).toBe(404);
    const pickupKey = randomUUID();
    const paid = await shop.owner.client.post(orderCounterUrl(pickup.id), {
      idempotencyKey: pickupKey,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // Its key names that payment: sent for the table's bill, it records nothing there.
    const reused = await recordAtCounter(shop.owner.client, first.id, pickupKey);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(paymentMessages.keyUsed);
    expect(await openTables()).toContain(identifier);
    const current = (await shop.owner.client.get(`/api/v1/orders/${pickup.id}`)).json<BoardOrder>();
    expect(current).toMatchObject({ status: 'Order Placed', payment: { state: 'Paid' } });
    // Cancelled, it gives the money back at the counter, and cannot be paid again.
    await cancel(pickup.id);
    await vi.waitFor(
      async () => {
        const board = await shop.owner.client.get(`/api/v1/orders/${pickup.id}`);
        expect(board.json<BoardOrder>().payment).toMatchObject({
          state: 'Refunded',
          refundedMinor: pickup.totals.totalMinor,
        });
      },
      { timeout: 20_000, interval: 200 },
    );
    const cancelled = await shop.owner.client.post(orderCounterUrl(pickup.id), {
      idempotencyKey: randomUUID(),
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.message).toBe(paymentMessages.cancelled);
  });

  it("refuses a table's bill for an order paid on its own, a malformed key, and another account", async () => {
    const pickup = await placeOrder(shop.guest, shop.store, shop.dishId);
    const alone = await recordAtCounter(shop.owner.client, pickup.id);
    expect(alone.statusCode).toBe(404);
    expect(alone.json().error.message).toBe(billMessages.noBill);

    const { first, identifier } = await seatTable();
    const malformed = await shop.owner.client.post(counterUrl(first.id), { idempotencyKey: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('idempotencyKey');

    const stranger = await signUpVerifiedOwner(shop.test);
    const theirs = await recordAtCounter(stranger.client, first.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Order not found');
    expect(await openTables()).toContain(identifier);
  });

  it("refuses a key already used for a guest's payment, recording nothing", async () => {
    const { guests, first } = await seatTable();
    const key = randomUUID();
    const paid = await guests[0].post(
      shareUrl(first.id),
      share({ idempotencyKey: key, mode: 'even', parts: 2 }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const reused = await recordAtCounter(shop.owner.client, first.id, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(paymentMessages.keyUsed);
    expect((await billOf(guests[0], first.id)).payments).toHaveLength(1);
  });
});
