/**
 * The platform data editor's audit trail (docs/product/roles.md: every change a platform administrator makes
 * is written with who, when, before and after). Rows are never updated or deleted by the app, and
 * they outlive the users they mention, so ids are plain text, not foreign keys.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    targetUserId: text('target_user_id').notNull(),
    targetAccountId: uuid('target_account_id'),
    /** The edited key as the editor names it, e.g. `announcement` or `profile.firstName`. */
    key: text('key').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_target_user_id_idx').on(table.targetUserId, table.createdAt)],
);
