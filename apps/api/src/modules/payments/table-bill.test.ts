import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OwnerOrderList } from '@scanorder/shared/ordering/board';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { formatCurrencyMinor } from '@scanorder/shared/money/currency-units';
import { percentOf } from '@scanorder/shared/ordering/price';
import { paymentMessages, TEST_CARDS } from '@scanorder/shared/payments/payments';
import {
  billMessages,
  type OpenBill,
  type PayBillResult,
} from '@scanorder/shared/payments/table-bill';
import {
  databaseKinds,
  readLatestMail,
  readMails,
  signUpVerifiedOwner,
  uniqueEmail,
} from '../../../test/harness.ts';
import { addItem, orderRequest, paneerTikka } from '../../../test/ordering-fixtures.ts';
import { paymentUrl, useDishStore } from '../../../test/payment-fixtures.ts';
import {
  billOf,
  billUrl,
  seatTable as seatAt,
  share,
  shareUrl,
} from '../../../test/table-bill-fixtures.ts';

describe.each(databaseKinds)('the open bill of a table on %s', (kind) => {
  const shop = useDishStore(kind, { env: { ORDER_RATE_LIMIT_MAX: '500' }, onboard: true });
  let tableNo = 0;

  /** Two guests' dine-in orders at a new table. */
  async function seatTable() {
    tableNo += 1;
    return seatAt(shop.test, shop.store, shop.dishId, `Table ${tableNo}`);
  }

  it("shows every order of the table's sitting and what is due across them", async () => {
    const { guests, first, second, identifier } = await seatTable();
    const bill = await billOf(guests[1], second.id);
    expect(bill.table).toBe(identifier);
    expect(bill.orders.map((order) => order.orderId)).toEqual([first.id, second.id]);
    // 4 dishes of 26768 (24900 + 1245 tax + 623 service, rounded per order).
    expect(bill.totalMinor).toBe(first.totals.totalMinor + second.totals.totalMinor);
    expect(bill).toMatchObject({ status: 'open', state: 'Unpaid', paidMinor: 0 });
    expect(bill.dueMinor).toBe(bill.totalMinor);
    const lines = bill.orders.flatMap((order) => order.lines);
    expect(lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(bill.totalMinor);
    // The other guest reads the same bill.
    expect((await billOf(guests[0], first.id)).billId).toBe(bill.billId);
  });

  it("names each line's options and the guest's note on the bill, as the order page does", async () => {
    const tikka = await addItem(shop.owner.client, 'restaurant', paneerTikka());
    const { guests, first } = await seatTable();
    const [spice, extras, breads] = [
      tikka.selectors[0]!,
      tikka.modifiers[0]!,
      tikka.incrementors[0]!,
    ];
    const placed = await guests[0].post(
      '/api/v1/public/orders',
      orderRequest(shop.store, {
        identifier: first.identifier,
        fulfilment: { type: 'dine-in' },
        lines: [
          {
            menuItemId: tikka.id,
            quantity: 1,
            options: [
              { groupId: spice.id, optionId: spice.options[1]!.id },
              { groupId: extras.id, optionId: extras.options[0]!.id },
              { groupId: breads.id, optionId: breads.options[0]!.id, count: 2 },
            ],
            variantId: null,
            instruction: 'Less salt',
          },
        ],
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const bill = await billOf(guests[0], first.id);
    const lines = bill.orders.flatMap((order) => order.lines);
    expect(lines.map((line) => [line.name, line.details, line.instruction])).toEqual([
      ['Paneer Tikka', '', ''],
      ['Paneer Tikka', '', ''],
      ['Paneer Tikka', '', ''],
      ['Paneer Tikka', 'Extra cheese, Hot, 2 × Butter naan', 'Less salt'],
    ]);
  });

  it('splits evenly in shares that sum exactly to the bill, and closes it', async () => {
    const { guests, first, second } = await seatTable();
    const total = (await billOf(guests[0], first.id)).totalMinor;
    const paid: number[] = [];
    for (const [index, guest] of [guests[0], guests[1], guests[0]].entries()) {
      const response = await guest.post(
        shareUrl(index === 1 ? second.id : first.id),
        share({ mode: 'even', parts: 3 }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<PayBillResult>();
      expect(result.payment.status).toBe('succeeded');
      paid.push(result.payment.amountMinor);
    }
    expect(paid.reduce((sum, amount) => sum + amount, 0)).toBe(total);
    expect(Math.max(...paid) - Math.min(...paid)).toBeLessThanOrEqual(1);
    const bill = await billOf(guests[1], second.id);
    expect(bill).toMatchObject({ status: 'closed', state: 'Paid', dueMinor: 0, online: false });
    const more = await guests[1].post(shareUrl(second.id), share({ mode: 'even', parts: 3 }));
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toBe(billMessages.closed);
    // Each order is paid as the board sees it.
    const order = (await shop.owner.client.get(`/api/v1/orders/${first.id}/payment`)).json<{
      state: string;
    }>();
    expect(order.state).toBe('Paid');
    const guestView = (await guests[1].get(paymentUrl(second.id))).json<{ state: string }>();
    expect(guestView.state).toBe('Paid');
    // And on their tickets: the summary each share wrote when it settled.
    const board = await shop.owner.client.get(
      `/api/v1/businesses/restaurant/orders?businessId=${shop.store.businessId}&filter=current`,
    );
    const tickets = board
      .json<OwnerOrderList>()
      .orders.filter((ticket) => ticket.id === first.id || ticket.id === second.id);
    expect(tickets.map((ticket) => ticket.payment)).toEqual([
      expect.objectContaining({ state: 'Paid', dueMinor: 0, refundedMinor: 0 }),
      expect.objectContaining({ state: 'Paid', dueMinor: 0, refundedMinor: 0 }),
    ]);
    expect(tickets.reduce((sum, ticket) => sum + (ticket.payment?.paidMinor ?? 0), 0)).toBe(total);
  });

  it('pays chosen items: one guest two items, the other the rest, and the bill closes', async () => {
    const { guests, first, second } = await seatTable();
    const mine = [
      { orderId: first.id, lineIndex: 0 },
      { orderId: second.id, lineIndex: 0 },
    ];
    const one = await guests[0].post(
      shareUrl(first.id),
      share({ mode: 'items', lines: mine, tipPercentage: 10 }),
    );
    expect(one.statusCode, one.body).toBe(200);
    const after = one.json<PayBillResult>();
    const chosen = after.bill.orders.flatMap((order) =>
      order.lines.filter((line) => line.state === 'paid'),
    );
    expect(chosen).toHaveLength(2);
    const itemsAmount = chosen.reduce((sum, line) => sum + line.amountMinor, 0);
    expect(after.payment.tipMinor).toBe(Math.round(itemsAmount / 10));
    expect(after.payment.amountMinor).toBe(itemsAmount + after.payment.tipMinor);
    expect(after.bill).toMatchObject({ state: 'Part paid', status: 'open' });
    // The same items again are refused; the rest is paid by the other guest.
    const again = await guests[1].post(shareUrl(second.id), share({ mode: 'items', lines: mine }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(billMessages.itemsTaken);
    const rest = await guests[1].post(
      shareUrl(second.id),
      share({ mode: 'items', lines: [{ orderId: first.id, lineIndex: 1 }] }),
    );
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<PayBillResult>().bill).toMatchObject({ status: 'closed', dueMinor: 0 });
  });

  it('lets only one of two phones paying the same items at once succeed', async () => {
    const { guests, first, second } = await seatTable();
    const lines = [{ orderId: first.id, lineIndex: 1 }];
    const answers = await Promise.all([
      guests[0].post(shareUrl(first.id), share({ mode: 'items', lines })),
      guests[1].post(shareUrl(second.id), share({ mode: 'items', lines })),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const bill = await billOf(guests[0], first.id);
    expect(bill.payments.filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
    const allAtOnce = await Promise.all([
      guests[0].post(shareUrl(first.id), share({ mode: 'all' })),
      guests[1].post(shareUrl(second.id), share({ mode: 'all' })),
    ]);
    expect(allAtOnce.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await billOf(guests[1], second.id)).paidMinor).toBe(bill.totalMinor);
  });

  it('never lets an even share pay more than what remains', async () => {
    const { guests, first, second } = await seatTable();
    const items = await guests[0].post(
      shareUrl(first.id),
      share({ mode: 'items', lines: [{ orderId: first.id, lineIndex: 1 }] }),
    );
    expect(items.statusCode).toBe(200);
    const remaining = items.json<PayBillResult>().bill.dueMinor;
    const a = await guests[1].post(shareUrl(second.id), share({ mode: 'even', parts: 2 }));
    expect(a.statusCode, a.body).toBe(200);
    const other = await guests[0].post(shareUrl(first.id), share({ mode: 'even', parts: 3 }));
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(billMessages.splitAlready(2).message);
    const itemsNow = await guests[0].post(
      shareUrl(first.id),
      share({ mode: 'items', lines: [{ orderId: first.id, lineIndex: 0 }] }),
    );
    expect(itemsNow.json().error.message).toBe(billMessages.itemsAfterSplit);
    const b = await guests[0].post(shareUrl(first.id), share({ mode: 'even', parts: 2 }));
    const sum =
      a.json<PayBillResult>().payment.amountMinor + b.json<PayBillResult>().payment.amountMinor;
    expect(sum).toBe(remaining);
    expect(b.json<PayBillResult>().bill.status).toBe('closed');
  });

  it('refuses a share whose amount changed since the guest saw it, and charges nothing', async () => {
    const { guests, first, second } = await seatTable();
    // A opens the payment step for the whole bill; meanwhile B pays one item.
    const seen = (await billOf(guests[0], first.id)).payableMinor;
    const paidByB = await guests[1].post(
      shareUrl(second.id),
      share({ mode: 'items', lines: [{ orderId: second.id, lineIndex: 0 }] }),
    );
    expect(paidByB.statusCode, paidByB.body).toBe(200);
    const stale = share({ mode: 'all', shownAmountMinor: seen });
    const refused = await guests[0].post(shareUrl(first.id), stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(paymentMessages.amountChanged);
    const after = await billOf(guests[0], first.id);
    // Only B's share exists: no attempt of A's was left open, nothing was charged.
    expect(after.payments.map((payment) => payment.status)).toEqual(['succeeded']);
    expect(after.payableMinor).toBe(seen - paidByB.json<PayBillResult>().payment.amountMinor);
    // A pays what the page now shows (with a 10 % tip: the amount shown includes it).
    const shown = after.payableMinor + percentOf(after.payableMinor, 10);
    const paid = await guests[0].post(
      shareUrl(first.id),
      share({ mode: 'all', tipPercentage: 10, shownAmountMinor: shown }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<PayBillResult>().payment).toMatchObject({
      status: 'succeeded',
      amountMinor: shown,
    });
    expect(paid.json<PayBillResult>().bill.status).toBe('closed');
  });

  it('answers a repeated share with the same payment and a decline with nothing paid', async () => {
    const { guests, first } = await seatTable();
    const input = share({ mode: 'even', parts: 2 });
    const [one, two] = await Promise.all([
      guests[0].post(shareUrl(first.id), input),
      guests[0].post(shareUrl(first.id), input),
    ]);
    expect(one.json<PayBillResult>().payment.id).toBe(two.json<PayBillResult>().payment.id);
    const declined = await guests[1].post(
      shareUrl(first.id),
      share({ mode: 'all', card: { number: TEST_CARDS.declined, expiry: '12/40', cvc: '123' } }),
    );
    expect(declined.json<PayBillResult>().payment.status).toBe('failed');
    expect(declined.json<PayBillResult>().bill.status).toBe('open');
  });

  it('refuses bad input with a clear 4xx, and an order that is not paid at a table', async () => {
    const { guests, first } = await seatTable();
    const cases: [unknown, string][] = [
      [share({ mode: 'even' }), billMessages.splitParts],
      [share({ mode: 'even', parts: 1 }), billMessages.splitParts],
      [share({ mode: 'items', lines: [] }), billMessages.chooseItems],
      [share({ tipPercentage: 7 }), paymentMessages.invalidTip],
      [
        share({ mode: 'items', lines: [{ orderId: randomUUID(), lineIndex: 0 }] }),
        billMessages.notOnBill,
      ],
      [
        share({ mode: 'items', lines: [{ orderId: first.id, lineIndex: 9 }] }),
        billMessages.notOnBill,
      ],
      [{ ...share({}), mode: 'half' }, 'Please choose how to pay the bill'],
      // The order's payment and a share take one card schema: a past expiry is refused on both.
      [
        share({ card: { number: TEST_CARDS.success, expiry: '01/20', cvc: '123' } }),
        paymentMessages.cardExpired,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await guests[0].post(shareUrl(first.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).toContain(message);
    }
    const pickup = await guests[0].post(
      '/api/v1/public/orders',
      orderRequest(shop.store, {
        lines: [
          { menuItemId: shop.dishId, quantity: 1, options: [], variantId: null, instruction: '' },
        ],
      }),
    );
    const noBill = await guests[0].get(billUrl(pickup.json<Order>().id));
    expect(noBill.statusCode).toBe(404);
    expect(noBill.json().error.message).toBe(billMessages.noBill);
    expect((await guests[0].get(billUrl(randomUUID()))).statusCode).toBe(404);
  });

  it('opens no bill from the page of an order cancelled before any, and leaves it off the next', async () => {
    const { guests, first, second } = await seatTable();
    const cancelled = await shop.owner.client.request({
      method: 'PUT',
      url: `/api/v1/orders/${first.id}/status`,
      payload: { status: 'Order Cancelled', version: 1, cancelDescription: 'Kitchen closed early' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Its page reads the bill first: no bill, and no share can be paid from it.
    const noBill = await guests[0].get(billUrl(first.id));
    expect(noBill.statusCode).toBe(404);
    expect(noBill.json().error.message).toBe(billMessages.noBill);
    const refused = await guests[0].post(shareUrl(first.id), share({}));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(billMessages.noBill);
    // The table's bill, opened by the other guest, holds only the order still standing.
    const bill = await billOf(guests[1], second.id);
    expect(bill.orders.map((order) => order.orderId)).toEqual([second.id]);
    expect(bill.totalMinor).toBe(second.totals.totalMinor);
    expect((await guests[0].get(billUrl(first.id))).statusCode).toBe(404);
  });

  it("sends a share's receipt to the email its payer gave, not to the order's guest", async () => {
    const { guests, first, second } = await seatTable();
    const payer = uniqueEmail('share-payer');
    const before = (await readMails(shop.test.dataDir, 'asha@example.com')).length;
    const paid = await guests[1].post(
      shareUrl(second.id),
      share({ mode: 'even', parts: 2, tipPercentage: 10, emailAddress: ` ${payer} ` }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const { payment } = paid.json<PayBillResult>();
    const receipt = await readLatestMail(shop.test.dataDir, payer);
    expect(receipt.subject).toMatch(/^Your receipt from /);
    // A share's payer gave an email, not a name: no "Hello share-payer-…," made of its first part.
    expect(receipt.text).toContain('Hello,');
    expect(receipt.text).not.toContain(payer.split('@')[0]!);
    // Ravi's share paid toward the whole table, not the first order, which is Asha's.
    expect(receipt.text).toContain("toward your table's bill.");
    expect(receipt.text).not.toContain(`order ${first.reference}`);
    expect(receipt.text).toContain(
      `Paid: ${formatCurrencyMinor(payment.amountMinor, 'INR')} (tip ${formatCurrencyMinor(payment.tipMinor, 'INR')})`,
    );
    // The link opens this share's own receipt, reached by the bill's first order.
    expect(receipt.links).toContain(
      `${shop.test.config.publicUrl}/${shop.store.accountId}/restaurant/order/${first.id}/bill/receipt/${payment.id}`,
    );
    // A share without an email sends none, and the first order's guest got nothing of either.
    const silent = await guests[0].post(shareUrl(first.id), share({ mode: 'even', parts: 2 }));
    expect(silent.statusCode, silent.body).toBe(200);
    expect(await readMails(shop.test.dataDir, 'asha@example.com')).toHaveLength(before);
    const invalid = await guests[0].post(
      shareUrl(first.id),
      share({ emailAddress: 'not-an-email' }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.field).toBe('emailAddress');
  });

  it("shows the team each table's unpaid orders, and never another account's", async () => {
    const { first, second, identifier } = await seatTable();
    const response = await shop.owner.client.get('/api/v1/businesses/restaurant/open-bills');
    expect(response.statusCode).toBe(200);
    const table = response.json<OpenBill[]>().find((bill) => bill.table === identifier);
    expect(table?.orders.map((order) => order.orderId)).toEqual([first.id, second.id]);
    expect(table?.dueMinor).toBe(first.totals.totalMinor + second.totals.totalMinor);
    const stranger = await signUpVerifiedOwner(shop.test);
    const theirs = await stranger.client.get('/api/v1/businesses/restaurant/open-bills');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<OpenBill[]>()).toEqual([]);
  });
});
