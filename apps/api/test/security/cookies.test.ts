import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@scanorder/shared/i18n/locales';
import { baseCookieName, SERVER_COOKIES } from '@scanorder/shared/legal/cookies';
import { put } from '../business-fixtures.ts';
import {
  createTestApp,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type TestApp,
} from '../harness.ts';
import { addItem, orderRequest, plainDish, setUpStore } from '../ordering-fixtures.ts';

/** The Privacy Policy lists the cookies from SERVER_COOKIES: nothing else may be set. */
describe('cookies the Privacy Policy lists', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('pglite');
  });
  afterAll(() => test.close());

  it('are the only ones set by signing in, ordering as a guest and opening kiosk mode', async () => {
    const seen = new Set<string>();
    const record = <T extends { cookies: { name: string }[] }>(response: T): T => {
      for (const cookie of response.cookies) seen.add(baseCookieName(cookie.name));
      return response;
    };
    const owner = await signUpVerifiedOwner(test, { ip: uniqueIp() });
    record(
      await new TestClient(test.app, uniqueIp()).post('/api/auth/sign-in/email', {
        email: owner.email,
        password: 'Secret@123',
      }),
    );
    const store = await setUpStore(owner.client, 'restaurant');
    const item = await addItem(owner.client, 'restaurant', plainDish());
    const customer = new TestClient(test.app, uniqueIp());
    const placed = record(
      await customer.post(
        '/api/v1/public/orders',
        orderRequest(store, { lines: [{ menuItemId: item.id, quantity: 1 }] }),
      ),
    );
    expect(placed.statusCode).toBe(201);
    const pin = await put(
      owner.client,
      `/api/v1/businesses/restaurant/branches/${store.branchId}/pin`,
      { pin: '2468' },
    );
    expect(pin.statusCode).toBeLessThan(300);
    const kiosk = record(
      await new TestClient(test.app, uniqueIp()).post(
        `/api/v1/kiosk/branches/${store.branchId}/session`,
        { pin: '2468' },
      ),
    );
    expect(kiosk.statusCode).toBe(200);

    // The guest's language cookie comes from the server-rendered customer pages, which this app
    // (no web build) does not serve: customer-pages.test.ts sees it set there.
    const listed = SERVER_COOKIES.map((cookie) => cookie.name).filter(
      (name) => name !== LOCALE_COOKIE,
    );
    expect([...seen].sort()).toEqual([...listed].sort());
  });
});
