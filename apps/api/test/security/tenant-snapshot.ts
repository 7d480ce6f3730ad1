import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

async function rowsOf(
  db: Database,
  query: ReturnType<typeof sql>,
): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Every table of the public schema with a uuid `account_id` column (tenant-owned rows; better-auth's
 * `credentials.account_id` is a provider's text id).
 */
export async function tenantTables(db: Database): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'account_id' and data_type = 'uuid'
        order by table_name`,
  );
  return rows.map((row) => String(row.table_name));
}

/**
 * Everything stored for one account, table by table, rows in a stable order: the account row,
 * every tenant table's rows and the users behind its members. Two snapshots are equal when
 * nothing of the account changed; tables added later are picked up by their `account_id`.
 */
export async function snapshotAccount(
  db: Database,
  accountId: string,
): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  const stable = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row)).sort();
  snapshot.accounts = stable(await rowsOf(db, sql`select * from accounts where id = ${accountId}`));
  for (const table of await tenantTables(db)) {
    snapshot[table] = stable(
      await rowsOf(db, sql`select * from ${sql.identifier(table)} where account_id = ${accountId}`),
    );
  }
  snapshot.users = stable(
    await rowsOf(
      db,
      sql`select u.* from users u join members m on m.user_id = u.id where m.account_id = ${accountId}`,
    ),
  );
  return snapshot;
}

/**
 * Row counts of every table of the public schema but better-auth's bookkeeping and the access log
 * (refused input is what it records, decision 043).
 */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await rowsOf(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('sessions', 'rate_limits', 'verifications', 'access_log')
        order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await rowsOf(
      db,
      sql`select count(*)::int as n from ${sql.identifier(String(table))}`,
    );
    counts[String(table)] = Number(row?.n ?? 0);
  }
  return counts;
}
