import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { OPTION_GROUP_TYPE_LIST } from '@scanorder/shared/menu/shared-option-groups';
import { businesses } from './business.ts';
import { tenantAccountId, tenantForeignKey, tenantPrimaryKey } from './columns.ts';

/**
 * Option groups a restaurant defines once and attaches to many items (decision 035). Items name
 * them in `menu_items.shared_option_group_ids`; the options are JSONB like an item's own groups,
 * checked by the same shared zod schemas on the way in and out.
 */
export const sharedOptionGroups = pgTable(
  'shared_option_groups',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    businessId: uuid('business_id').notNull(),
    type: text('type', { enum: OPTION_GROUP_TYPE_LIST }).notNull(),
    name: text('name').notNull(),
    min: integer('min').notNull(),
    max: integer('max').notNull(),
    /** [{ id, value, additionalPriceMinor, allergens, isDefault }]. */
    options: jsonb('options')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    tenantPrimaryKey('shared_option_groups_pkey', table),
    tenantForeignKey(
      'shared_option_groups_business_fk',
      { column: table.businessId, accountId: table.accountId },
      businesses,
      'cascade',
    ),
    index('shared_option_groups_business_idx').on(table.accountId, table.businessId),
  ],
);
