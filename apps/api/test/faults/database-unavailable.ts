import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { businessOrderCounters, orderEvents, orders } from '../../src/db/schema/orders.ts';
import { put, restaurantDetails } from '../business-fixtures.ts';
import {
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type OwnerFixture,
  type TestApp,
} from '../harness.ts';
import { menuUrl, orderRequest, setUpDishStore, type Store } from '../ordering-fixtures.ts';
import { openInProcessApp } from './in-process.ts';
import { findPostgresBin, PrivatePostgres } from './private-postgres.ts';
import { freePort, pause } from './server-process.ts';

const PLACE = '/api/v1/public/orders';
const UNAVAILABLE = {
  error: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  },
};

const postgresBin = findPostgresBin();
const required = Boolean(postgresBin || process.env.DATABASE_URL || process.env.CI === 'true');

/**
 * Database unavailable (issue 8): the test's own PostgreSQL cluster is stopped and started under a
 * running API. Registered when PostgreSQL is installed or part of the run; a missing server binary
 * then fails, never skips.
 */
export function describeDatabaseUnavailable() {
  if (!required) return;
  describe('PostgreSQL stopped and started under a running API', () => {
    let cluster: PrivatePostgres;
    let dataDir: string;
    let test: TestApp;
    let owner: OwnerFixture;
    let store: Store;
    let dishId: string;
    let customer: TestClient;

    beforeAll(async () => {
      if (!postgresBin)
        throw new Error(
          'PostgreSQL server binaries not found under /usr/lib/postgresql (set PG_BIN)',
        );
      cluster = await PrivatePostgres.create(postgresBin, await freePort());
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'scanorder-db-down-'));
      test = await openInProcessApp(dataDir, cluster.url, { ORDER_RATE_LIMIT_MAX: '100000' });
      owner = await signUpVerifiedOwner(test);
      ({ store, dishId } = await setUpDishStore(owner.client));
      customer = new TestClient(test.app, uniqueIp());
    }, 300_000);

    afterAll(async () => {
      try {
        await test?.close();
      } finally {
        await cluster?.destroy();
        if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
      }
    });

    const newOrder = (identifier = 'Table 1') =>
      orderRequest(store, { identifier, lines: [{ menuItemId: dishId, quantity: 1 }] });

    async function expectUnavailable(response: LightMyRequestResponse, what: string) {
      expect(response.statusCode, `${what}: ${response.body}`).toBe(503);
      expect(response.json(), what).toEqual(UNAVAILABLE);
      expect(response.headers['retry-after'], what).toBe('5');
    }

    /** Waits (no deadline but the test's) until the API answers health with 200 again. */
    async function waitHealthy() {
      for (;;) {
        const health = await customer.get('/api/health');
        if (health.statusCode === 200) return;
        await pause(200);
      }
    }

    it('answers a clear 503 while the database is down and recovers without a restart', async () => {
      expect((await customer.post(PLACE, newOrder())).statusCode).toBe(201);
      const before = (await owner.client.get('/api/v1/businesses/restaurant')).json();

      await cluster.stop('fast');

      const health = await customer.get('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });
      const refused = newOrder();
      await expectUnavailable(await customer.post(PLACE, refused), 'placing an order');
      await expectUnavailable(await customer.get(menuUrl(store)), 'the customer menu');
      await expectUnavailable(await owner.client.get('/api/v1/me'), 'the signed-in area');
      await expectUnavailable(
        await put(owner.client, '/api/v1/businesses/restaurant', {
          ...restaurantDetails(),
          businessName: 'Changed While Down',
        }),
        'saving business details',
      );
      await expectUnavailable(
        await new TestClient(test.app, uniqueIp()).post('/api/auth/sign-in/email', {
          email: owner.email,
          password: owner.password,
        }),
        'signing in',
      );

      await cluster.start();
      await waitHealthy();

      // The same process serves again: the session, the menu, new and retried orders.
      expect((await owner.client.get('/api/v1/me')).statusCode).toBe(200);
      expect((await customer.get(menuUrl(store))).statusCode).toBe(200);
      expect((await owner.client.get('/api/v1/businesses/restaurant')).json()).toEqual(before);
      const retried = await customer.post(PLACE, refused);
      expect(retried.statusCode).toBe(201);
      expect((await customer.post(PLACE, refused)).statusCode).toBe(200);
      const signIn = await new TestClient(test.app, uniqueIp()).post('/api/auth/sign-in/email', {
        email: owner.email,
        password: owner.password,
      });
      expect(signIn.statusCode).toBe(200);
    }, 600_000);

    it('leaves nothing half written when the database dies in the middle of placing orders', async () => {
      // Four customers keep placing orders; the database is killed after the tenth is
      // acknowledged, so the crash lands between and inside transactions. Each customer stops at
      // its first refusal after the kill.
      const batch: ReturnType<typeof newOrder>[] = [];
      const outcomes = new Map<string, number>();
      let acknowledged = 0;
      let stopping: Promise<void> | undefined;
      const customerLoop = async (customerIndex: number) => {
        for (let index = 0; ; index++) {
          const request = newOrder(`Table ${customerIndex * 1000 + index + 1}`);
          batch.push(request);
          const response = await customer.post(PLACE, request);
          outcomes.set(request.idempotencyKey, response.statusCode);
          if (response.statusCode === 201) {
            acknowledged += 1;
            if (acknowledged === 10) stopping = cluster.stop('immediate');
          } else {
            await expectUnavailable(response, `order ${batch.length}`);
            if (stopping) return;
          }
        }
      };
      await Promise.all([0, 1, 2, 3].map(customerLoop));
      await stopping;
      expect(acknowledged).toBeGreaterThanOrEqual(10);
      expect([...outcomes.values()].filter((status) => status === 503)).toHaveLength(4);

      await cluster.start();
      await waitHealthy();

      // Every request is retried with its key: acknowledged ones come back as they were (200),
      // refused ones are placed now (201) or were committed before the connection broke (200).
      const ids = new Map<string, string>();
      for (const request of batch) {
        const response = await customer.post(PLACE, request);
        expect([200, 201]).toContain(response.statusCode);
        if (outcomes.get(request.idempotencyKey) === 201) expect(response.statusCode).toBe(200);
        ids.set(request.idempotencyKey, response.json<Order>().id);
      }

      const { db } = test.deps.database;
      const stored = await db
        .select()
        .from(orders)
        .where(eq(orders.accountId, store.accountId))
        .orderBy(asc(orders.referenceNumber));
      const events = await db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.accountId, store.accountId));
      const [counter] = await db
        .select()
        .from(businessOrderCounters)
        .where(eq(businessOrderCounters.businessId, store.businessId));

      // The two orders of the first test plus this batch, each exactly once.
      expect(stored).toHaveLength(2 + batch.length);
      for (const request of batch) {
        const rows = stored.filter((row) => row.idempotencyKey === request.idempotencyKey);
        expect(rows.map((row) => row.id)).toEqual([ids.get(request.idempotencyKey)]);
      }
      // No event row left by placing (its first event is made from the order, `placingEventOf`),
      // no reference gap, and the counter never ran ahead of the orders it numbered.
      expect(events).toEqual([]);
      expect(stored.map((row) => row.referenceNumber)).toEqual(
        Array.from({ length: stored.length }, (_, index) => index + 1),
      );
      expect(counter?.last).toBe(stored.length);
    }, 600_000);
    it('gives back a connection lost between checkout and BEGIN, so the pool never runs dry', async () => {
      const { db } = test.deps.database;
      // drizzle-orm's Database union does not type $client, the pg pool it was built on.
      const pool = (db as unknown as { $client: pg.Pool }).$client;
      // pg's PoolClient type hides the socket (connection.stream) that a real outage closes.
      const cut = (client: pg.PoolClient) =>
        (
          client as unknown as { connection: { stream: { destroy(): void } } }
        ).connection.stream.destroy();
      // More losses than the pool has connections (4): each would hold one for good if leaked.
      // Every connection checked out meanwhile is cut, not just the next one: the live events'
      // own transactions (decision 041) may check one out first, and they must survive it too.
      for (let loss = 0; loss < 6; loss++) {
        pool.on('acquire', cut);
        const failed = await db
          .transaction(async (tx) => tx.execute(sql`select 1`))
          .then(() => false)
          .catch(() => true)
          .finally(() => pool.off('acquire', cut));
        expect(failed).toBe(true);
      }
      await db.transaction(async (tx) => tx.execute(sql`select 1`));
      // The app's own work in the background (its live events and sweeps reconnecting after the
      // restart above) may hold a connection for a moment; a leaked one never comes back.
      await vi.waitFor(() => expect(pool.totalCount).toBe(pool.idleCount), {
        timeout: 5_000,
        interval: 50,
      });
      expect((await customer.post(PLACE, newOrder())).statusCode).toBe(201);
    }, 600_000);
  });
}
