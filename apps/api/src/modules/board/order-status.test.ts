import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { databaseKinds, signUpVerifiedOwner, TestClient, uniqueIp } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import { addItem, orderRequest, paneerTikka, setUpStore } from '../../../test/ordering-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';
import { listen, sseReader } from '../../../test/sse-reader.ts';

const PLACE = '/api/v1/public/orders';

describe.each(databaseKinds)('order status and live updates on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant');
  let dishId: string;
  let baseUrl: string;
  const customer = () => new TestClient(shop.test.app, uniqueIp());

  beforeAll(async () => {
    dishId = (await addItem(shop.owner.client, 'restaurant', paneerTikka({ selectors: [] }))).id;
    baseUrl = await listen(shop.test.app);
  });

  const place = async () => {
    const response = await customer().post(
      PLACE,
      orderRequest(shop.store, { lines: [{ menuItemId: dishId, quantity: 1 }] }),
    );
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json<Order>();
  };
  const move = (client: TestClient, id: string, body: Record<string, unknown>) =>
    put(client, `/api/v1/orders/${id}/status`, body);

  it('keeps orders to their account: another owner can neither read nor move them', async () => {
    const order = await place();
    const other = await signUpVerifiedOwner(shop.test);
    await setUpStore(other.client, 'restaurant');
    const read = await other.client.get(`/api/v1/orders/${order.id}`);
    expect(read.statusCode).toBe(404);
    const moved = await move(other.client, order.id, { status: 'Order Accepted', version: 1 });
    expect(moved.statusCode).toBe(404);
    expect((await customer().get(`${PLACE}/${order.id}`)).json<Order>().status).toBe(
      'Order Placed',
    );
    expect(
      (await shop.test.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}` })).statusCode,
    ).toBe(401);
  });

  it('streams each status change to an open order page', async () => {
    const order = await place();
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}${PLACE}/${order.id}/events`, {
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = sseReader(response.body!);
    const first = await events.nextEvent(10_000);
    expect(first.event).toBe('order');
    expect(JSON.parse(first.data)).toMatchObject({
      id: order.id,
      status: 'Order Placed',
      version: 1,
    });

    // Latency is measured by `npm run bench`; here the bound only keeps a lost event from hanging.
    await move(shop.owner.client, order.id, {
      status: 'Order Accepted',
      version: 1,
      readyInMinutes: 15,
    });
    const next = JSON.parse((await events.nextEvent(10_000)).data);
    expect(next).toMatchObject({ status: 'Order Accepted', version: 2 });
    // The ready-by time and, below, the step a cancel came from are stored and read back (the
    // rules that set them are in board.service.test.ts).
    expect(Date.parse(next.readyBy)).toBeGreaterThan(Date.now());

    await move(shop.owner.client, order.id, {
      status: 'Order Cancelled',
      version: 2,
      cancelDescription: 'Sorry!',
    });
    expect(JSON.parse((await events.nextEvent(10_000)).data)).toMatchObject({
      status: 'Order Cancelled',
      cancelDescription: 'Sorry!',
      cancelledFrom: 'Order Accepted',
    });
    controller.abort();
    await events.cancel().catch(() => undefined);

    const missing = await fetch(`${baseUrl}${PLACE}/00000000-0000-4000-8000-000000000000/events`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Order not found' },
    });
  });

  // PostgreSQL only: PGlite runs in the process and has no LISTEN connection that could drop.
  if (kind === 'postgres')
    it('reconnects the LISTEN connection after it drops and catches the page up on what it missed', async () => {
      const order = await place();
      const response = await fetch(`${baseUrl}${PLACE}/${order.id}/events`);
      const events = sseReader(response.body!);
      await events.nextEvent(10_000);
      const terminated = await shop.test.deps.database.db.execute(
        sql`select pg_terminate_backend(pid) as done from pg_stat_activity
            where datname = current_database() and query = 'LISTEN scanorder_events' and pid <> pg_backend_pid()`,
      );
      expect((terminated as { rows: unknown[] }).rows).toEqual([{ done: true }]);
      // Changed while nobody listens: the NOTIFY is lost, the catch-up after reconnecting is not.
      await move(shop.owner.client, order.id, { status: 'Order Accepted', version: 1 });
      expect(JSON.parse((await events.nextEvent(5_000)).data)).toMatchObject({
        status: 'Order Accepted',
      });
      // And live events flow again on the new connection.
      await move(shop.owner.client, order.id, { status: 'Order Ready for Pickup', version: 2 });
      expect(JSON.parse((await events.nextEvent(10_000)).data)).toMatchObject({
        status: 'Order Ready for Pickup',
      });
      await events.cancel().catch(() => undefined);
    });
});
