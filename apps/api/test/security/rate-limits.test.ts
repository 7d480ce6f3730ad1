import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import { orders } from '../../src/db/schema/orders.ts';
import { KIOSK_SIGN_IN_RATE_LIMIT } from '../../src/modules/kiosk/kiosk.routes.ts';
import { KIOSK_PIN_POLICY } from '../../src/modules/kiosk/kiosk.service.ts';
import {
  createKioskPinThrottle,
  KIOSK_CLIENT_POLICY,
} from '../../src/modules/kiosk/kiosk-pin-throttle.ts';
import { put } from '../business-fixtures.ts';
import {
  databaseKinds,
  readMails,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type OwnerFixture,
} from '../harness.ts';
import { SIGN_IN_ACCOUNT_POLICY } from '../../src/auth/sign-in-throttle.ts';
import { orderRequest, setUpDishStore, type Store } from '../ordering-fixtures.ts';
import { useTwoOwners } from '../owner-store.ts';
import { useDishStore } from '../payment-fixtures.ts';

/**
 * The limits the README documents. The app below runs on its own defaults (no overrides), so these
 * tests fail if a default drifts from what the README promises.
 */
const DOCUMENTED = { authAttemptsPerWindow: 10, windowSeconds: 60, ordersPerMinute: 20 };
const PIN = '4321';

describe.each(databaseKinds)('rate limits hold with the default settings on %s', (kind) => {
  const ownerIp = uniqueIp();
  const accounts = useTwoOwners(kind, { owner: { ip: ownerIp }, timeout: 120_000 });
  let store: Store;
  let dishId: string;
  let ownerEmail: string;
  let otherOwner: OwnerFixture;
  const branches: string[] = [];

  beforeAll(async () => {
    const { owner } = accounts;
    ownerEmail = owner.email;
    otherOwner = accounts.other;
    ({ store, dishId } = await setUpDishStore(owner.client));
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

  it('stops password guessing after the limit, even for the right password, per address', async () => {
    const attacker = new TestClient(accounts.test.app, uniqueIp());
    const statuses: number[] = [];
    // Spread over two accounts, so the per-account bound below never stands in for this one.
    const victims = [ownerEmail, otherOwner.email];
    for (let attempt = 0; attempt < DOCUMENTED.authAttemptsPerWindow; attempt++)
      statuses.push(
        (
          await attacker.post('/api/auth/sign-in/email', {
            email: victims[attempt % 2],
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
    // The owner signing in from where they signed in before is not locked out.
    const owner = await new TestClient(accounts.test.app, ownerIp).post('/api/auth/sign-in/email', {
      email: ownerEmail,
      password: 'Secret@123',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('bounds guessing one account from many addresses, tells its owner once, and keeps them in', async () => {
    const victim = await signUpVerifiedOwner(accounts.test, { ip: uniqueIp() });
    const victimIp = uniqueIp();
    expect(
      (
        await new TestClient(accounts.test.app, victimIp).post('/api/auth/sign-in/email', {
          email: victim.email,
          password: victim.password,
        })
      ).statusCode,
    ).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      const response = await new TestClient(accounts.test.app, uniqueIp()).post(
        '/api/auth/sign-in/email',
        {
          email: victim.email,
          password: `Wrong@${attempt}`,
        },
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(response.json()).toEqual({
          code: 'RATE_LIMITED',
          message: authMessages.rateLimited,
        });
      else expect(response.json().message).toBe(authMessages.incorrectPassword);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      SIGN_IN_ACCOUNT_POLICY.freeAttempts,
    );
    expect(statuses.slice(SIGN_IN_ACCOUNT_POLICY.freeAttempts).every((s) => s === 429)).toBe(true);
    // Even the right password waits from an address the account has never signed in from ...
    const stranger = await new TestClient(accounts.test.app, uniqueIp()).post(
      '/api/auth/sign-in/email',
      {
        email: victim.email,
        password: victim.password,
      },
    );
    expect(stranger.statusCode).toBe(429);
    // ... but not from the owner's own.
    const own = await new TestClient(accounts.test.app, victimIp).post('/api/auth/sign-in/email', {
      email: victim.email,
      password: victim.password,
    });
    expect(own.statusCode).toBe(200);
    const notices = (await readMails(accounts.test.dataDir, victim.email)).filter((mail) =>
      mail.subject.includes('Wrong passwords'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`${SIGN_IN_ACCOUNT_POLICY.noticeAt} times`);
  });

  it('answers an unknown user as slowly as a wrong password', async () => {
    const timeOf = async (email: string) => {
      const started = process.hrtime.bigint();
      const response = await new TestClient(accounts.test.app, uniqueIp()).post(
        '/api/auth/sign-in/email',
        {
          email,
          password: 'Wrong@123',
        },
      );
      expect(response.statusCode).toBe(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    const unknown: number[] = [];
    const wrong: number[] = [];
    const subject = await signUpVerifiedOwner(accounts.test, { ip: uniqueIp() });
    for (let round = 0; round < 4; round++) {
      unknown.push(await timeOf(`nobody-${round}@example.com`));
      wrong.push(await timeOf(subject.email));
    }
    // Both verify a password hash (tens of ms); without that an unknown user answered ~10x faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it('limits password reset requests per address', async () => {
    const client = new TestClient(accounts.test.app, uniqueIp());
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

  it('an outsider guessing PINs locks out only themselves, with backoff', async () => {
    const branchId = branches[0]!;
    const url = `/api/v1/kiosk/branches/${branchId}/session`;
    const outsider = new TestClient(accounts.test.app, uniqueIp());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < KIOSK_CLIENT_POLICY.maxAttempts; attempt++)
      statuses.push((await outsider.post(url, { pin: `99${attempt}0` })).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await outsider.post(url, { pin: PIN })).statusCode).toBe(429);
    // Rotating addresses inside one IPv6 /64 is the same client.
    const sibling = await accounts.test.app.inject({
      method: 'POST',
      url,
      remoteAddress: '2001:db8:1:2::99',
      headers: { origin: accounts.test.config.publicUrl },
      payload: { pin: '1111' },
    });
    expect(sibling.statusCode).toBe(401);
    for (const host of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:db8:1:2:ffff::3',
      '2001:db8:1:2::4',
    ])
      await accounts.test.app.inject({
        method: 'POST',
        url,
        remoteAddress: host,
        headers: { origin: accounts.test.config.publicUrl },
        payload: { pin: '1111' },
      });
    const rotated = await accounts.test.app.inject({
      method: 'POST',
      url,
      remoteAddress: '2001:db8:1:2::abcd',
      headers: { origin: accounts.test.config.publicUrl },
      payload: { pin: PIN },
    });
    expect(rotated.statusCode).toBe(429);
    // Staff at the counter are not locked out by either.
    expect(
      (await new TestClient(accounts.test.app, uniqueIp()).post(url, { pin: PIN })).statusCode,
    ).toBe(200);
  });

  it('each further lockout of one address doubles', () => {
    const throttle = createKioskPinThrottle();
    const at = new Date('2030-01-01T00:00:00Z');
    const lockMinutes: number[] = [];
    let now = at.getTime();
    for (let lockout = 0; lockout < 10; lockout++) {
      const triesLeft: number[] = [];
      let until: Date | null = null;
      for (let attempt = 0; attempt < KIOSK_CLIENT_POLICY.maxAttempts; attempt++) {
        const counted = throttle.failed('branch', '203.0.113.9', new Date(now));
        if ('lockedUntil' in counted) until = counted.lockedUntil;
        else triesLeft.push(counted.triesLeft);
      }
      expect(triesLeft).toEqual([4, 3, 2, 1]);
      lockMinutes.push((until!.getTime() - now) / 60_000);
      now = until!.getTime();
    }
    expect(lockMinutes).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 1280, 1440]);
  });

  it('many addresses together lock new devices out of the branch; a known device still gets in', async () => {
    const branchId = branches[2]!;
    const url = `/api/v1/kiosk/branches/${branchId}/session`;
    const staff = new TestClient(accounts.test.app, uniqueIp());
    expect((await staff.post(url, { pin: PIN })).statusCode).toBe(200);
    const guess = (pin: string) => new TestClient(accounts.test.app, uniqueIp()).post(url, { pin });
    const statuses: number[] = [];
    const triesLeft: number[] = [];
    for (let attempt = 0; attempt < KIOSK_PIN_POLICY.maxAttempts; attempt++) {
      const response = await guess(`5${String(attempt).padStart(3, '0')}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 401) triesLeft.push(response.json().pin.triesLeft);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Each new address has four tries of its own, but the branch's count is what is left when lower.
    expect(triesLeft.slice(0, 2)).toEqual([4, 4]);
    expect(triesLeft.slice(-3)).toEqual([3, 2, 1]);
    const fresh = await guess(PIN);
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The device that opened this branch before is let through the branch-wide lock.
    expect((await staff.post(url, { pin: PIN })).statusCode).toBe(200);
  });

  it('limits PIN attempts per address across branches', async () => {
    const device = new TestClient(accounts.test.app, uniqueIp());
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
    const customer = new TestClient(accounts.test.app, uniqueIp());
    const placeOne = () =>
      customer.post(
        '/api/v1/public/orders',
        orderRequest(store, { lines: [{ menuItemId: dishId, quantity: 1 }] }),
      );
    const countOrders = async () =>
      (
        await accounts.test.deps.database.db
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
      payload: orderRequest(store, { lines: [{ menuItemId: dishId, quantity: 1 }] }),
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(spoofed.statusCode).toBe(429);
    expect(await countOrders()).toBe(before + DOCUMENTED.ordersPerMinute);
    // Another customer is served.
    const neighbour = await new TestClient(accounts.test.app, uniqueIp()).post(
      '/api/v1/public/orders',
      orderRequest(store, { lines: [{ menuItemId: dishId, quantity: 1 }] }),
    );
    expect(neighbour.statusCode).toBe(201);
  });
});

describe('rate limits behind a trusted proxy', () => {
  const shop = useDishStore('pglite', {
    env: { TRUST_PROXY: 'true', ORDER_RATE_LIMIT_MAX: '3' },
    timeout: 120_000,
  });

  it("counts each client by the proxy's X-Forwarded-For, not the proxy's own address", async () => {
    const proxy = '10.1.1.1';
    const place = (client: string) =>
      new TestClient(shop.test.app, proxy).request({
        method: 'POST',
        url: '/api/v1/public/orders',
        payload: orderRequest(shop.store, { lines: [{ menuItemId: shop.dishId, quantity: 1 }] }),
        headers: { 'x-forwarded-for': client },
      });
    for (let index = 0; index < 3; index++)
      expect((await place('198.51.100.1')).statusCode).toBe(201);
    expect((await place('198.51.100.1')).statusCode).toBe(429);
    expect((await place('198.51.100.2')).statusCode).toBe(201);
  });
});
