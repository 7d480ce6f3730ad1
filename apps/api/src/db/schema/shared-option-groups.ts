import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { OPTION_GROUP_TYPE_LIST } from '@scanorder/shared/menu/shared-option-groups';
import { businesses } from './business.ts';
import { tenantForeignKey, tenantPrimaryKey, tenantRowColumns } from './columns.ts';
import { timestamps } from './timestamps.ts';

/**
 * Option groups a restaurant defines once and attaches to many items (decision 035). Items name
 * them in `menu_items.shared_option_group_ids`; the options are JSONB like an item's own groups,
 * checked by the same shared zod schemas on the way in and out.
 */
export const sharedOptionGroups = pgTable(
  'shared_option_groups',
  {
    ...tenantRowColumns(),
    businessId: uuid('business_id').notNull(),
    type: text('type', { enum: OPTION_GROUP_TYPE_LIST }).notNull(),
    name: text('name').notNull(),
    min: integer('min').notNull(),
    max: integer('max').notNull(),
    /** [{ id, value, additionalPriceMinor, allergens, isDefault }]. */
    options: jsonb('options')
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (table) => [
    tenantPrimaryKey('shared_option_groups_pkey', table),
    tenantForeignKey(
      'shared_option_groups_business_fk',
      table,
      table.businessId,
      businesses,
      'cascade',
    ),
    index('shared_option_groups_business_idx').on(table.accountId, table.businessId),
  ],
);
