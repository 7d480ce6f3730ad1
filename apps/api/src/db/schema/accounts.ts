/**
 * Tenancy: an account is one owner plus team members. Every tenant-owned table carries
 * `account_id`; the owner is a member row with role admin and `is_owner`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { timestamps } from './timestamps.ts';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One account per owner: unique through `global_keys` (kind `account-owner`, decision 016). */
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Service names enabled for this account ('Restaurant', 'Grocery'). */
    enabledServices: text('enabled_services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    /** The terms the owner agreed to on the sign-up form, and when (null for accounts made otherwise). */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    announcement: text('announcement'),
    /** Minutes without activity before the "Session Timeout" modal (docs/product/kiosk-and-sessions.md: 5 to 240, default 15). */
    idleTimeoutMinutes: integer('idle_timeout_minutes').notNull().default(15),
    /** Hiding the browser tab signs out (docs/product/kiosk-and-sessions.md); an admin may turn it off (issue 20). */
    signOutOnHiddenTab: boolean('sign_out_on_hidden_tab').notNull().default(true),
    /** The owner asked to close the account (docs/product/retention.md); null when not, or cancelled. */
    closureRequestedAt: timestamp('closure_requested_at', { withTimezone: true }),
    /** When the closure job erases the account's personal data: the request plus the grace period. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** When the personal data was erased; the account no longer signs in or serves menus. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('accounts_owner_user_id_idx').on(table.ownerUserId),
    index('accounts_closes_at_idx')
      .on(table.closesAt)
      .where(sql`${table.closesAt} is not null and ${table.closedAt} is null`),
    check(
      'accounts_idle_timeout_minutes_range',
      sql`${table.idleTimeoutMinutes} between 5 and 240`,
    ),
  ],
);

export const members = pgTable(
  'members',
  {
    id: uuid('id').notNull().defaultRandom(),
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
    countryCode: text('country_code'),
    /** SHA-256 of the pending invite's token; the token itself is only in the invite email. Null once used. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    invitedByMemberId: uuid('invited_by_member_id'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    // Written out rather than with columns.ts's helpers, which import this file (decision 016).
    primaryKey({ name: 'members_pkey', columns: [table.id, table.accountId] }),
    // `on delete set null (invited_by_member_id)` in the migration: the account column stays.
    foreignKey({
      name: 'members_invited_by_member_fk',
      columns: [table.invitedByMemberId, table.accountId],
      foreignColumns: [table.id, table.accountId],
    }).onDelete('set null'),
    index('members_account_id_idx').on(table.accountId),
    // Sign-in and invite look-ups; each key is unique across accounts through `global_keys`
    // (kinds member-user, member-user-name, member-invite, member-email; decision 016). A team
    // member's real email signs them in, so it points at one member (owners sign in by users.email).
    index('members_user_id_idx').on(table.userId),
    index('members_user_name_idx').on(table.userName),
    index('members_invite_token_hash_idx').on(table.inviteTokenHash),
    index('members_member_email_idx')
      .on(sql`lower(${table.emailAddress})`)
      .where(sql`${table.isOwner} = false`),
  ],
);
