import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts.ts';
import { databaseKinds, TestClient, uniqueIp } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import {
  addItem,
  localDateIn,
  orderRequest,
  paneerTikka,
} from '../../../test/ordering-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const PLACE = '/api/v1/public/orders';
const RESTAURANT = '/api/v1/businesses/restaurant';

/**
 * The storefront keeps a business's and branch's rows as long as the account standings (decision
 * 040, fifth pass): an owner's change still judges the very next order, and what the clock decides
 * (the trial's end) is judged per order, not when the rows were read.
 */
describe.each(databaseKinds)('placement against the kept storefront on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', {
    env: {
      STOREFRONT_CACHE_TTL_MS: '60000',
      PLAN_CACHE_TTL_MS: '600000',
    },
    timeout: 120_000,
  });
  let itemId: string;
  let customer: TestClient;

  beforeAll(async () => {
    itemId = (await addItem(shop.owner.client, 'restaurant', paneerTikka({ selectors: [] }))).id;
    customer = new TestClient(shop.test.app, uniqueIp());
  }, 120_000);

  const place = () =>
    customer.post(
      PLACE,
      orderRequest(shop.store, { lines: [{ menuItemId: itemId, quantity: 1 }] }),
    );
  async function refusal() {
    const refused = await place();
    expect(refused.statusCode, refused.body).toBe(409);
    return refused.json<{ error: { message: string } }>().error.message;
  }
  async function placed() {
    const answer = await place();
    expect(answer.statusCode, answer.body).toBe(201);
  }
  async function saved(response: Promise<{ statusCode: number; body: string }>) {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
  }

  it("judges the very next order by the owner's status switch, branch operation, closures and item availability", async () => {
    await placed();

    await saved(put(shop.owner.client, `${RESTAURANT}/status`, { takingOrders: false }));
    expect(await refusal()).toMatch(/^This store is not taking orders right now\./);
    await saved(put(shop.owner.client, `${RESTAURANT}/status`, { takingOrders: true }));
    await placed();

    const operation = `${RESTAURANT}/branches/${shop.store.branchId}/operation`;
    await saved(
      put(shop.owner.client, operation, { outOfOperation: true, reason: 'Repairs', until: null }),
    );
    expect(await refusal()).toMatch(/^This branch is out of operation: Repairs\./);
    await saved(put(shop.owner.client, operation, { outOfOperation: false, until: null }));
    await placed();

    const today = localDateIn(shop.store);
    await saved(
      put(shop.owner.client, `${RESTAURANT}/closures`, {
        closures: [{ startDate: today, endDate: today, reason: 'Inventory' }],
      }),
    );
    expect(await refusal()).toMatch(/^Closed today: Inventory\./);
    await saved(put(shop.owner.client, `${RESTAURANT}/closures`, { closures: [] }));
    await placed();

    const availability = `${RESTAURANT}/menu-items/${itemId}/availability`;
    await saved(
      put(shop.owner.client, availability, { availability: 'Not Available Indefinitely' }),
    );
    // An item is judged with the cart's lines: a problem of the order's line, not of the store.
    const unavailable = await place();
    expect(unavailable.statusCode, unavailable.body).toBe(400);
    expect(unavailable.json<{ error: { message: string } }>().error.message).toBe(
      'Paneer Tikka is not available right now',
    );
    await saved(put(shop.owner.client, availability, { availability: 'Available' }));
    await placed();
  });

  it('refuses orders once the trial ends, with nothing announced at its end', async () => {
    const ends = new Date(Date.now() + 1500);
    await shop.test.deps.database.db
      .update(accounts)
      .set({ trialEndsAt: ends })
      .where(eq(accounts.id, shop.store.accountId));
    shop.test.deps.announceAccountChange(shop.store.accountId);
    // Read (and kept) while the trial runs.
    await placed();
    await new Promise((resolve) => setTimeout(resolve, ends.getTime() - Date.now() + 50));
    expect(await refusal()).toBe(
      'This store is not taking online orders at the moment. Please order when the store is open.',
    );
  });
});
