import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** The database role row-level security binds (drizzle/0006_row_level_security.sql). */
export const TENANT_ROLE = 'scanorder_app';

/**
 * Runs `work` in one transaction as the row-level-security role with the account set, so even a
 * query that forgets its `account_id` filter sees and changes only that account's rows
 * (docs/decisions/008-row-level-security.md). Both settings end with the transaction, so a pooled
 * connection (or PGlite's only one) goes back clean.
 */
export function withTenantScope<T>(
  db: Database,
  accountId: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: `set_config('role', ..., true)` is `SET LOCAL ROLE`.
    await tx.execute(
      sql`select set_config('app.account_id', ${accountId}, true), set_config('role', ${TENANT_ROLE}, true)`,
    );
    return work(tx);
  });
}
