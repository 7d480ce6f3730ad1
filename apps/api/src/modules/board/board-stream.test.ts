import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardTicket, OrderStreamMessage } from '@scanorder/shared/ordering/board';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { buildApp } from '../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { databaseKinds, TestClient, uniqueIp } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import { addItem, orderRequest, paneerTikka } from '../../../test/ordering-fixtures.ts';
import { listen, sseReader, type SseMessage } from '../../../test/sse-reader.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const orderOf = (message: SseMessage) => JSON.parse(message.data) as OrderStreamMessage;

describe.each(databaseKinds)('orders board stream on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', { store: { branchName: 'Main Street' } });
  let lakeViewId: string;
  let dishId: string;
  let baseUrl: string;

  beforeAll(async () => {
    lakeViewId = (
      await shop.owner.client.post('/api/v1/businesses/restaurant/branches', { name: 'Lake View' })
    ).json<{ id: string }>().id;
    dishId = (await addItem(shop.owner.client, 'restaurant', paneerTikka({ selectors: [] }))).id;
    baseUrl = await listen(shop.test.app);
  });

  const place = async (app: FastifyInstance = shop.test.app, branchId = shop.store.branchId) => {
    const response = await new TestClient(app, uniqueIp()).post(
      '/api/v1/public/orders',
      orderRequest(
        { ...shop.store, branchId },
        {
          lines: [{ menuItemId: dishId, quantity: 1 }],
          customer: {
            firstName: 'Meera',
            lastName: 'iyer',
            mobileNo: '9876543210',
            emailAddress: 'meera@example.com',
          },
        },
      ),
    );
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json<Order>();
  };
  const move = (id: string, status: Order['status'], version: number) =>
    put(shop.owner.client, `/api/v1/orders/${id}/status`, { status, version });
  const openBoard = (base: string, headers: Record<string, string> = {}, query = '') =>
    fetch(
      `${base}/api/v1/businesses/restaurant/orders/events?businessId=${shop.store.businessId}${query}`,
      { headers: { cookie: shop.owner.client.cookieHeader, ...headers } },
    );

  it('sends new orders and changes live, each with a cursor id', async () => {
    const response = await openBoard(baseUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const stream = sseReader(response.body!);
    const hello = await stream.next();
    expect(hello).toMatchObject({ event: '' });
    expect(Number(hello.id)).toBeGreaterThan(0);

    const order = await place();
    const placed = await stream.nextEvent();
    expect(placed.event).toBe('order');
    expect(orderOf(placed).order).toMatchObject({
      id: order.id,
      status: 'Order Placed',
      ownerLabel: 'Needs Action',
      customer: { firstName: 'Meera', lastName: 'iyer' },
      createdAt: order.createdAt,
      version: 1,
    });
    expect(Number(placed.id)).toBeGreaterThanOrEqual(Date.parse(order.updatedAt));

    await move(order.id, 'Order Accepted', 1);
    const accepted = await stream.nextEvent();
    expect(orderOf(accepted).order).toMatchObject({
      id: order.id,
      status: 'Order Accepted',
      ownerLabel: 'In the Kitchen',
      version: 2,
    });
    expect(Number(accepted.id)).toBeGreaterThanOrEqual(Number(placed.id));
    await stream.cancel();
  });

  it('catches up after a dropped connection with everything it missed (Last-Event-ID)', async () => {
    const first = await place();
    const response = await openBoard(baseUrl);
    const stream = sseReader(response.body!);
    await stream.next();
    await move(first.id, 'Order Accepted', 1);
    // The placing's own announcement may still be on its way (placements are announced in
    // batches, decision 041): the board keeps the newer version of a ticket whatever the order.
    let seen = await stream.nextEvent();
    while (orderOf(seen).order.version === 1) seen = await stream.nextEvent();
    expect(orderOf(seen).order.version).toBe(2);
    // Live events carry the list's ticket shape: no timeline, no edits.
    expect(orderOf(seen).order).toMatchObject({ ownerLabel: 'In the Kitchen', id: first.id });
    expect(orderOf(seen).order).not.toHaveProperty('events');
    expect(orderOf(seen).order).not.toHaveProperty('edits');
    await stream.cancel();

    // While the board is away: a new order, and a change to one it showed.
    const missed = await place();
    await move(first.id, 'Order Ready for Pickup', 2);

    const again = await openBoard(baseUrl, { 'last-event-id': seen.id! });
    const resumed = sseReader(again.body!);
    const replayed = new Map<string, BoardTicket>();
    while (!(replayed.get(first.id)?.version === 3 && replayed.has(missed.id))) {
      const message = await resumed.nextEvent();
      expect(message.event).toBe('order');
      const { order } = orderOf(message);
      replayed.set(order.id, order);
    }
    expect(replayed.get(first.id)).toMatchObject({ status: 'Order Ready for Pickup' });
    expect(replayed.get(missed.id)).toMatchObject({ status: 'Order Placed', version: 1 });

    // Then live again.
    await move(missed.id, 'Order Accepted', 1);
    let live = orderOf(await resumed.nextEvent()).order;
    while (live.id !== missed.id || live.version !== 2)
      live = orderOf(await resumed.nextEvent()).order;
    expect(live.status).toBe('Order Accepted');
    await resumed.cancel();
  });

  it('asks the board to refetch when it cannot replay (resync)', async () => {
    const stale = await openBoard(baseUrl, { 'last-event-id': 'not-a-cursor' });
    const stream = sseReader(stale.body!);
    const message = await stream.nextEvent();
    expect(message.event).toBe('resync');
    expect(JSON.parse(message.data)).toEqual({ reason: 'bad-cursor' });
    await stream.cancel();

    const tooOld = await openBoard(baseUrl, {
      'last-event-id': String(Date.now() - 2 * 86_400_000),
    });
    const old = sseReader(tooOld.body!);
    expect((await old.nextEvent()).event).toBe('resync');
    await old.cancel();
  });

  it("keeps a branch board and a kiosk to their branch's orders", async () => {
    const branchBoard = sseReader(
      (await openBoard(baseUrl, {}, `&branchId=${shop.store.branchId}`)).body!,
    );
    await put(shop.owner.client, `/api/v1/businesses/restaurant/branches/${lakeViewId}/pin`, {
      pin: '2468',
    });
    const kiosk = new TestClient(shop.test.app, uniqueIp());
    expect(
      (await kiosk.post(`/api/v1/kiosk/branches/${lakeViewId}/session`, { pin: '2468' }))
        .statusCode,
    ).toBe(200);
    const kioskStream = sseReader(
      (
        await fetch(`${baseUrl}/api/v1/kiosk/orders/events`, {
          headers: { cookie: kiosk.cookieHeader },
        })
      ).body!,
    );
    await branchBoard.next();
    await kioskStream.next();

    // Placed first, so it would arrive first on a board that showed it.
    const atLakeView = await place(shop.test.app, lakeViewId);
    const atMainStreet = await place(shop.test.app, shop.store.branchId);
    expect(orderOf(await branchBoard.nextEvent()).order.id).toBe(atMainStreet.id);
    expect(orderOf(await kioskStream.nextEvent()).order.id).toBe(atLakeView.id);
    await move(atMainStreet.id, 'Order Accepted', 1);
    await move(atLakeView.id, 'Order Accepted', 1);
    expect(orderOf(await kioskStream.nextEvent()).order).toMatchObject({
      id: atLakeView.id,
      version: 2,
    });
    await branchBoard.cancel();
    await kioskStream.cancel();

    const signedOut = await fetch(`${baseUrl}/api/v1/kiosk/orders/events`);
    expect(signedOut.status).toBe(401);
  });

  if (kind === 'postgres') {
    it('delivers an order placed through one API process to a board on another', async () => {
      const notifications = shop.test.deps.database.notifications;
      if (notifications.driver !== 'postgres') throw new Error('expected PostgreSQL');
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'scanorder-second-'));
      const database: DatabaseHandle = await openDatabase({
        driver: 'postgres',
        url: notifications.url,
        poolSize: 2,
      });
      const second = await buildApp({ config: { ...shop.test.config, dataDir }, database });
      try {
        const secondUrl = await listen(second.app);
        const board = sseReader((await openBoard(secondUrl)).body!);
        await board.next();
        const order = await place(shop.test.app);
        const received = orderOf(await board.nextEvent()).order;
        expect(received).toMatchObject({ id: order.id, reference: order.reference });
        // And a move made through the second process reaches a board on the first.
        const firstBoard = sseReader((await openBoard(baseUrl)).body!);
        await firstBoard.next();
        const moved = await new TestClient(second.app, uniqueIp()).request({
          method: 'PUT',
          url: `/api/v1/orders/${order.id}/status`,
          payload: { status: 'Order Accepted', version: 1 },
          headers: { cookie: shop.owner.client.cookieHeader },
        });
        expect(moved.statusCode).toBe(200);
        expect(orderOf(await firstBoard.nextEvent()).order).toMatchObject({
          id: order.id,
          version: 2,
        });
        await board.cancel();
        await firstBoard.cancel();
      } finally {
        await second.app.close();
        await database.close();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    });
  }
});
