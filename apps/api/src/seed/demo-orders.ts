import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { hasOpeningHours } from '@scanorder/shared/business/hours';
import { AppError } from '@scanorder/shared/errors/app-error';
import { placeOrderInputSchema } from '@scanorder/shared/ordering/place-order';
import { QR_LIST_LIMIT } from '@scanorder/shared/qr/qr-code';
import type { AppDependencies } from '../app.ts';
import { businessOrderCounters, orderEvents, orders } from '../db/schema/orders.ts';
import { createBranchesRepository } from '../modules/business/branches.repository.ts';
import { createBusinessRepository } from '../modules/business/business.repository.ts';
import { createMenuItemsRepository } from '../modules/menu/menu-items.repository.ts';
import { createOrderPreparation } from '../modules/ordering/prepare-order.ts';
import type { NewOrder } from '../modules/ordering/placement.repository.ts';
import { createQrCodesRepository } from '../modules/qr-codes/qr-codes.repository.ts';
import { calendarOf, slotRulesOf, type Storefront } from '../modules/storefront/storefront.ts';
import type { StorefrontItem } from '../modules/storefront/storefront.repository.ts';
import {
  lineOf,
  MINUTE,
  pick,
  planDemoOrders,
  PROFILES,
  seededRandom,
  stepsOf,
  type DemoStore,
  type PlannedOrder,
  type StatusStep,
} from './demo-order-plan.ts';

/** Rows per insert: a few hundred orders' values stay well under PostgreSQL's parameter limit. */
const BATCH = 200;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH)
    await insert(rows.slice(start, start + BATCH));
}

/**
 * Two weeks of past orders for the demo's restaurant and grocery store (`SEED_DEMO_ORDERS`, on
 * under `npm start` only), so REPORTS, History and the CSV show real figures at once. Each order
 * is checked and priced by placement's own preparation, as a guest's would be (lines, tax, tips,
 * delivery minimum, retention expiry), numbered from the business's counter, and moved through
 * its statuses by the owner with events at believable times; none is placed today, so the board
 * starts empty. A business that has any order is left alone, so a second start adds nothing.
 */
export async function seedDemoOrders(
  deps: Pick<AppDependencies, 'database' | 'storage' | 'config'>,
  accountId: string,
  actor: string,
  now = new Date(),
) {
  const db = deps.database.db;
  const scope = { accountId };
  const businesses = createBusinessRepository(db);
  const branchesRepository = createBranchesRepository(db);
  const menu = createMenuItemsRepository(db);
  const qrCodes = createQrCodesRepository(db);
  const seeded: Record<BusinessKind, number> = { restaurant: 0, grocery: 0 };

  for (const kind of ['restaurant', 'grocery'] as const) {
    const business = await businesses.findByKind(scope, kind);
    if (!business) continue;
    const [existing] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.accountId, accountId), eq(orders.businessId, business.id)))
      .limit(1);
    if (existing) continue;

    const codes = await qrCodes.list(scope, business.id, { limit: QR_LIST_LIMIT });
    const branchRows = await branchesRepository.list(scope, business.id);
    const { items } = await menu.list(scope, business.id, { limit: 10_000, offset: 0 });
    const store: DemoStore = {
      business,
      items,
      branches: branchRows.map((row) => {
        const own = codes.filter((code) => code.branchId === row.id && !code.prefill);
        return {
          row,
          tables: own
            .filter((code) => code.identifier.startsWith('Table'))
            .map((c) => c.identifier),
          counters: own
            .filter((code) => !code.identifier.startsWith('Table'))
            .map((c) => c.identifier),
        };
      }),
    };
    const storefronts = new Map<string, Storefront>(
      branchRows.map((branch) => [
        branch.id,
        {
          scope,
          business,
          branch,
          calendar: calendarOf(business, branch),
          gates: {
            setUp: hasOpeningHours(business.hours),
            takingOrders: business.takingOrders,
            planActive: true,
          },
          slotRules: slotRulesOf(business),
        },
      ]),
    );
    // Placement's own checks and pricing, over the rows read once (no query per order).
    const prepare = createOrderPreparation({
      orders: { bookedSlots: () => Promise.resolve({}) },
      storefront: {
        findItems: (_scope, _businessId, ids) =>
          Promise.resolve(items.filter((item) => ids.includes(item.id))),
      },
      loadStorefront: (ref) => Promise.resolve(storefronts.get(ref.branchId ?? '')!),
      storage: deps.storage,
      retentionDays: deps.config.ORDER_RETENTION_DAYS,
    });

    const prepared: { plan: PlannedOrder; values: NewOrder; steps: StatusStep[] }[] = [];
    const extraRandom = seededRandom(PROFILES[kind].seed + 1);
    for (const plan of planDemoOrders(store, now)) {
      const input = placeOrderInputSchema.parse(plan.request);
      let values: NewOrder | undefined;
      // A delivery under the minimum is refused as a guest's would be: the guest adds a line.
      for (let extra = 0; values === undefined && extra < 4; extra++) {
        try {
          values = (
            await prepare(input, `demo-guest-${plan.request.idempotencyKey}`, plan.placedAt)
          ).values;
        } catch (error) {
          if (!(error instanceof AppError) || error.field !== 'lines') throw error;
          const more = pick(
            extraRandom,
            store.items.filter(
              (item) =>
                item.availability === 'Available' &&
                !input.lines.some((line) => line.menuItemId === item.id),
            ),
          ) as StorefrontItem | undefined;
          if (!more) break;
          input.lines.push(lineOf(extraRandom, PROFILES[kind], more));
        }
      }
      if (values) prepared.push({ plan, values, steps: stepsOf(plan, values.fulfilmentType) });
    }
    if (prepared.length === 0) continue;

    await db.transaction(async (tx) => {
      // The counter's row lock queues this with any placement and a second seeding process, which
      // then finds these orders and adds nothing.
      const counterOf = and(
        eq(businessOrderCounters.businessId, business.id),
        eq(businessOrderCounters.accountId, accountId),
      );
      await tx
        .insert(businessOrderCounters)
        .values({ businessId: business.id, accountId, last: 0 })
        .onConflictDoNothing();
      const [counter] = await tx
        .select({ last: businessOrderCounters.last })
        .from(businessOrderCounters)
        .where(counterOf)
        .for('update');
      const [raced] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.accountId, accountId), eq(orders.businessId, business.id)))
        .limit(1);
      if (raced) return;
      await tx
        .update(businessOrderCounters)
        .set({ last: sql`${businessOrderCounters.last} + ${prepared.length}` })
        .where(counterOf);
      const first = counter!.last + 1;
      // The board accepts with the business's preparation time: the guest's ready-in countdown.
      const { prepTimeMinutes } = business.orderSettings;
      const rows = prepared.map(({ plan, values, steps }, index) => {
        const last = steps[steps.length - 1]!;
        const accepted = steps.find((step) => step.to === 'Order Accepted');
        return {
          ...values,
          id: randomUUID(),
          accountId,
          referenceNumber: first + index,
          status: last.to,
          cancelDescription: last.to === 'Order Cancelled' ? plan.cancel!.reason : null,
          cancelledFrom: last.to === 'Order Cancelled' ? last.from : null,
          readyBy: accepted ? new Date(accepted.at.getTime() + prepTimeMinutes * MINUTE) : null,
          version: 1 + steps.length,
          createdAt: plan.placedAt,
          updatedAt: last.at,
        };
      });
      await inBatches(rows, (batch) => tx.insert(orders).values(batch));
      const events = rows.flatMap((row, index) =>
        prepared[index]!.steps.map((step) => ({
          orderId: row.id,
          accountId,
          fromStatus: step.from,
          toStatus: step.to,
          actor,
          at: step.at,
        })),
      );
      await inBatches(events, (batch) => tx.insert(orderEvents).values(batch));
      seeded[kind] = rows.length;
    });
  }
  return seeded;
}
