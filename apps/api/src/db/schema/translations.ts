import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  TRANSLATION_ENTITY_KINDS,
  TRANSLATION_FIELDS,
} from '@scanorder/shared/i18n/menu-translations';
import { GUEST_LOCALES } from '@scanorder/shared/i18n/locales';
import { businessRowKeys } from './business.ts';
import { businessRowColumns } from './columns.ts';

/**
 * The owner's translations of what the guest reads on the menu (issue 22): one row per text, beside
 * the original rather than in it, so the menu tables (and other changes to them) stay as they are
 * and a missing translation simply reads the original.
 *
 * `entity_key` names the text's owner: the business id, a category's original name (categories are
 * names, not rows), a menu item id, or an option group's or option's id inside an item.
 */
export const menuTranslations = pgTable(
  'menu_translations',
  {
    ...businessRowColumns(),
    locale: text('locale', { enum: GUEST_LOCALES }).notNull(),
    entityKind: text('entity_kind', { enum: TRANSLATION_ENTITY_KINDS }).notNull(),
    entityKey: text('entity_key').notNull(),
    field: text('field', { enum: TRANSLATION_FIELDS }).notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    ...businessRowKeys('menu_translations', table),
    // account_id first in every unique key: distributable by account (decision 016).
    uniqueIndex('menu_translations_text_key').on(
      table.accountId,
      table.businessId,
      table.locale,
      table.entityKind,
      table.entityKey,
      table.field,
    ),
    index('menu_translations_account_id_idx').on(table.accountId),
  ],
);
