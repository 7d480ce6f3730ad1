import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { orderEvents, orders } from '../../src/db/schema/orders.ts';
import { createPostgresDatabase, databaseKinds, type DatabaseKind } from '../harness.ts';
import { orderRequest, type Store } from '../ordering-fixtures.ts';
import { openInProcessApp, seedDishStore } from './in-process.ts';
import { freePort, HttpClient, pause, startServer, type ServerProcess } from './server-process.ts';

const ORDERS = 500;
const CLIENTS = 4;
/** The server is killed when this many orders have been acknowledged (then restarted). */
const KILL_AT = [150, 330];

interface LogicalOrder {
  idempotencyKey: string;
  body: ReturnType<typeof orderRequest>;
  acknowledged?: Order;
  attempts: number;
}

/** Crash: SIGKILL twice while a client places 500 orders with retries (issue 8). */
export function describeCrash() {
  describe.each(databaseKinds)(
    'crash: SIGKILL while placing orders on %s',
    (kind: DatabaseKind) => {
      let dataDir: string;
      let database: { url: string; drop(): Promise<void> } | undefined;
      let store: Store;
      let dishId: string;
      let server: ServerProcess | undefined;

      beforeAll(async () => {
        dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'scanorder-crash-'));
        if (kind === 'postgres') database = await createPostgresDatabase(process.env.DATABASE_URL);
        ({ store, dishId } = await seedDishStore(dataDir, database?.url));
      }, 180_000);

      afterAll(async () => {
        await server?.stop();
        await database?.drop();
        await fs.rm(dataDir, { recursive: true, force: true });
      });

      it(
        'keeps every acknowledged order exactly once and invents none across two SIGKILLs',
        async () => {
          const port = await freePort();
          const start = () =>
            startServer({
              port,
              dataDir,
              databaseUrl: database?.url,
              env: { ORDER_RATE_LIMIT_MAX: '1000000' },
            });
          server = await start();

          const logical: LogicalOrder[] = Array.from({ length: ORDERS }, (_, index) => {
            const idempotencyKey = randomUUID();
            return {
              idempotencyKey,
              attempts: 0,
              body: orderRequest(store, {
                idempotencyKey,
                identifier: `Table ${(index % 40) + 1}`,
                lines: [{ menuItemId: dishId, quantity: 1 + (index % 3) }],
              }),
            };
          });

          let acknowledged = 0;
          let killed = 0;
          let restarting: Promise<void> | undefined;
          const unexpected: string[] = [];

          /** Kills the server at each threshold and starts it again on the same port and data. */
          const maybeCrash = () => {
            if (restarting || killed >= KILL_AT.length || acknowledged < KILL_AT[killed]!) return;
            killed += 1;
            restarting = (async () => {
              await server!.kill();
              server = await start();
            })().finally(() => {
              restarting = undefined;
            });
          };

          let next = 0;
          const worker = async () => {
            const client = new HttpClient(server!.url);
            while (next < logical.length) {
              const order = logical[next++]!;
              let backoff = 50;
              while (!order.acknowledged) {
                order.attempts += 1;
                client.baseUrl = server!.url;
                const response = await client
                  .post('/api/v1/public/orders', order.body)
                  .catch(() => undefined);
                if (response && (response.status === 201 || response.status === 200)) {
                  order.acknowledged = response.json<Order>();
                  acknowledged += 1;
                  maybeCrash();
                } else {
                  // Connection refused or reset, or a 503 while the database comes back: retry the
                  // same logical order with the same idempotency key, as the customer page does.
                  if (response && response.status !== 503)
                    unexpected.push(`${response.status} ${response.text.slice(0, 200)}`);
                  await pause(backoff);
                  backoff = Math.min(backoff * 2, 1_000);
                }
              }
            }
          };
          await Promise.all(Array.from({ length: CLIENTS }, worker));
          while (restarting) await restarting;

          expect(unexpected).toEqual([]);
          expect(killed).toBe(KILL_AT.length);
          // Some requests really were cut by a kill and retried.
          expect(logical.some((order) => order.attempts > 1)).toBe(true);

          await server.stop();
          server = undefined;
          const check = await openInProcessApp(dataDir, database?.url);
          try {
            const { db } = check.deps.database;
            const stored = await db
              .select({
                id: orders.id,
                idempotencyKey: orders.idempotencyKey,
                referenceNumber: orders.referenceNumber,
                identifier: orders.identifier,
              })
              .from(orders)
              .where(eq(orders.accountId, store.accountId))
              .orderBy(asc(orders.referenceNumber));
            const events = await db
              .select({ orderId: orderEvents.orderId })
              .from(orderEvents)
              .where(eq(orderEvents.accountId, store.accountId));

            // Exactly the requested orders, each once, with the id the client was given.
            expect(stored).toHaveLength(ORDERS);
            const byKey = new Map(stored.map((row) => [row.idempotencyKey, row]));
            expect(byKey.size).toBe(ORDERS);
            for (const order of logical) {
              const row = byKey.get(order.idempotencyKey);
              expect(row, order.idempotencyKey).toBeDefined();
              expect(row!.id).toBe(order.acknowledged!.id);
              expect(row!.identifier).toBe(order.body.identifier);
            }
            // Reference numbers stay unique and gap-free through the crashes.
            expect(stored.map((row) => row.referenceNumber)).toEqual(
              Array.from({ length: ORDERS }, (_, index) => index + 1),
            );
            // Placing writes no event row (its first event is made from the order,
            // `placingEventOf`), so none is left behind by a crash either.
            expect(events).toEqual([]);
          } finally {
            await check.close();
          }
        },
        15 * 60_000,
      );
    },
  );
}
