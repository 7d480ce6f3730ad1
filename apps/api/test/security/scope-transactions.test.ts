import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { prepareStatement } from '../../src/db/prepared-statement.ts';
import { createTenantScopes, type TenantScopes } from '../../src/tenancy/tenant-scope.ts';
import { TENANT_ROLE } from '../../src/tenancy/with-tenant-scope.ts';
import { APP_LOGIN_ROLE, databaseKinds, openTestDatabase } from '../harness.ts';

const ACCOUNT = '5b0f1c1e-9c57-4d3a-9d4e-1f2a3b4c5d6e';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** Connections the app role's login holds on this database (PostgreSQL). */
async function appConnections(database: DatabaseHandle): Promise<number> {
  const [row] = rowsOf(
    await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where usename = ${APP_LOGIN_ROLE} and datname = current_database()`,
    ),
  );
  return Number(row!.n);
}

// How a scope's transaction is opened (decision 040, third pass): on PostgreSQL at its first
// query, BEGIN and the settings in one round trip; a scope that reads nothing costs nothing.
describe.each(databaseKinds)('tenant scope transactions on %s', (kind) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let scopes: TenantScopes;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
    scopes = createTenantScopes(
      database.db,
      database.appDb,
      database.scopeTransaction,
      database.scopeStatement,
    );
  });
  afterAll(() => dispose());

  it('opens no connection for a scope that runs no query, and still runs what waits for its commit', async () => {
    let committed = false;
    const answer = await scopes.run(ACCOUNT, async () => {
      scopes.afterCommit(() => (committed = true));
      return 'from a cache';
    });
    expect(answer).toBe('from a cache');
    expect(committed).toBe(true);
    if (kind === 'postgres') expect(await appConnections(database)).toBe(0);
  });

  /** Who two queries of one scope ran as, for which account, and whether in one transaction. */
  const seenInScope = (before: () => Promise<unknown> = () => Promise.resolve()) =>
    scopes.run(ACCOUNT, async () => {
      await before();
      const first = rowsOf(
        await scopes.db.execute(
          sql`select current_user as role, current_setting('app.account_id', true) as account,
                txid_current() as tx`,
        ),
      )[0]!;
      const second = rowsOf(await scopes.db.execute(sql`select txid_current() as tx`))[0]!;
      return { ...first, sameTransaction: first.tx === second.tx };
    });

  it('runs every query of a scope in one transaction as the app role with its account', async () => {
    expect(await seenInScope()).toMatchObject({
      role: TENANT_ROLE,
      account: ACCOUNT,
      sameTransaction: true,
    });
    if (kind === 'postgres') expect(await appConnections(database)).toBe(1);
  });

  it("runs a query made after a no-op await in its account's transaction, as the app role", async () => {
    const afterNoOps = async () => {
      await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    expect(await seenInScope(afterNoOps)).toMatchObject({
      role: TENANT_ROLE,
      account: ACCOUNT,
      sameTransaction: true,
    });
  });

  it('rolls a failed scope back, and a failed nested transaction back to its savepoint only', async () => {
    const settingAfter = async () =>
      rowsOf(await scopes.db.execute(sql`select current_setting('app.probe', true) as probe`))[0]!
        .probe;
    const failed = scopes.run(ACCOUNT, async () => {
      await scopes.db.execute(sql`select set_config('app.probe', 'kept', true)`);
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');

    const probe = await scopes.run(ACCOUNT, async () => {
      await scopes.db.execute(sql`select set_config('app.probe', 'outer', true)`);
      await scopes.db
        .transaction(async (nested) => {
          await nested.execute(sql`select set_config('app.probe', 'inner', true)`);
          throw new Error('inner refused');
        })
        .catch(() => undefined);
      return settingAfter();
    });
    expect(probe).toBe('outer');
    // Nothing of a scope outlives it on the connection the next scope gets.
    const next = await scopes.run(ACCOUNT, settingAfter);
    expect(next === null || next === '').toBe(true);
  });

  // A scope of one statement (decision 040, sixth pass): on PostgreSQL one message, `begin`, the
  // settings, `execute` of the statement prepared once per connection, `commit`.
  const probe = prepareStatement(
    sql`select current_user as role, current_setting('app.account_id', true) as account,
          ${sql.placeholder('text')}::text as text, ${sql.placeholder('n')}::integer as n,
          now() as at, txid_current()::text as tx, 1 / ${sql.placeholder('divisor')}::integer as quotient`,
    'scope_probe',
  );

  it('runs one statement as its own scope, as the app role with its account, values kept whole', async () => {
    const text = `it's a "quote", a back\\slash and ünïcode`;
    for (let run = 0; run < 3; run++) {
      const [row] = await scopes.statement(ACCOUNT, probe, { text, n: 7, divisor: 1 });
      expect(row).toMatchObject({ role: TENANT_ROLE, account: ACCOUNT, text, n: 7, quotient: 1 });
      // Instants come as drizzle's driver reads them (text), for `mapFromDriverValue`.
      expect(typeof row!.at === 'string' || row!.at instanceof Date).toBe(true);
    }
    if (kind === 'postgres') expect(await appConnections(database)).toBeGreaterThan(0);
  });

  it('fails a statement of its own scope with the database error and leaves the connection clean', async () => {
    const failure: unknown = await scopes
      .statement(ACCOUNT, probe, { text: 'x', n: 1, divisor: 0 })
      .catch((error: unknown) => error);
    // drizzle's wrapping on either path, the database's error as its cause.
    expect(String((failure as { cause?: unknown }).cause)).toMatch(/division by zero/);
    // The next scopes get a working connection, with nothing of the failed one left on it.
    for (let run = 0; run < 3; run++) {
      const [row] = await scopes.statement(ACCOUNT, probe, { text: 'y', n: 2, divisor: 1 });
      expect(row).toMatchObject({ account: ACCOUNT, n: 2 });
      const setting = await scopes.run(ACCOUNT, async () =>
        rowsOf(await scopes.db.execute(sql`select current_setting('app.probe', true) as p`)),
      );
      expect(setting[0]!.p ?? '').toBe('');
    }
  });

  it('runs one statement in the scope it is called from, and refuses another account', async () => {
    const seen = await scopes.run(ACCOUNT, async () => {
      const outer = rowsOf(await scopes.db.execute(sql`select txid_current()::text as tx`))[0]!.tx;
      const [inner] = await scopes.statement(ACCOUNT, probe, { text: 'z', n: 3, divisor: 1 });
      return { same: inner!.tx === outer, n: inner!.n };
    });
    expect(seen).toEqual({ same: true, n: 3 });
    const other = '0d6f1c1e-9c57-4d3a-9d4e-1f2a3b4c5d6e';
    await expect(
      scopes.run(ACCOUNT, () => scopes.statement(other, probe, { text: 'z', n: 3, divisor: 1 })),
    ).rejects.toThrow(/inside the scope/);
  });
});
