/**
 * `created_at` (and `updated_at`), written once for every table that carries both. Apart from
 * columns.ts because accounts and the auth tables use them too, and columns.ts imports accounts.
 */
import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was written; alone on the tables whose rows are never updated (logs, ledgers). */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
