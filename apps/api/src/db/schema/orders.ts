/**
 * QR codes, orders and their status history (docs/decisions/007-orders-and-events.md). What the
 * board filters, sorts and counts on is a column (status, times, reference, totals); what is only
 * shown is a JSONB snapshot validated by the shared schemas (customer, fulfilment, lines).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '@scanorder/shared/ordering/order-status';
import {
  accountIdKeyedByParent,
  businessRowColumns,
  kindColumn,
  tenantAccountId,
  tenantForeignKey,
  tenantPrimaryKey,
} from './columns.ts';
import { branches, businessRowKeys, businesses } from './business.ts';
import { timestamps } from './timestamps.ts';

export const qrCodes = pgTable(
  'qr_codes',
  {
    ...businessRowColumns(),
    kind: kindColumn(),
    branchId: uuid('branch_id').notNull(),
    identifier: text('identifier').notNull(),
    description: text('description'),
    /** { businessAddress, placeId, latitude, longitude } or null. */
    address: jsonb('address'),
    /** [{ key, value }] shown on every order placed through the code. */
    additionalData: jsonb('additional_data')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Customer fields to prefill at checkout, or null. */
    prefill: jsonb('prefill'),
    /** The `/q/<code>` short link: 8 random base62 characters. */
    shortCode: text('short_code').notNull(),
    ...timestamps(),
  },
  (table) => [
    ...businessRowKeys('qr_codes', table),
    tenantForeignKey('qr_codes_branch_fk', table, table.branchId, branches, 'cascade'),
    index('qr_codes_account_id_idx').on(table.accountId),
    // `/q/<code>` looks it up; unique across accounts through `global_keys` (decision 016).
    index('qr_codes_short_code_idx').on(table.shortCode),
    uniqueIndex('qr_codes_branch_identifier_key').on(
      table.accountId,
      table.branchId,
      sql`lower(${table.identifier})`,
    ),
  ],
);

/** The last reference number given per business; bumped in the transaction that places an order. */
export const businessOrderCounters = pgTable(
  'business_order_counters',
  {
    businessId: uuid('business_id').notNull(),
    accountId: tenantAccountId(),
    last: integer('last').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'business_order_counters_pkey',
      columns: [table.businessId, table.accountId],
    }),
    tenantForeignKey(
      'business_order_counters_business_fk',
      table,
      table.businessId,
      businesses,
      'cascade',
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    /**
     * The id, a random UUID v4, is the customer's unguessable handle on the order page. The account
     * is held by the business key (`orders_business_fk`), not a key to `accounts` of its own.
     */
    ...businessRowColumns(accountIdKeyedByParent),
    kind: kindColumn(),
    /** Null once the branch is deleted; the store name snapshot stays. */
    branchId: uuid('branch_id'),
    storeName: text('store_name').notNull(),
    identifier: text('identifier').notNull(),
    referenceNumber: integer('reference_number').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Order Placed'),
    fulfilmentType: text('fulfilment_type', { enum: ['dine-in', 'pickup', 'delivery'] }).notNull(),
    /** The shared `orderFulfilmentSchema`. */
    fulfilment: jsonb('fulfilment').notNull(),
    /** The pickup slot of a scheduled order; null for as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** The shared `customerSchema`; erased by the retention job after `expired_at`. */
    customer: jsonb('customer').notNull(),
    /** Priced lines as charged (shared `pricedLineSchema` plus imageUrl). */
    lines: jsonb('lines').notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    serviceChargeMinor: integer('service_charge_minor').notNull(),
    tipMinor: integer('tip_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** The settings the order was priced with (shared `orderTotalsSchema` minus the amounts). */
    pricing: jsonb('pricing').notNull(),
    additionalData: jsonb('additional_data')
      .notNull()
      .default(sql`'[]'::jsonb`),
    distanceVerified: boolean('distance_verified').notNull().default(true),
    modified: boolean('modified').notNull().default(false),
    cancelDescription: text('cancel_description'),
    /** The status an order was cancelled from: the customer's stepper shows the steps it reached. */
    cancelledFrom: text('cancelled_from', { enum: ORDER_STATUSES }),
    /** When the team expects it ready (set on accept with a ready-in time); the guest's countdown. */
    readyBy: timestamp('ready_by', { withTimezone: true }),
    /** The lines as the customer ordered them, kept at the first staff edit (what changed). */
    originalLines: jsonb('original_lines'),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** The signed customer cookie's id of whoever placed it. */
    customerId: text('customer_id'),
    /** Grows on every change: owners send it back, a stale one is refused. */
    version: integer('version').notNull().default(1),
    ...timestamps(),
    expiredAt: timestamp('expired_at', { withTimezone: true }).notNull(),
    /**
     * Paid before it is sent (issue 18): until this time the guest may pay, and until paid the
     * order is not on the board, in History or in reports. Null once paid, and for orders that
     * were never held (paid at the end, at the counter, or no online payment).
     */
    awaitingPaymentUntil: timestamp('awaiting_payment_until', { withTimezone: true }),
    /**
     * What the team sees of the order's money (shared `ticketPaymentSchema`): paid, tip, refunded,
     * card; written with every payment and refund in their own transaction, so the board and the
     * CSV read it from the row. Null: nothing paid online.
     */
    paymentSummary: jsonb('payment_summary'),
    /** Set by the retention job when it erased the customer's details (amounts stay). */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
  },
  (table) => [
    ...businessRowKeys('orders', table),
    tenantForeignKey('orders_branch_fk', table, table.branchId, branches, 'set null'),
    uniqueIndex('orders_business_reference_key').on(
      table.accountId,
      table.businessId,
      table.referenceNumber,
    ),
    uniqueIndex('orders_account_idempotency_key').on(table.accountId, table.idempotencyKey),
    // No (account_id, updated_at) index: every query by updated_at names the business too and uses
    // orders_account_business_updated_at_idx; the other was written by every order and every move.
    // Scheduled orders only: every query of these compares scheduled_for (which implies it is not
    // null), and the orders placed for now (most) then write two index entries fewer (issue 24).
    index('orders_account_scheduled_for_idx')
      .on(table.accountId, table.scheduledFor)
      .where(sql`${table.scheduledFor} IS NOT NULL`),
    // Counting the orders of a pickup slot of a branch.
    index('orders_branch_scheduled_for_idx')
      .on(table.branchId, table.scheduledFor)
      .where(sql`${table.scheduledFor} IS NOT NULL`),
    // The retention sweep's next batch: orders not yet erased, by expiry. Erased ones leave it, so
    // the sweep no longer steps over every order it erased before (decision 040, twelfth pass).
    index('orders_expired_at_idx')
      .on(table.expiredAt)
      .where(sql`${table.personalDataErasedAt} IS NULL`),
    // The sweeps of issue 18: held orders past their payment time (few: a hold lasts 30 minutes),
    // and cancelled orders that were paid online (a refund missed while LISTEN was down).
    index('orders_awaiting_payment_until_idx')
      .on(table.awaitingPaymentUntil)
      .where(sql`${table.awaitingPaymentUntil} IS NOT NULL`),
    index('orders_cancelled_paid_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'Order Cancelled' AND ${table.paymentSummary} IS NOT NULL`),
    // "My recent orders" of one customer cookie at a business, newest first.
    index('orders_customer_recent_idx').on(
      table.accountId,
      table.customerId,
      table.businessId,
      table.createdAt,
    ),
    // The board's current orders: not final, by scheduled time else last update (board.repository.ts
    // repeats this predicate word for word so the planner can use the partial index).
    index('orders_board_open_when_idx')
      .on(
        table.accountId,
        table.businessId,
        sql`coalesce(${table.scheduledFor}, ${table.updatedAt})`,
      )
      .where(sql`${table.status} NOT IN ('Order Completed', 'Order Cancelled')`),
    // History and completed orders of a business by last update.
    index('orders_account_business_updated_at_idx').on(
      table.accountId,
      table.businessId,
      table.updatedAt,
    ),
    // REPORTS: a business's orders by the instant they were placed (reports.repository.ts;
    // docs/decisions/015-reports-from-indexed-orders.md).
    index('orders_reports_created_at_idx').on(table.accountId, table.businessId, table.createdAt),
    check(
      'orders_amounts_not_negative',
      sql`${table.totalMinor} >= 0 and ${table.subtotalMinor} >= 0`,
    ),
  ],
);

/** The keys of a log of one order's history (its status moves, its edits), read in time order. */
const orderLogKeys = (
  name: string,
  table: { id: PgColumn; accountId: PgColumn; orderId: PgColumn; at: PgColumn },
) => [
  tenantPrimaryKey(`${name}_pkey`, table),
  tenantForeignKey(`${name}_order_fk`, table, table.orderId, orders, 'cascade'),
  index(`${name}_order_id_idx`).on(table.orderId, table.at),
];

/** Who moved an order, from what to what, and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').notNull().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    /** Held by the order's key (`order_events_order_fk`), as the order's is by its business's. */
    accountId: accountIdKeyedByParent(),
    /** Null for the placing itself. */
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    /** A member id, 'customer', or 'kiosk:<branchId>'. */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index by account: every order placed wrote one more entry for it, and the one read by
  // account (the export) reads the events of the account's orders (decision 040, eighth pass).
  (table) => orderLogKeys('order_events', table),
);

/** A staff edit of an order's lines (issue 6): who, when, and what the order was before. */
export const orderEdits = pgTable(
  'order_edits',
  {
    id: uuid('id').notNull().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    accountId: tenantAccountId(),
    /** A member id or 'kiosk:<branchId>'. */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The lines and totals before the edit. */
    previousLines: jsonb('previous_lines').notNull(),
    previousTotalMinor: integer('previous_total_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
  },
  (table) => [
    ...orderLogKeys('order_edits', table),
    index('order_edits_account_id_idx').on(table.accountId),
  ],
);
