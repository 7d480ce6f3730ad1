import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_LIMITS } from '../../src/modules/events/event-stream.ts';
import {
  createTestApp,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type OwnerFixture,
  type TestApp,
} from '../harness.ts';
import {
  addItem,
  orderRequest,
  paneerTikka,
  setUpStore,
  type Store,
} from '../ordering-fixtures.ts';
import { readOperations } from './openapi.ts';
import { put } from '../business-fixtures.ts';
import { listen } from '../sse-reader.ts';

describe('Server-Sent Events are capped per client address and per session', () => {
  let test: TestApp;
  let owner: OwnerFixture;
  let store: Store;
  let orderId: string;
  let baseUrl: string;
  const open: AbortController[] = [];

  beforeAll(async () => {
    test = await createTestApp('pglite', { ORDER_RATE_LIMIT_MAX: '100' });
    owner = await signUpVerifiedOwner(test, { ip: uniqueIp() });
    store = await setUpStore(owner.client, 'restaurant');
    const item = await addItem(owner.client, 'restaurant', paneerTikka({ selectors: [] }));
    const placed = await new TestClient(test.app, uniqueIp()).post(
      '/api/v1/public/orders',
      orderRequest(store, { lines: [{ menuItemId: item.id, quantity: 1 }] }),
    );
    orderId = placed.json<{ id: string }>().id;
    baseUrl = await listen(test.app);
  }, 120_000);
  afterAll(async () => {
    for (const controller of open) controller.abort();
    await test.close();
  });

  const stream = async (path: string, cookie?: string) => {
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}${path}`, {
      headers: cookie ? { cookie } : {},
      signal: controller.signal,
    });
    if (response.status === 200) open.push(controller);
    else await response.body?.cancel();
    return response.status;
  };
  const closeAll = async () => {
    for (const controller of open.splice(0)) controller.abort();
    // The server counts a stream as closed once its socket closes.
    await new Promise((resolve) => setTimeout(resolve, 300));
  };

  it('refuses one session more than its share of streams, and takes new ones once some close', async () => {
    const board = `/api/v1/businesses/restaurant/orders/events?businessId=${store.businessId}`;
    const statuses: number[] = [];
    for (let index = 0; index <= STREAM_LIMITS.perSession; index++)
      statuses.push(await stream(board, owner.client.cookieHeader));
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await closeAll();
    expect(await stream(board, owner.client.cookieHeader)).toBe(200);
    await closeAll();
  });

  it('refuses one address more than its share, on every stream route', async () => {
    const path = `/api/v1/public/orders/${orderId}/events`;
    const statuses: number[] = [];
    for (let index = 0; index <= STREAM_LIMITS.perClient; index++)
      statuses.push(await stream(path));
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Every other stream route counts against the same address, signed in as it needs.
    const pin = await put(
      owner.client,
      `/api/v1/businesses/restaurant/branches/${store.branchId}/pin`,
      {
        pin: '2468',
      },
    );
    expect(pin.statusCode).toBeLessThan(300);
    const kiosk = new TestClient(test.app, uniqueIp());
    expect(
      (await kiosk.post(`/api/v1/kiosk/branches/${store.branchId}/session`, { pin: '2468' }))
        .statusCode,
    ).toBe(200);
    // The grocery board is the restaurant board's handler; this owner runs a restaurant only.
    const streams = (await readOperations(test.app)).filter(
      (op) => op.path.endsWith('/events') && !op.path.includes('/grocery/'),
    );
    expect(streams.length).toBeGreaterThanOrEqual(3);
    for (const operation of streams) {
      const url = `${operation.path
        .replace('{kind}', 'restaurant')
        .replace('{orderId}', orderId)}?businessId=${store.businessId}`;
      const cookie = url.includes('/kiosk/') ? kiosk.cookieHeader : owner.client.cookieHeader;
      expect(await stream(url, cookie), operation.key).toBe(429);
    }
    await closeAll();
    expect(await stream(path)).toBe(200);
  });
});
