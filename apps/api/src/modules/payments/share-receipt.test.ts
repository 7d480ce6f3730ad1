import { EARLY_TAPS_HASH } from '../../http/security.ts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@scanorder/shared/payments/payments';
import type { ShareReceipt } from '@scanorder/shared/payments/share-receipt';
import type { PayBillResult } from '@scanorder/shared/payments/table-bill';
import { databaseKinds, TestClient, uniqueIp } from '../../../test/harness.ts';
import { post } from '../../../test/billing-fixtures.ts';
import { pageData } from '../../../test/customer-web-dist.ts';
import { openDishStore, placeOrder, useDishStore } from '../../../test/payment-fixtures.ts';
import type { Store } from '../../../test/ordering-fixtures.ts';
import { seatTable as seatAt, share, shareUrl } from '../../../test/table-bill-fixtures.ts';

const receiptUrl = (orderId: string, paymentId: string) =>
  `/api/v1/public/orders/${orderId}/bill/payments/${paymentId}/receipt`;
const pagePath = (
  store: Pick<Store, 'accountId'>,
  orderId: string,
  paymentId: string,
  kind = 'restaurant',
) => `/${store.accountId}/${kind}/order/${orderId}/bill/receipt/${paymentId}`;

describe.each(databaseKinds)("a share's receipt of a table's bill on %s", (kind) => {
  const shop = useDishStore(kind, {
    webDist: true,
    onboard: true,
    env: { ORDER_RATE_LIMIT_MAX: '500' },
    timeout: 120_000,
  });
  let tableNo = 0;
  const seatTable = () => {
    tableNo += 1;
    return seatAt(shop.test, shop.store, shop.dishId, `Table ${tableNo}`);
  };
  const pay = async (guest: TestClient, orderId: string, input: Parameters<typeof share>[0]) => {
    const response = await guest.post(shareUrl(orderId), share(input));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PayBillResult>();
  };

  let table: Awaited<ReturnType<typeof seatTable>>;
  let items: PayBillResult;

  beforeAll(async () => {
    table = await seatTable();
    // Guest 2 pays their own dish and one line of guest 1's order, with a 10 % tip.
    items = await pay(table.guests[1], table.second.id, {
      mode: 'items',
      tipPercentage: 10,
      lines: [
        { orderId: table.first.id, lineIndex: 1 },
        { orderId: table.second.id, lineIndex: 0 },
      ],
    });
  }, 120_000);

  it('answers what a chosen items share paid, line by line, as the bill recorded it', async () => {
    // Any order of the bill reaches it, not only the payer's.
    const response = await table.guests[0].get(receiptUrl(table.first.id, items.payment.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const receipt = response.json<ShareReceipt>();
    const billLine = (orderId: string, lineIndex: number) =>
      items.bill.orders
        .find((order) => order.orderId === orderId)!
        .lines.find((line) => line.lineIndex === lineIndex)!;
    expect(receipt).toMatchObject({
      billId: items.bill.billId,
      mode: 'items',
      splitParts: null,
      currency: 'INR',
      payment: { id: items.payment.id, status: 'succeeded', cardLast4: '4242' },
      refunds: [],
      paidAfterRefundsMinor: items.payment.amountMinor,
    });
    expect(receipt.parts).toEqual([
      {
        orderId: table.first.id,
        referenceNumber: table.first.referenceNumber,
        lineIndex: 1,
        name: billLine(table.first.id, 1).name,
        details: billLine(table.first.id, 1).details,
        quantity: 2,
        amountMinor: billLine(table.first.id, 1).amountMinor,
      },
      {
        orderId: table.second.id,
        referenceNumber: table.second.referenceNumber,
        lineIndex: 0,
        name: billLine(table.second.id, 0).name,
        details: billLine(table.second.id, 0).details,
        quantity: 1,
        amountMinor: billLine(table.second.id, 0).amountMinor,
      },
    ]);
    expect(receipt.shareMinor + receipt.payment.tipMinor).toBe(items.payment.amountMinor);
  });

  it('renders the share before any script: business, table, lines, tip, card, print', async () => {
    const response = await table.guests[1].get(
      pagePath(shop.store, table.second.id, items.payment.id),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers['content-security-policy'])).toContain(
      `script-src 'self' ${EARLY_TAPS_HASH};`,
    );
    const html = response.body;
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain(
      `<title>Receipt · Table bill · ${table.identifier} · Spice Route Kitchen</title>`,
    );
    const money = (minor: number) =>
      `₹${(minor / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    for (const text of [
      'Spice Route Kitchen',
      'Main Street',
      table.identifier,
      'Items you chose',
      `Order #${table.first.reference}`,
      money(items.payment.amountMinor),
      'Visa ending 4242',
      'Tip added when paying',
      money(items.payment.tipMinor),
      'Total paid',
      'Print receipt',
    ])
      expect(html, text).toContain(text);
    const data = pageData(html) as { kind: string; receipt: ShareReceipt };
    expect(data.kind).toBe('share-receipt');
    expect(data.receipt.payment.id).toBe(items.payment.id);
  });

  it("shows an even share as 1 of N, its refund and what was paid after it, in the guest's language", async () => {
    const { guests, first } = await seatTable();
    const even = await pay(guests[0], first.id, { mode: 'even', parts: 3 });
    const refunded = await post(
      shop.owner.client,
      `/api/v1/orders/${first.id}/bill/payments/${even.payment.id}/refunds`,
      { idempotencyKey: randomUUID(), amountMinor: 1000, reason: 'Naan was cold' },
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    const receipt = (
      await guests[0].get(receiptUrl(first.id, even.payment.id))
    ).json<ShareReceipt>();
    expect(receipt).toMatchObject({
      mode: 'even',
      splitParts: 3,
      shareMinor: even.payment.amountMinor,
      payment: { refundedMinor: 1000 },
      paidAfterRefundsMinor: even.payment.amountMinor - 1000,
    });
    expect(receipt.refunds.map((refund) => refund.amountMinor)).toEqual([1000]);
    expect(JSON.stringify(receipt)).not.toContain('Naan was cold');
    const html = (await guests[0].get(`${pagePath(shop.store, first.id, even.payment.id)}?lang=ar`))
      .body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('حصة واحدة من 3 حصص متساوية');
    expect(html).toContain('المدفوع بعد الاسترداد');
    expect(html).not.toContain('Naan was cold');
    // A new browser (the Arabic page remembered its language in a cookie).
    const english = (
      await new TestClient(shop.test.app, uniqueIp()).get(
        pagePath(shop.store, first.id, even.payment.id),
      )
    ).body;
    for (const text of ['1 of 3 equal shares', 'Refund', 'Paid after refunds'])
      expect(english, text).toContain(text);
  });

  it('has no receipt for a share that did not succeed', async () => {
    const { guests, first } = await seatTable();
    const declined = await guests[0].post(
      shareUrl(first.id),
      share({ card: { number: TEST_CARDS.declined, expiry: '12/40', cvc: '123' } }),
    );
    const paymentId = declined.json<PayBillResult>().payment.id;
    expect(declined.json<PayBillResult>().payment.status).toBe('failed');
    const answer = await guests[0].get(receiptUrl(first.id, paymentId));
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toEqual({ code: 'NOT_FOUND', message: 'Payment not found' });
    expect((await guests[0].get(pagePath(shop.store, first.id, paymentId))).statusCode).toBe(404);
  });

  it("never shows a share through another bill's order, another account's order, or a wrong address", async () => {
    const other = await seatTable();
    // The other table's bill is open (its page read it), with a share of its own paid.
    const theirs = await pay(other.guests[0], other.first.id, { mode: 'even', parts: 2 });
    expect(
      (await other.guests[0].get(receiptUrl(other.first.id, theirs.payment.id))).statusCode,
    ).toBe(200);
    const stranger = await openDishStore(shop.test);
    const strangerOrder = await placeOrder(stranger.guest, stranger.store, stranger.dishId, 1);
    const ownOrder = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const id = items.payment.id;
    const guest = new TestClient(shop.test.app, uniqueIp());
    for (const url of [
      // This order with a payment of another table's bill, both ways.
      receiptUrl(other.first.id, id),
      receiptUrl(table.first.id, theirs.payment.id),
      // Another account's order with this payment id.
      receiptUrl(strangerOrder.id, id),
      // An order of the account on no bill (paid on its own), and no such order or payment.
      receiptUrl(ownOrder.id, id),
      receiptUrl(randomUUID(), id),
      receiptUrl(table.first.id, randomUUID()),
    ]) {
      const response = await guest.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('4242');
    }
    for (const url of [
      pagePath(shop.store, other.first.id, id),
      pagePath(stranger.store, strangerOrder.id, id),
      pagePath(stranger.store, table.first.id, id),
      pagePath(shop.store, table.first.id, id, 'grocery'),
      pagePath(shop.store, table.first.id, 'not-an-id'),
      pagePath(shop.store, table.first.id, randomUUID()),
    ]) {
      const response = await guest.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('PAGE NOT FOUND');
      expect(response.body, url).not.toContain('4242');
    }
  });
});
