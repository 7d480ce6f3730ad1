import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TestClient, type DatabaseKind } from '../harness.ts';
import { orderRequest } from '../ordering-fixtures.ts';
import { useDishStore } from '../payment-fixtures.ts';
import { listen } from '../sse-reader.ts';

const METRICS_TOKEN = 'metrics-token-metrics-token-0123';

describe.each(databaseKinds)('metrics and health probes on %s', (kind: DatabaseKind) => {
  const shop = useDishStore(kind, { env: { METRICS_TOKEN } });

  const scrape = async () => {
    const response = await shop.test.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusTextFormat(response.body);
  };
  const scrapeText = async () =>
    (
      await shop.test.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).body;
  /**
   * One sample line's value by name and labels (the parser keeps no labels of histogram samples,
   * so labelled histogram series are read from the lines it has already validated).
   */
  const sampleValue = (text: string, name: string, labels: Record<string, string>) => {
    const line = text
      .split('\n')
      .find(
        (candidate) =>
          candidate.startsWith(`${name}{`) &&
          Object.entries(labels).every(([label, value]) =>
            candidate.includes(`${label}="${value}"`),
          ),
      );
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
  };
  const family = (families: ReturnType<typeof parsePrometheusTextFormat>, name: string) => {
    const found = families.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`metric ${name} missing`);
    return found;
  };

  it('refuses a scrape without the token or with a wrong one', async () => {
    const none = await shop.test.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    const wrong = await shop.test.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-metrics-token-9999' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('serves Prometheus text that counts a placed order and its request, once', async () => {
    const placedBefore = Number(
      family(await scrape(), 'scanorder_orders_placed_total').metrics[0]?.value,
    );
    const customer = new TestClient(shop.test.app, '10.77.0.1');
    const body = orderRequest(shop.store, { lines: [{ menuItemId: shop.dishId, quantity: 1 }] });
    const placed = await customer.post('/api/v1/public/orders', body);
    expect(placed.statusCode, placed.body).toBe(201);
    // The same idempotency key again: the same order, not a second one.
    const replay = await customer.post('/api/v1/public/orders', body);
    expect(replay.statusCode, replay.body).toBe(200);

    const families = await scrape();
    expect(Number(family(families, 'scanorder_orders_placed_total').metrics[0]?.value)).toBe(
      placedBefore + 1,
    );
    expect(family(families, 'http_request_duration_seconds').type).toBe('HISTOGRAM');
    const text = await scrapeText();
    const placement = { method: 'POST', route: '/api/v1/public/orders' };
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        ...placement,
        status_code: '201',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        ...placement,
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(family(families, 'process_resident_memory_bytes').type).toBe('GAUGE');
    expect(family(families, 'scanorder_live_streams_open').metrics[0]?.value).toBe('0');
    expect(family(families, 'scanorder_event_bus_lag_seconds').type).toBe('HISTOGRAM');
    if (kind === 'postgres') {
      const pool = family(families, 'scanorder_db_pool_connections');
      expect(pool.metrics.find((sample) => sample.labels?.state === 'max')?.value).toBe('4');
      expect(family(families, 'scanorder_db_pool_waiting').metrics[0]?.value).toBe('0');
    }
  });

  it('counts an open live stream and the order change it receives through the event bus', async () => {
    const customer = new TestClient(shop.test.app, '10.77.0.2');
    const placed = await customer.post(
      '/api/v1/public/orders',
      orderRequest(shop.store, { lines: [{ menuItemId: shop.dishId, quantity: 2 }] }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const baseUrl = await listen(shop.test.app);
    const controller = new AbortController();
    const stream = await fetch(
      `${baseUrl}/api/v1/public/orders/${placed.json<{ id: string }>().id}/events`,
      { signal: controller.signal },
    );
    expect(stream.status).toBe(200);
    try {
      const open = family(await scrape(), 'scanorder_live_streams_open');
      expect(open.metrics[0]?.value).toBe('1');
      const lag = family(await scrape(), 'scanorder_event_bus_lag_seconds');
      // The placement above was notified through the bus and measured on arrival.
      expect(Number(lag.metrics[0]?.count)).toBeGreaterThanOrEqual(1);
    } finally {
      controller.abort();
    }
    await expect
      .poll(async () => family(await scrape(), 'scanorder_live_streams_open').metrics[0]?.value)
      .toBe('0');
  });

  it('answers live and ready, and ready fails while a migration is pending', async () => {
    const live = await shop.test.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await shop.test.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'reachable', pendingMigrations: 0 });

    // As if this build had a migration the database has not run yet.
    const { db } = shop.test.deps.database;
    const [newest] = (
      (await db.execute(
        sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const pending = await shop.test.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({
        status: 'unavailable',
        database: 'reachable',
        pendingMigrations: 1,
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`,
      );
    }
    expect(
      (await shop.test.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode,
    ).toBe(200);
  });
});

describe('without METRICS_TOKEN, and without a database', () => {
  it('serves no metrics; fails ready but stays live when the database is unreachable', async () => {
    const test = await createTestApp('pglite');
    try {
      expect((await test.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      await test.deps.database.close();
      const ready = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        database: 'unreachable',
        pendingMigrations: null,
      });
      expect((await test.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(
        200,
      );
    } finally {
      await test.app.close();
      await fs.rm(test.dataDir, { recursive: true, force: true });
    }
  });
});
