import { inArray } from 'drizzle-orm';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { Report } from '@scanorder/shared/reports/reports';
import { orders } from '../src/db/schema/orders.ts';
import {
  createTestApp,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type DatabaseKind,
  type OwnerFixture,
  type TestApp,
} from './harness.ts';
import {
  addItem,
  orderRequest,
  paneerTikka,
  setUpStore,
  untaxedSide,
  type Store,
} from './ordering-fixtures.ts';

export const PLACE = '/api/v1/public/orders';
export const REPORTS = '/api/v1/businesses/restaurant/reports';

/** A restaurant of two branches, and three placed orders the report tests copy and edit. */
export interface ReportWorld {
  test: TestApp;
  owner: OwnerFixture;
  store: Store;
  secondBranchId: string;
  /** Three orders of different lines, options and tip, moved far into the past. */
  templates: (typeof orders.$inferSelect)[];
  /** A new guest (own address, so the placing rate limit never trips). */
  customer: () => TestClient;
  /** The dashboard of the store's business; `query` is appended (`&range=...`). */
  report: (client: TestClient, query: string) => Promise<Report>;
}

export async function setUpReportWorld(kind: DatabaseKind): Promise<ReportWorld> {
  const test = await createTestApp(kind);
  const owner = await signUpVerifiedOwner(test);
  const store = await setUpStore(owner.client, 'restaurant', { branchName: 'Main Street' });
  const customer = () => new TestClient(test.app, uniqueIp());
  const db = test.deps.database.db;
  const second = await owner.client.post('/api/v1/businesses/restaurant/branches', {
    name: 'Lake View',
  });
  const secondBranchId = second.json<{ id: string }>().id;
  const tikka = await addItem(owner.client, 'restaurant', paneerTikka());
  const naan = await addItem(owner.client, 'restaurant', untaxedSide('Garlic Naan'));
  const spice = tikka.selectors[0]!;
  const extras = tikka.modifiers[0]!;
  const breads = tikka.incrementors[0]!;
  const bodies = [
    {
      lines: [
        {
          menuItemId: tikka.id,
          quantity: 2,
          options: [
            { groupId: spice.id, optionId: spice.options[1]!.id, count: 1 },
            { groupId: extras.id, optionId: extras.options[0]!.id, count: 1 },
            { groupId: breads.id, optionId: breads.options[0]!.id, count: 2 },
          ],
        },
      ],
    },
    { lines: [{ menuItemId: naan.id, quantity: 3 }], tipPercentage: 10 },
    {
      lines: [
        {
          menuItemId: tikka.id,
          quantity: 1,
          options: [{ groupId: spice.id, optionId: spice.options[0]!.id, count: 1 }],
        },
        { menuItemId: naan.id, quantity: 1 },
      ],
    },
  ];
  const ids: string[] = [];
  for (const body of bodies) {
    const response = await customer().post(PLACE, orderRequest(store, body));
    if (response.statusCode !== 201) throw new Error(response.body);
    ids.push(response.json<Order>().id);
  }
  const templates = await db.select().from(orders).where(inArray(orders.id, ids));
  // The templates themselves leave the business's figures: they sit far in the past.
  await db
    .update(orders)
    .set({ createdAt: new Date('2000-01-01T00:00:00Z') })
    .where(inArray(orders.id, ids));
  return {
    test,
    owner,
    store,
    secondBranchId,
    templates,
    customer,
    async report(client, query) {
      const response = await client.get(`${REPORTS}?businessId=${store.businessId}${query}`);
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.json<Report>();
    },
  };
}
