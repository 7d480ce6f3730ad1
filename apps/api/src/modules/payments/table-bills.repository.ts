import { asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ofTenant, tenantRowOf } from '../../db/tenant-rows.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { tableBillAllocations, tableBillOrders, tableBills } from '../../db/schema/table-bills.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { withTenantScope } from '../../tenancy/with-tenant-scope.ts';
import type { NewPayment, PaymentRow } from './payments.repository.ts';

export type BillRow = typeof tableBills.$inferSelect;
export type NewAllocation = Pick<
  typeof tableBillAllocations.$inferInsert,
  'orderId' | 'lineIndex' | 'amountMinor' | 'share'
>;

/** An allocation joined to the share (payment) that made it, within the same account. */
export const allocationsPayment = tenantRowOf(
  payments,
  tableBillAllocations,
  tableBillAllocations.paymentId,
);
/** What a bill reads of each of its orders. */
const billOrderColumns = {
  id: orders.id,
  referenceNumber: orders.referenceNumber,
  status: orders.status,
  currency: orders.currency,
  totalMinor: orders.totalMinor,
  tipMinor: orders.tipMinor,
  lines: orders.lines,
  createdAt: orders.createdAt,
};

/** The table an order was placed at, as a bill names it. */
export interface BillTable {
  businessId: string;
  branchId: string;
  tableKey: string;
  currency: string;
}

/** A bill with its orders and the shares paid or being paid, read under the bill's lock. */
export interface BillState {
  bill: BillRow;
  orders: {
    id: string;
    referenceNumber: number;
    status: string;
    currency: string;
    totalMinor: number;
    tipMinor: number;
    lines: unknown;
    createdAt: Date;
  }[];
  /** Allocations of payments under way or succeeded, with their payment's status. */
  allocations: {
    paymentId: string;
    orderId: string;
    lineIndex: number | null;
    amountMinor: number;
    share: 'all' | 'even' | 'items';
    status: PaymentRow['status'];
  }[];
  payments: PaymentRow[];
}

/** Open bills of tables (decision 047); every read and write runs in the account's scope. */
export function createTableBillsRepository(db: Database) {
  async function readState(tx: Database, scope: TenantScope, bill: BillRow): Promise<BillState> {
    const billOrders = await tx
      .select(billOrderColumns)
      .from(tableBillOrders)
      .innerJoin(orders, tenantRowOf(orders, tableBillOrders, tableBillOrders.orderId))
      .where(ofTenant(tableBillOrders, scope, eq(tableBillOrders.billId, bill.id)))
      .orderBy(asc(orders.createdAt), asc(orders.referenceNumber));
    const billPayments = await tx
      .select()
      .from(payments)
      .where(ofTenant(payments, scope, eq(payments.billId, bill.id)))
      .orderBy(asc(payments.createdAt));
    const allocations = await tx
      .select({
        paymentId: tableBillAllocations.paymentId,
        orderId: tableBillAllocations.orderId,
        lineIndex: tableBillAllocations.lineIndex,
        amountMinor: tableBillAllocations.amountMinor,
        share: tableBillAllocations.share,
        status: payments.status,
      })
      .from(tableBillAllocations)
      .innerJoin(payments, allocationsPayment)
      .where(
        ofTenant(
          tableBillAllocations,
          scope,
          eq(tableBillAllocations.billId, bill.id),
          inArray(payments.status, ['succeeded', 'processing']),
        ),
      );
    return { bill, orders: billOrders, allocations, payments: billPayments };
  }

  /** The bill an order is on, if any, locked for the rest of the transaction. */
  async function lockedBillOf(tx: Database, scope: TenantScope, orderId: string) {
    const [row] = await tx
      .select({ bill: tableBills })
      .from(tableBillOrders)
      .innerJoin(tableBills, tenantRowOf(tableBills, tableBillOrders, tableBillOrders.billId))
      .where(ofTenant(tableBillOrders, scope, eq(tableBillOrders.orderId, orderId)))
      .for('update', { of: tableBills });
    return row?.bill;
  }

  /** The table's open bill, made when there is none (two guests at once meet on its unique index). */
  async function lockedOpenBill(tx: Database, scope: TenantScope, table: BillTable) {
    await tx
      .insert(tableBills)
      .values({ ...table, accountId: scope.accountId })
      .onConflictDoNothing();
    const [bill] = await tx
      .select()
      .from(tableBills)
      .where(
        ofTenant(
          tableBills,
          scope,
          eq(tableBills.businessId, table.businessId),
          eq(tableBills.branchId, table.branchId),
          eq(tableBills.tableKey, table.tableKey),
          eq(tableBills.status, 'open'),
        ),
      )
      .for('update');
    return bill!;
  }

  /** Puts the table's dine-in orders of this sitting that are on no bill yet on the open bill. */
  async function gather(tx: Database, scope: TenantScope, bill: BillRow, since: Date) {
    await tx.execute(sql`
      insert into ${tableBillOrders} (account_id, order_id, bill_id)
      select ${orders.accountId}, ${orders.id}, ${bill.id}::uuid from ${orders}
      where ${orders.accountId} = ${scope.accountId}
        and ${orders.businessId} = ${bill.businessId}
        and ${orders.branchId} = ${bill.branchId}
        and lower(${orders.identifier}) = ${bill.tableKey}
        and ${orders.fulfilmentType} = 'dine-in'
        and ${orders.status} <> 'Order Cancelled'
        and ${orders.awaitingPaymentUntil} is null
        and ${orders.paymentSummary} is null
        and ${orders.currency} = ${bill.currency}
        and ${orders.createdAt} >= ${since.toISOString()}::timestamptz
        and not exists (select 1 from ${tableBillOrders} b
          where b.account_id = ${orders.accountId} and b.order_id = ${orders.id})
      on conflict do nothing`);
  }

  return {
    readState,

    /** The table a guest's order names (the order page holds the random order id and nothing else). */
    async unsafeTableOf(orderId: string) {
      const [row] = await db
        .select({
          branchId: orders.branchId,
          identifier: orders.identifier,
          fulfilmentType: orders.fulfilmentType,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
    },

    /**
     * Runs `work` under the lock of the bill the order is on, or of its table's open bill (made
     * now, with the table's orders of this sitting gathered onto it). The order itself joins the
     * open bill when it is on none, unless it may not (`joins` false: a cancelled order, which
     * gathering leaves out too); then nothing is opened and the answer is undefined. Every share of
     * a bill starts under this lock, so what is due and which lines are taken are read after every
     * other share started or settled.
     */
    async withBill<T>(
      scope: TenantScope,
      order: { id: string; joins: boolean },
      table: BillTable,
      since: Date,
      work: (state: BillState, tx: Database) => Promise<T>,
    ): Promise<T | undefined> {
      const orderId = order.id;
      return withTenantScope(db, scope.accountId, async (tx) => {
        let bill = await lockedBillOf(tx, scope, orderId);
        if (!bill) {
          if (!order.joins) return undefined;
          bill = await lockedOpenBill(tx, scope, table);
          await tx
            .insert(tableBillOrders)
            .values({ accountId: scope.accountId, orderId, billId: bill.id })
            .onConflictDoNothing();
        }
        if (bill.status === 'open') await gather(tx, scope, bill, since);
        return work(await readState(tx, scope, bill), tx);
      });
    },

    /** A bill's state without taking its lock (the team's and the settle's reads). */
    async stateOf(scope: TenantScope, billId: string): Promise<BillState | undefined> {
      return withTenantScope(db, scope.accountId, async (tx) => {
        const [bill] = await tx
          .select()
          .from(tableBills)
          .where(ofTenant(tableBills, scope, eq(tableBills.id, billId)));
        return bill ? readState(tx, scope, bill) : undefined;
      });
    },

    /** Inserts a share's payment and what it covers, in the bill's transaction. */
    async startShare(
      tx: Database,
      scope: TenantScope,
      billId: string,
      payment: NewPayment,
      allocations: NewAllocation[],
      split?: { parts: number; baseMinor: number },
    ): Promise<PaymentRow> {
      if (split)
        await tx
          .update(tableBills)
          .set({ splitParts: split.parts, splitBaseMinor: split.baseMinor })
          .where(ofTenant(tableBills, scope, eq(tableBills.id, billId)));
      const [row] = await tx
        .insert(payments)
        .values({ ...payment, billId, accountId: scope.accountId })
        .returning();
      await tx.insert(tableBillAllocations).values(
        allocations.map((allocation) => ({
          ...allocation,
          accountId: scope.accountId,
          billId,
          paymentId: row!.id,
        })),
      );
      return row!;
    },

    /** Closes a bill nothing is due on any more (in the settling transaction). */
    async close(tx: Database, scope: TenantScope, billId: string): Promise<void> {
      await tx
        .update(tableBills)
        .set({ status: 'closed', closedAt: new Date() })
        .where(
          ofTenant(tableBills, scope, eq(tableBills.id, billId), eq(tableBills.status, 'open')),
        );
    },

    /** The orders a share of a bill paid part of, to write their payment summaries again. */
    async ordersOfPayment(tx: Database, scope: TenantScope, paymentId: string): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ orderId: tableBillAllocations.orderId })
        .from(tableBillAllocations)
        .where(
          ofTenant(tableBillAllocations, scope, eq(tableBillAllocations.paymentId, paymentId)),
        );
      return rows.map((row) => row.orderId);
    },

    /**
     * Dine-in orders of a business's tables (or one branch's) not paid yet, placed since `since`
     * (the team's strip).
     */
    async unpaidDineIn(scope: TenantScope, businessId: string, since: Date, branchId?: string) {
      return withTenantScope(db, scope.accountId, (tx) =>
        tx
          .select({
            id: orders.id,
            branchId: orders.branchId,
            storeName: orders.storeName,
            identifier: orders.identifier,
            referenceNumber: orders.referenceNumber,
            currency: orders.currency,
            totalMinor: orders.totalMinor,
            tipMinor: orders.tipMinor,
            paymentSummary: orders.paymentSummary,
          })
          .from(orders)
          .where(
            ofTenant(
              orders,
              scope,
              eq(orders.businessId, businessId),
              branchId ? eq(orders.branchId, branchId) : undefined,
              eq(orders.fulfilmentType, 'dine-in'),
              sql`${orders.status} <> 'Order Cancelled'`,
              isNull(orders.awaitingPaymentUntil),
              gte(orders.createdAt, since),
              sql`coalesce(${orders.paymentSummary}->>'state', 'Unpaid') in ('Unpaid', 'Part paid')`,
            ),
          )
          .orderBy(asc(orders.createdAt)),
      );
    },
  };
}

export type TableBillsRepository = ReturnType<typeof createTableBillsRepository>;
