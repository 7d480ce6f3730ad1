import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  BoardOrder,
  BoardTicket,
  KioskSession,
  OwnerOrderList,
} from '@scanorder/shared/ordering/board';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { OpenBill, TableBill } from '@scanorder/shared/payments/table-bill';
import { branches } from '../../db/schema/business.ts';
import { databaseKinds, TestClient, uniqueIp } from '../../../test/harness.ts';
import { del, put } from '../../../test/business-fixtures.ts';
import { addItem, orderRequest, paneerTikka } from '../../../test/ordering-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const sessionUrl = (branchId: string) => `/api/v1/kiosk/branches/${branchId}/session`;

describe.each(databaseKinds)('kiosk mode on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', { store: { branchName: 'Main Street' } });
  let lakeViewId: string;
  let dishId: string;
  const device = () => new TestClient(shop.test.app, uniqueIp());

  beforeAll(async () => {
    lakeViewId = (
      await shop.owner.client.post('/api/v1/businesses/restaurant/branches', { name: 'Lake View' })
    ).json<{ id: string }>().id;
    dishId = (await addItem(shop.owner.client, 'restaurant', paneerTikka({ selectors: [] }))).id;
    const branchesUrl = '/api/v1/businesses/restaurant/branches';
    await put(shop.owner.client, `${branchesUrl}/${shop.store.branchId}/pin`, { pin: '4821' });
    await put(shop.owner.client, `${branchesUrl}/${lakeViewId}/pin`, { pin: '90210' });
  });

  const place = async (branchId: string, table?: string) => {
    const response = await device().post(
      '/api/v1/public/orders',
      orderRequest(
        { ...shop.store, branchId },
        {
          lines: [{ menuItemId: dishId, quantity: 1 }],
          ...(table && { identifier: table, fulfilment: { type: 'dine-in' } }),
        },
      ),
    );
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json<Order>();
  };

  it("opens one branch's board with its PIN: that branch's orders only, moves recorded as the kiosk", async () => {
    const mine = await place(shop.store.branchId);
    const theirs = await place(lakeViewId);
    const kiosk = device();
    expect(
      (await kiosk.post(sessionUrl(shop.store.branchId), { pin: '12a4' })).json().error.message,
    ).toBe('PIN must be 4 to 8 digits');
    const wrong = await kiosk.post(sessionUrl(shop.store.branchId), { pin: '0000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      error: { code: 'UNAUTHENTICATED', message: 'Incorrect PIN. 4 tries left on this device.' },
      pin: { triesLeft: 4 },
    });

    const opened = await kiosk.post(sessionUrl(shop.store.branchId), { pin: '4821' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<KioskSession>()).toMatchObject({
      branch: { id: shop.store.branchId, name: 'Main Street' },
      business: { id: shop.store.businessId, kind: 'restaurant', name: 'Spice Route Kitchen' },
    });
    const cookie = String(opened.headers['set-cookie']);
    expect(cookie).toMatch(/^scanorder\.kiosk=/);
    expect(cookie).toContain('Path=/api/v1/kiosk');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect((await kiosk.get('/api/v1/kiosk/session')).json<KioskSession>().branch.id).toBe(
      shop.store.branchId,
    );

    const listed = (await kiosk.get('/api/v1/kiosk/orders?filter=current')).json<OwnerOrderList>();
    const ids = listed.orders.map((order) => order.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(listed.orders.every((order) => order.branchId === shop.store.branchId)).toBe(true);

    const other = await put(kiosk, `/api/v1/kiosk/orders/${theirs.id}/status`, {
      status: 'Order Accepted',
      version: 1,
    });
    expect(other.statusCode).toBe(404);
    const moved = await put(kiosk, `/api/v1/kiosk/orders/${mine.id}/status`, {
      status: 'Order Accepted',
      version: 1,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<BoardTicket>()).toMatchObject({ status: 'Order Accepted', version: 2 });
    // The timeline loads when the kiosk opens the ticket; other branches' orders do not exist.
    expect((await kiosk.get(`/api/v1/kiosk/orders/${theirs.id}`)).statusCode).toBe(404);
    const detail = await kiosk.get(`/api/v1/kiosk/orders/${mine.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<BoardOrder>().events.at(-1)).toMatchObject({
      fromStatus: 'Order Placed',
      toStatus: 'Order Accepted',
      actor: `kiosk:${shop.store.branchId}`,
      actorName: 'Kiosk: Main Street',
    });
    const stale = await put(kiosk, `/api/v1/kiosk/orders/${mine.id}/status`, {
      status: 'Order Cancelled',
      version: 1,
      cancelDescription: 'Out of stock',
    });
    expect(stale.statusCode).toBe(409);
    expect((await kiosk.get('/api/v1/kiosk/orders?filter=history')).statusCode).toBe(400);
  });

  it('is refused everywhere but the kiosk endpoints: no settings, no billing, no owner board', async () => {
    const kiosk = device();
    await kiosk.post(sessionUrl(shop.store.branchId), { pin: '4821' });
    // The test client sends the cookie everywhere, as a tampered browser could.
    for (const url of [
      '/api/v1/businesses/restaurant',
      '/api/v1/businesses/restaurant/branches',
      '/api/v1/billing/subscription',
      `/api/v1/businesses/restaurant/orders?businessId=${shop.store.businessId}`,
      '/api/v1/push/subscriptions',
      '/api/v1/members',
    ]) {
      const response = await kiosk.get(url);
      expect(response.statusCode, url).toBe(401);
    }
    const settings = await put(kiosk, '/api/v1/businesses/restaurant/status', {
      takingOrders: false,
    });
    expect(settings.statusCode).toBe(401);
    expect((await kiosk.get('/api/v1/kiosk/orders')).statusCode).toBe(200);
  });

  it('locks this address out for five minutes after five wrong PINs; staff elsewhere still get in', async () => {
    const kiosk = device();
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await kiosk.post(sessionUrl(lakeViewId), { pin: '11111' });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      expect(response.json().pin, `attempt ${attempt}`).toEqual({ triesLeft: 5 - attempt });
    }
    const fifth = await kiosk.post(sessionUrl(lakeViewId), { pin: '11111' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many wrong PINs. This PIN is locked; try again in 5 minutes.',
        field: 'pin',
      },
      pin: { lockedMinutes: 5 },
    });
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(290);
    // The guesser waits even with the right PIN; the staff's own device does not.
    expect((await kiosk.post(sessionUrl(lakeViewId), { pin: '90210' })).statusCode).toBe(429);
    expect((await device().post(sessionUrl(lakeViewId), { pin: '90210' })).statusCode).toBe(200);
    const [row] = await shop.test.deps.database.db
      .select({ until: branches.pinLockedUntil })
      .from(branches)
      .where(eq(branches.id, lakeViewId));
    expect(row!.until).toBeNull();
  });

  it('ends sessions on sign-out and when the owner changes the PIN', async () => {
    const kiosk = device();
    await kiosk.post(sessionUrl(shop.store.branchId), { pin: '4821' });
    const signedOut = await del(kiosk, '/api/v1/kiosk/session');
    expect(signedOut.statusCode).toBe(204);
    expect(kiosk.hasCookie('scanorder.kiosk')).toBe(false);
    expect((await kiosk.get('/api/v1/kiosk/session')).json().error.message).toBe(
      'Enter the staff PIN to open this board',
    );

    await kiosk.post(sessionUrl(shop.store.branchId), { pin: '4821' });
    expect((await kiosk.get('/api/v1/kiosk/orders')).statusCode).toBe(200);
    await put(
      shop.owner.client,
      `/api/v1/businesses/restaurant/branches/${shop.store.branchId}/pin`,
      {
        pin: '5555',
      },
    );
    expect((await kiosk.get('/api/v1/kiosk/orders')).statusCode).toBe(401);
    await put(
      shop.owner.client,
      `/api/v1/businesses/restaurant/branches/${shop.store.branchId}/pin`,
      {
        pin: '4821',
      },
    );
  });

  it("shows the open bills of its own branch's tables only", async () => {
    const mine = await place(shop.store.branchId, 'Kiosk Table 1');
    const theirs = await place(lakeViewId, 'Kiosk Table 2');
    expect((await device().get('/api/v1/kiosk/open-bills')).statusCode).toBe(401);
    const kiosk = device();
    expect((await kiosk.post(sessionUrl(shop.store.branchId), { pin: '4821' })).statusCode).toBe(
      200,
    );
    const response = await kiosk.get('/api/v1/kiosk/open-bills');
    expect(response.statusCode).toBe(200);
    const bills = response.json<OpenBill[]>();
    expect(bills.find((bill) => bill.table === 'Kiosk Table 1')).toMatchObject({
      branchId: shop.store.branchId,
      dueMinor: mine.totals.totalMinor,
      orders: [{ orderId: mine.id }],
    });
    expect(bills.some((bill) => bill.orders.some((order) => order.orderId === theirs.id))).toBe(
      false,
    );
    // The owner's board sees both branches' tables.
    const owners = await shop.owner.client.get('/api/v1/businesses/restaurant/open-bills');
    expect(owners.json<OpenBill[]>().map((bill) => bill.table)).toEqual(
      expect.arrayContaining(['Kiosk Table 1', 'Kiosk Table 2']),
    );
  });

  it("records a table of its own branch paid at the counter, and no other branch's", async () => {
    const mine = await place(shop.store.branchId, 'Kiosk Table 3');
    const theirs = await place(lakeViewId, 'Kiosk Table 4');
    const url = (orderId: string) => `/api/v1/kiosk/orders/${orderId}/bill/counter-payments`;
    const body = () => ({ idempotencyKey: randomUUID() });
    expect((await device().post(url(mine.id), body())).statusCode).toBe(401);
    const kiosk = device();
    await kiosk.post(sessionUrl(shop.store.branchId), { pin: '4821' });
    const other = await kiosk.post(url(theirs.id), body());
    expect(other.statusCode).toBe(404);
    const paid = await kiosk.post(url(mine.id), body());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<TableBill>()).toMatchObject({
      status: 'closed',
      dueMinor: 0,
      payments: [{ method: 'counter', amountMinor: mine.totals.totalMinor }],
    });
    const tables = (await kiosk.get('/api/v1/kiosk/open-bills'))
      .json<OpenBill[]>()
      .map((bill) => bill.table);
    expect(tables).not.toContain('Kiosk Table 3');
    // The other branch's table is still open on the owner's board.
    const owners = await shop.owner.client.get('/api/v1/businesses/restaurant/open-bills');
    expect(owners.json<OpenBill[]>().map((bill) => bill.table)).toContain('Kiosk Table 4');
  });

  it('rate-limits PIN attempts per client address', async () => {
    const kiosk = device();
    const nowhere = '00000000-0000-4000-8000-000000000000';
    for (let attempt = 1; attempt <= 20; attempt++)
      expect((await kiosk.post(sessionUrl(nowhere), { pin: '1234' })).statusCode).toBe(404);
    const limited = await kiosk.post(sessionUrl(nowhere), { pin: '1234' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});
