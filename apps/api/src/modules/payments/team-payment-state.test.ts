import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localDateOf } from '@scanorder/shared/business/zoned-time';
import type { OwnerOrderList } from '@scanorder/shared/ordering/board';
import type { OrderPayment } from '@scanorder/shared/payments/payments';
import { databaseKinds } from '../../../test/harness.ts';
import {
  onboardLocally,
  payment,
  payUrl,
  placeOrder,
  useDishStore,
} from '../../../test/payment-fixtures.ts';

const refundUrl = (orderId: string) => `/api/v1/orders/${orderId}/refunds`;
const teamPaymentUrl = (orderId: string) => `/api/v1/orders/${orderId}/payment`;

describe.each(databaseKinds)('the team sees what was paid and refunded, on %s', (kind) => {
  const shop = useDishStore(kind, { env: { ORDER_RATE_LIMIT_MAX: '200' }, members: ['member'] });

  const ticketOf = async (orderId: string) => {
    const response = await shop.owner.client.get(
      `/api/v1/businesses/restaurant/orders?businessId=${shop.store.businessId}&filter=current`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OwnerOrderList>().orders.find((order) => order.id === orderId);
  };
  const csvRowOf = async (orderId: string) => {
    const today = localDateOf(new Date(), shop.store.timeZone);
    const response = await shop.owner.client.get(
      `/api/v1/businesses/restaurant/orders.csv?businessId=${shop.store.businessId}&filter=history&from=${today}&to=${today}`,
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/"Payment","Paid","Paid tip","Refunded","Card last 4"$/);
    return lines.find((line) => line.includes(orderId));
  };

  it('shows an order not paid online as unpaid on its ticket and in the CSV', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    expect((await ticketOf(order.id))?.payment).toBeNull();
    expect(await csvRowOf(order.id)).toMatch(/"Unpaid","","","",""$/);
  });

  it('shows Paid with the amount, tip and card, then the refunds, on the ticket and in the CSV', async () => {
    await onboardLocally(shop.owner.client);
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const paid = await shop.guest.post(payUrl(order.id), payment({ tipPercentage: 10 }));
    expect(paid.statusCode, paid.body).toBe(200);
    // 24900 + 5 % tax 1245 + 2.5 % service 623 = 26768, tip 10 % of the subtotal 2490.
    expect((await ticketOf(order.id))?.payment).toEqual({
      state: 'Paid',
      currency: 'INR',
      paidMinor: 29_258,
      tipMinor: 2490,
      refundedMinor: 0,
      dueMinor: 0,
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(await csvRowOf(order.id)).toMatch(/"Paid","292.58","24.90","0.00","4242"$/);

    const partial = await shop.owner.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
      amountMinor: 5000,
      reason: 'Cold naan',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect((await ticketOf(order.id))?.payment).toMatchObject({
      state: 'Paid',
      refundedMinor: 5000,
    });
    const view = await shop.member.client.get(teamPaymentUrl(order.id));
    expect(view.statusCode).toBe(200);
    expect(view.json<OrderPayment>().refunds).toEqual([
      expect.objectContaining({ amountMinor: 5000, reason: 'Cold naan' }),
    ]);

    const rest = await shop.owner.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await ticketOf(order.id))?.payment).toMatchObject({
      state: 'Refunded',
      refundedMinor: 29_258,
    });
    expect(await csvRowOf(order.id)).toMatch(/"Refunded","292.58","24.90","292.58","4242"$/);
  });

  it("lets members read an order's payments but not refund them", async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    await shop.guest.post(payUrl(order.id), payment());
    const refused = await shop.member.client.post(refundUrl(order.id), {
      idempotencyKey: randomUUID(),
    });
    expect(refused.statusCode).toBe(403);
    expect((await shop.member.client.get(teamPaymentUrl(order.id))).statusCode).toBe(200);
  });
});
