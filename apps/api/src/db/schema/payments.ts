/**
 * Guest payments (docs/decisions/039-guest-payments.md): one `payments` row per attempt, refunds
 * against a payment, and a ledger of money movements the local provider's payouts page sums. Every
 * amount is in the currency's own minor units (yen, cents, fils). Each row carries `account_id`.
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
import { PAYMENT_STATUSES } from '@scanorder/shared/payments/payments';
import { BILLING_PROVIDERS } from '@scanorder/shared/billing/prices';
import {
  businessRowColumns,
  tenantAccountId,
  tenantForeignKey,
  tenantPrimaryKey,
  tenantRowColumns,
} from './columns.ts';
import { businessRowKeys } from './business.ts';
import { orders } from './orders.ts';
import { createdAtColumn, timestamps } from './timestamps.ts';

/** Who took a payment: a provider's charge, or the team at the counter (decision 047). */
export const PAYMENT_ROW_PROVIDERS = [...BILLING_PROVIDERS, 'counter'] as const;

export const payments = pgTable(
  'payments',
  {
    ...businessRowColumns(),
    orderId: uuid('order_id').notNull(),
    /** The provider that charged the card, or 'counter': recorded by the team, no provider's money. */
    provider: text('provider', { enum: PAYMENT_ROW_PROVIDERS }).notNull(),
    /**
     * Stripe's PaymentIntent id, the local provider's own, or a counter payment's; null until the
     * provider answered.
     */
    providerPaymentId: text('provider_payment_id'),
    /** The browser's key for this attempt: a retry finds the same row instead of charging again. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('processing'),
    currency: text('currency').notNull(),
    /** What the guest is charged, tip included. */
    amountMinor: integer('amount_minor').notNull(),
    tipMinor: integer('tip_minor').notNull().default(0),
    /** The chosen tip in hundredths of a percent (12.5 % is 1250). */
    tipHundredthsPercent: integer('tip_hundredths_percent').notNull().default(0),
    platformFeeMinor: integer('platform_fee_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureMessage: text('failure_message'),
    /** The guest's language when the attempt started: a receipt sent by the webhook is in it. */
    locale: text('locale'),
    /** A share of a table's open bill (decision 047); `order_id` is then the bill's first order. */
    billId: uuid('bill_id'),
    /**
     * Where a share's receipt goes: the email its payer gave on the share's payment step (the
     * order's guest may not be the payer). Null for an order's own payment (the order has it).
     */
    receiptEmail: text('receipt_email'),
    ...timestamps(),
  },
  (table) => [
    ...businessRowKeys('payments', table),
    tenantForeignKey('payments_order_fk', table, table.orderId, orders, 'cascade'),
    uniqueIndex('payments_account_idempotency_key').on(table.accountId, table.idempotencyKey),
    // Webhooks find a payment by the provider's id, whose uniqueness is the provider's.
    uniqueIndex('payments_provider_payment_id_key').on(table.accountId, table.providerPaymentId),
    index('payments_provider_payment_id_idx').on(table.providerPaymentId),
    index('payments_order_id_idx').on(table.accountId, table.orderId),
    // At most one attempt of an order is under way at a time: a second tap (or a second phone)
    // meets this index instead of charging the same amount twice.
    // Shares of a table's bill are not: several guests pay different items at once, and the
    // bill's own row lock keeps them from paying the same (decision 047).
    uniqueIndex('payments_one_processing_per_order')
      .on(table.accountId, table.orderId)
      .where(sql`${table.status} = 'processing' and ${table.billId} is null`),
    check(
      'payments_amounts_valid',
      sql`${table.amountMinor} > 0 and ${table.tipMinor} >= 0 and ${table.refundedMinor} >= 0 and ${table.refundedMinor} <= ${table.amountMinor}`,
    ),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    ...tenantRowColumns(),
    paymentId: uuid('payment_id').notNull(),
    orderId: uuid('order_id').notNull(),
    providerRefundId: text('provider_refund_id'),
    idempotencyKey: uuid('idempotency_key').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /**
     * The part of this refund the order no longer costs (its lines were edited down): what the
     * payments cover of the order is less by it. 0 for a refund that leaves the order's price as
     * it was (a goodwill refund, a cancelled order).
     */
    adjustmentMinor: integer('adjustment_minor').notNull().default(0),
    reason: text('reason'),
    /**
     * A member id; 'system' for the refund of a cancelled order or an edit's difference;
     * 'provider' for one made outside the app (Stripe's dashboard), learnt from its webhook.
     */
    actor: text('actor').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantPrimaryKey('refunds_pkey', table),
    tenantForeignKey('refunds_payment_fk', table, table.paymentId, payments, 'cascade'),
    tenantForeignKey('refunds_order_fk', table, table.orderId, orders, 'cascade'),
    uniqueIndex('refunds_account_idempotency_key').on(table.accountId, table.idempotencyKey),
    uniqueIndex('refunds_provider_refund_id_key').on(table.accountId, table.providerRefundId),
    index('refunds_order_id_idx').on(table.accountId, table.orderId),
    // A share's receipt lists its payment's refunds.
    index('refunds_payment_idx').on(table.accountId, table.paymentId),
    check(
      'refunds_amount_positive',
      sql`${table.amountMinor} > 0 and ${table.adjustmentMinor} >= 0 and ${table.adjustmentMinor} <= ${table.amountMinor}`,
    ),
  ],
);

/** Money in (charge) and out (refund, platform fee) of the account, signed, per currency. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    ...tenantRowColumns(),
    paymentId: uuid('payment_id').notNull(),
    refundId: uuid('refund_id'),
    kind: text('kind', { enum: ['charge', 'refund', 'platform-fee'] }).notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantPrimaryKey('ledger_entries_pkey', table),
    tenantForeignKey('ledger_entries_payment_fk', table, table.paymentId, payments, 'cascade'),
    tenantForeignKey('ledger_entries_refund_fk', table, table.refundId, refunds, 'cascade'),
    index('ledger_entries_account_created_idx').on(table.accountId, table.createdAt),
    // One charge entry per payment, so a late webhook and the browser's confirmation cannot both book it.
    uniqueIndex('ledger_entries_one_charge_per_payment')
      .on(table.accountId, table.paymentId, table.kind)
      .where(sql`${table.kind} <> 'refund'`),
  ],
);

/** Stripe payment events already applied to this account's payments; a redelivery is a no-op. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    eventId: text('event_id').notNull(),
    accountId: tenantAccountId(),
    type: text('type').notNull(),
    /** Stripe's `created`: an older event than the one applied never moves a payment back. */
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'payment_webhook_events_pkey', columns: [table.eventId, table.accountId] }),
    index('payment_webhook_events_account_id_idx').on(table.accountId),
  ],
);
