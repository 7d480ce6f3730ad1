import { beforeAll, describe, expect, it } from 'vitest';
import type { RecentOrders } from '@scanorder/shared/ordering/recent-orders';
import { databaseKinds, signUpVerifiedOwner, TestClient, uniqueIp } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import { addItem, paneerTikka, setUpStore, type Store } from '../../../test/ordering-fixtures.ts';
import { placeOrder } from '../../../test/payment-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const myOrdersUrl = (store: Store) =>
  `/api/v1/public/menus/${store.accountId}/${store.kind}/${store.businessId}/branches/${store.branchId}/my-orders`;

describe.each(databaseKinds)('my recent orders on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', { env: { ORDER_RATE_LIMIT_MAX: '50' } });
  let dishId: string;
  beforeAll(async () => {
    dishId = (await addItem(shop.owner.client, 'restaurant', paneerTikka({ selectors: [] }))).id;
  });

  const place = (guest: TestClient) => placeOrder(guest, shop.store, dishId, 1);

  it("lists this browser's orders at the business, newest first, with their current status", async () => {
    const guest = new TestClient(shop.test.app, uniqueIp());
    const other = new TestClient(shop.test.app, uniqueIp());
    const first = await place(guest);
    const second = await place(guest);
    await place(other);
    const accepted = await put(shop.owner.client, `/api/v1/orders/${first.id}/status`, {
      status: 'Order Accepted',
      version: 1,
    });
    expect(accepted.statusCode).toBe(200);

    const response = await guest.get(myOrdersUrl(shop.store));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { orders } = response.json<RecentOrders>();
    expect(orders.map((order) => [order.id, order.status])).toEqual([
      [second.id, 'Order Placed'],
      [first.id, 'Order Accepted'],
    ]);
    expect(orders[0]).toMatchObject({
      referenceNumber: second.referenceNumber,
      storeName: 'Main Street',
      identifier: 'Table 1',
      totalMinor: second.totals.totalMinor,
      currency: 'INR',
    });
  });

  it('shows a browser without the customer cookie nothing, and sets no cookie', async () => {
    const stranger = new TestClient(shop.test.app, uniqueIp());
    const response = await stranger.get(myOrdersUrl(shop.store));
    expect(response.statusCode).toBe(200);
    expect(response.json<RecentOrders>()).toEqual({ orders: [] });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("lists none of the guest's orders at another business", async () => {
    const guest = new TestClient(shop.test.app, uniqueIp());
    await place(guest);
    const elsewhere = await signUpVerifiedOwner(shop.test);
    const otherStore = await setUpStore(elsewhere.client, 'restaurant');
    const response = await guest.get(myOrdersUrl(otherStore));
    expect(response.json<RecentOrders>()).toEqual({ orders: [] });
  });
});
