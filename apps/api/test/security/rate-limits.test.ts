import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import { orders } from '../../src/db/schema/orders.ts';
import { KIOSK_SIGN_IN_RATE_LIMIT } from '../../src/modules/orders/kiosk.routes.ts';
import { KIOSK_PIN_POLICY } from '../../src/modules/orders/kiosk.service.ts';
import { put } from '../business-fixtures.ts';
import {
  createTestApp,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type TestApp,
} from '../harness.ts';
import {
  addItem,
  orderRequest,
  paneerTikka,
  setUpStore,
  type Store,
} from '../ordering-fixtures.ts';

/**
 * The limits the README documents. The app below runs on its own defaults (no overrides), so these
 * tests fail if a default drifts from what the README promises.
 */
const DOCUMENTED = { authAttemptsPerWindow: 10, windowSeconds: 60, ordersPerMinute: 20 };
const PIN = '4321';

describe.each(databaseKinds)('rate limits hold with the default settings on %s', (kind) => {
  let test: TestApp;
  let store: Store;
  let itemId: string;
  let ownerEmail: string;
  const branches: string[] = [];

  beforeAll(async () => {
    test = await createTestApp(kind);
    const owner = await signUpVerifiedOwner(test, { ip: uniqueIp() });
    ownerEmail = owner.email;
    store = await setUpStore(owner.client, 'restaurant');
    itemId = (
      await addItem(
        owner.client,
        'restaurant',
        paneerTikka({ selectors: [], modifiers: [], incrementors: [] }),
      )
    ).id;
    branches.push(store.branchId);
    for (const name of ['Second Street', 'Third Street']) {
      const branch = await owner.client.post('/api/v1/businesses/restaurant/branches', { name });
      branches.push(branch.json<{ id: string }>().id);
    }
    for (const branchId of branches) {
      const saved = await put(
        owner.client,
        `/api/v1/businesses/restaurant/branches/${branchId}/pin`,
        { pin: PIN },
      );
      expect(saved.statusCode).toBeLessThan(300);
    }
  }, 120_000);
  afterAll(() => test.close());

  it('stops password guessing after the limit, even for the right password, per address', async () => {
    const attacker = new TestClient(test.app, uniqueIp());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < DOCUMENTED.authAttemptsPerWindow; attempt++)
      statuses.push(
        (
          await attacker.post('/api/auth/sign-in/email', {
            email: ownerEmail,
            password: `Wrong@${attempt}`,
          })
        ).statusCode,
      );
    expect(statuses.every((status) => status === 401)).toBe(true);
    const limited = await attacker.post('/api/auth/sign-in/email', {
      email: ownerEmail,
      password: 'Secret@123',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: authMessages.rateLimited });
    // The wait it asks for ends within the documented window.
    const wait = Number(limited.headers['x-retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(DOCUMENTED.windowSeconds);
    // Forwarding headers are not trusted without TRUST_PROXY: no way around the limit.
    const spoofed = await attacker.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: ownerEmail, password: 'Secret@123' },
      headers: { 'x-forwarded-for': '198.51.100.77', 'x-real-ip': '198.51.100.78' },
    });
    expect(spoofed.statusCode).toBe(429);
    // The owner signing in from elsewhere is not locked out.
    const owner = await new TestClient(test.app, uniqueIp()).post('/api/auth/sign-in/email', {
      email: ownerEmail,
      password: 'Secret@123',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('limits password reset requests per address', async () => {
    const client = new TestClient(test.app, uniqueIp());
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= DOCUMENTED.authAttemptsPerWindow; attempt++)
      statuses.push(
        (
          await client.post('/api/auth/request-password-reset', {
            email: ownerEmail,
            redirectTo: '/reset/new-password',
          })
        ).statusCode,
      );
    expect(
      statuses.slice(0, DOCUMENTED.authAttemptsPerWindow).every((status) => status === 200),
    ).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const tokenGuess = await client.post('/api/auth/reset-password', {
      newPassword: 'Guessed@123',
      token: 'guessed-token',
    });
    expect(tokenGuess.statusCode).toBe(400);
  });

  it("locks a branch's PIN after five wrong ones, whatever address they come from", async () => {
    const branchId = branches[0]!;
    const url = `/api/v1/kiosk/branches/${branchId}/session`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < KIOSK_PIN_POLICY.maxAttempts; attempt++)
      statuses.push(
        (await new TestClient(test.app, uniqueIp()).post(url, { pin: `99${attempt}0` })).statusCode,
      );
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const right = await new TestClient(test.app, uniqueIp()).post(url, { pin: PIN });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('RATE_LIMITED');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // Another branch's PIN still works.
    const other = await new TestClient(test.app, uniqueIp()).post(
      `/api/v1/kiosk/branches/${branches[1]}/session`,
      { pin: PIN },
    );
    expect(other.statusCode).toBe(200);
  });

  it('limits PIN attempts per address across branches', async () => {
    const device = new TestClient(test.app, uniqueIp());
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= KIOSK_SIGN_IN_RATE_LIMIT; attempt++) {
      // Spread over two branches, each seeing two wrong PINs then the right one, so the branch
      // lockout (five wrong in a row) never triggers and only the per-address limit can.
      const branchId = branches[1 + (attempt % 2)]!;
      const pin = Math.floor(attempt / 2) % 3 === 2 ? PIN : `77${attempt}1`;
      statuses.push(
        (await device.post(`/api/v1/kiosk/branches/${branchId}/session`, { pin })).statusCode,
      );
    }
    expect(statuses.slice(0, KIOSK_SIGN_IN_RATE_LIMIT).every((status) => status !== 429)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits order placement per address and stores no order beyond it', async () => {
    const customer = new TestClient(test.app, uniqueIp());
    const placeOne = () =>
      customer.post(
        '/api/v1/public/orders',
        orderRequest(store, { lines: [{ menuItemId: itemId, quantity: 1 }] }),
      );
    const countOrders = async () =>
      (
        await test.deps.database.db
          .select({ value: count() })
          .from(orders)
          .where(eq(orders.accountId, store.accountId))
      )[0]!.value;
    const before = await countOrders();
    for (let placed = 0; placed < DOCUMENTED.ordersPerMinute; placed++)
      expect((await placeOne()).statusCode).toBe(201);
    const limited = await placeOne();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(DOCUMENTED.windowSeconds);
    const spoofed = await customer.request({
      method: 'POST',
      url: '/api/v1/public/orders',
      payload: orderRequest(store, { lines: [{ menuItemId: itemId, quantity: 1 }] }),
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(spoofed.statusCode).toBe(429);
    expect(await countOrders()).toBe(before + DOCUMENTED.ordersPerMinute);
    // Another customer is served.
    const neighbour = await new TestClient(test.app, uniqueIp()).post(
      '/api/v1/public/orders',
      orderRequest(store, { lines: [{ menuItemId: itemId, quantity: 1 }] }),
    );
    expect(neighbour.statusCode).toBe(201);
  });
});

describe('rate limits behind a trusted proxy', () => {
  let test: TestApp;
  let store: Store;
  let itemId: string;

  beforeAll(async () => {
    test = await createTestApp('pglite', { TRUST_PROXY: 'true', ORDER_RATE_LIMIT_MAX: '3' });
    const owner = await signUpVerifiedOwner(test, { ip: uniqueIp() });
    store = await setUpStore(owner.client, 'restaurant');
    itemId = (
      await addItem(
        owner.client,
        'restaurant',
        paneerTikka({ selectors: [], modifiers: [], incrementors: [] }),
      )
    ).id;
  }, 120_000);
  afterAll(() => test.close());

  it("counts each client by the proxy's X-Forwarded-For, not the proxy's own address", async () => {
    const proxy = '10.1.1.1';
    const place = (client: string) =>
      new TestClient(test.app, proxy).request({
        method: 'POST',
        url: '/api/v1/public/orders',
        payload: orderRequest(store, { lines: [{ menuItemId: itemId, quantity: 1 }] }),
        headers: { 'x-forwarded-for': client },
      });
    for (let index = 0; index < 3; index++)
      expect((await place('198.51.100.1')).statusCode).toBe(201);
    expect((await place('198.51.100.1')).statusCode).toBe(429);
    expect((await place('198.51.100.2')).statusCode).toBe(201);
  });
});
