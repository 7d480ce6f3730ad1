import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';

/** A payment or order the recovery sweep looks at, and the account whose scope it acts in. */
export interface RecoveryItem {
  accountId: string;
  orderId: string;
  paymentId: string | null;
}

const BATCH = 200;

/**
 * The recovery sweep's reads (decision 046). They cross accounts by nature (hence `unsafe`); every
 * change is then made in the scope of the item's account. Each reads a small set through a partial
 * index: attempts under way (`payments_one_processing_per_order`) and cancelled orders paid online
 * (`orders_cancelled_paid_idx`).
 */
export function createPaymentRecoveryRepository(db: Database) {
  const underWay = (since: Date, withProviderId: boolean) =>
    db
      .select({
        accountId: payments.accountId,
        orderId: payments.orderId,
        paymentId: payments.id,
      })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'processing'),
          withProviderId
            ? isNotNull(payments.providerPaymentId)
            : isNull(payments.providerPaymentId),
          lt(payments.updatedAt, since),
        ),
      )
      .limit(BATCH);

  return {
    /** Attempts the provider never answered (a crash, a timeout past its retries) before `since`. */
    unsafeFindInterrupted(since: Date): Promise<RecoveryItem[]> {
      return underWay(since, false);
    },

    /** Attempts the provider answered that nothing has settled since `since` (a webhook missed). */
    unsafeFindUnsettled(since: Date): Promise<RecoveryItem[]> {
      return underWay(since, true);
    },

    /** Orders cancelled after `since` whose online payments still hold money (a refund missed). */
    async unsafeFindCancelledHoldingMoney(since: Date): Promise<RecoveryItem[]> {
      const rows = await db
        .select({ accountId: orders.accountId, orderId: orders.id })
        .from(orders)
        .where(
          and(
            sql`${orders.status} = 'Order Cancelled' AND ${orders.paymentSummary} IS NOT NULL`,
            gt(orders.updatedAt, since),
            sql`(${orders.paymentSummary}->>'refundedMinor')::int < (${orders.paymentSummary}->>'paidMinor')::int`,
          ),
        )
        .limit(BATCH);
      return rows.map((row) => ({ ...row, paymentId: null }));
    },
  };
}

export type PaymentRecoveryRepository = ReturnType<typeof createPaymentRecoveryRepository>;
