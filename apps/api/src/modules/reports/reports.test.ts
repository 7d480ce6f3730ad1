import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, startOfLocalDate } from '@scanorder/shared/business/zoned-time';
import { lineInputOf } from '@scanorder/shared/ordering/board';
import {
  FULFILMENT_TYPES,
  ORDER_STATUSES,
  type OrderStatus,
} from '@scanorder/shared/ordering/order-status';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { PricedLine } from '@scanorder/shared/ordering/order-line';
import { reportMessages, type Report } from '@scanorder/shared/reports/reports';
import { businesses } from '../../db/schema/business.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import {
  createMemberOf,
  createTestApp,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type OwnerFixture,
  type TestApp,
} from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import {
  addItem,
  orderRequest,
  paneerTikka,
  setUpStore,
  type Store,
} from '../../../test/ordering-fixtures.ts';
import { expectedReport, type RawEvent } from '../../../test/report-oracle.ts';

const PLACE = '/api/v1/public/orders';
const REPORTS = '/api/v1/businesses/restaurant/reports';
/** Generated orders take reference numbers from here, so each run can remove its own. */
const GENERATED_FROM = 100_000;

/** Dates around daylight-saving changes (and a plain week) that the generated orders gather at. */
const ZONES = [
  { timeZone: 'America/New_York', base: '2026-03-05' },
  { timeZone: 'America/New_York', base: '2026-10-29' },
  { timeZone: 'Europe/London', base: '2026-03-26' },
  { timeZone: 'Australia/Lord_Howe', base: '2026-04-02' },
  { timeZone: 'Asia/Kolkata', base: '2026-06-10' },
] as const;

describe.each(databaseKinds)('reports on %s', (kind) => {
  let test: TestApp;
  let owner: OwnerFixture;
  let store: Store;
  let secondBranchId: string;
  let templates: (typeof orders.$inferSelect)[];
  const customer = () => new TestClient(test.app, uniqueIp());
  const db = () => test.deps.database.db;

  const report = async (client: TestClient, query: string) => {
    const response = await client.get(`${REPORTS}?businessId=${store.businessId}${query}`);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<Report>();
  };

  beforeAll(async () => {
    test = await createTestApp(kind);
    owner = await signUpVerifiedOwner(test);
    store = await setUpStore(owner.client, 'restaurant', { branchName: 'Main Street' });
    const second = await owner.client.post('/api/v1/businesses/restaurant/branches', {
      name: 'Lake View',
    });
    secondBranchId = second.json<{ id: string }>().id;
    const tikka = await addItem(owner.client, 'restaurant', paneerTikka());
    const naan = await addItem(
      owner.client,
      'restaurant',
      paneerTikka({
        name: 'Garlic Naan',
        category: 'Sides',
        priceMinor: 6_000,
        taxEnabled: false,
        selectors: [],
        modifiers: [],
        incrementors: [],
      }),
    );
    const spice = tikka.selectors[0]!;
    const extras = tikka.modifiers[0]!;
    const breads = tikka.incrementors[0]!;
    const bodies = [
      {
        lines: [
          {
            menuItemId: tikka.id,
            quantity: 2,
            options: [
              { groupId: spice.id, optionId: spice.options[1]!.id, count: 1 },
              { groupId: extras.id, optionId: extras.options[0]!.id, count: 1 },
              { groupId: breads.id, optionId: breads.options[0]!.id, count: 2 },
            ],
          },
        ],
      },
      { lines: [{ menuItemId: naan.id, quantity: 3 }], tipPercentage: 10 },
      {
        lines: [
          {
            menuItemId: tikka.id,
            quantity: 1,
            options: [{ groupId: spice.id, optionId: spice.options[0]!.id, count: 1 }],
          },
          { menuItemId: naan.id, quantity: 1 },
        ],
      },
    ];
    const ids: string[] = [];
    for (const body of bodies) {
      const response = await customer().post(PLACE, orderRequest(store, body));
      if (response.statusCode !== 201) throw new Error(response.body);
      ids.push(response.json<Order>().id);
    }
    templates = await db().select().from(orders).where(inArray(orders.id, ids));
    // The templates themselves leave the business's figures: they sit far in the past.
    await db()
      .update(orders)
      .set({ createdAt: new Date('2000-01-01T00:00:00Z') })
      .where(inArray(orders.id, ids));
  });
  afterAll(() => test.close());

  const generatedOrder = fc.record({
    template: fc.nat(2),
    /** An edit replaces the lines and amounts with another template's, as a staff edit does. */
    editedTo: fc.option(fc.nat(2), { nil: undefined }),
    day: fc.integer({ min: -6, max: 12 }),
    minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    status: fc.constantFrom(...ORDER_STATUSES),
    /** A cancelled order may have been accepted (and made ready) before it was cancelled. */
    cancelledAfter: fc.nat(2),
    fulfilmentType: fc.constantFrom(...FULFILMENT_TYPES),
    secondBranch: fc.boolean(),
    otherCurrency: fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0),
    acceptSeconds: fc.integer({ min: 1, max: 3_600 }),
    readySeconds: fc.integer({ min: 1, max: 3_600 }),
  });

  it('answers the figures a recomputation from the raw orders gives, across zones, daylight saving, cancellations and edits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ZONES),
        fc.array(generatedOrder, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom<'all' | 'main' | 'second'>('all', 'main', 'second'),
        async (zone, generated, fromOffset, length, branch) => {
          await db()
            .delete(orders)
            .where(
              and(
                eq(orders.businessId, store.businessId),
                gte(orders.referenceNumber, GENERATED_FROM),
              ),
            );
          await db()
            .update(businesses)
            .set({ timeZone: zone.timeZone })
            .where(eq(businesses.id, store.businessId));
          const rows = generated.map((spec, index) => {
            const template = templates[spec.template]!;
            const amounts = templates[spec.editedTo ?? spec.template]!;
            const createdAt = new Date(
              startOfLocalDate(addDays(zone.base, spec.day), zone.timeZone).getTime() +
                spec.minute * 60_000,
            );
            return {
              ...template,
              id: randomUUID(),
              idempotencyKey: randomUUID(),
              referenceNumber: GENERATED_FROM + index,
              status: spec.status,
              fulfilmentType: spec.fulfilmentType,
              branchId: spec.secondBranch ? secondBranchId : store.branchId,
              currency: spec.otherCurrency ? 'USD' : template.currency,
              lines: amounts.lines,
              subtotalMinor: amounts.subtotalMinor,
              taxMinor: amounts.taxMinor,
              serviceChargeMinor: amounts.serviceChargeMinor,
              tipMinor: amounts.tipMinor,
              totalMinor: amounts.totalMinor,
              modified: spec.editedTo !== undefined,
              createdAt,
              updatedAt: createdAt,
            };
          });
          await db().insert(orders).values(rows);
          const events = rows.flatMap((row, index) => {
            const spec = generated[index]!;
            const reached = ORDER_STATUSES.indexOf(spec.status);
            const cancelled = spec.status === 'Order Cancelled';
            const accepted = cancelled ? spec.cancelledAfter >= 1 : reached >= 1;
            const ready = cancelled ? spec.cancelledAfter >= 2 : reached >= 2;
            const placedAt = row.createdAt.getTime();
            const acceptedAt = placedAt + spec.acceptSeconds * 1000;
            const readyStatus: OrderStatus =
              row.fulfilmentType === 'delivery'
                ? 'Order Ready for Delivery'
                : 'Order Ready for Pickup';
            return [
              { toStatus: 'Order Placed' as OrderStatus, at: placedAt },
              ...(accepted ? [{ toStatus: 'Order Accepted' as OrderStatus, at: acceptedAt }] : []),
              ...(ready
                ? [{ toStatus: readyStatus, at: acceptedAt + spec.readySeconds * 1000 }]
                : []),
            ].map((event) => ({
              orderId: row.id,
              accountId: row.accountId,
              actor: 'customer',
              toStatus: event.toStatus,
              at: new Date(event.at),
            }));
          });
          if (events.length > 0) await db().insert(orderEvents).values(events);

          const from = addDays(zone.base, fromOffset);
          const to = addDays(from, length);
          const branchId =
            branch === 'main' ? store.branchId : branch === 'second' ? secondBranchId : undefined;
          const answer = await report(
            owner.client,
            `&range=custom&from=${from}&to=${to}${branchId ? `&branchId=${branchId}` : ''}`,
          );

          // The oracle reads the raw rows back from the database, templates included.
          const raw = await db()
            .select()
            .from(orders)
            .where(eq(orders.businessId, store.businessId));
          const rawEvents = await db()
            .select()
            .from(orderEvents)
            .where(eq(orderEvents.accountId, store.accountId));
          const { generatedAt: _generatedAt, ...figures } = answer;
          expect(figures).toEqual(
            expectedReport(
              raw.map((order) => ({ ...order, lines: order.lines as PricedLine[] })),
              rawEvents as RawEvent[],
              { from, to, branchId, timeZone: zone.timeZone, currency: templates[0]!.currency },
            ),
          );
        },
      ),
      { numRuns: kind === 'pglite' ? 25 : 40 },
    );
    await db()
      .update(businesses)
      .set({ timeZone: store.timeZone })
      .where(eq(businesses.id, store.businessId));
    await db()
      .delete(orders)
      .where(
        and(eq(orders.businessId, store.businessId), gte(orders.referenceNumber, GENERATED_FROM)),
      );
  });

  it("counts today's orders through the real API, an edit's new amounts and a cancellation", async () => {
    const place = async () => {
      const response = await customer().post(
        PLACE,
        orderRequest(store, { lines: (templates[1]!.lines as PricedLine[]).map(lineInputOf) }),
      );
      return response.json<Order>();
    };
    const before = await report(owner.client, '&range=today');
    const kept = await place();
    const edited = await place();
    const cancelled = await place();
    const editResponse = await put(owner.client, `/api/v1/orders/${edited.id}/lines`, {
      version: 1,
      lines: (templates[0]!.lines as PricedLine[]).map(lineInputOf),
    });
    expect(editResponse.statusCode).toBe(200);
    const cancelResponse = await put(owner.client, `/api/v1/orders/${cancelled.id}/status`, {
      status: 'Order Cancelled',
      version: 1,
      cancelDescription: 'Out of stock',
    });
    expect(cancelResponse.statusCode).toBe(200);

    const after = await report(owner.client, '&range=today');
    expect(after.span.from).toBe(localDateOf(new Date(), store.timeZone));
    expect(after.sales.granularity).toBe('hour');
    expect(after.summary.orders.current - before.summary.orders.current).toBe(2);
    expect(after.summary.grossSalesMinor.current - before.summary.grossSalesMinor.current).toBe(
      kept.totals.subtotalMinor + templates[0]!.subtotalMinor,
    );
    expect(after.summary.cancelledOrders.current - before.summary.cancelledOrders.current).toBe(1);
    expect(after.summary.cancelledMinor.current - before.summary.cancelledMinor.current).toBe(
      cancelled.totals.totalMinor,
    );
    // Yesterday is a day of its own: none of these.
    const yesterday = await report(owner.client, '&range=yesterday');
    expect(yesterday.span.from).toBe(addDays(after.span.from, -1));
    expect(yesterday.summary.orders.current).toBe(after.summary.orders.previous);
  });

  it('downloads each report as CSV, with the figures of the dashboard', async () => {
    const dashboard = await report(owner.client, '&range=last-7-days');
    expect(dashboard.span.days).toBe(7);
    const response = await owner.client.get(
      `${REPORTS}.csv?businessId=${store.businessId}&range=last-7-days&report=summary`,
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
    const placed = await customer().post(
      PLACE,
      orderRequest(store, { lines: (templates[1]!.lines as PricedLine[]).map(lineInputOf) }),
    );
    const accepted = await put(owner.client, `/api/v1/orders/${placed.json<Order>().id}/status`, {
      status: 'Order Accepted',
      version: 1,
    });
    expect(accepted.statusCode).toBe(200);
    for (const name of ['sales', 'busy-hours', 'items', 'options', 'fulfilment', 'kitchen-times']) {
      const csv = await owner.client.get(
        `${REPORTS}.csv?businessId=${store.businessId}&range=today&report=${name}`,
      );
      expect(csv.statusCode, name).toBe(200);
      expect(csv.body.split('\r\n').length, name).toBeGreaterThan(2);
    }
    const sales = await owner.client.get(
      `${REPORTS}.csv?businessId=${store.businessId}&range=today&report=sales`,
    );
    // Hour by hour for one day.
    expect(sales.body.split('\r\n')[1]).toMatch(/^"00:00","\d+","\d+\.\d\d","INR"$/);
  });

  it('refuses members, and lets managers read', async () => {
    const member = await createMemberOf(test, owner, 'member');
    const refused = await member.client.get(`${REPORTS}?businessId=${store.businessId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Your are not authorized to perform this action.' },
    });
    const csv = await member.client.get(
      `${REPORTS}.csv?businessId=${store.businessId}&report=summary`,
    );
    expect(csv.statusCode).toBe(403);
    const manager = await createMemberOf(test, owner, 'manager');
    const allowed = await manager.client.get(`${REPORTS}?businessId=${store.businessId}`);
    expect(allowed.statusCode).toBe(200);
  });

  it("refuses another account's business and branch", async () => {
    const other = await signUpVerifiedOwner(test);
    const otherStore = await setUpStore(other.client, 'restaurant', { branchName: 'Elsewhere' });
    const theirs = await other.client.get(`${REPORTS}?businessId=${store.businessId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<{ error: { message: string } }>().error.message).toBe(
      reportMessages.businessNotFound,
    );
    const branch = await other.client.get(
      `${REPORTS}?businessId=${otherStore.businessId}&branchId=${store.branchId}`,
    );
    expect(branch.statusCode).toBe(404);
    expect(branch.json<{ error: { message: string } }>().error.message).toBe(
      reportMessages.branchNotFound,
    );
    const csv = await other.client.get(
      `${REPORTS}.csv?businessId=${store.businessId}&report=items`,
    );
    expect(csv.statusCode).toBe(404);
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
      const response = await owner.client.get(`${REPORTS}?businessId=${store.businessId}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(message);
    }
    const csv = await owner.client.get(`${REPORTS}.csv?businessId=${store.businessId}&report=all`);
    expect(csv.statusCode).toBe(400);
    expect(csv.body).toContain('Please choose a valid report');
  });
});
