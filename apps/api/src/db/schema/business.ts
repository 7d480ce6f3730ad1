/**
 * Businesses (one restaurant and/or one grocery store per account), their branches (store names)
 * and menu items. Details that are shown, queried or counted are columns; nested settings (hours,
 * closures, menu-type hours, pickup/delivery, order settings, option groups, variants) are JSONB,
 * validated by the shared zod schemas on the way in and out (docs/decisions/003-business-and-menu-data-model.md).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import {
  businessRowColumns,
  kindColumn,
  tenantForeignKey,
  tenantPrimaryKey,
  tenantRowColumns,
} from './columns.ts';
import { timestamps } from './timestamps.ts';

export const businesses = pgTable(
  'businesses',
  {
    ...tenantRowColumns(),
    kind: kindColumn(),
    businessOwnerLegalName: text('business_owner_legal_name').notNull(),
    businessName: text('business_name').notNull(),
    businessType: text('business_type').notNull(),
    businessDescription: text('business_description').notNull(),
    countryCode: text('country_code').notNull(),
    mobileNo: text('mobile_no').notNull(),
    whatsAppSameAsMobileNo: boolean('whatsapp_same_as_mobile_no').notNull().default(true),
    whatsAppCountryCode: text('whatsapp_country_code'),
    whatsAppMobileNo: text('whatsapp_mobile_no'),
    menuCurrency: text('menu_currency').notNull(),
    websiteUrl: text('website_url'),
    timeZone: text('time_zone').notNull(),
    /** Restaurant only. */
    businessAddress: text('business_address'),
    placeId: text('place_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    logoKey: text('logo_key'),
    hours: jsonb('hours').notNull(),
    closures: jsonb('closures')
      .notNull()
      .default(sql`'[]'::jsonb`),
    menuTypeHours: jsonb('menu_type_hours').notNull(),
    pickupDelivery: jsonb('pickup_delivery').notNull(),
    orderSettings: jsonb('order_settings').notNull(),
    takingOrders: boolean('taking_orders').notNull().default(true),
    /** Menu categories in display order; items sort by their category's place in this list. */
    categories: text('categories').array().notNull(),
    /**
     * The language the owner writes the menu in, 'en' or 'es' (decision 054): the creating owner's
     * language. Its starting categories are in it, guests reading it see the menu as written, and
     * the owner translates into the other languages.
     */
    menuLanguage: text('menu_language').notNull().default('en'),
    ...timestamps(),
  },
  (table) => [
    tenantPrimaryKey('businesses_pkey', table),
    check('businesses_menu_language_known', sql`${table.menuLanguage} in ('en', 'es')`),
    uniqueIndex('businesses_account_id_kind_key').on(table.accountId, table.kind),
  ],
);

/**
 * The key of a business's row and its foreign key to the business (its rows go with it), named
 * after the table: `<table>_pkey` and `<table>_business_fk`.
 */
export const businessRowKeys = (
  name: string,
  table: { id: PgColumn; accountId: PgColumn; businessId: PgColumn },
) => [
  tenantPrimaryKey(`${name}_pkey`, table),
  tenantForeignKey(`${name}_business_fk`, table, table.businessId, businesses, 'cascade'),
];

export const branches = pgTable(
  'branches',
  {
    ...businessRowColumns(),
    kind: kindColumn(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    outOfOperation: boolean('out_of_operation').notNull().default(false),
    outOfOperationReason: text('out_of_operation_reason'),
    outOfOperationUntil: date('out_of_operation_until', { mode: 'string' }),
    /** scrypt hash of the staff PIN (`scrypt$N$r$p$salt$hash`); never returned. */
    pinHash: text('pin_hash'),
    pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    ...businessRowKeys('branches', table),
    index('branches_account_id_idx').on(table.accountId),
    // account_id first in every unique key: distributable by account (decision 016).
    uniqueIndex('branches_business_id_name_key').on(
      table.accountId,
      table.businessId,
      sql`lower(${table.name})`,
    ),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    ...businessRowColumns(),
    kind: kindColumn(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Minor units of the business's menu currency. */
    priceMinor: integer('price_minor').notNull(),
    taxEnabled: boolean('tax_enabled').notNull().default(false),
    taxPercentage: numeric('tax_percentage', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    imageKey: text('image_key'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    availability: text('availability', {
      enum: ['Available', 'Not Available Today', 'Not Available Indefinitely', 'Hidden from Menu'],
    })
      .notNull()
      .default('Available'),
    /** When "Not Available Today" ends (start of the next business day in the business's zone). */
    availableAgainAt: timestamp('available_again_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    /** Restaurant: { modifiers, selectors, incrementors }. */
    optionGroups: jsonb('option_groups')
      .notNull()
      .default(sql`'{"modifiers":[],"selectors":[],"incrementors":[]}'::jsonb`),
    /** Restaurant: the shared option groups it attaches, in order (decision 035). */
    sharedOptionGroupIds: uuid('shared_option_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Grocery: [{ id, variantName, value, newPriceMinor }]. */
    variants: jsonb('variants')
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (table) => [
    ...businessRowKeys('menu_items', table),
    index('menu_items_account_id_idx').on(table.accountId),
    index('menu_items_business_category_position_idx').on(
      table.businessId,
      table.category,
      table.position,
    ),
    index('menu_items_image_key_idx').on(table.accountId, table.imageKey),
  ],
);
