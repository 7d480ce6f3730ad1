import { randomUUID } from 'node:crypto';
import { and, eq, gte } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, startOfLocalDate } from '@scanorder/shared/business/zoned-time';
import {
  FULFILMENT_TYPES,
  ORDER_STATUSES,
  type OrderStatus,
} from '@scanorder/shared/ordering/order-status';
import type { PricedLine } from '@scanorder/shared/ordering/order-line';
import { businesses } from '../../db/schema/business.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { databaseKinds } from '../../../test/harness.ts';
import { setUpReportWorld, type ReportWorld } from '../../../test/report-fixtures.ts';
import { expectedReport, type RawEvent } from '../../../test/report-oracle.ts';

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

/** The dashboard's figures against a recomputation from the raw rows (report-oracle.ts). */
describe.each(databaseKinds)('report figures on %s', (kind) => {
  let world: ReportWorld;
  beforeAll(async () => {
    world = await setUpReportWorld(kind);
  });
  afterAll(() => world.test.close());
  const db = () => world.test.deps.database.db;
  const removeGenerated = () =>
    db()
      .delete(orders)
      .where(
        and(
          eq(orders.businessId, world.store.businessId),
          gte(orders.referenceNumber, GENERATED_FROM),
        ),
      );
  const setTimeZone = (timeZone: string) =>
    db().update(businesses).set({ timeZone }).where(eq(businesses.id, world.store.businessId));

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
          await removeGenerated();
          await setTimeZone(zone.timeZone);
          const rows = generated.map((spec, index) => {
            const template = world.templates[spec.template]!;
            const amounts = world.templates[spec.editedTo ?? spec.template]!;
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
              branchId: spec.secondBranch ? world.secondBranchId : world.store.branchId,
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
            // The placing is not stored: the order's createdAt is it (`placingEventOf`).
            return [
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
            branch === 'main'
              ? world.store.branchId
              : branch === 'second'
                ? world.secondBranchId
                : undefined;
          const answer = await world.report(
            world.owner.client,
            `&range=custom&from=${from}&to=${to}${branchId ? `&branchId=${branchId}` : ''}`,
          );

          // The oracle reads the raw rows back from the database, world.templates included.
          const raw = await db()
            .select()
            .from(orders)
            .where(eq(orders.businessId, world.store.businessId));
          const rawEvents = await db()
            .select()
            .from(orderEvents)
            .where(eq(orderEvents.accountId, world.store.accountId));
          const { generatedAt: _generatedAt, ...figures } = answer;
          expect(figures).toEqual(
            expectedReport(
              raw.map((order) => ({ ...order, lines: order.lines as PricedLine[] })),
              rawEvents as RawEvent[],
              {
                from,
                to,
                branchId,
                timeZone: zone.timeZone,
                currency: world.templates[0]!.currency,
              },
            ),
          );
        },
      ),
      { numRuns: kind === 'pglite' ? 25 : 40 },
    );
    await setTimeZone(world.store.timeZone);
    await removeGenerated();
  });
});
