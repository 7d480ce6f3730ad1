/**
 * Several API processes on one PostgreSQL (issue 23): started together they migrate once and all
 * serve; SIGTERM to one ends its live streams with a reconnect hint and exits within 10 s while
 * the other keeps serving. Registered where PostgreSQL is (DATABASE_URL, else a private cluster).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { migrationsFolder } from '../../src/db/client.ts';
import { STREAM_RETRY_MS } from '../../src/ops/shutdown.ts';
import { orderRequest } from '../ordering-fixtures.ts';
import { seedDishStore } from '../faults/in-process.ts';
import { createProcessDatabase, findPostgresBin } from '../faults/private-postgres.ts';
import {
  freePort,
  HttpClient,
  openEventStream,
  startServer,
  type ServerProcess,
} from '../faults/server-process.ts';

/** Reads a whole event stream as text until the server ends it. */
async function readUntilEnd(
  url: string,
): Promise<{ opened: Promise<void>; text: Promise<string> }> {
  const response = await fetch(url);
  if (response.status !== 200 || !response.body)
    throw new Error(`stream refused: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let resolveOpened: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (resolveOpened = resolve));
  const text = (async () => {
    let all = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return all;
      all += value;
      if (all.includes('event: order')) resolveOpened();
    }
  })();
  return { opened, text };
}

if (process.env.DATABASE_URL || findPostgresBin())
  describe('API instances on one PostgreSQL', () => {
    let database: { url: string; drop(): Promise<void> };
    const dataDirs: string[] = [];
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createProcessDatabase();
      for (let index = 0; index < 3; index++)
        dataDirs.push(await fs.mkdtemp(path.join(os.tmpdir(), `scanorder-instance-${index + 1}-`)));
    }, 120_000);

    afterAll(async () => {
      for (const server of servers) await server.stop();
      await database?.drop();
      for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
    });

    it('starts three instances at once on an empty database: migrations run once, all serve', async () => {
      const ports = await Promise.all(dataDirs.map(() => freePort()));
      servers.push(
        ...(await Promise.all(
          dataDirs.map((dataDir, index) =>
            startServer({ port: ports[index]!, dataDir, databaseUrl: database.url }),
          ),
        )),
      );
      for (const server of servers) {
        const ready = await fetch(`${server.url}/api/health/ready`);
        expect(ready.status, server.output()).toBe(200);
      }
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ hash: string }>(
          'select hash from drizzle.__drizzle_migrations order by id',
        );
        const expected = readMigrationFiles({ migrationsFolder: migrationsFolder() }).map(
          (migration) => migration.hash,
        );
        expect(rows.map((row) => row.hash)).toEqual(expected);
      } finally {
        await client.end();
      }
    }, 240_000);

    it('SIGTERM with open streams: the instance tells them to reconnect, exits within 10 s, and another keeps serving', async () => {
      const [first, second] = servers as [ServerProcess, ServerProcess];
      const { store, dishId } = await seedDishStore(dataDirs[0]!, database.url);
      const placed = await new HttpClient(first.url).post(
        '/api/v1/public/orders',
        orderRequest(store, { lines: [{ menuItemId: dishId, quantity: 1 }] }),
      );
      expect(placed.status, placed.text).toBe(201);
      const order = placed.json<Order>();
      const streamPath = `/api/v1/public/orders/${order.id}/events`;
      const streams = await Promise.all([
        readUntilEnd(first.url + streamPath),
        readUntilEnd(first.url + streamPath),
      ]);
      await Promise.all(streams.map((stream) => stream.opened));

      const started = Date.now();
      const code = await first.stop();
      const took = Date.now() - started;
      servers.splice(servers.indexOf(first), 1);
      expect(code, first.output()).toBe(0);
      expect(took, first.output()).toBeLessThan(10_000);
      for (const stream of streams) {
        const text = await stream.text;
        expect(text).toContain(`retry: ${STREAM_RETRY_MS}\n`);
      }

      // The browser reconnects to the instance still serving and finds the order there.
      const reconnected = await openEventStream(second.url + streamPath);
      try {
        expect((await reconnected.next<Order>(1)).id).toBe(order.id);
      } finally {
        reconnected.close();
      }
      const another = await new HttpClient(second.url).post(
        '/api/v1/public/orders',
        orderRequest(store, { lines: [{ menuItemId: dishId, quantity: 2 }] }),
      );
      expect(another.status, another.text).toBe(201);
      expect((await fetch(`${second.url}/api/health/ready`)).status).toBe(200);
    }, 180_000);
  });
