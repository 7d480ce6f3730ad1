/**
 * The platform data editor's audit trail (docs/product/roles.md: every change a platform administrator makes
 * is written with who, when, before and after). Rows are never updated or deleted by the app, and
 * they outlive the users they mention, so ids are plain text, not foreign keys.
 */
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './timestamps.ts';

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
    createdAt: createdAtColumn(),
  },
  (table) => [index('audit_log_target_user_id_idx').on(table.targetUserId, table.createdAt)],
);

/**
 * Who looked and who was turned away (issue 17 item 14): platform administrators' look-ups,
 * collection reads (order history, reports, exports, the team list) and refused attempts (403,
 * 429, and 404 on routes that take an id). Rows are append-only and kept for
 * ACCESS_LOG_RETENTION_DAYS (docs/product/retention.md). Actor ids are plain values, not foreign
 * keys, so the log outlives what it mentions; no `account_id` column, because it is the platform's
 * record about tenants, not tenant data (row-level security does not apply, decision 042).
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['platform-admin', 'collection-read', 'refused'] }).notNull(),
    method: text('method').notNull(),
    /** The route pattern (`/api/v1/orders/:orderId`), never the raw URL with its query. */
    route: text('route').notNull(),
    status: integer('status').notNull(),
    actorUserId: text('actor_user_id'),
    actorAccountId: uuid('actor_account_id'),
    /** The client address as the rate limits key it (IPv6 by /64). */
    clientKey: text('client_key').notNull(),
    /** Route parameters (ids), the refusal's error code, a platform look-up's query. */
    detail: jsonb('detail'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('access_log_created_at_idx').on(table.createdAt)],
);
