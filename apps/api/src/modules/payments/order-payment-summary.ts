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
 * An order's own succeeded payments: not shares of a table's bill, which are the bill's (decision
 * 047) and counted from its allocations.
 */
const ownSucceededOf = (scope: TenantScope, orderId: string) =>
  ofTenant(
    payments,
    scope,
    eq(payments.orderId, orderId),
    eq(payments.status, 'succeeded'),
    isNull(payments.billId),
  );

/**
 * What refunds gave back of an order because its lines were edited down, summed: read alone, or as
 * a subquery of a read of the order's row (`coveredOf` counts it against what the payments cover).
 */
export const editRefundsOf = (tx: Database, scope: TenantScope, orderId: string) =>
  tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.adjustmentMinor}), 0)::int` })
    .from(refunds)
    .where(ofTenant(refunds, scope, eq(refunds.orderId, orderId)));

/**
 * An order's money for a refund, read in the caller's transaction one statement after another (a
 * transaction is one connection): its succeeded payments newest first, locked, what earlier refunds
 * gave back because its lines were edited down, and its own amounts.
 */
export async function orderMoneyOf(tx: Database, scope: TenantScope, orderId: string) {
  const settled = await tx
    .select()
    .from(payments)
    .where(ownSucceededOf(scope, orderId))
    .orderBy(desc(payments.createdAt))
    .for('update');
  const [editRefunds] = await editRefundsOf(tx, scope, orderId);
  const [order] = await tx
    .select({
      totalMinor: orders.totalMinor,
      tipMinor: orders.tipMinor,
      currency: orders.currency,
    })
    .from(orders)
    .where(ofTenant(orders, scope, eq(orders.id, orderId)));
  return { settled, editRefundsMinor: editRefunds?.sum ?? 0, order };
}

/** An order's allocations in succeeded shares of a table's bill (joined to their payments). */
const succeededSharesOf = (scope: TenantScope, orderId: string) =>
  ofTenant(
    tableBillAllocations,
    scope,
    eq(tableBillAllocations.orderId, orderId),
    eq(payments.status, 'succeeded'),
  );

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
    .where(succeededSharesOf(scope, orderId));
  return { paidMinor: row?.paidMinor ?? 0, refundedMinor: row?.refundedMinor ?? 0 };
}

/** An order's amounts and what its payments hold, in totals: what its summary is made of. */
interface OrderMoneyTotals {
  totalMinor: number;
  tipMinor: number;
  currency: string;
  /** Its own succeeded payments (not shares of a table's bill): paid, given back, tips. */
  own: { paid: number; refunded: number; tips: number };
  /** The newest of them, whose card the summary names; null when none succeeded. */
  latest: { currency: string; cardBrand: string | null; cardLast4: string | null } | null;
  /** What refunds gave back because its lines were edited down (`coveredOf`). */
  adjustmentsMinor: number;
  /** What succeeded shares of a table's bill paid of it, and gave back (`billPaidOf`). */
  bill: { paid: number; refunded: number };
}

/**
 * The totals `summarize` needs, in one statement: the order's row with its payments, refunds and
 * bill shares summed in subqueries (what `orderMoneyOf` and `billPaidOf` read in four).
 */
async function orderMoneyTotalsOf(
  tx: Database,
  scope: TenantScope,
  orderId: string,
): Promise<OrderMoneyTotals | undefined> {
  const ownSucceeded = ownSucceededOf(scope, orderId);
  const own = tx
    .select({
      totals: sql`json_build_object('paid', coalesce(sum(${payments.amountMinor}), 0), 'refunded', coalesce(sum(${payments.refundedMinor}), 0), 'tips', coalesce(sum(${payments.tipMinor}), 0))`,
    })
    .from(payments)
    .where(ownSucceeded);
  const latest = tx
    .select({
      card: sql`json_build_object('currency', ${payments.currency}, 'cardBrand', ${payments.cardBrand}, 'cardLast4', ${payments.cardLast4})`,
    })
    .from(payments)
    .where(ownSucceeded)
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const adjustments = editRefundsOf(tx, scope, orderId);
  const bill = tx
    .select({
      totals: sql`json_build_object('paid', coalesce(sum(${tableBillAllocations.amountMinor}), 0), 'refunded', coalesce(sum(${tableBillAllocations.refundedMinor}), 0))`,
    })
    .from(tableBillAllocations)
    .innerJoin(payments, allocationsPayment)
    .where(succeededSharesOf(scope, orderId));
  const [row] = await tx
    .select({
      totalMinor: orders.totalMinor,
      tipMinor: orders.tipMinor,
      currency: orders.currency,
      own: sql<OrderMoneyTotals['own']>`(${own})`,
      latest: sql<OrderMoneyTotals['latest']>`(${latest})`,
      adjustmentsMinor: sql<number>`(${adjustments})`,
      bill: sql<OrderMoneyTotals['bill']>`(${bill})`,
    })
    .from(orders)
    .where(ofTenant(orders, scope, eq(orders.id, orderId)));
  return row;
}

/**
 * Writes the order's payment summary (what the board, History and CSV show) from its succeeded
 * payments and refunds, in the transaction that changed them, and makes it a change of the order
 * (version and time) so open boards hear of it (the service announces it after the commit).
 */
export async function summarize(tx: Database, scope: TenantScope, orderId: string): Promise<void> {
  const money = await orderMoneyTotalsOf(tx, scope, orderId);
  if (!money) return;
  const { own, bill, latest } = money;
  const paidMinor = own.paid + bill.paid;
  const refundedMinor = own.refunded + bill.refunded;
  const orderAmount = orderAmountOf(money);
  // The totals as one payment: `coveredOf` sums no more than that.
  const covered =
    coveredOf([{ amountMinor: own.paid, tipMinor: own.tips }], money.adjustmentsMinor) + bill.paid;
  const summary: TicketPayment = {
    state:
      refundedMinor > 0 && refundedMinor >= paidMinor ? 'Refunded' : stateOf(orderAmount, covered),
    currency: latest?.currency ?? money.currency,
    paidMinor,
    tipMinor: own.tips,
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
