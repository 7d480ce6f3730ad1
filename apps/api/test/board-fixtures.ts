import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { OwnerOrderList } from '@scanorder/shared/ordering/board';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { orders } from '../src/db/schema/orders.ts';
import { TestClient, uniqueIp, type DatabaseKind } from './harness.ts';
import { addItem, orderRequest, paneerTikka, untaxedSide } from './ordering-fixtures.ts';
import { useOwnerStore, type OwnerStoreWorld } from './owner-store.ts';

const PLACE = '/api/v1/public/orders';

interface BoardStore extends OwnerStoreWorld {
  /** Paneer Tikka (taxed, with modifiers) and Butter Naan (untaxed, no options). */
  tikkaId: string;
  naanId: string;
}

/**
 * The board suites' restaurant, built before the suite's tests and closed after them, with the
 * calls they share: placing an order as a guest, listing a filter, and moving an order's clock.
 * Call it inside a `describe`; `ready()` hands the built store to a later `beforeAll`.
 */
export function setUpBoardStore(kind: DatabaseKind) {
  const shop = useOwnerStore(kind, 'restaurant', { store: { branchName: 'Main Street' } });
  let items: Pick<BoardStore, 'tikkaId' | 'naanId'> | undefined;
  const ready = (): BoardStore => {
    if (!items) throw new Error('The board store is built in beforeAll');
    return { test: shop.test, owner: shop.owner, store: shop.store, ...items };
  };
  beforeAll(async () => {
    const { client } = shop.owner;
    items = {
      tikkaId: (await addItem(client, 'restaurant', paneerTikka({ selectors: [] }))).id,
      naanId: (await addItem(client, 'restaurant', untaxedSide('Butter Naan'))).id,
    };
  });

  const customer = () => new TestClient(ready().test.app, uniqueIp());
  const listUrl = (query: string) =>
    `/api/v1/businesses/restaurant/orders?businessId=${ready().store.businessId}${query}`;
  return {
    ready,
    customer,
    listUrl,
    async place(overrides: Parameters<typeof orderRequest>[1] = {}) {
      const { store, tikkaId } = ready();
      const response = await customer().post(
        PLACE,
        orderRequest(store, { lines: [{ menuItemId: tikkaId, quantity: 1 }], ...overrides }),
      );
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json<Order>();
    },
    async list(client: TestClient, query: string) {
      const response = await client.get(listUrl(query));
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.json<OwnerOrderList>();
    },
    ids: (result: OwnerOrderList) => result.orders.map((order) => order.id),
    /** Moves an order's clock: when it was last updated, scheduled and created. */
    setTimes: (
      id: string,
      times: { updatedAt?: Date; scheduledFor?: Date; status?: Order['status'] },
    ) =>
      ready()
        .test.deps.database.db.update(orders)
        .set({ ...times, ...(times.updatedAt ? { createdAt: times.updatedAt } : {}) })
        .where(eq(orders.id, id)),
  };
}
