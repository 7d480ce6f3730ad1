/**
 * Web Push subscriptions (issue 6): the devices of an account's team that asked for new-order
 * alerts, and customers' opt-ins for status pushes of one order.
 */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';
import { tenantForeignKey, tenantPrimaryKey, tenantRowColumns } from './columns.ts';
import { orders } from './orders.ts';
import { createdAtColumn, timestamps } from './timestamps.ts';

/** Where the push service reaches one browser: its URL and the keys a message is encrypted for. */
const pushKeyColumns = () => ({
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...tenantRowColumns(),
    /** Who switched notifications on; their membership going away removes the device. */
    memberId: uuid('member_id').notNull(),
    userId: text('user_id').notNull(),
    /** One device belongs to whoever subscribed it last. */
    ...pushKeyColumns(),
    ...timestamps(),
  },
  (table) => [
    tenantPrimaryKey('push_subscriptions_pkey', table),
    tenantForeignKey('push_subscriptions_member_fk', table, table.memberId, members, 'cascade'),
    // One browser belongs to one account at a time: the endpoint is unique across accounts through
    // `global_keys` (kind push-endpoint, decision 016); this key is the upsert's target.
    uniqueIndex('push_subscriptions_account_endpoint_key').on(table.accountId, table.endpoint),
    index('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_account_id_idx').on(table.accountId),
  ],
);

/** A customer's opt-in for status pushes of one order; erased with the order's personal data. */
export const orderPushSubscriptions = pgTable(
  'order_push_subscriptions',
  {
    ...tenantRowColumns(),
    orderId: uuid('order_id').notNull(),
    ...pushKeyColumns(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantPrimaryKey('order_push_subscriptions_pkey', table),
    tenantForeignKey('order_push_subscriptions_order_fk', table, table.orderId, orders, 'cascade'),
    uniqueIndex('order_push_subscriptions_order_endpoint_key').on(
      table.accountId,
      table.orderId,
      table.endpoint,
    ),
    index('order_push_subscriptions_account_id_idx').on(table.accountId),
  ],
);
