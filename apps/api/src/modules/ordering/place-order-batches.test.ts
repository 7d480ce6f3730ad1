import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@scanorder/shared/ordering/place-order';
import {
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type OwnerFixture,
} from '../../../test/harness.ts';
import {
  addItem,
  orderRequest,
  plainDish,
  setUpDishStore,
  type Store,
} from '../../../test/ordering-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const PLACE = '/api/v1/public/orders';

/**
 * Many orders in flight at once: on PostgreSQL they reach the database several to a transaction
 * (db/statement-batches.ts, decision 040's tenth pass), across accounts; each must still land once,
 * under its own account, numbered by its own business, and be readable by its own owner only.
 */
describe.each(databaseKinds)('placing many orders at once on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant');
  let other: OwnerFixture;
  let otherStore: Store;
  const dishes = new Map<string, string>();

  beforeAll(async () => {
    other = await signUpVerifiedOwner(shop.test, { ip: uniqueIp() });
    const theirs = await setUpDishStore(other.client);
    otherStore = theirs.store;
    dishes.set(
      shop.store.businessId,
      (await addItem(shop.owner.client, 'restaurant', plainDish())).id,
    );
    dishes.set(otherStore.businessId, theirs.dishId);
  });

  const requestFor = (store: Store) =>
    orderRequest(store, { lines: [{ menuItemId: dishes.get(store.businessId)!, quantity: 1 }] });
  // A customer per order (the per-address rate limit is not what is tested here); a key is the
  // guest's own: sent again, it comes from the same guest.
  const post = (
    request: ReturnType<typeof requestFor>,
    customer = new TestClient(shop.test.app, uniqueIp()),
  ) => customer.post(PLACE, request);

  it('places each concurrent order once, under its own account, readable by its owner only', async () => {
    const stores = Array.from({ length: 30 }, (_, index) =>
      index % 3 === 0 ? otherStore : shop.store,
    );
    const requests = stores.map(requestFor);
    // The same key sent twice in the same burst, and again in a later one.
    const doubled = requests[4]!;
    const guest = new TestClient(shop.test.app, uniqueIp());
    // The guest's first order gives it its cookie (who the key belongs to).
    expect((await post(requestFor(shop.store), guest)).statusCode).toBe(201);
    const burst = await Promise.all([
      ...requests.map((request) => post(request, request === doubled ? guest : undefined)),
      post(doubled, guest),
    ]);
    expect(burst.filter((response) => response.statusCode === 201)).toHaveLength(30);
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const placed = burst.slice(0, 30).map((response) => response.json<Order>());
    expect(burst[30]!.json<Order>().id).toBe(placed[4]!.id);
    const later = await Promise.all([post(doubled, guest), post(requestFor(shop.store))]);
    expect(later.map((response) => response.statusCode)).toEqual([200, 201]);
    expect(later[0].json<Order>().id).toBe(placed[4]!.id);

    // Each business numbered its own orders, gap-free.
    for (const store of [shop.store, otherStore]) {
      const numbers = placed
        .filter((_, index) => stores[index] === store)
        .map((order) => order.referenceNumber)
        .sort((a, b) => a - b);
      const first = store === shop.store ? 2 : 1;
      expect(numbers).toEqual(numbers.map((_, index) => index + first));
    }
    // Each owner reads their own orders and none of the other's.
    const owners = new Map([
      [shop.store.businessId, shop.owner],
      [otherStore.businessId, other],
    ]);
    for (const [index, order] of placed.entries()) {
      const owner = owners.get(stores[index]!.businessId)!;
      const stranger = owner === other ? shop.owner : other;
      expect((await owner.client.get(`/api/v1/orders/${order.id}`)).statusCode).toBe(200);
      expect((await stranger.client.get(`/api/v1/orders/${order.id}`)).statusCode).toBe(404);
    }
    const { rows } = (await shop.test.deps.database.db.execute(
      sql`select account_id::text as account, count(*)::int as n from orders group by account_id`,
    )) as { rows: { account: string; n: number }[] };
    expect(Object.fromEntries(rows.map((row) => [row.account, row.n]))).toEqual({
      [shop.store.accountId]: 22,
      [otherStore.accountId]: 10,
    });
    // On PostgreSQL the burst went out in fewer transactions than orders: batches formed. Counted
    // over both accounts: which account's orders shared a batch depends on when each arrived, and
    // on a loaded machine one account's ten could each find a lane free.
    if (kind === 'postgres') {
      const {
        rows: [all],
      } = (await shop.test.deps.database.db.execute(
        sql`select count(*)::int as n, count(distinct xmin::text)::int as transactions from orders`,
      )) as { rows: { n: number; transactions: number }[] };
      expect(all!.transactions).toBeLessThan(all!.n);
    }
  });
});
