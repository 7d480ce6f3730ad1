import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_SETTINGS } from '@scanorder/shared/business/settings';
import type { OwnerOrderList } from '@scanorder/shared/ordering/board';
import type { Order } from '@scanorder/shared/ordering/place-order';
import {
  paymentMessages,
  TEST_CARDS,
  type PayOrderResult,
} from '@scanorder/shared/payments/payments';
import { databaseKinds } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import { orderRequest } from '../../../test/ordering-fixtures.ts';
import {
  onboardLocally,
  payment,
  paymentSummary,
  payUrl,
  useDishStore,
} from '../../../test/payment-fixtures.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';

const settingsUrl = '/api/v1/businesses/restaurant/order-settings';
const declined = { number: TEST_CARDS.declined, expiry: '12/34', cvc: '123' };

describe.each(databaseKinds)('orders paid before they are sent, on %s', (kind) => {
  const shop = useDishStore(kind, { env: { ORDER_RATE_LIMIT_MAX: '200' } });

  const place = async (fulfilment: 'pickup' | 'dine-in' = 'pickup') => {
    const response = await shop.guest.post(
      '/api/v1/public/orders',
      orderRequest(shop.store, {
        fulfilment: fulfilment === 'pickup' ? { type: 'pickup', slot: null } : { type: 'dine-in' },
        lines: [
          { menuItemId: shop.dishId, quantity: 1, options: [], variantId: null, instruction: '' },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  };
  const boardIds = async () => {
    const response = await shop.owner.client.get(
      `/api/v1/businesses/restaurant/orders?businessId=${shop.store.businessId}&filter=current`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OwnerOrderList>().orders.map((order) => order.id);
  };
  const guestOrder = async (id: string) =>
    (await shop.guest.get(`/api/v1/public/orders/${id}`)).json<Order>();

  it('sends orders at once while the business cannot take payments online', async () => {
    const order = await place();
    expect(order.awaitingPaymentUntil).toBeNull();
    expect(await boardIds()).toContain(order.id);
  });

  it('keeps a pickup order off the board until it is paid; a declined card leaves it off', async () => {
    await onboardLocally(shop.owner.client);
    const order = await place();
    const until = Date.parse(order.awaitingPaymentUntil ?? '');
    // Held for 30 minutes from placing (the server's clock and the row's default differ by ms).
    const held = until - Date.parse(order.createdAt);
    expect(held).toBeGreaterThan(29 * 60_000);
    expect(held).toBeLessThanOrEqual(31 * 60_000);
    expect(await boardIds()).not.toContain(order.id);
    // Not the team's yet: the board's own read of one order does not find it either.
    expect((await shop.owner.client.get(`/api/v1/orders/${order.id}`)).statusCode).toBe(404);
    // Nor moved by its id: a move finds it no more than the board does.
    const move = { status: 'Order Accepted', version: order.version };
    expect(
      (await put(shop.owner.client, `/api/v1/orders/${order.id}/status`, move)).statusCode,
    ).toBe(404);

    const refused = await shop.guest.post(payUrl(order.id), payment({ card: declined }));
    expect(refused.statusCode).toBe(200);
    expect(refused.json<PayOrderResult>().payment.status).toBe('failed');
    expect(await boardIds()).not.toContain(order.id);
    expect((await guestOrder(order.id)).awaitingPaymentUntil).not.toBeNull();

    const attempt = payment({ tipPercentage: 10 });
    const [first, second] = await Promise.all([
      shop.guest.post(payUrl(order.id), attempt),
      shop.guest.post(payUrl(order.id), attempt),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json<PayOrderResult>().payment.id).toBe(second.json<PayOrderResult>().payment.id);
    const again = await shop.guest.post(payUrl(order.id), attempt);
    expect(again.json<PayOrderResult>().payment.status).toBe('succeeded');

    expect(await boardIds()).toContain(order.id);
    expect((await guestOrder(order.id)).awaitingPaymentUntil).toBeNull();
    const rows = await shop.test.deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('sends dine-in orders at once when paid at the end, and holds them when paid before', async () => {
    const atEnd = await place('dine-in');
    expect(atEnd.awaitingPaymentUntil).toBeNull();
    expect(await boardIds()).toContain(atEnd.id);

    await put(shop.owner.client, settingsUrl, {
      ...DEFAULT_ORDER_SETTINGS,
      dineInPayment: 'before-sent',
    });
    const before = await place('dine-in');
    expect(before.awaitingPaymentUntil).not.toBeNull();
    expect(await boardIds()).not.toContain(before.id);
    await put(shop.owner.client, settingsUrl, DEFAULT_ORDER_SETTINGS);
  });

  it('does not hold orders while Payment Not Available is on (guests pay at the counter)', async () => {
    await put(shop.owner.client, settingsUrl, {
      ...DEFAULT_ORDER_SETTINGS,
      paymentNotAvailable: true,
    });
    const order = await place();
    expect(order.awaitingPaymentUntil).toBeNull();
    expect(await boardIds()).toContain(order.id);
    await put(shop.owner.client, settingsUrl, DEFAULT_ORDER_SETTINGS);
  });

  it('refuses payment of an order not paid in time, which never reaches the board', async () => {
    const order = await place();
    await shop.test.deps.database.db
      .update(orders)
      .set({ awaitingPaymentUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const summary = await paymentSummary(shop.guest, order.id);
    expect(summary).toMatchObject({ online: false, unavailableReason: 'expired' });
    const refused = await shop.guest.post(payUrl(order.id), payment());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(paymentMessages.expired);
    expect(await boardIds()).not.toContain(order.id);
  });
});
