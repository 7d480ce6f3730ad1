import { and, asc, count, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { OrderStatus } from '@scanorder/shared/ordering/order-status';
import type { Database } from '../../db/client.ts';
import { businessOrderCounters, orderEdits, orderEvents, orders } from '../../db/schema/orders.ts';
import type { TenantScope } from '../business/business.repository.ts';
import { notificationOf } from '../events/event-bus.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'accountId' | 'referenceNumber' | 'status' | 'version' | 'createdAt' | 'updatedAt'
>;

/** A pickup slot whose capacity the insert re-checks while it holds the business's counter lock. */
export interface SlotCapacity {
  branchId: string;
  scheduledFor: Date;
  maxOrders: number;
}

export type PlaceResult =
  | { outcome: 'created'; order: OrderRow }
  | { outcome: 'existing'; order: OrderRow }
  | { outcome: 'slot-full' };

export type MoveResult =
  | { outcome: 'moved'; order: OrderRow; previous: OrderRow }
  | { outcome: 'not-found' }
  | { outcome: 'stale'; order: OrderRow }
  | { outcome: 'refused'; order: OrderRow };

/** What an edit writes: the repriced lines and totals. */
export type LineChange = Pick<
  OrderRow,
  'lines' | 'subtotalMinor' | 'taxMinor' | 'serviceChargeMinor' | 'tipMinor' | 'totalMinor'
>;

export type EditResult =
  | { outcome: 'edited'; order: OrderRow }
  | { outcome: 'not-found' }
  | { outcome: 'stale'; order: OrderRow }
  | { outcome: 'refused'; order: OrderRow };

/** Carries a result out of a transaction that had to roll back. */
class RolledBack extends Error {
  constructor(readonly result: PlaceResult) {
    super('rolled back');
  }
}

export function createOrdersRepository(db: Database) {
  /** One order of the account; with `branchId` (kiosk) only if it belongs to that branch. */
  const one = (scope: TenantScope, orderId: string, branchId?: string) =>
    and(
      eq(orders.accountId, scope.accountId),
      eq(orders.id, orderId),
      branchId ? eq(orders.branchId, branchId) : undefined,
    );

  async function findByIdempotencyKey(
    executor: Database,
    scope: TenantScope,
    key: string,
  ): Promise<OrderRow | undefined> {
    const [row] = await executor
      .select()
      .from(orders)
      .where(and(eq(orders.accountId, scope.accountId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  return {
    findByIdempotencyKey: (scope: TenantScope, key: string) => findByIdempotencyKey(db, scope, key),

    /**
     * Places an order in one transaction: bumps the business's reference counter first (its row
     * lock queues every placement of that business, so reference numbers are unique and gap-free
     * and the slot count below cannot race), returns the order already placed under the same
     * idempotency key if there is one, re-checks the slot's capacity, inserts the order and its
     * first event, and NOTIFYs listeners, which hear it on commit.
     */
    async place(
      scope: TenantScope,
      values: NewOrder,
      capacity: SlotCapacity | null,
    ): Promise<PlaceResult> {
      return db
        .transaction(async (txn): Promise<PlaceResult> => {
          const tx = txn as unknown as Database;
          const [counter] = await tx
            .insert(businessOrderCounters)
            .values({ businessId: values.businessId, accountId: scope.accountId, last: 1 })
            .onConflictDoUpdate({
              target: businessOrderCounters.businessId,
              set: { last: sql`${businessOrderCounters.last} + 1` },
            })
            .returning({ last: businessOrderCounters.last });
          const existing = await findByIdempotencyKey(tx, scope, values.idempotencyKey);
          if (existing) {
            // Undo the bump: nothing was placed, and the counter stays gap-free.
            throw new RolledBack({ outcome: 'existing', order: existing });
          }
          if (capacity) {
            const [booked] = await tx
              .select({ value: count() })
              .from(orders)
              .where(
                and(
                  eq(orders.accountId, scope.accountId),
                  eq(orders.branchId, capacity.branchId),
                  eq(orders.scheduledFor, capacity.scheduledFor),
                  ne(orders.status, 'Order Cancelled'),
                ),
              );
            if ((booked?.value ?? 0) >= capacity.maxOrders)
              throw new RolledBack({ outcome: 'slot-full' });
          }
          const [order] = await tx
            .insert(orders)
            .values({ ...values, accountId: scope.accountId, referenceNumber: counter!.last })
            .returning();
          await tx.insert(orderEvents).values({
            orderId: order!.id,
            accountId: scope.accountId,
            fromStatus: null,
            toStatus: order!.status,
            actor: 'customer',
            at: order!.createdAt,
          });
          await tx.execute(
            notificationOf({
              type: 'order.changed',
              accountId: scope.accountId,
              orderId: order!.id,
              version: order!.version,
            }),
          );
          return { outcome: 'created', order: order! };
        })
        .catch((error: unknown) => {
          if (error instanceof RolledBack) return error.result;
          throw error;
        });
    },

    /** Not-cancelled orders per pickup slot of a branch between two instants, keyed by ISO string. */
    async bookedSlots(
      scope: TenantScope,
      branchId: string,
      from: Date,
      to: Date,
    ): Promise<Record<string, number>> {
      const rows = await db
        .select({ at: orders.scheduledFor, value: count() })
        .from(orders)
        .where(
          and(
            eq(orders.accountId, scope.accountId),
            eq(orders.branchId, branchId),
            gte(orders.scheduledFor, from),
            lte(orders.scheduledFor, to),
            ne(orders.status, 'Order Cancelled'),
          ),
        )
        .groupBy(orders.scheduledFor);
      return Object.fromEntries(
        rows.filter((row) => row.at).map((row) => [row.at!.toISOString(), row.value]),
      );
    },

    async findById(scope: TenantScope, orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(one(scope, orderId)).limit(1);
      return row;
    },

    /**
     * The customer's order page: anyone holding the random order id may read it (spec 02: "view it
     * later by its order id"), so no tenant applies.
     */
    async unsafeFindOrderById(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row;
    },

    async listEvents(scope: TenantScope, orderId: string): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.accountId, scope.accountId), eq(orderEvents.orderId, orderId)))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    },

    /**
     * Moves an order to a new status if it is still at `expectedVersion` and `allowed` accepts the
     * move from its current status: one row lock, the update, the event with who and when, and the
     * NOTIFY, all in one transaction. Two devices acting at once: the second finds a newer version.
     * Times are the database's clock, so every API process stamps changes alike (the board's
     * catch-up cursor compares them).
     */
    async moveStatus(
      scope: TenantScope,
      orderId: string,
      change: {
        expectedVersion: number;
        to: OrderStatus;
        cancelDescription: string | null;
        actor: string;
        /** Kiosk: only orders of this branch exist. */
        branchId?: string;
        allowed: (order: OrderRow) => boolean;
      },
    ): Promise<MoveResult> {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        const [current] = await tx
          .select()
          .from(orders)
          .where(one(scope, orderId, change.branchId))
          .for('update')
          .limit(1);
        if (!current) return { outcome: 'not-found' } as const;
        if (current.version !== change.expectedVersion)
          return { outcome: 'stale', order: current } as const;
        if (!change.allowed(current)) return { outcome: 'refused', order: current } as const;
        const [moved] = await tx
          .update(orders)
          .set({
            status: change.to,
            cancelDescription:
              change.to === 'Order Cancelled'
                ? change.cancelDescription
                : current.cancelDescription,
            version: current.version + 1,
            updatedAt: sql`clock_timestamp()`,
          })
          .where(one(scope, orderId))
          .returning();
        await tx.insert(orderEvents).values({
          orderId,
          accountId: scope.accountId,
          fromStatus: current.status,
          toStatus: change.to,
          actor: change.actor,
          at: moved!.updatedAt,
        });
        await tx.execute(
          notificationOf({
            type: 'order.changed',
            accountId: scope.accountId,
            orderId,
            version: moved!.version,
          }),
        );
        return { outcome: 'moved', order: moved!, previous: current } as const;
      });
    },

    /**
     * Replaces an order's lines and totals (staff edit) if it is still at `expectedVersion` and
     * `editable` accepts it; `reprice` computes the new lines from the locked row. Marks the order
     * modified, records who and when with the lines before, and NOTIFYs, in one transaction.
     */
    async editLines(
      scope: TenantScope,
      orderId: string,
      change: {
        expectedVersion: number;
        actor: string;
        branchId?: string;
        editable: (order: OrderRow) => boolean;
        reprice: (order: OrderRow) => LineChange;
      },
    ): Promise<EditResult> {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        const [current] = await tx
          .select()
          .from(orders)
          .where(one(scope, orderId, change.branchId))
          .for('update')
          .limit(1);
        if (!current) return { outcome: 'not-found' } as const;
        if (current.version !== change.expectedVersion)
          return { outcome: 'stale', order: current } as const;
        if (!change.editable(current)) return { outcome: 'refused', order: current } as const;
        const next = change.reprice(current);
        const [edited] = await tx
          .update(orders)
          .set({
            ...next,
            modified: true,
            version: current.version + 1,
            updatedAt: sql`clock_timestamp()`,
          })
          .where(one(scope, orderId))
          .returning();
        await tx.insert(orderEdits).values({
          orderId,
          accountId: scope.accountId,
          actor: change.actor,
          at: edited!.updatedAt,
          previousLines: current.lines,
          previousTotalMinor: current.totalMinor,
          totalMinor: edited!.totalMinor,
        });
        await tx.execute(
          notificationOf({
            type: 'order.changed',
            accountId: scope.accountId,
            orderId,
            version: edited!.version,
          }),
        );
        return { outcome: 'edited', order: edited! } as const;
      });
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
