import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@scanorder/shared/ordering/order-status';
import type { Database } from '../../db/client.ts';
import { orderEdits, orderEvents, orders } from '../../db/schema/orders.ts';
import { notificationOf } from '../events/event-bus.ts';
import type { OrderRow } from '../ordering/orders.repository.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

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

/**
 * The team's changes to an order: status moves and line edits, each under the order's row lock
 * with its history row and NOTIFY in the same transaction. `events.committed` hears each change
 * that committed (this process's board lists of the account drop at once).
 */
export function createOrderUpdatesRepository(
  db: Database,
  events: { committed(accountId: string): void },
) {
  /** One order of the account; with `branchId` (kiosk) only if it belongs to that branch. */
  const one = (scope: TenantScope, orderId: string, branchId?: string) =>
    and(
      eq(orders.accountId, scope.accountId),
      eq(orders.id, orderId),
      branchId ? eq(orders.branchId, branchId) : undefined,
    );

  return {
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
        /** When the team expects the order ready; undefined keeps what the order has. */
        readyBy?: Date | null | undefined;
        actor: string;
        /** Kiosk: only orders of this branch exist. */
        branchId?: string;
        allowed: (order: OrderRow) => boolean;
      },
    ): Promise<MoveResult> {
      const result = await db.transaction(async (txn) => {
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
            cancelledFrom: change.to === 'Order Cancelled' ? current.status : current.cancelledFrom,
            readyBy: change.readyBy === undefined ? current.readyBy : change.readyBy,
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
            status: moved!.status,
          }),
        );
        return { outcome: 'moved', order: moved!, previous: current } as const;
      });
      if (result.outcome === 'moved') events.committed(scope.accountId);
      return result;
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
      const result = await db.transaction(async (txn) => {
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
            originalLines: current.originalLines ?? current.lines,
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
            status: edited!.status,
          }),
        );
        return { outcome: 'edited', order: edited! } as const;
      });
      if (result.outcome === 'edited') events.committed(scope.accountId);
      return result;
    },
  };
}

export type OrderUpdatesRepository = ReturnType<typeof createOrderUpdatesRepository>;
