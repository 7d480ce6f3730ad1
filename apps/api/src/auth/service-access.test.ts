import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, OwnerOrder } from '@scanorder/shared/ordering/place-order';
import { serviceAccessMessages } from '@scanorder/shared/billing/service-access';
import { createMemberOf, databaseKinds, TestClient, uniqueIp } from '../../test/harness.ts';
import { endTrial, subscribeLocally } from '../../test/billing-fixtures.ts';
import { put, restaurantDetails } from '../../test/business-fixtures.ts';
import { addItem, orderRequest, paneerTikka } from '../../test/ordering-fixtures.ts';
import { useOwnerStore } from '../../test/owner-store.ts';

const BASE = '/api/v1/businesses/restaurant';

describe.each(databaseKinds)('the trial/subscription gate in the API on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant');
  let dishId: string;
  let placedBefore: Order;

  beforeAll(async () => {
    dishId = (await addItem(shop.owner.client, 'restaurant', paneerTikka({ selectors: [] }))).id;
    const placed = await new TestClient(shop.test.app, uniqueIp()).post(
      '/api/v1/public/orders',
      orderRequest(shop.store, { lines: [{ menuItemId: dishId, quantity: 1 }] }),
    );
    if (placed.statusCode !== 201) throw new Error(placed.body);
    placedBefore = placed.json<Order>();
    await endTrial(shop.test, shop.store.accountId);
  });

  it('refuses changes to the business, branches, menu and QR codes once the trial ended', async () => {
    const refused = [
      await put(shop.owner.client, BASE, restaurantDetails({ businessName: 'After The Trial' })),
      await shop.owner.client.post(`${BASE}/branches`, { name: 'Second Street' }),
      await shop.owner.client.post(`${BASE}/menu-items`, paneerTikka({ menuName: 'Late Dish' })),
      await shop.owner.client.post(`${BASE}/qr-codes`, {
        branchId: shop.store.branchId,
        identifier: 'Table 9',
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'FORBIDDEN',
        message: serviceAccessMessages.trialEnded,
      });
    }
    // Nothing changed: the business keeps its name and its one branch.
    const business = await shop.owner.client.get(BASE);
    expect(business.statusCode).toBe(200);
    expect(business.json().businessName).not.toBe('After The Trial');
    const branches = await shop.owner.client.get(`${BASE}/branches`);
    expect(branches.json().branches).toHaveLength(1);
  });

  it('lets the team still work the orders placed before expiry', async () => {
    const member = await createMemberOf(shop.test, shop.owner, 'member');
    const accepted = await put(member.client, `/api/v1/orders/${placedBefore.id}/status`, {
      status: 'Order Accepted',
      version: 1,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<OwnerOrder>().status).toBe('Order Accepted');
  });

  it('opens changes again once the account subscribes', async () => {
    await subscribeLocally(shop.owner.client);
    const saved = await put(
      shop.owner.client,
      BASE,
      restaurantDetails({ businessName: 'Subscribed' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().businessName).toBe('Subscribed');
  });
});
