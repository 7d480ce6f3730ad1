import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client.ts';
import { schema } from './tables.ts';
import { TENANT_ROLE } from '../tenancy/with-tenant-scope.ts';

/** Runs `work` in one account's scoped transaction (see tenancy/with-tenant-scope.ts). */
export type ScopeTransaction = <T>(
  accountId: string,
  work: (tx: Database) => Promise<T>,
) => Promise<T>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What drizzle's own `begin`, `commit` and `rollback` get while the scope has no connection. */
const NOTHING_RAN: pg.QueryResult = { command: '', rowCount: 0, oid: 0, rows: [], fields: [] };

/**
 * The first round trip of a scope: `BEGIN` and both settings as one simple-protocol query (the
 * account id is inlined, so it must be a uuid: it is checked, never escaped).
 */
function openingOf(accountId: string): string {
  if (!UUID.test(accountId)) throw new Error(`Not an account id: ${JSON.stringify(accountId)}`);
  return (
    `begin; select set_config('app.account_id', '${accountId}', true), ` +
    `set_config('role', '${TENANT_ROLE}', true)`
  );
}

type QueryConfig = string | { text: string };

/**
 * One scope's connection as drizzle's transaction sees it. Nothing is taken from the pool until
 * the scope's first query, which goes out after `BEGIN` and the settings sent as one round trip;
 * a scope that queries nothing (a cache hit) costs no round trip and no connection.
 */
class DeferredScopeClient {
  private opened: Promise<pg.PoolClient> | null = null;
  private failure: Error | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly opening: string,
  ) {}

  query(config: QueryConfig, values?: unknown[]): Promise<unknown> {
    const text = typeof config === 'string' ? config : config.text;
    if (text === 'begin' && !this.opened) return Promise.resolve(NOTHING_RAN);
    if (text === 'commit' || text === 'rollback') return this.end(config);
    return this.connection().then((client) => client.query(config, values));
  }

  /** Called by drizzle after its commit or rollback. */
  release(): void {
    void this.opened?.then(
      (client) => client.release(this.failure),
      () => undefined,
    );
  }

  private connection(): Promise<pg.PoolClient> {
    this.opened ??= this.pool.connect().then(async (client) => {
      try {
        await client.query(this.opening);
        return client;
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    });
    return this.opened;
  }

  private async end(config: QueryConfig): Promise<unknown> {
    const opened = this.opened;
    if (!opened) return NOTHING_RAN;
    const client = await opened.catch(() => null);
    // The opening failed: there is no transaction to end, and its client went back already.
    if (!client) {
      this.opened = null;
      return NOTHING_RAN;
    }
    try {
      return await client.query(config);
    } catch (error) {
      // A connection whose COMMIT or ROLLBACK failed is not handed to the next request.
      this.failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    }
  }
}

/**
 * Scoped transactions on a node-postgres pool (decision 042, and 040's third pass): drizzle runs
 * them as usual (savepoints for nested transactions, rollback on error) over a client that opens
 * lazily. Drizzle takes its transaction's client by calling `connect()` synchronously when the
 * transaction starts, which is when the account to open it for is handed over.
 */
export function deferredScopeTransactions(pool: pg.Pool): ScopeTransaction {
  let nextOpening: string | null = null;
  // The class name matters: drizzle treats a client whose class is named *Pool* as a pool (it
  // takes a connection per transaction and releases it).
  class DeferredScopePool {
    connect(): Promise<DeferredScopeClient> {
      const opening = nextOpening;
      nextOpening = null;
      if (!opening) return Promise.reject(new Error('A scope connection without its account'));
      return Promise.resolve(new DeferredScopeClient(pool, opening));
    }
  }
  // drizzle's node-postgres client type names pg's classes; this stands in for a pool's connect.
  const db = drizzle({ client: new DeferredScopePool() as unknown as pg.Pool, schema });
  return (accountId, work) => {
    nextOpening = openingOf(accountId);
    try {
      return (db as unknown as Database).transaction(work);
    } finally {
      nextOpening = null;
    }
  };
}
