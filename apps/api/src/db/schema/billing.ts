/**
 * Billing state kept locally (docs/decisions/005-billing-providers.md). One `subscriptions` row per
 * account: the provider's customer and, once subscribed, the current subscription with the plan's
 * limits copied from the product metadata. Stripe webhooks keep it true; each event id is stored in
 * `processed_webhook_events` in the same transaction as the change, so a redelivery changes nothing.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { providerColumn, tenantAccountId, tenantPrimaryKey, tenantRowColumns } from './columns.ts';
import { createdAtColumn, timestamps } from './timestamps.ts';

export const subscriptions = pgTable(
  'subscriptions',
  {
    ...tenantRowColumns(),
    provider: providerColumn(),
    providerCustomerId: text('provider_customer_id'),
    /** Null until the account subscribes; the columns below are null with it. */
    providerSubscriptionId: text('provider_subscription_id'),
    providerItemId: text('provider_item_id'),
    priceId: text('price_id'),
    productId: text('product_id'),
    /** Catalog plan id (`company`) or the Stripe product id when the product is not in the catalog. */
    planId: text('plan_id'),
    planName: text('plan_name'),
    planRank: integer('plan_rank'),
    entityCount: integer('entity_count'),
    memberCount: integer('member_count'),
    qrCount: integer('qr_count'),
    interval: text('interval', { enum: ['month', 'year'] }),
    currency: text('currency'),
    /** Minor units. */
    unitAmount: integer('unit_amount'),
    status: text('status'),
    pauseCollection: boolean('pause_collection').notNull().default(false),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** The provider's own trial (a Stripe subscription started during the app's 14-day trial). */
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    tenantPrimaryKey('subscriptions_pkey', table),
    uniqueIndex('subscriptions_account_id_key').on(table.accountId),
    // Webhooks find the account by it; unique across accounts through `global_keys` (decision 016).
    index('subscriptions_provider_subscription_id_idx').on(table.providerSubscriptionId),
    index('subscriptions_provider_customer_id_idx').on(table.providerCustomerId),
  ],
);

/** The account's connected payout account (docs/product/payments.md). */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    ...tenantRowColumns(),
    provider: providerColumn(),
    providerAccountId: text('provider_account_id').notNull(),
    accountSetupUrl: text('account_setup_url'),
    /** The connected account as last read from the provider (shared `onboardingDataSchema`). */
    onboardingData: jsonb('onboarding_data'),
    status: text('status', { enum: ['pending', 'complete'] })
      .notNull()
      .default('pending'),
    ...timestamps(),
  },
  (table) => [
    tenantPrimaryKey('payment_accounts_pkey', table),
    uniqueIndex('payment_accounts_account_id_key').on(table.accountId),
    // Webhooks find the account by it; unique across accounts through `global_keys` (decision 016).
    index('payment_accounts_provider_account_id_idx').on(table.providerAccountId),
  ],
);

/** Webhook events already applied; the primary key makes a redelivered event a no-op. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  provider: providerColumn(),
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Test-mode checkout sessions of the local provider (no card; completed in the app). */
export const localCheckoutSessions = pgTable(
  'local_checkout_sessions',
  {
    id: text('id').notNull(),
    accountId: tenantAccountId(),
    mode: text('mode', { enum: ['subscription', 'payment-update'] }).notNull(),
    priceId: text('price_id'),
    currency: text('currency'),
    customerEmail: text('customer_email'),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 day'`),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantPrimaryKey('local_checkout_sessions_pkey', table),
    index('local_checkout_sessions_account_id_idx').on(table.accountId),
  ],
);
