import { and, count, desc, eq, gte, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { type orderEvents, orders } from '../../db/schema/orders.ts';
import { orderChangedOf } from '../events/app-events.ts';
import type { EventPublisher } from '../events/event-publisher.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/**
 * An order's first event, its placing, made from the order: it is not stored, as it carried
 * nothing the order does not (decision 040, fourteenth pass). Every order is inserted in the
 * column's default status, 'Order Placed' (a placement never gives one), by its customer, at its
 * `createdAt`; the event takes the order's id as its own. Every reader of an order's history puts
 * it first: later events are the team's moves, written after the order committed.
 */
export function placingEventOf(
  order: Pick<OrderRow, 'id' | 'accountId' | 'createdAt'>,
): OrderEventRow {
  return {
    id: order.id,
    orderId: order.id,
    accountId: order.accountId,
    fromStatus: null,
    toStatus: 'Order Placed',
    actor: 'customer',
    at: order.createdAt,
  };
}

/**
 * Orders as customers and their payments read them (placing is `placement.repository.ts`, the
 * team's changes the board's `order-updates.repository.ts`). `events` announces an order released
 * after its payment once it committed (decision 041).
 */
export function createOrdersRepository(db: Database, events?: Pick<EventPublisher, 'publish'>) {
  const one = (scope: TenantScope, orderId: string) =>
    ofTenant(orders, scope, eq(orders.id, orderId));

  return {
    /**
     * An order paid before it is sent reaches the board: it stops awaiting payment and is
     * announced like a new one. Only the first call changes it (a retry or the webhook find it sent).
     */
    async releasePaid(scope: TenantScope, orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({
          awaitingPaymentUntil: null,
          version: sql`${orders.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(one(scope, orderId), isNotNull(orders.awaitingPaymentUntil)))
        .returning();
      if (row) events?.publish(orderChangedOf(row));
      return row;
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
          ofTenant(
            orders,
            scope,
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

    /**
     * "My recent orders": what one customer cookie placed at one business, newest first, skipping
     * orders whose personal data the retention job has already erased.
     */
    async listRecentForCustomer(
      scope: TenantScope,
      businessId: string,
      customerId: string,
      limit: number,
    ) {
      return db
        .select({
          id: orders.id,
          referenceNumber: orders.referenceNumber,
          status: orders.status,
          storeName: orders.storeName,
          identifier: orders.identifier,
          totalMinor: orders.totalMinor,
          currency: orders.currency,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(
          ofTenant(
            orders,
            scope,
            eq(orders.businessId, businessId),
            eq(orders.customerId, customerId),
            isNull(orders.personalDataErasedAt),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },

    /**
     * The customer's order page: anyone holding the random order id may read it (docs/product/screens.md: a
     * guest may come back to it later), so no tenant applies.
     */
    async unsafeFindOrderById(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row;
    },

    /**
     * Whose order a public URL's random order id is: the one read of a public order route that
     * crosses accounts (owner path); the route then runs in that account's scope (decision 042).
     */
    async unsafeAccountOfOrder(orderId: string): Promise<string | null> {
      const [row] = await db
        .select({ accountId: orders.accountId })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      return row?.accountId ?? null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
