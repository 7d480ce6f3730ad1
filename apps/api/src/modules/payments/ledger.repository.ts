import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

/** What the account's ledger moved on one UTC day in one currency (charges less refunds and fees). */
export interface LedgerDay {
  currency: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  netMinor: number;
}

/** The ledger of guest payments, read for the payouts page (the local provider's money). */
export function createLedgerRepository(db: Database) {
  return {
    /** Every day the ledger moved, oldest first: a few hundred rows a year at most. */
    async daysOf(scope: TenantScope): Promise<LedgerDay[]> {
      const day = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          currency: ledgerEntries.currency,
          day,
          netMinor: sql<number>`sum(${ledgerEntries.amountMinor})::int`,
        })
        .from(ledgerEntries)
        .where(ofTenant(ledgerEntries, scope))
        .groupBy(ledgerEntries.currency, day)
        .orderBy(day, ledgerEntries.currency);
      return rows;
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
