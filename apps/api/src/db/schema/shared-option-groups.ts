import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { OPTION_GROUP_TYPE_LIST } from '@scanorder/shared/menu/shared-option-groups';
import { businessRowKeys } from './business.ts';
import { businessRowColumns } from './columns.ts';
import { timestamps } from './timestamps.ts';

/**
 * Option groups a restaurant defines once and attaches to many items (decision 035). Items name
 * them in `menu_items.shared_option_group_ids`; the options are JSONB like an item's own groups,
 * checked by the same shared zod schemas on the way in and out.
 */
export const sharedOptionGroups = pgTable(
  'shared_option_groups',
  {
    ...businessRowColumns(),
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
    ...businessRowKeys('shared_option_groups', table),
    index('shared_option_groups_business_idx').on(table.accountId, table.businessId),
  ],
);
