import { EARLY_TAPS_HASH } from '../../http/security.ts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { OrderPayment } from '@scanorder/shared/payments/payments';
import { databaseKinds, signUpVerifiedOwner, TestClient, uniqueIp } from '../../../test/harness.ts';
import { post } from '../../../test/billing-fixtures.ts';
import { pageData } from '../../../test/customer-web-dist.ts';
import { setUpStore, type Store } from '../../../test/ordering-fixtures.ts';
import { payment, payUrl, placeOrder, useDishStore } from '../../../test/payment-fixtures.ts';

const receiptPath = (store: Pick<Store, 'accountId'>, orderId: string, kind = 'restaurant') =>
  `/${store.accountId}/${kind}/order/${orderId}/order/receipt`;

describe.each(databaseKinds)("the guest's receipt page on %s", (kind) => {
  const shop = useDishStore(kind, {
    webDist: true,
    onboard: true,
    env: { ORDER_RATE_LIMIT_MAX: '100' },
    timeout: 120_000,
  });
  let stranger: Store;
  let paid: Order;

  beforeAll(async () => {
    const other = await signUpVerifiedOwner(shop.test);
    stranger = await setUpStore(other.client, 'restaurant');
    // A pickup order is paid before it is sent: 2 x 249.00 + 5 % tax + 2.5 % service, tip 10 %.
    paid = await placeOrder(shop.guest, shop.store, shop.dishId, 2);
    const answer = await shop.guest.post(payUrl(paid.id), payment({ tipPercentage: 10 }));
    expect(answer.statusCode).toBe(200);
  });

  it('renders the receipt before any script: business, items, tax, service charge, tip, card', async () => {
    const response = await shop.guest.get(receiptPath(shop.store, paid.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers['content-security-policy'])).toContain(
      `script-src 'self' ${EARLY_TAPS_HASH};`,
    );
    const html = response.body;
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain(
      `<title>Receipt · Order ${paid.reference} · Spice Route Kitchen</title>`,
    );
    for (const text of [
      'Spice Route Kitchen',
      'Main Street',
      'Paneer Tikka',
      '₹498.00',
      'Service charge (2.5%)',
      // 535.35 owed plus the 10 % tip on the subtotal.
      'Total Price:',
      '₹535.35',
      'Visa ending 4242',
      'Includes a tip of ₹49.80',
      'Total paid',
      '₹585.15',
      'Print receipt',
    ])
      expect(html, text).toContain(text);
    const data = pageData(html) as { kind: string; payment: OrderPayment };
    expect(data.kind).toBe('receipt');
    expect(data.payment).toMatchObject({ state: 'Paid', tipMinor: 4980, refundedMinor: 0 });
  });

  it("shows a refund the business made, in the guest's language", async () => {
    const refunded = await post(shop.owner.client, `/api/v1/orders/${paid.id}/refunds`, {
      idempotencyKey: randomUUID(),
      amountMinor: 5000,
      reason: 'Naan was cold',
    });
    expect(refunded.statusCode).toBe(200);
    const html = (await shop.guest.get(`${receiptPath(shop.store, paid.id)}?lang=fr`)).body;
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('Reçu');
    expect(html).toContain('Remboursement');
    expect(html).toContain('Payé après remboursements');
    // The receipt does not print the team's reason.
    const markup = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)![1]!;
    expect(markup).toContain('Remboursement');
    expect(markup).not.toContain('Naan was cold');
  });

  it("shows an order's own payments only: another order of the business has none", async () => {
    const unpaid = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const html = (await shop.guest.get(receiptPath(shop.store, unpaid.id))).body;
    expect(html).toContain('Nothing has been paid online for this order.');
    expect(html).not.toContain('4242');
    expect((pageData(html) as { payment: OrderPayment }).payment.payments).toEqual([]);
  });

  it('answers an order under another account or kind, or no order, with the not-found page', async () => {
    for (const url of [
      receiptPath(stranger, paid.id),
      receiptPath(shop.store, paid.id, 'grocery'),
      receiptPath(shop.store, randomUUID()),
      receiptPath(shop.store, 'not-an-id'),
    ]) {
      const response = await new TestClient(shop.test.app, uniqueIp()).get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('PAGE NOT FOUND');
      expect(response.body, url).not.toContain('Spice Route Kitchen');
      expect(response.body, url).not.toContain('4242');
    }
  });
});
