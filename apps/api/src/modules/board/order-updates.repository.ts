import { eq, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@scanorder/shared/ordering/order-status';
import type { Database } from '../../db/client.ts';
import { orderEdits, orderEvents, orders } from '../../db/schema/orders.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { notificationOf, orderChangedOf } from '../events/app-events.ts';
import type { OrderRow } from '../ordering/orders.repository.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

/** What a change under the row lock came to: done (with the row before it), or why not. */
export type OrderUpdate =
  | { outcome: 'updated'; order: OrderRow; previous: OrderRow }
  | { outcome: 'not-found' }
  | { outcome: 'stale'; order: OrderRow }
  | { outcome: 'refused'; order: OrderRow };

/** What an edit writes: the repriced lines and totals. */
export type LineChange = Pick<
  OrderRow,
  'lines' | 'subtotalMinor' | 'taxMinor' | 'serviceChargeMinor' | 'tipMinor' | 'totalMinor'
>;

/** Who changes which version of an order; a kiosk (`branchId`) sees only its branch's orders. */
interface Expected {
  expectedVersion: number;
  actor: string;
  branchId?: string | undefined;
}

/** One change of `lockedUpdate`: whether it applies, what it sets, and its history row. */
interface LockedChange {
  allowed: (current: OrderRow) => boolean;
  /** The columns it sets, from the locked row (the version and the time are set for it). */
  set: (current: OrderRow) => Partial<typeof orders.$inferInsert>;
  /** Writes who changed what and when, in the same transaction. */
  record: (tx: Database, current: OrderRow, updated: OrderRow) => Promise<unknown>;
}

/**
 * One order of the account the team can act on; with `branchId` (kiosk) only if it belongs to
 * that branch. An order held for its payment is not the team's until paid (decision 044): as on
 * the board, it is not found.
 */
export const teamOrder = (scope: TenantScope, orderId: string, branchId?: string) =>
  ofTenant(
    orders,
    scope,
    eq(orders.id, orderId),
    branchId ? eq(orders.branchId, branchId) : undefined,
    isNull(orders.awaitingPaymentUntil),
  );

/**
 * The team's changes to an order: status moves and line edits. `events.committed` hears each one
 * that committed (this process's board lists of the account drop at once).
 */
export function createOrderUpdatesRepository(
  db: Database,
  events: { committed(accountId: string): void },
) {
  /**
   * Changes an order if it is still at `expectedVersion` and `change.allowed` accepts it: one row lock,
   * the update, the history row and the NOTIFY, all in one transaction. Two devices acting at once:
   * the second finds a newer version. Times are the database's clock, so every API process stamps
   * changes alike (the board's catch-up cursor compares them).
   */
  async function lockedUpdate(
    scope: TenantScope,
    orderId: string,
    { expectedVersion, branchId }: Pick<Expected, 'expectedVersion' | 'branchId'>,
    change: LockedChange,
  ): Promise<OrderUpdate> {
    const result = await db.transaction(async (tx): Promise<OrderUpdate> => {
      const [current] = await tx
        .select()
        .from(orders)
        .where(teamOrder(scope, orderId, branchId))
        .for('update')
        .limit(1);
      if (!current) return { outcome: 'not-found' };
      if (current.version !== expectedVersion) return { outcome: 'stale', order: current };
      if (!change.allowed(current)) return { outcome: 'refused', order: current };
      const [updated] = await tx
        .update(orders)
        .set({
          ...change.set(current),
          version: current.version + 1,
          updatedAt: sql`clock_timestamp()`,
        })
        .where(teamOrder(scope, orderId))
        .returning();
      // The locked row exists, so the update returned it.
      await change.record(tx, current, updated!);
      await tx.execute(notificationOf(orderChangedOf(updated!)));
      return { outcome: 'updated', order: updated!, previous: current };
    });
    if (result.outcome === 'updated') events.committed(scope.accountId);
    return result;
  }

  return {
    /** Moves an order to `to` when `allowed` accepts the move from its current status. */
    moveStatus: (
      scope: TenantScope,
      orderId: string,
      change: Expected & {
        to: OrderStatus;
        cancelDescription: string | null;
        /** When the team expects the order ready; undefined keeps what the order has. */
        readyBy?: Date | null | undefined;
        allowed: (order: OrderRow) => boolean;
      },
    ) =>
      lockedUpdate(scope, orderId, change, {
        allowed: change.allowed,
        set: (current) => ({
          status: change.to,
          cancelDescription:
            change.to === 'Order Cancelled' ? change.cancelDescription : current.cancelDescription,
          cancelledFrom: change.to === 'Order Cancelled' ? current.status : current.cancelledFrom,
          readyBy: change.readyBy === undefined ? current.readyBy : change.readyBy,
        }),
        record: (tx, current, moved) =>
          tx.insert(orderEvents).values({
            orderId,
            accountId: scope.accountId,
            fromStatus: current.status,
            toStatus: change.to,
            actor: change.actor,
            at: moved.updatedAt,
          }),
      }),

    /**
     * Replaces an order's lines and totals (staff edit) when `editable` accepts it; `reprice`
     * computes the new lines from the locked row. Marks the order modified and records the lines
     * before.
     */
    editLines: (
      scope: TenantScope,
      orderId: string,
      change: Expected & {
        editable: (order: OrderRow) => boolean;
        reprice: (order: OrderRow) => LineChange;
      },
    ) =>
      lockedUpdate(scope, orderId, change, {
        allowed: change.editable,
        set: (current) => ({
          ...change.reprice(current),
          originalLines: current.originalLines ?? current.lines,
          modified: true,
        }),
        record: (tx, current, edited) =>
          tx.insert(orderEdits).values({
            orderId,
            accountId: scope.accountId,
            actor: change.actor,
            at: edited.updatedAt,
            previousLines: current.lines,
            previousTotalMinor: current.totalMinor,
            totalMinor: edited.totalMinor,
          }),
      }),
  };
}

export type OrderUpdatesRepository = ReturnType<typeof createOrderUpdatesRepository>;
