import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TestClient, uniqueIp } from '../harness.ts';
import { orderRequest } from '../ordering-fixtures.ts';
import { useDishStore } from '../payment-fixtures.ts';

describe('an idempotency key replays an order only to the browser that placed it', () => {
  const shop = useDishStore('pglite', { env: { ORDER_RATE_LIMIT_MAX: '100' }, timeout: 120_000 });

  it('answers a replay from the same browser with the first order and from any other with 409', async () => {
    const body = {
      ...orderRequest(shop.store, { lines: [{ menuItemId: shop.dishId, quantity: 1 }] }),
      idempotencyKey: randomUUID(),
    };
    const first = new TestClient(shop.test.app, uniqueIp());
    const placed = await first.post('/api/v1/public/orders', body);
    expect(placed.statusCode).toBe(201);
    const again = await first.post('/api/v1/public/orders', body);
    expect(again.statusCode).toBeLessThan(300);
    expect(again.json<{ id: string }>().id).toBe(placed.json<{ id: string }>().id);

    // Another browser (no cookie, or its own), with the same key: in the body as sent, and with
    // the store now refusing the request (the replay path taken before pricing).
    for (const body2 of [body, { ...body, lines: [{ menuItemId: randomUUID(), quantity: 1 }] }]) {
      const stranger = new TestClient(shop.test.app, uniqueIp());
      await stranger.get('/api/v1/customer/session');
      const replay = await stranger.post('/api/v1/public/orders', body2);
      expect(replay.statusCode).toBe(409);
      expect(replay.body).not.toContain(placed.json<{ id: string }>().id);
      const anonymous = await new TestClient(shop.test.app, uniqueIp()).post(
        '/api/v1/public/orders',
        body2,
      );
      expect(anonymous.statusCode).toBe(409);
    }
  });
});
