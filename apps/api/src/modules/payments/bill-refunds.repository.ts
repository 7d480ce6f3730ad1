import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { chargeStepOf } from '@scanorder/shared/payments/bill-shares';
import type { Database } from '../../db/client.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { tableBillAllocations, tableBillOrders, tableBills } from '../../db/schema/table-bills.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { withTenantScope } from '../../tenancy/with-tenant-scope.ts';
import { lockOrder, summarize } from './order-payment-summary.ts';
import type { PaymentRow, RefundRow } from './payments.repository.ts';
import { book, type GiveBack } from './refunds.repository.ts';
import { billAmountsOf } from './table-bill-amounts.ts';
import {
  allocationsPayment,
  type BillRow,
  type TableBillsRepository,
} from './table-bills.repository.ts';

/** A manual refund of one share of a table's bill (decision 047, addendum). */
export interface ShareRefundRequest {
  /** How much to give back of what the share still holds; throws to refuse. */
  amount: (refundableMinor: number, currency: string) => number;
  key: string;
  reason: string | null;
  actor: string;
}

/**
 * The part of a share's tip that goes back with `partMinor` of what it paid: the tip was a
 * percentage of the share, so the same fraction of it, rounded down to what the currency charges.
 */
function tipPartOf(payment: PaymentRow, partMinor: number): number {
  const paidForItems = payment.amountMinor - payment.tipMinor;
  if (paidForItems <= 0 || payment.tipMinor <= 0) return 0;
  const step = chargeStepOf(payment.currency);
  return Math.floor((payment.tipMinor * partMinor) / paidForItems / step) * step;
}

/**
 * Refunds of a table bill's shares. Each takes the locks in the order every payment write does:
 * the orders the bill's shares name (as settling a share does), then the bill, then the payments,
 * so a refund and a share settling or starting at once wait for each other and never deadlock.
 */
export function createBillRefundsRepository(db: Database, bills: TableBillsRepository) {
  async function lockBill(tx: Database, scope: TenantScope, billId: string) {
    const anchors = await tx
      .selectDistinct({ orderId: payments.orderId })
      .from(payments)
      .where(ofTenant(payments, scope, eq(payments.billId, billId)))
      .orderBy(asc(payments.orderId));
    for (const anchor of anchors) await lockOrder(tx, scope, anchor.orderId);
    const [bill] = await tx
      .select()
      .from(tableBills)
      .where(ofTenant(tableBills, scope, eq(tableBills.id, billId)))
      .for('update');
    return bill;
  }

  async function lockPayment(tx: Database, scope: TenantScope, paymentId: string) {
    const [row] = await tx
      .select()
      .from(payments)
      .where(ofTenant(payments, scope, eq(payments.id, paymentId)))
      .for('update');
    return row;
  }

  /**
   * A new version of every order on the bill: each order's page shows the whole bill and re-reads
   * it when its order's version moves (its stream sends only newer versions), so a change of the
   * bill that changes no order's money still reaches every guest at the table, and a page that
   * reconnects catches up on it as on any other change (decision 047, addendum of 2026-12-01).
   */
  async function touchOrdersOf(tx: Database, scope: TenantScope, billId: string) {
    const onBill = tx
      .select({ orderId: tableBillOrders.orderId })
      .from(tableBillOrders)
      .where(ofTenant(tableBillOrders, scope, eq(tableBillOrders.billId, billId)));
    const touched = await tx
      .update(orders)
      .set({ version: sql`${orders.version} + 1`, updatedAt: new Date() })
      .where(ofTenant(orders, scope, inArray(orders.id, onBill)))
      .returning({ id: orders.id });
    return touched.map((order) => order.id);
  }

  /** Closes the bill once its remaining orders are all paid (a cancel can be what pays it off). */
  async function closeIfPaid(tx: Database, scope: TenantScope, bill: BillRow) {
    if (bill.status !== 'open') return;
    if (billAmountsOf(await bills.readState(tx, scope, bill)).dueMinor === 0)
      await bills.close(tx, scope, bill.id);
  }

  return {
    /**
     * A cancelled order on a table's bill: every succeeded share gives back what it paid toward
     * that order (its allocations, less what was already given back) with the same fraction of
     * its tip, never more than the share still holds. The allocations keep what was given back,
     * so a retry or a second cancel at once finds nothing left. Then the bill closes if what
     * remains is paid. `keyOf` names each share's refund. Null when the order is on no bill; else
     * the refunds made and the orders of the bill given a new version (every order's page shows
     * the shares and their refunds, as for a refund by hand), to be announced after the commit.
     */
    async refundCancelledOrder(
      scope: TenantScope,
      orderId: string,
      keyOf: (payment: PaymentRow) => string,
      giveBack: GiveBack,
    ): Promise<{ made: RefundRow[]; touched: string[] } | null> {
      return withTenantScope(db, scope.accountId, async (tx) => {
        const [onBill] = await tx
          .select({ billId: tableBillOrders.billId })
          .from(tableBillOrders)
          .where(ofTenant(tableBillOrders, scope, eq(tableBillOrders.orderId, orderId)));
        if (!onBill) return null;
        const bill = await lockBill(tx, scope, onBill.billId);
        const [order] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(ofTenant(orders, scope, eq(orders.id, orderId)));
        if (!bill || order?.status !== 'Order Cancelled') return { made: [], touched: [] };
        const open = await tx
          .select({
            id: tableBillAllocations.id,
            paymentId: tableBillAllocations.paymentId,
            leftMinor: sql<number>`${tableBillAllocations.amountMinor} - ${tableBillAllocations.refundedMinor}`,
          })
          .from(tableBillAllocations)
          .innerJoin(payments, allocationsPayment)
          .where(
            ofTenant(
              tableBillAllocations,
              scope,
              eq(tableBillAllocations.billId, bill.id),
              eq(tableBillAllocations.orderId, orderId),
              eq(payments.status, 'succeeded'),
              gt(tableBillAllocations.amountMinor, tableBillAllocations.refundedMinor),
            ),
          )
          .orderBy(asc(payments.createdAt), asc(tableBillAllocations.lineIndex));
        const made: RefundRow[] = [];
        for (const paymentId of new Set(open.map((allocation) => allocation.paymentId))) {
          const payment = await lockPayment(tx, scope, paymentId);
          if (!payment) continue;
          const mine = open.filter((allocation) => allocation.paymentId === paymentId);
          const partMinor = mine.reduce((sum, allocation) => sum + allocation.leftMinor, 0);
          const holding = payment.amountMinor - payment.refundedMinor;
          const amountMinor = Math.min(partMinor + tipPartOf(payment, partMinor), holding);
          if (amountMinor <= 0) continue;
          const key = keyOf(payment);
          const providerRefundId = await giveBack(payment, amountMinor, key);
          made.push(
            await book(tx, scope, payment, {
              orderId,
              idempotencyKey: key,
              providerRefundId,
              amountMinor,
              adjustmentMinor: 0,
              reason: 'Order cancelled',
              actor: 'system',
            }),
          );
          // The items' part first: what the share held less than that was given back of them.
          let left = Math.min(partMinor, amountMinor);
          for (const allocation of mine) {
            const part = Math.min(allocation.leftMinor, left);
            if (part <= 0) break;
            await tx
              .update(tableBillAllocations)
              .set({ refundedMinor: sql`${tableBillAllocations.refundedMinor} + ${part}` })
              .where(
                ofTenant(tableBillAllocations, scope, eq(tableBillAllocations.id, allocation.id)),
              );
            left -= part;
          }
        }
        if (made.length === 0) {
          await closeIfPaid(tx, scope, bill);
          return { made, touched: [] };
        }
        await summarize(tx, scope, orderId);
        await closeIfPaid(tx, scope, bill);
        // The other orders' money is unchanged, but their pages list the shares and what went back.
        return { made, touched: await touchOrdersOf(tx, scope, bill.id) };
      });
    },

    /**
     * A manual refund of one share (admins and managers): a goodwill refund, so the orders it paid
     * stay paid and the bill stays as it was. Under the bill's and the share's locks, so two at
     * once never give back more than the share holds.
     */
    async refundShare(
      scope: TenantScope,
      billId: string,
      paymentId: string,
      request: ShareRefundRequest,
      giveBack: GiveBack,
    ): Promise<RefundRow | undefined> {
      return withTenantScope(db, scope.accountId, async (tx) => {
        await lockBill(tx, scope, billId);
        const payment = await lockPayment(tx, scope, paymentId);
        if (!payment || payment.billId !== billId || payment.status !== 'succeeded')
          return undefined;
        const amountMinor = request.amount(
          payment.amountMinor - payment.refundedMinor,
          payment.currency,
        );
        const providerRefundId = await giveBack(payment, amountMinor, request.key);
        const refund = await book(tx, scope, payment, {
          idempotencyKey: request.key,
          providerRefundId,
          amountMinor,
          adjustmentMinor: 0,
          reason: request.reason,
          actor: request.actor,
        });
        // No order's summary changes (a goodwill refund), but the bill's list of shares does.
        await touchOrdersOf(tx, scope, billId);
        return refund;
      });
    },
  };
}
