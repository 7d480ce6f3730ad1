import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { TicketPayment } from '@scanorder/shared/payments/payments';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { tableBillAllocations } from '../../db/schema/table-bills.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { coveredOf, orderAmountOf, stateOf } from './payment-amounts.ts';
import { allocationsPayment } from './table-bills.repository.ts';

/**
 * Locks the order's row for the rest of the transaction. Every write of payments takes the order's
 * lock before any payment's (starting, settling, refunding), so two of them never deadlock.
 */
export async function lockOrder(tx: Database, scope: TenantScope, orderId: string): Promise<void> {
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(ofTenant(orders, scope, eq(orders.id, orderId)))
    .for('update');
}

/** Locks the row of the order a payment belongs to, for the rest of the transaction. */
export async function lockOrderOfPayment(
  tx: Database,
  scope: TenantScope,
  paymentId: string,
): Promise<void> {
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      ofTenant(
        orders,
        scope,
        sql`${orders.id} = (select ${payments.orderId} from ${payments} where ${payments.accountId} = ${scope.accountId} and ${payments.id} = ${paymentId})`,
      ),
    )
    .for('update');
}

/**
 * An order's money, read in the caller's transaction one statement after another (a transaction is
 * one connection): its succeeded payments newest first (locked when `lock`, for a refund), what
 * earlier refunds gave back because its lines were edited down, and its own amounts.
 */
export async function orderMoneyOf(
  tx: Database,
  scope: TenantScope,
  orderId: string,
  lock = false,
) {
  const succeeded = tx
    .select()
    .from(payments)
    .where(
      ofTenant(
        payments,
        scope,
        eq(payments.orderId, orderId),
        eq(payments.status, 'succeeded'),
        // Shares of a table's bill are the bill's (decision 047), counted by `billPaidOf`.
        isNull(payments.billId),
      ),
    )
    .orderBy(desc(payments.createdAt));
  const settled = await (lock ? succeeded.for('update') : succeeded);
  const adjustments = await tx
    .select({ adjustmentMinor: refunds.adjustmentMinor })
    .from(refunds)
    .where(ofTenant(refunds, scope, eq(refunds.orderId, orderId)));
  const [order] = await tx
    .select({
      totalMinor: orders.totalMinor,
      tipMinor: orders.tipMinor,
      currency: orders.currency,
    })
    .from(orders)
    .where(ofTenant(orders, scope, eq(orders.id, orderId)));
  return { settled, adjustments, order };
}

/**
 * What succeeded shares of a table's bill paid of one order (decision 047), and what of that was
 * given back because the order was cancelled (the addendum).
 */
export async function billPaidOf(
  tx: Database,
  scope: TenantScope,
  orderId: string,
): Promise<{ paidMinor: number; refundedMinor: number }> {
  const [row] = await tx
    .select({
      paidMinor: sql<number>`coalesce(sum(${tableBillAllocations.amountMinor}), 0)::int`,
      refundedMinor: sql<number>`coalesce(sum(${tableBillAllocations.refundedMinor}), 0)::int`,
    })
    .from(tableBillAllocations)
    .innerJoin(payments, allocationsPayment)
    .where(
      ofTenant(
        tableBillAllocations,
        scope,
        eq(tableBillAllocations.orderId, orderId),
        eq(payments.status, 'succeeded'),
      ),
    );
  return { paidMinor: row?.paidMinor ?? 0, refundedMinor: row?.refundedMinor ?? 0 };
}

/**
 * Writes the order's payment summary (what the board, History and CSV show) from its succeeded
 * payments and refunds, in the transaction that changed them, and makes it a change of the order
 * (version and time) so open boards hear of it (the service announces it after the commit).
 */
export async function summarize(tx: Database, scope: TenantScope, orderId: string): Promise<void> {
  const { settled, adjustments, order } = await orderMoneyOf(tx, scope, orderId);
  if (!order) return;
  const sum = (pick: (row: (typeof settled)[number]) => number) =>
    settled.reduce((total, row) => total + pick(row), 0);
  const fromBill = await billPaidOf(tx, scope, orderId);
  const paidMinor = sum((row) => row.amountMinor) + fromBill.paidMinor;
  const refundedMinor = sum((row) => row.refundedMinor) + fromBill.refundedMinor;
  const orderAmount = orderAmountOf(order);
  const covered = coveredOf(settled, adjustments) + fromBill.paidMinor;
  const latest = settled[0];
  const summary: TicketPayment = {
    state:
      refundedMinor > 0 && refundedMinor >= paidMinor ? 'Refunded' : stateOf(orderAmount, covered),
    currency: latest?.currency ?? order.currency,
    paidMinor,
    tipMinor: sum((row) => row.tipMinor),
    refundedMinor,
    dueMinor: Math.max(0, orderAmount - covered),
    cardBrand: latest?.cardBrand ?? null,
    cardLast4: latest?.cardLast4 ?? null,
  };
  await tx
    .update(orders)
    .set({ paymentSummary: summary, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(ofTenant(orders, scope, eq(orders.id, orderId)));
}
