import { DrizzleQueryError, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.ts';
import { TENANT_ROLE } from '../tenancy/with-tenant-scope.ts';

/**
 * Runs `work` in one account's scoped transaction (see tenancy/with-tenant-scope.ts). `work` gets
 * the transaction as a getter: a scope may make it only when the work first asks for it.
 */
export type ScopeTransaction = <T>(
  accountId: string,
  work: (tx: () => Database) => Promise<T>,
) => Promise<T>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What `commit` and `rollback` get while the scope has no connection. */
const NOTHING_RAN: pg.QueryResult = { command: '', rowCount: 0, oid: 0, rows: [], fields: [] };

/** An account id that may be inlined in a message: a uuid, checked, never escaped. */
export function checkedAccountId(accountId: string): string {
  if (!UUID.test(accountId)) throw new Error(`Not an account id: ${JSON.stringify(accountId)}`);
  return accountId;
}

/**
 * The first round trip of a scope: `BEGIN` and both settings as one simple-protocol query (the
 * account id is inlined, so it must be a uuid: it is checked, never escaped).
 */
function openingOf(accountId: string): string {
  checkedAccountId(accountId);
  return (
    `begin; select set_config('app.account_id', '${accountId}', true), ` +
    `set_config('role', '${TENANT_ROLE}', true)`
  );
}

type QueryConfig = string | { text: string };

/** A statement with positional parameters, and the name it is prepared under on a connection. */
export interface InlinedStatement {
  name: string;
  text: string;
}

/**
 * Runs one statement as a whole scope of its own and answers its rows (decision 040, sixth pass).
 */
export type ScopeStatement = (
  accountId: string,
  statement: InlinedStatement,
  values: unknown[],
  /**
   * The rows the statement locks until its commit beyond its account's (e.g. a business's
   * counter): statements sent together in one transaction take them in this order (db/statement-batches.ts).
   */
  locks?: string,
) => Promise<Record<string, unknown>[]>;

/**
 * A value as a literal of the one-message query. The values are driver values (drizzle's
 * `mapToDriverValue`: text, numbers, JSON as text); anything else is refused, not guessed at.
 */
export function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  // A NUL would end the message's text early; the input guards refuse it on every route already.
  if (typeof value === 'string' && value.includes('\u0000')) throw new Error('NUL in a value');
  if (typeof value === 'string') return escapedLiteral(value);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return escapedLiteral(String(value));
  throw new Error(`A ${typeof value} cannot be sent inlined`);
}

/**
 * `execute <name>(<literals>)`. Concatenated, not joined: a join copies the literals into a flat
 * string of their own, and the message that holds it is copied again when node-postgres measures
 * it; built of concatenations, the whole message is flattened once, there (decision 040,
 * thirteenth pass).
 */
export function executionOf(statement: InlinedStatement, values: unknown[]): string {
  let text = `execute ${statement.name}(`;
  for (let index = 0; index < values.length; index++)
    text += index === 0 ? literalOf(values[index]) : `, ${literalOf(values[index])}`;
  return `${text})`;
}

/**
 * `pg.escapeLiteral`'s text (quotes doubled; backslashes doubled under an `E` prefix when there are
 * any), built with two native replaces: `escapeLiteral` appends one character at a time, and an
 * order's JSON (about 2,000 characters) made it the largest allocation of a placement (decision
 * 040, tenth pass). The test holds it to `pg.escapeLiteral` on arbitrary strings.
 */
function escapedLiteral(text: string): string {
  const quoted = text.replaceAll("'", "''");
  return text.includes('\\') ? ` E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

/** drizzle's parsing of instants, dates and intervals (it maps their text itself). */
const RAW_TEXT_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115,
  1182,
  1185,
  1187,
  1231,
]);
export const asDrizzleParses = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
    RAW_TEXT_TYPES.has(typeId)
      ? (value) => value
      : (pg.types.getTypeParser(typeId, format) as (value: string) => unknown),
};

/** Wrapped as drizzle wraps a failed query, so callers see one shape on every path. */
export function queryErrorOf(
  statement: InlinedStatement,
  values: unknown[],
  error: unknown,
): DrizzleQueryError {
  return new DrizzleQueryError(
    statement.text,
    values,
    error instanceof Error ? error : new Error(String(error)),
  );
}

/** Prepares a statement on a connection (SQL `PREPARE`), once per connection. */
export type Preparer = (client: pg.PoolClient, statement: InlinedStatement) => Promise<void>;

/** Which statements each pooled connection has prepared; shared by the paths that use them. */
export function preparerOfConnections(): Preparer {
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  return async (client, statement) => {
    let prepared = preparedOn.get(client);
    if (prepared?.has(statement.name)) return;
    await client.query(`prepare ${statement.name} as ${statement.text}`);
    prepared ??= new Set();
    prepared.add(statement.name);
    preparedOn.set(client, prepared);
  };
}

/**
 * One statement as a whole scope in ONE round trip: `begin`, the settings, `execute` of the
 * statement (prepared once per connection with SQL `PREPARE`, so PostgreSQL plans it as it would
 * a protocol-level prepared statement) with its values inlined as literals, and `commit`, as one
 * simple-protocol message. The answer arrives once the commit did, with the same durability as a
 * scope's own commit (synchronous_commit as configured). A failure skips the rest of the message;
 * the aborted transaction is rolled back before the connection goes back to the pool.
 */
export function oneMessageStatements(
  pool: pg.Pool,
  prepare: Preparer = preparerOfConnections(),
): ScopeStatement {
  return async (accountId, statement, values) => {
    const opening = openingOf(accountId);
    const client = await pool.connect();
    try {
      await prepare(client, statement);
      const results = (await client.query({
        text: `${opening}; ${executionOf(statement, values)}; commit`,
        types: asDrizzleParses,
      })) as unknown as pg.QueryResult[];
      client.release();
      // begin, the settings, the statement, commit.
      return results[2]!.rows as Record<string, unknown>[];
    } catch (error) {
      await client.query('rollback').then(
        () => client.release(),
        (failure: unknown) => client.release(failure instanceof Error ? failure : true),
      );
      throw queryErrorOf(statement, values, error);
    }
  };
}

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
 * their queries as usual (savepoints for nested transactions) over a client that opens lazily.
 * drizzle's transaction object is made only when the work first asks for it (decision 040,
 * twelfth pass): a scope answered from the caches makes none. What drizzle's
 * `NodePgSession.transaction` does around it is done here: no `begin` (the client sends it with
 * the settings before the first query), `commit` after the work, `rollback` when it throws (or
 * the commit fails), the client released either way.
 */
export function deferredScopeTransactions(pool: pg.Pool): ScopeTransaction {
  const dialect = new PgDialect();
  // No schema: drizzle builds a relational query builder per table for every transaction it opens
  // (each scope, each savepoint), and no repository uses them (`db.query.<table>`): on the owner
  // and PGlite connections they stay, as the auth adapter is given the schema there.
  const transactionOn = (client: DeferredScopeClient): Database => {
    // drizzle's node-postgres client type names pg's classes; this stands in for a pool's client.
    const session = new NodePgSession(client as unknown as pg.PoolClient, dialect, undefined, {});
    return new NodePgTransaction(dialect, session, undefined) as unknown as Database;
  };
  const scoped = async <T>(
    opening: string,
    work: (tx: () => Database) => Promise<T>,
  ): Promise<T> => {
    let client: DeferredScopeClient | undefined;
    let tx: Database | undefined;
    const txOf = (): Database => {
      if (!tx) {
        client = new DeferredScopeClient(pool, opening);
        tx = transactionOn(client);
      }
      return tx;
    };
    try {
      const result = await work(txOf);
      if (tx) await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (tx) await tx.execute(sql`rollback`);
      throw error;
    } finally {
      client?.release();
    }
  };
  // The account is checked before the returned promise exists, as drizzle's own path did.
  return (accountId, work) => scoped(openingOf(accountId), work);
}
