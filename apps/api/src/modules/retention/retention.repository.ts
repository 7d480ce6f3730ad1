import { and, asc, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessLog } from '../../db/schema/audit.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { orderPushSubscriptions } from '../../db/schema/push.ts';

/** What an erased order keeps of its customer: nothing that names or locates a person. */
export const ERASED_CUSTOMER = {
  firstName: '',
  lastName: '',
  mobileNo: '',
  emailAddress: '',
  streetAddress: null,
  buildingNumber: null,
  stateName: null,
  zipCode: null,
} as const;

/**
 * An order's columns once its customer is erased: the customer block and cookie id go, and so does
 * the device location of a delivery. Written once for the retention job and an account's closure.
 */
export const orderErasure = (now: Date) => ({
  customer: ERASED_CUSTOMER,
  customerId: null,
  fulfilment: sql`case when ${orders.fulfilment}->>'type' = 'delivery'
    then ${orders.fulfilment} || '{"latitude": null, "longitude": null}'::jsonb
    else ${orders.fulfilment} end`,
  personalDataErasedAt: now,
});

/**
 * The retention job's writes. It runs for every account at once by nature (hence `unsafe`): the
 * expiry date is the only thing that selects a row.
 */
export function createRetentionRepository(db: Database) {
  return {
    /**
     * Erases the customer's details from up to `limit` orders whose `expired_at` has passed: the
     * customer block, the device location of a delivery, the customer cookie id and the order's
     * push subscriptions. Lines, amounts, status and times stay for reports. Returns the ids.
     * `skip locked` lets two API processes run the job at once without waiting on each other.
     */
    async unsafeEraseExpired(now: Date, limit: number): Promise<string[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(lte(orders.expiredAt, now), isNull(orders.personalDataErasedAt)))
          .orderBy(asc(orders.expiredAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        const ids = due.map((row) => row.id);
        if (ids.length === 0) return [];
        await tx.update(orders).set(orderErasure(now)).where(inArray(orders.id, ids));
        await tx.delete(orderPushSubscriptions).where(inArray(orderPushSubscriptions.orderId, ids));
        return ids;
      });
    },

    /**
     * Deletes up to `limit` orders that waited for a payment that never came, their hold past
     * before `before` (decision 046): never sent, never on the board or in reports, nothing to
     * keep. An order with a payment succeeded or still under way is left (the payments recovery
     * settles or cancels that attempt first). Their failed attempts go with them. Returns the ids.
     */
    async unsafeDeleteExpiredHolds(before: Date, limit: number): Promise<string[]> {
      return db.transaction(async (txn) => {
        // drizzle-orm's PgTransaction type is not assignable to the Database union, though it runs the same queries.
        const tx = txn as unknown as Database;
        const due = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              isNotNull(orders.awaitingPaymentUntil),
              lt(orders.awaitingPaymentUntil, before),
              sql`not exists (select 1 from ${payments} where ${payments.accountId} = ${orders.accountId} and ${payments.orderId} = ${orders.id} and ${payments.status} in ('succeeded', 'processing'))`,
            ),
          )
          .orderBy(asc(orders.awaitingPaymentUntil))
          .limit(limit)
          .for('update', { skipLocked: true });
        const ids = due.map((row) => row.id);
        if (ids.length > 0) await tx.delete(orders).where(inArray(orders.id, ids));
        return ids;
      });
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;

/**
 * The access log's retention (decision 043): entries older than `days` go in the daily sweep. The
 * log is the platform's, across accounts (hence `unsafe`).
 */
export function createAccessLogRetention(db: Database, days: number) {
  return {
    async unsafePrune(now: Date): Promise<number> {
      const cutoff = new Date(now.getTime() - days * 86_400_000);
      const removed = await db
        .delete(accessLog)
        .where(lt(accessLog.createdAt, cutoff))
        .returning({ id: accessLog.id });
      return removed.length;
    },
  };
}
