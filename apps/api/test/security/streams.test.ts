import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countEventStreams, STREAM_LIMITS } from '../../src/modules/events/event-stream.ts';
import { TestClient, uniqueIp } from '../harness.ts';
import { placeOrder, useDishStore } from '../payment-fixtures.ts';
import { readOperations } from './openapi.ts';
import { put } from '../business-fixtures.ts';
import { listen } from '../sse-reader.ts';

describe('Server-Sent Events are capped per client address and per session', () => {
  const shop = useDishStore('pglite', { env: { ORDER_RATE_LIMIT_MAX: '100' }, timeout: 120_000 });
  let orderId: string;
  let baseUrl: string;
  // The response is kept with its controller: undici cancels the body of a fetch response that is
  // garbage-collected unread, which would close a stream the test still counts as open.
  const open: { controller: AbortController; response: Response }[] = [];

  beforeAll(async () => {
    orderId = (await placeOrder(shop.guest, shop.store, shop.dishId, 1)).id;
    baseUrl = await listen(shop.test.app);
  });
  afterAll(() => {
    for (const { controller } of open) controller.abort();
  });

  const stream = async (path: string, cookie?: string) => {
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}${path}`, {
      headers: cookie ? { cookie } : {},
      signal: controller.signal,
    });
    if (response.status === 200) open.push({ controller, response });
    else await response.body?.cancel();
    return response.status;
  };
  const closeAll = async () => {
    for (const { controller } of open.splice(0)) controller.abort();
    // The server counts a stream as closed once its socket closes, which a busy machine may take
    // longer than any fixed wait to notice: wait until it has let every one go.
    await vi.waitFor(() => expect(countEventStreams(shop.test.app)).toBe(0), { timeout: 10_000 });
  };

  it('refuses one session more than its share of streams, and takes new ones once some close', async () => {
    const board = `/api/v1/businesses/restaurant/orders/events?businessId=${shop.store.businessId}`;
    const statuses: number[] = [];
    for (let index = 0; index <= STREAM_LIMITS.perSession; index++)
      statuses.push(await stream(board, shop.owner.client.cookieHeader));
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await closeAll();
    expect(await stream(board, shop.owner.client.cookieHeader)).toBe(200);
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
      shop.owner.client,
      `/api/v1/businesses/restaurant/branches/${shop.store.branchId}/pin`,
      {
        pin: '2468',
      },
    );
    expect(pin.statusCode).toBeLessThan(300);
    const kiosk = new TestClient(shop.test.app, uniqueIp());
    expect(
      (await kiosk.post(`/api/v1/kiosk/branches/${shop.store.branchId}/session`, { pin: '2468' }))
        .statusCode,
    ).toBe(200);
    // The grocery board is the restaurant board's handler; this owner runs a restaurant only.
    const streams = (await readOperations(shop.test.app)).filter(
      (op) => op.path.endsWith('/events') && !op.path.includes('/grocery/'),
    );
    expect(streams.length).toBeGreaterThanOrEqual(3);
    for (const operation of streams) {
      const url = `${operation.path
        .replace('{kind}', 'restaurant')
        .replace('{orderId}', orderId)}?businessId=${shop.store.businessId}`;
      const cookie = url.includes('/kiosk/') ? kiosk.cookieHeader : shop.owner.client.cookieHeader;
      expect(await stream(url, cookie), operation.key).toBe(429);
    }
    await closeAll();
    expect(await stream(path)).toBe(200);
  });
});
