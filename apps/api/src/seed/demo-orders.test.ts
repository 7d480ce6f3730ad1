import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, startOfLocalDate } from '@scanorder/shared/business/zoned-time';
import type { PricedLine } from '@scanorder/shared/ordering/order-line';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { Report } from '@scanorder/shared/reports/reports';
import { businessOrderCounters, orderEvents, orders } from '../db/schema/orders.ts';
import {
  createTestApp,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type TestApp,
} from '../../test/harness.ts';
import { orderFirstPlainDish } from '../../test/ordering-fixtures.ts';
import { seedDemo } from './demo.ts';
import { seedDemoMenu, serverTimeZone } from './demo-menu.ts';
import { DEMO_ORDER_DAYS } from './demo-order-plan.ts';
import { seedDemoOrders } from './demo-orders.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databaseKinds)('demo orders on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(() => test.close());

  const ordersOf = (accountId: string) =>
    test.deps.scopes.unsafeAsOwner('test', () =>
      test.deps.database.db
        .select()
        .from(orders)
        .where(eq(orders.accountId, accountId))
        .orderBy(asc(orders.createdAt)),
    );

  it('seeds two weeks of priced, numbered orders only with its flag, once', async () => {
    // Without SEED_DEMO_ORDERS (the default, and the e2e server's): the demo has no orders.
    const plain = await seedDemo(test.deps);
    expect(plain.orders).toEqual({ restaurant: 0, grocery: 0 });
    const owner = new TestClient(test.app);
    await owner.post('/api/auth/sign-in/email', { email: plain.email, password: plain.password });
    const accountId = (await owner.get('/api/v1/me')).json<{ account: { id: string } }>().account
      .id;
    expect(await ordersOf(accountId)).toHaveLength(0);

    const withOrders = { ...test.deps, config: { ...test.deps.config, SEED_DEMO_ORDERS: true } };
    const started = performance.now();
    const first = await seedDemo(withOrders);
    const took = performance.now() - started;
    expect(first.orders.restaurant).toBeGreaterThan(300);
    expect(first.orders.grocery).toBeGreaterThan(120);
    // Well under the couple of seconds `npm start` may spend on it (generous for loaded machines).
    expect(took).toBeLessThan(15_000);

    const rows = await ordersOf(accountId);
    expect(rows).toHaveLength(first.orders.restaurant + first.orders.grocery);
    const zone = serverTimeZone();
    const now = new Date();
    const today = localDateOf(now, zone);
    const firstDay = startOfLocalDate(addDays(today, -DEMO_ORDER_DAYS), zone);
    const todayStart = startOfLocalDate(today, zone);
    for (const row of rows) {
      // The last 14 days, none today, every move done before today began.
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(firstDay.getTime());
      expect(row.updatedAt.getTime()).toBeLessThan(todayStart.getTime());
      expect(['Order Completed', 'Order Cancelled']).toContain(row.status);
      // As placement writes them: totals add up, retention counts from the placing.
      expect(row.totalMinor).toBe(
        row.subtotalMinor + row.taxMinor + row.serviceChargeMinor + row.tipMinor,
      );
      expect(row.expiredAt.getTime() - row.createdAt.getTime()).toBe(
        test.deps.config.ORDER_RETENTION_DAYS * DAY,
      );
      expect(row.awaitingPaymentUntil).toBeNull();
      if (row.status === 'Order Cancelled') expect(row.cancelDescription).toBeTruthy();
      // Both stores have an address on the map: no delivery reads "Distance not verified".
      if (row.fulfilmentType === 'delivery') expect(row.distanceVerified, row.kind).toBe(true);
    }
    const days = new Set(rows.map((row) => localDateOf(row.createdAt, zone)));
    expect(days.size).toBe(DEMO_ORDER_DAYS);
    expect(rows.some((row) => row.fulfilmentType === 'dine-in')).toBe(true);
    expect(rows.some((row) => row.kind === 'grocery' && row.fulfilmentType === 'delivery')).toBe(
      true,
    );
    const cancelled = rows.filter((row) => row.status === 'Order Cancelled').length;
    expect(cancelled).toBeGreaterThan(0);
    expect(cancelled / rows.length).toBeLessThan(0.1);

    // Numbered from each business's counter, 1..n, and the counter left at n.
    const counters = await test.deps.scopes.unsafeAsOwner('test', () =>
      test.deps.database.db
        .select()
        .from(businessOrderCounters)
        .where(eq(businessOrderCounters.accountId, accountId)),
    );
    expect(counters).toHaveLength(2);
    for (const counter of counters) {
      const numbers = rows
        .filter((row) => row.businessId === counter.businessId)
        .map((row) => row.referenceNumber)
        .sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
      expect(counter.last).toBe(numbers.length);
    }

    // Every move is an event by the owner, after the placing.
    const completed = rows.find((row) => row.status === 'Order Completed')!;
    const events = await test.deps.scopes.unsafeAsOwner('test', () =>
      test.deps.database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.accountId, accountId), eq(orderEvents.orderId, completed.id)))
        .orderBy(asc(orderEvents.at)),
    );
    expect(events.map((event) => event.toStatus)).toEqual([
      'Order Accepted',
      completed.fulfilmentType === 'delivery'
        ? 'Order Ready for Delivery'
        : 'Order Ready for Pickup',
      'Order Completed',
    ]);
    expect(events[0]!.at.getTime()).toBeGreaterThan(completed.createdAt.getTime());
    expect(events[2]!.at.getTime()).toBe(completed.updatedAt.getTime());

    // REPORTS through HTTP: every section has figures, and the period before too.
    const business = (await owner.get('/api/v1/businesses/restaurant')).json<{ id: string }>();
    const report = (
      await owner.get(
        `/api/v1/businesses/restaurant/reports?businessId=${business.id}&range=last-7-days`,
      )
    ).json<Report>();
    expect(report.summary.orders.current).toBeGreaterThan(0);
    expect(report.summary.orders.previous).toBeGreaterThan(0);
    expect(report.summary.grossSalesMinor.current).toBeGreaterThan(0);
    expect(report.summary.taxMinor.current).toBeGreaterThan(0);
    expect(report.summary.tipMinor.current).toBeGreaterThan(0);
    expect(report.sales.buckets.filter((bucket) => bucket.orders > 0).length).toBe(6);
    expect(report.busyHours.filter((cell) => cell.orders > 0).length).toBeGreaterThan(20);
    expect(report.items.best.length).toBeGreaterThan(5);
    expect(report.options.best.length).toBeGreaterThan(0);
    expect(report.fulfilment.map((entry) => entry.type).sort()).toEqual([
      'delivery',
      'dine-in',
      'pickup',
    ]);
    expect(report.kitchenTimes.length).toBeGreaterThan(5);
    for (const hour of report.kitchenTimes) {
      expect(hour.accepted.median).toBeGreaterThan(0);
      expect(hour.accepted.median).toBeLessThan(15 * 60);
    }
    // Today stays empty: the live board and the day's report start clean.
    const todays = (
      await owner.get(`/api/v1/businesses/restaurant/reports?businessId=${business.id}&range=today`)
    ).json<Report>();
    expect(todays.summary.orders.current).toBe(0);
    // Today is set against yesterday until this time of day (decision 015), which has no orders
    // before the restaurant's first hours; yesterday as a whole has its seeded orders.
    const yesterdays = (
      await owner.get(
        `/api/v1/businesses/restaurant/reports?businessId=${business.id}&range=yesterday`,
      )
    ).json<Report>();
    expect(yesterdays.summary.orders.current).toBeGreaterThan(0);
    const board = (
      await owner.get(`/api/v1/businesses/restaurant/orders?businessId=${business.id}`)
    ).json<{ orders: unknown[] }>();
    expect(board.orders).toHaveLength(0);
    // Nor do open bills: no dine-in order of the last sitting is left unpaid on a table.
    const bills = await owner.get('/api/v1/businesses/restaurant/open-bills');
    expect(bills.json()).toEqual([]);
    // History and its CSV list yesterday's orders.
    const yesterday = addDays(today, -1);
    const history = (
      await owner.get(
        `/api/v1/businesses/restaurant/orders?businessId=${business.id}&filter=history&from=${yesterday}&to=${yesterday}`,
      )
    ).json<{ orders: unknown[] }>();
    expect(history.orders.length).toBeGreaterThan(0);
    const csv = await owner.get(
      `/api/v1/businesses/restaurant/orders.csv?businessId=${business.id}&filter=history&from=${yesterday}&to=${yesterday}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n').length).toBeGreaterThan(2);

    // Another account sees none of it.
    const stranger = await signUpVerifiedOwner(test);
    const refused = await stranger.client.get(
      `/api/v1/businesses/restaurant/reports?businessId=${business.id}&range=last-7-days`,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('This business does not exist');

    // A second start adds nothing.
    const second = await seedDemo(withOrders);
    expect(second.orders).toEqual({ restaurant: 0, grocery: 0 });
    expect(await ordersOf(accountId)).toHaveLength(rows.length);

    // A guest's next order takes the next number.
    const branch = (await owner.get('/api/v1/businesses/restaurant/branches'))
      .json<{ branches: { id: string; name: string }[] }>()
      .branches.find((candidate) => candidate.name === 'Main Street')!;
    const store = {
      kind: 'restaurant' as const,
      accountId,
      businessId: business.id,
      branchId: branch.id,
      timeZone: zone,
    };
    const customer = new TestClient(test.app, uniqueIp());
    const placed = await orderFirstPlainDish(customer, store);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Order>().referenceNumber).toBe(first.orders.restaurant + 1);
  });

  it('gives the same orders and figures for the same day: seeded, not random', async () => {
    // 06:00 on the server's clock: the last sitting (12 hours) began at 18:00 the evening before.
    const now = new Date(startOfLocalDate('2026-03-04', serverTimeZone()).getTime() + 6 * HOUR);
    const figures = async () => {
      const owner = await signUpVerifiedOwner(test);
      const accountId = (await owner.client.get('/api/v1/me')).json<{ account: { id: string } }>()
        .account.id;
      await test.deps.scopes.unsafeAsOwner('test', async () => {
        await seedDemoMenu(test.deps, accountId);
        await seedDemoOrders(test.deps, accountId, 'demo-test', now);
      });
      const rows = await ordersOf(accountId);
      rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.referenceNumber - b.referenceNumber);
      return rows.map((row) => ({
        kind: row.kind,
        at: row.createdAt.toISOString(),
        done: row.updatedAt.toISOString(),
        number: row.referenceNumber,
        store: row.storeName,
        identifier: row.identifier,
        status: row.status,
        fulfilment: row.fulfilmentType,
        lines: (row.lines as PricedLine[]).map((line) => [
          line.name,
          line.quantity,
          line.variant?.value,
          line.options.map((option) => `${option.groupName}: ${option.value} x${option.count}`),
          line.lineTotalMinor,
        ]),
        totals: [row.subtotalMinor, row.taxMinor, row.tipMinor, row.totalMinor],
      }));
    };
    const first = await figures();
    expect(first.length).toBeGreaterThan(400);
    // That evening's restaurant guests took their orders away: a dine-in order of the last
    // sitting would still be due on the board's open bills (decision 047).
    const lastSitting = first.filter(
      (order) => order.kind === 'restaurant' && Date.parse(order.at) >= now.getTime() - 12 * HOUR,
    );
    expect(lastSitting.length).toBeGreaterThan(10);
    expect(lastSitting.filter((order) => order.fulfilment === 'dine-in')).toEqual([]);
    const dayStart = startOfLocalDate(localDateOf(now, serverTimeZone()), serverTimeZone());
    expect(first.every((order) => Date.parse(order.done) < dayStart.getTime())).toBe(true);
    expect(await figures()).toEqual(first);
  });
});
