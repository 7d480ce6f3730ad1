import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnerOrderList } from '@scanorder/shared/ordering/board';
import {
  createMemberOf,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
} from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import { addItem, paneerTikka, setUpStore } from '../../../test/ordering-fixtures.ts';
import { placeOrder } from '../../../test/payment-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const RESTAURANT = '/api/v1/businesses/restaurant';

// Decision 031: today's lists are shared until the account's orders or settings change. A TTL of a
// minute here, so that only those changes can make a list read again within a test.
describe.each(databaseKinds)('the board list cache on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', {
    env: { BOARD_CACHE_TTL_MS: '60000' },
    store: { branchName: 'Main Street' },
  });
  let tikkaId: string;
  const listUrl = (query = '') =>
    `${RESTAURANT}/orders?businessId=${shop.store.businessId}${query}`;

  beforeAll(async () => {
    tikkaId = (await addItem(shop.owner.client, 'restaurant', paneerTikka({ selectors: [] }))).id;
  });

  const place = () => placeOrder(new TestClient(shop.test.app, uniqueIp()), shop.store, tikkaId, 1);
  const list = async (client: TestClient, query = '') => {
    const response = await client.get(listUrl(query));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<OwnerOrderList>();
  };
  const ticketOf = (answer: OwnerOrderList, id: string) =>
    answer.orders.find((order) => order.id === id);

  it('shows an order placed, moved or edited in the very next list', async () => {
    const before = await list(shop.owner.client);
    const order = await place();
    const placed = await list(shop.owner.client);
    expect(placed.orders.length).toBe(before.orders.length + 1);
    expect(ticketOf(placed, order.id)).toMatchObject({ status: 'Order Placed', version: 1 });

    const moved = await put(shop.owner.client, `/api/v1/orders/${order.id}/status`, {
      status: 'Order Accepted',
      version: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ticketOf(await list(shop.owner.client), order.id)).toMatchObject({
      status: 'Order Accepted',
      version: 2,
    });

    const edited = await put(shop.owner.client, `/api/v1/orders/${order.id}/lines`, {
      version: 2,
      lines: [{ menuItemId: tikkaId, quantity: 3 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = ticketOf(await list(shop.owner.client), order.id);
    expect(afterEdit).toMatchObject({ modified: true, version: 3 });
    expect(afterEdit?.lines[0]?.quantity).toBe(3);

    // Completed is its own list: the order moves from Current to Completed at once.
    expect(ticketOf(await list(shop.owner.client, '&filter=completed'), order.id)).toBeUndefined();
    for (const [status, version] of [
      ['Order Ready for Pickup', 3],
      ['Order Completed', 4],
    ] as const) {
      const response = await put(shop.owner.client, `/api/v1/orders/${order.id}/status`, {
        status,
        version,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(ticketOf(await list(shop.owner.client), order.id)).toBeUndefined();
    expect(ticketOf(await list(shop.owner.client, '&filter=completed'), order.id)).toMatchObject({
      status: 'Order Completed',
    });
  });

  it("shows the owner's new kitchen settings in the next list", async () => {
    expect((await list(shop.owner.client)).kitchen.prepTimeMinutes).toBe(15);
    const business = await shop.owner.client.get(RESTAURANT);
    expect(business.statusCode, business.body).toBe(200);
    const saved = await put(shop.owner.client, `${RESTAURANT}/order-settings`, {
      ...business.json<{ orderSettings: Record<string, unknown> }>().orderSettings,
      prepTimeMinutes: 25,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await list(shop.owner.client)).kitchen.prepTimeMinutes).toBe(25);
  });

  it("shares a list between the account's members, never with another account", async () => {
    const order = await place();
    const mine = await list(shop.owner.client);
    const member = await createMemberOf(shop.test, shop.owner, 'member');
    expect(ticketOf(await list(member.client), order.id)).toEqual(ticketOf(mine, order.id));

    const other = await signUpVerifiedOwner(shop.test);
    const theirs = await setUpStore(other.client, 'restaurant');
    // Another account names this business: refused, though its list is in the cache.
    expect((await other.client.get(listUrl())).statusCode).toBe(404);
    const own = await other.client.get(`${RESTAURANT}/orders?businessId=${theirs.businessId}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<OwnerOrderList>().orders).toEqual([]);
    // Nor does a signed-out request get the cached list.
    expect((await new TestClient(shop.test.app, uniqueIp()).get(listUrl())).statusCode).toBe(401);
  });

  it('sends the list compressed when the browser accepts it', async () => {
    await place();
    const response = await shop.owner.client.request({
      method: 'GET',
      url: listUrl(),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
