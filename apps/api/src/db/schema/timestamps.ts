/**
 * `created_at` and `updated_at`, written once for every table that carries both. Apart from
 * columns.ts because accounts and the auth tables use them too, and columns.ts imports accounts.
 */
import { timestamp } from 'drizzle-orm/pg-core';

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
