import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessLogRetention } from '../../src/modules/retention/retention.repository.ts';
import {
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type OwnerFixture,
} from '../harness.ts';
import { addItem, orderRequest, plainDish, setUpStore, type Store } from '../ordering-fixtures.ts';
import { useOwner } from '../owner-store.ts';

const PLATFORM_ADMIN = 'access-log-admin@example.com';

interface AccessEntry {
  kind: string;
  method: string;
  route: string;
  status: number;
  actorUserId: string | null;
  actorAccountId: string | null;
  detail: { params?: Record<string, string>; query?: Record<string, string>; code?: string };
}

/** Issue 17 item 14: look-ups, collection reads and refused attempts, read back over HTTP. */
describe.each(databaseKinds)('access log on %s', (kind) => {
  const world = useOwner(kind, {
    env: { PLATFORM_ADMIN_EMAILS: PLATFORM_ADMIN, RATE_LIMIT_MAX_AUTH: '3' },
    owner: { email: PLATFORM_ADMIN, ip: uniqueIp() },
  });
  const admin = () => world.owner.client;
  let ownerA: OwnerFixture;
  let ownerB: OwnerFixture;
  let storeA: Store;
  let storeB: Store;
  let orderOfA: string;

  beforeAll(async () => {
    const { test } = world;
    ownerA = await signUpVerifiedOwner(test, { ip: uniqueIp() });
    ownerB = await signUpVerifiedOwner(test, { ip: uniqueIp() });
    storeA = await setUpStore(ownerA.client, 'restaurant');
    storeB = await setUpStore(ownerB.client, 'restaurant');
    const item = await addItem(ownerA.client, 'restaurant', plainDish());
    const placed = await new TestClient(test.app, uniqueIp()).post(
      '/api/v1/public/orders',
      orderRequest(storeA, { lines: [{ menuItemId: item.id, quantity: 1 }] }),
    );
    if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
    orderOfA = placed.json<{ id: string }>().id;
  });

  async function entries(entryKind: string): Promise<AccessEntry[]> {
    const response = await admin().get(`/api/v1/admin/access-log?kind=${entryKind}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ entries: AccessEntry[] }>().entries;
  }

  it("records a platform administrator's look-up of a user", async () => {
    const lookup = await admin().get(
      `/api/v1/admin/users?email=${encodeURIComponent(ownerA.email)}`,
    );
    expect(lookup.statusCode).toBe(200);
    await world.test.deps.accessLog.flush();
    const found = (await entries('platform-admin')).find(
      (entry) => entry.route === '/api/v1/admin/users',
    );
    expect(found).toMatchObject({
      method: 'GET',
      status: 200,
      detail: { query: { email: ownerA.email } },
    });
    expect(found?.actorUserId).toEqual(expect.any(String));
  });

  it('records reads of order history and the team list, with the reader and the account', async () => {
    const history = await ownerA.client.get(
      `/api/v1/businesses/restaurant/orders?businessId=${storeA.businessId}`,
    );
    expect(history.statusCode).toBe(200);
    expect((await ownerA.client.get('/api/v1/members')).statusCode).toBe(200);
    await world.test.deps.accessLog.flush();
    const reads = await entries('collection-read');
    const { accountId } = storeA;
    for (const route of ['/api/v1/businesses/restaurant/orders', '/api/v1/members'])
      expect(
        reads.find((entry) => entry.route === route),
        route,
      ).toMatchObject({
        status: 200,
        actorAccountId: accountId,
      });
  });

  it("records another account's probe for an order before answering it", async () => {
    const probe = await ownerB.client.get(`/api/v1/orders/${orderOfA}`);
    expect(probe.statusCode).toBe(404);
    // Refusals are written before the answer: no flush needed.
    const refused = (await entries('refused')).find(
      (entry) => entry.detail.params?.orderId === orderOfA,
    );
    expect(refused).toMatchObject({
      route: '/api/v1/orders/:orderId',
      status: 404,
      actorAccountId: storeB.accountId,
      detail: { code: 'NOT_FOUND' },
    });
  });

  it('records a write refused by the origin check', async () => {
    const refusedWrite = await world.test.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      remoteAddress: uniqueIp(),
      headers: { origin: 'https://attacker.example', cookie: ownerA.client.cookieHeader },
      payload: { firstName: 'Mallory' },
    });
    expect(refusedWrite.statusCode).toBe(403);
    expect(
      (await entries('refused')).some(
        (entry) =>
          entry.route === '/api/v1/profile' && entry.method === 'PUT' && entry.status === 403,
      ),
    ).toBe(true);
  });

  it('records throttled sign-ins', async () => {
    const guesser = new TestClient(world.test.app, uniqueIp());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await guesser.post('/api/auth/sign-in/email', {
        email: ownerB.email,
        password: `Wrong@${attempt}xyz`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
    const throttled = (await entries('refused')).filter(
      (entry) => entry.route.startsWith('/api/auth') && entry.status === 429,
    );
    expect(throttled.length).toBe(statuses.filter((status) => status === 429).length);
  });

  it('lets only platform administrators read it, and records who tried', async () => {
    const denied = await ownerA.client.get('/api/v1/admin/access-log');
    expect(denied.statusCode).toBe(403);
    expect(
      (await entries('refused')).some(
        (entry) => entry.route === '/api/v1/admin/access-log' && entry.status === 403,
      ),
    ).toBe(true);
  });

  it('keeps entries for the retention period, then the daily sweep removes them', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 91 * 86_400_000);
    await world.test.deps.accessLog.write({
      kind: 'refused',
      method: 'GET',
      route: '/api/v1/retention-probe',
      status: 403,
      clientKey: 'test',
      createdAt: old,
    });
    const probeCount = async () =>
      (await entries('refused')).filter((entry) => entry.route === '/api/v1/retention-probe')
        .length;
    expect(await probeCount()).toBe(1);
    const retention = createAccessLogRetention(world.test.deps.database.db, 90);
    expect(await retention.unsafePrune(now)).toBeGreaterThanOrEqual(1);
    expect(await probeCount()).toBe(0);
    // Recent entries stay.
    expect((await entries('refused')).length).toBeGreaterThan(0);
  });
});
