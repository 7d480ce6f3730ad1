/**
 * Keys that must be unique across every account (a QR short code, a member's sign-in name or email,
 * a provider's id a webhook names): one row each, kept by triggers on the owning tables (migration
 * `dist-global-keys`), so no write path can forget it. Tenant tables keep only keys that include
 * `account_id`, which Citus can enforce per shard; this small table is a Citus reference table
 * (decision 016). A clash is raised under the owning table's old constraint name, so callers still
 * tell a taken user name from a taken short code.
 */
import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

export const globalKeys = pgTable(
  'global_keys',
  {
    kind: text('kind', {
      enum: [
        'account-owner',
        'member-user',
        'member-user-name',
        'member-invite',
        'member-email',
        'subscription',
        'connected-account',
        'push-endpoint',
        'qr-short-code',
      ],
    }).notNull(),
    key: text('key').notNull(),
    /** No foreign key: a reference table cannot point at a distributed one; the triggers clean up. */
    accountId: uuid('account_id').notNull(),
  },
  (table) => [primaryKey({ name: 'global_keys_pkey', columns: [table.kind, table.key] })],
);
