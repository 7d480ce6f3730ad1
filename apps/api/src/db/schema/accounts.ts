/**
 * Tenancy: an account is one owner plus team members. Every tenant-owned table carries
 * `account_id`; the owner is a member row with role admin and `is_owner`.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: text('owner_user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Service names enabled for this account ('Restaurant', 'Grocery'). */
  enabledServices: text('enabled_services')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
  currencyCode: text('currency_code').notNull().default('USD'),
  announcement: text('announcement'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null until an invited member accepts and gets a sign-in. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role', { enum: ['admin', 'manager', 'member'] }).notNull(),
    status: text('status', { enum: ['invited', 'active', 'revoked'] }).notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobileNo: text('mobile_no'),
    emailAddress: text('email_address'),
    customMessage: text('custom_message'),
    userName: text('user_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('members_account_id_idx').on(table.accountId),
    uniqueIndex('members_user_id_key').on(table.userId),
    uniqueIndex('members_user_name_key').on(table.userName),
  ],
);
