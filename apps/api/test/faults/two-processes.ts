import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import type { OwnerFixture } from '../harness.ts';
import { orderRequest, type Store } from '../ordering-fixtures.ts';
import { seedDishStore } from './in-process.ts';
import { createProcessDatabase, findPostgresBin } from './private-postgres.ts';
import {
  freePort,
  HttpClient,
  openEventStream,
  startServer,
  type ServerProcess,
} from './server-process.ts';

/**
 * Two API processes on one PostgreSQL (issue 8): DATABASE_URL's server, else a private cluster when
 * PostgreSQL is installed; not registered on a machine with neither.
 */
export function describeTwoProcesses() {
  if (!process.env.DATABASE_URL && !findPostgresBin()) return;
  describe('two API processes on one PostgreSQL', () => {
    let database: { url: string; drop(): Promise<void> };
    const dataDirs: string[] = [];
    let owner: OwnerFixture;
    let store: Store;
    let dishId: string;
    let first: ServerProcess;
    let second: ServerProcess;

    beforeAll(async () => {
      database = await createProcessDatabase();
      for (let index = 0; index < 2; index++)
        dataDirs.push(await fs.mkdtemp(path.join(os.tmpdir(), `scanorder-process-${index + 1}-`)));
      ({ owner, store, dishId } = await seedDishStore(dataDirs[0]!, database.url));
      // One after the other: the first applies migrations, the second finds them applied.
      // Menus stay cached far longer than the tests: only the change event can refresh them.
      const env = { STOREFRONT_CACHE_TTL_MS: '60000' };
      first = await startServer({
        port: await freePort(),
        dataDir: dataDirs[0]!,
        databaseUrl: database.url,
        env,
      });
      second = await startServer({
        port: await freePort(),
        dataDir: dataDirs[1]!,
        databaseUrl: database.url,
        env,
      });
    }, 300_000);

    afterAll(async () => {
      await first?.stop();
      await second?.stop();
      await database?.drop();
      for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
    });

    async function signIn(server: ServerProcess): Promise<HttpClient> {
      const client = new HttpClient(server.url);
      const response = await client.post('/api/auth/sign-in/email', {
        email: owner.email,
        password: owner.password,
      });
      expect(response.status, response.text).toBe(200);
      return client;
    }

    it('accepts a session made by one process on the other, and a sign-out on one ends it on both', async () => {
      const onFirst = await signIn(first);
      const onSecond = onFirst.withBaseUrl(second.url);
      const me = await onSecond.get('/api/v1/me');
      expect(me.status, me.text).toBe(200);
      expect(me.json<{ account: { id: string } }>().account.id).toBe(store.accountId);
      expect((await onFirst.get('/api/v1/me')).status).toBe(200);

      const signOut = await onSecond.post('/api/auth/sign-out');
      expect(signOut.status, signOut.text).toBe(200);
      // The cookie as it was before the sign-out, replayed on the other process. That process
      // hears of the sign-out through PostgreSQL's NOTIFY, a moment after the answer above.
      const replay = () =>
        fetch(`${first.url}/api/v1/me`, { headers: { cookie: onFirst.cookieHeader } });
      await expect.poll(async () => (await replay()).status, { timeout: 2_000 }).toBe(401);
    });

    it("delivers a status change made through one process to a customer's stream on the other", async () => {
      const customer = new HttpClient(first.url);
      const placed = await customer.post(
        '/api/v1/public/orders',
        orderRequest(store, { lines: [{ menuItemId: dishId, quantity: 2 }] }),
      );
      expect(placed.status, placed.text).toBe(201);
      const order = placed.json<Order>();

      const streamOnFirst = await openEventStream(
        `${first.url}/api/v1/public/orders/${order.id}/events`,
      );
      const streamOnSecond = await openEventStream(
        `${second.url}/api/v1/public/orders/${order.id}/events`,
      );
      try {
        expect((await streamOnFirst.next<Order>(1)).status).toBe('Order Placed');
        expect((await streamOnSecond.next<Order>(1)).status).toBe('Order Placed');

        const ownerOnSecond = await signIn(second);
        const accepted = await ownerOnSecond.put(`/api/v1/orders/${order.id}/status`, {
          status: 'Order Accepted',
          version: 1,
        });
        expect(accepted.status, accepted.text).toBe(200);
        expect(await streamOnFirst.next<Order>(2)).toMatchObject({
          version: 2,
          status: 'Order Accepted',
        });

        const ownerOnFirst = ownerOnSecond.withBaseUrl(first.url);
        const ready = await ownerOnFirst.put(`/api/v1/orders/${order.id}/status`, {
          status: 'Order Ready for Pickup',
          version: 2,
        });
        expect(ready.status, ready.text).toBe(200);
        expect(await streamOnSecond.next<Order>(3)).toMatchObject({
          version: 3,
          status: 'Order Ready for Pickup',
        });
      } finally {
        streamOnFirst.close();
        streamOnSecond.close();
      }
    });

    it("shows an owner's menu change made through one process on the other's customer menu", async () => {
      const customer = new HttpClient(second.url);
      const menuPath = `/api/v1/public/menus/${store.accountId}/restaurant/${store.businessId}/branches/${store.branchId}?identifier=Table%201`;
      const availabilityOnSecond = async () => {
        const menu = await customer.get(menuPath);
        expect(menu.status, menu.text).toBe(200);
        return menu
          .json<PublicMenu>()
          .categories.flatMap((category) => category.items)
          .find((item) => item.id === dishId)?.availability;
      };
      expect(await availabilityOnSecond()).toBe('Available');

      const ownerOnFirst = await signIn(first);
      const changed = await ownerOnFirst.put(
        `/api/v1/businesses/restaurant/menu-items/${dishId}/availability`,
        { availability: 'Not Available Indefinitely' },
      );
      expect(changed.status, changed.text).toBe(200);
      // The second process hears the change through PostgreSQL, well before its cache would expire.
      await expect
        .poll(availabilityOnSecond, { timeout: 20_000 })
        .toBe('Not Available Indefinitely');
      await ownerOnFirst.put(`/api/v1/businesses/restaurant/menu-items/${dishId}/availability`, {
        availability: 'Available',
      });
    });

    it("judges the next order on the other process by the owner's status switch", async () => {
      const customer = new HttpClient(second.url);
      const orderStatus = async () =>
        (
          await customer.post(
            '/api/v1/public/orders',
            orderRequest(store, { lines: [{ menuItemId: dishId, quantity: 1 }] }),
          )
        ).status;
      // Placed, and the second process keeps the business's rows (decision 040, fifth pass).
      await expect.poll(orderStatus, { timeout: 20_000 }).toBe(201);

      const ownerOnFirst = await signIn(first);
      const status = (takingOrders: boolean) =>
        ownerOnFirst.put('/api/v1/businesses/restaurant/status', { takingOrders });
      expect((await status(false)).status).toBe(200);
      await expect.poll(orderStatus, { timeout: 20_000 }).toBe(409);
      expect((await status(true)).status).toBe(200);
      await expect.poll(orderStatus, { timeout: 20_000 }).toBe(201);
    });
  });
}
