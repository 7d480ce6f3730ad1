import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockTimeOf } from '@scanorder/shared/business/clock-time';
import {
  addDays,
  localDateOf,
  localMinutesOf,
  startOfLocalDate,
} from '@scanorder/shared/business/zoned-time';
import { lineInputOf } from '@scanorder/shared/ordering/board';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { PricedLine } from '@scanorder/shared/ordering/order-line';
import { reportMessages } from '@scanorder/shared/reports/reports';
import { orders } from '../../db/schema/orders.ts';
import { createMemberOf, databaseKinds, signUpVerifiedOwner } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import { orderRequest, setUpStore } from '../../../test/ordering-fixtures.ts';
import {
  PLACE,
  REPORTS,
  setUpReportWorld,
  type ReportWorld,
} from '../../../test/report-fixtures.ts';

/** The dashboard and its CSV files through the API: live orders, downloads, who may read, bad input. */
describe.each(databaseKinds)('reports API on %s', (kind) => {
  let world: ReportWorld;
  beforeAll(async () => {
    world = await setUpReportWorld(kind);
  });
  afterAll(() => world.test.close());

  it("counts today's orders through the real API, an edit's new amounts and a cancellation", async () => {
    const place = async () => {
      const response = await world.customer().post(
        PLACE,
        orderRequest(world.store, {
          lines: (world.templates[1]!.lines as PricedLine[]).map(lineInputOf),
        }),
      );
      return response.json<Order>();
    };
    const before = await world.report(world.owner.client, '&range=today');
    const kept = await place();
    const edited = await place();
    const cancelled = await place();
    const editResponse = await put(world.owner.client, `/api/v1/orders/${edited.id}/lines`, {
      version: 1,
      lines: (world.templates[0]!.lines as PricedLine[]).map(lineInputOf),
    });
    expect(editResponse.statusCode).toBe(200);
    const cancelResponse = await put(world.owner.client, `/api/v1/orders/${cancelled.id}/status`, {
      status: 'Order Cancelled',
      version: 1,
      cancelDescription: 'Out of stock',
    });
    expect(cancelResponse.statusCode).toBe(200);

    const after = await world.report(world.owner.client, '&range=today');
    expect(after.span.from).toBe(localDateOf(new Date(), world.store.timeZone));
    expect(after.sales.granularity).toBe('hour');
    expect(after.summary.orders.current - before.summary.orders.current).toBe(2);
    expect(after.summary.grossSalesMinor.current - before.summary.grossSalesMinor.current).toBe(
      kept.totals.subtotalMinor + world.templates[0]!.subtotalMinor,
    );
    expect(after.summary.cancelledOrders.current - before.summary.cancelledOrders.current).toBe(1);
    expect(after.summary.cancelledMinor.current - before.summary.cancelledMinor.current).toBe(
      cancelled.totals.totalMinor,
    );
    // Yesterday is a day of its own: none of these.
    const yesterday = await world.report(world.owner.client, '&range=yesterday');
    expect(yesterday.span.from).toBe(addDays(after.span.from, -1));
    expect(yesterday.summary.cancelledOrders.current).toBe(0);
  });

  it('compares a day still running with the previous one until the same time, not all of it', async () => {
    const db = world.test.deps.database.db;
    const { timeZone } = world.store;
    const today = localDateOf(new Date(), timeZone);
    const elapsed = Date.now() - startOfLocalDate(today, timeZone).getTime();
    const yesterdayStart = startOfLocalDate(addDays(today, -1), timeZone).getTime();
    const twoHours = 2 * 3_600_000;
    // Yesterday, two hours before this time of day and two hours after it (kept inside the day:
    // the first at its midnight in a day's first two hours, the second before its end late on).
    const earlier = new Date(yesterdayStart + Math.max(elapsed - twoHours, 0));
    const later = new Date(yesterdayStart + Math.min(elapsed + twoHours, 24 * 3_600_000 - 1));
    const template = world.templates[2]!;
    const placedAt = (createdAt: Date, referenceNumber: number) => ({
      ...template,
      id: randomUUID(),
      idempotencyKey: randomUUID(),
      referenceNumber,
      status: 'Order Completed' as const,
      createdAt,
      updatedAt: createdAt,
    });
    const before = await world.report(world.owner.client, '&range=today');
    const wholeBefore = await world.report(world.owner.client, '&range=yesterday');
    await db.insert(orders).values([placedAt(earlier, 90_001), placedAt(later, 90_002)]);
    try {
      const after = await world.report(world.owner.client, '&range=today');
      const whole = await world.report(world.owner.client, '&range=yesterday');
      // Yesterday holds both; today is set against the one placed before this time of day.
      expect(whole.summary.orders.current - wholeBefore.summary.orders.current).toBe(2);
      expect(after.summary.orders.previous - before.summary.orders.previous).toBe(1);
      // The clock time it stops at: this time of day when asked (a minute may turn meanwhile).
      const clockNow = () => clockTimeOf(localMinutesOf(new Date(), timeZone));
      expect(after.previousSpan).toMatchObject({
        from: addDays(today, -1),
        to: addDays(today, -1),
      });
      expect([
        clockTimeOf(localMinutesOf(new Date(yesterdayStart + elapsed), timeZone)),
        clockNow(),
      ]).toContain(after.previousSpan.until);
      // A range that is over is compared with the whole of the period before it.
      expect(whole.previousSpan.until).toBeNull();
      const week = await world.report(world.owner.client, '&range=last-7-days');
      expect(week.previousSpan).toMatchObject({ to: addDays(today, -7) });
      expect(week.previousSpan.until).toBe(after.previousSpan.until);
    } finally {
      await db.delete(orders).where(inArray(orders.referenceNumber, [90_001, 90_002]));
    }
  });

  it('downloads each report as CSV, with the figures of the dashboard', async () => {
    const dashboard = await world.report(world.owner.client, '&range=last-7-days');
    expect(dashboard.span.days).toBe(7);
    const response = await world.owner.client.get(
      `${REPORTS}.csv?businessId=${world.store.businessId}&range=last-7-days&report=summary`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="summary-${dashboard.span.from}-to-${dashboard.span.to}.csv"`,
    );
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('"Figure","Current","Previous","Change %","Currency"');
    expect(lines[1]).toBe(
      `"Orders","${dashboard.summary.orders.current}","${dashboard.summary.orders.previous}",` +
        `"${dashboard.summary.orders.previous === 0 ? '' : Math.round(((dashboard.summary.orders.current - dashboard.summary.orders.previous) / dashboard.summary.orders.previous) * 100)}",""`,
    );
    // An order accepted today gives the kitchen-times report a row.
    const placed = await world.customer().post(
      PLACE,
      orderRequest(world.store, {
        lines: (world.templates[1]!.lines as PricedLine[]).map(lineInputOf),
      }),
    );
    const accepted = await put(
      world.owner.client,
      `/api/v1/orders/${placed.json<Order>().id}/status`,
      {
        status: 'Order Accepted',
        version: 1,
      },
    );
    expect(accepted.statusCode).toBe(200);
    for (const name of ['sales', 'busy-hours', 'items', 'options', 'fulfilment', 'kitchen-times']) {
      const csv = await world.owner.client.get(
        `${REPORTS}.csv?businessId=${world.store.businessId}&range=today&report=${name}`,
      );
      expect(csv.statusCode, name).toBe(200);
      expect(csv.body.split('\r\n').length, name).toBeGreaterThan(2);
    }
    const sales = await world.owner.client.get(
      `${REPORTS}.csv?businessId=${world.store.businessId}&range=today&report=sales`,
    );
    // Hour by hour for one day.
    expect(sales.body.split('\r\n')[1]).toMatch(/^"00:00","\d+","\d+\.\d\d","INR"$/);
    // For a Spanish owner's Excel: ';' between cells and decimal commas.
    const spanish = await world.owner.client.get(
      `${REPORTS}.csv?businessId=${world.store.businessId}&range=today&report=sales&language=es`,
    );
    expect(spanish.statusCode).toBe(200);
    const esLines = spanish.body.replace('\uFEFF', '').split('\r\n');
    expect(esLines[0]).toBe('"Hour";"Orders";"Gross sales";"Currency"');
    expect(esLines[1]).toMatch(/^"00:00";"\d+";"\d+,\d\d";"INR"$/);
    const bad = await world.owner.client.get(
      `${REPORTS}.csv?businessId=${world.store.businessId}&report=sales&language=fr`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please choose a valid Language');
  });

  it('refuses members, and lets managers read', async () => {
    const member = await createMemberOf(world.test, world.owner, 'member');
    const refused = await member.client.get(`${REPORTS}?businessId=${world.store.businessId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Your are not authorized to perform this action.' },
    });
    const csv = await member.client.get(
      `${REPORTS}.csv?businessId=${world.store.businessId}&report=summary`,
    );
    expect(csv.statusCode).toBe(403);
    const manager = await createMemberOf(world.test, world.owner, 'manager');
    const allowed = await manager.client.get(`${REPORTS}?businessId=${world.store.businessId}`);
    expect(allowed.statusCode).toBe(200);
  });

  it("refuses another account's business and branch", async () => {
    const other = await signUpVerifiedOwner(world.test);
    const otherStore = await setUpStore(other.client, 'restaurant', { branchName: 'Elsewhere' });
    const theirs = await other.client.get(`${REPORTS}?businessId=${world.store.businessId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<{ error: { message: string } }>().error.message).toBe(
      reportMessages.businessNotFound,
    );
    const branch = await other.client.get(
      `${REPORTS}?businessId=${otherStore.businessId}&branchId=${world.store.branchId}`,
    );
    expect(branch.statusCode).toBe(404);
    expect(branch.json<{ error: { message: string } }>().error.message).toBe(
      reportMessages.branchNotFound,
    );
    for (const language of ['en', 'es']) {
      const csv = await other.client.get(
        `${REPORTS}.csv?businessId=${world.store.businessId}&report=items&language=${language}`,
      );
      expect(csv.statusCode, language).toBe(404);
    }
  });

  it('explains a bad range', async () => {
    const cases: [string, string][] = [
      ['&range=custom&to=2026-01-01', reportMessages.fromRequired],
      ['&range=custom&from=2026-02-01&to=2026-01-01', reportMessages.order],
      ['&range=custom&from=2024-01-01&to=2026-01-01', reportMessages.tooLong],
      ['&range=custom&from=2026-02-30&to=2026-03-01', 'Please enter valid From date'],
      ['&range=week', 'Please choose a valid date range'],
    ];
    for (const [query, message] of cases) {
      const response = await world.owner.client.get(
        `${REPORTS}?businessId=${world.store.businessId}${query}`,
      );
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(message);
    }
    const csv = await world.owner.client.get(
      `${REPORTS}.csv?businessId=${world.store.businessId}&report=all`,
    );
    expect(csv.statusCode).toBe(400);
    expect(csv.body).toContain('Please choose a valid report');
  });
});
