/**
 * The open bill of a table (docs/decisions/047-open-bill-and-split-payments.md): dine-in orders of
 * one table (the QR code's branch and identifier) gathered while the table sits, paid together,
 * split evenly or by items, each share a payment of its own. Every row carries `account_id`.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  businessRowColumns,
  tenantAccountId,
  tenantForeignKey,
  tenantPrimaryKey,
  tenantRowColumns,
} from './columns.ts';
import { branches, businessRowKeys } from './business.ts';
import { orders } from './orders.ts';
import { payments } from './payments.ts';
import { createdAtColumn } from './timestamps.ts';

export const tableBills = pgTable(
  'table_bills',
  {
    ...businessRowColumns(),
    branchId: uuid('branch_id').notNull(),
    /** The table as its orders name it (the QR code's identifier), lower-cased to match. */
    tableKey: text('table_key').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    currency: text('currency').notNull(),
    /** Set by the first even share: the bill is split in this many shares of `split_base_minor`. */
    splitParts: integer('split_parts'),
    splitBaseMinor: integer('split_base_minor'),
    createdAt: createdAtColumn(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    ...businessRowKeys('table_bills', table),
    tenantForeignKey('table_bills_branch_fk', table, table.branchId, branches, 'cascade'),
    // One open bill per table: two guests opening it at once meet here.
    uniqueIndex('table_bills_one_open_per_table')
      .on(table.accountId, table.businessId, table.branchId, table.tableKey)
      .where(sql`${table.status} = 'open'`),
    index('table_bills_account_business_idx').on(table.accountId, table.businessId, table.status),
    check(
      'table_bills_split_valid',
      sql`${table.splitParts} is null or (${table.splitParts} between 2 and 20 and ${table.splitBaseMinor} > 0)`,
    ),
  ],
);

/** Which orders a bill holds; an order is on one bill at most. */
export const tableBillOrders = pgTable(
  'table_bill_orders',
  {
    accountId: tenantAccountId(),
    orderId: uuid('order_id').notNull(),
    billId: uuid('bill_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'table_bill_orders_pkey', columns: [table.orderId, table.accountId] }),
    tenantForeignKey('table_bill_orders_order_fk', table, table.orderId, orders, 'cascade'),
    tenantForeignKey('table_bill_orders_bill_fk', table, table.billId, tableBills, 'cascade'),
    index('table_bill_orders_bill_idx').on(table.accountId, table.billId),
  ],
);

/**
 * What a share payment of a bill covers: an amount of one order, and for a share of chosen items
 * the line it pays. Counted while its payment is under way or succeeded, so two phones choosing
 * the same line cannot both pay it.
 */
export const tableBillAllocations = pgTable(
  'table_bill_allocations',
  {
    ...tenantRowColumns(),
    billId: uuid('bill_id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** How the share was chosen: everything due, one of the even shares, or chosen items. */
    share: text('share', { enum: ['all', 'even', 'items'] }).notNull(),
    /** The order line's index for a share of chosen items; null for an even share or all. */
    lineIndex: integer('line_index'),
    amountMinor: integer('amount_minor').notNull(),
    /**
     * What of `amount_minor` was given back because its order was cancelled (decision 047's
     * addendum): the order's part of the share no longer pays anything, and a second cancel of the
     * same order finds nothing left to give back.
     */
    refundedMinor: integer('refunded_minor').notNull().default(0),
  },
  (table) => [
    tenantPrimaryKey('table_bill_allocations_pkey', table),
    tenantForeignKey('table_bill_allocations_bill_fk', table, table.billId, tableBills, 'cascade'),
    tenantForeignKey(
      'table_bill_allocations_payment_fk',
      table,
      table.paymentId,
      payments,
      'cascade',
    ),
    tenantForeignKey('table_bill_allocations_order_fk', table, table.orderId, orders, 'cascade'),
    index('table_bill_allocations_bill_idx').on(table.accountId, table.billId),
    index('table_bill_allocations_payment_idx').on(table.accountId, table.paymentId),
    // Every payment of an order sums what the table's shares paid toward it (order-payment-summary).
    index('table_bill_allocations_order_idx').on(table.accountId, table.orderId),
    check('table_bill_allocations_amount_positive', sql`${table.amountMinor} > 0`),
    check(
      'table_bill_allocations_refund_valid',
      sql`${table.refundedMinor} between 0 and ${table.amountMinor}`,
    ),
  ],
);
