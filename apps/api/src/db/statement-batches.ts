import pg from 'pg';
import { TENANT_ROLE } from '../tenancy/with-tenant-scope.ts';
import {
  asDrizzleParses,
  checkedAccountId,
  executionOf,
  oneMessageStatements,
  preparerOfConnections,
  queryErrorOf,
  type InlinedStatement,
  type ScopeStatement,
} from './deferred-scope.ts';

/** How many batches may be in flight at once, and how many statements one may carry. */
export interface BatchLimits {
  lanes: number;
  size: number;
}

interface Pending {
  accountId: string;
  statement: InlinedStatement;
  values: unknown[];
  locks: string;
  resolve: (rows: Record<string, unknown>[]) => void;
  reject: (error: unknown) => void;
}

/**
 * A failure that ended the batch's transaction before anything committed: PostgreSQL answered
 * with an ERROR (a failing statement skips the rest of the message, `commit` included; a failed
 * `commit` commits nothing) and the session lives on. Anything else (the connection lost, a FATAL
 * that may have come after the commit) leaves the outcome unknown.
 */
function committedNothing(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.severity === 'ERROR';
}

/** Code-unit order: the same in every process, whatever its locale (unlike `localeCompare`). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Statements of several scopes in ONE transaction: one round trip, one commit (one WAL flush).
 * Concatenated, not joined, as `executionOf`: flattened once, when node-postgres measures it.
 */
function batchMessageOf(batch: Pending[]): string {
  let text = `begin; set local role ${TENANT_ROLE}`;
  for (const { accountId, statement, values } of batch)
    text +=
      `; set local app.account_id = '${checkedAccountId(accountId)}'; ` +
      executionOf(statement, values);
  return `${text}; commit`;
}

/** Where statement `index`'s rows are among the message's results: after begin, role, its setting. */
const resultIndexOf = (index: number) => 2 + index * 2 + 1;

/**
 * One-statement scopes (`scopes.statement`, the placement) sent several to a round trip while many
 * are in flight (decision 040, tenth pass). A statement that finds a lane free goes out at once,
 * alone, on today's one-message path (`oneMessageStatements`): no timer, no added latency. While
 * every lane is busy, statements queue; a lane that comes back takes up to `size` of them and sends
 * them as one transaction in one message: `begin; set local role ...;` then, per statement, its
 * account (`set local app.account_id`, read by every row-level-security policy when the statement
 * runs) and its `execute`, then one `commit`. Each caller is answered after that commit, so the
 * durability is the single path's.
 *
 * Statements are sorted by account and `locks` so two batches take the rows they lock (a
 * business's counter, its idempotency keys) in one order and cannot wait on each other in a cycle.
 * The batch is all-or-nothing: when PostgreSQL refuses any statement, nothing committed, and each
 * statement runs again alone on the single path, so the failing one gets its own error and the
 * others their rows. When the outcome is unknown (the connection lost), each caller gets the error,
 * as on the single path; the idempotency key makes the guest's retry safe.
 */
export function batchedStatements(pool: pg.Pool, limits: BatchLimits): ScopeStatement {
  const prepare = preparerOfConnections();
  const single = oneMessageStatements(pool, prepare);
  const queue: Pending[] = [];
  let busy = 0;

  const alone = (pending: Pending) =>
    single(pending.accountId, pending.statement, pending.values).then(
      pending.resolve,
      pending.reject,
    );

  async function send(batch: Pending[]): Promise<void> {
    batch.sort((a, b) =>
      a.accountId === b.accountId ? compare(a.locks, b.locks) : compare(a.accountId, b.accountId),
    );
    let text: string;
    try {
      text = batchMessageOf(batch);
    } catch {
      // A value that cannot be inlined fails its own statement, on the path that says which.
      await Promise.all(batch.map(alone));
      return;
    }
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      batch.forEach((pending) =>
        pending.reject(queryErrorOf(pending.statement, pending.values, error)),
      );
      return;
    }
    let results: pg.QueryResult[];
    try {
      for (const { statement } of batch) await prepare(client, statement);
      results = (await client.query({
        text,
        types: asDrizzleParses,
      })) as unknown as pg.QueryResult[];
    } catch (error) {
      await client.query('rollback').then(
        () => client.release(),
        (failure: unknown) => client.release(failure instanceof Error ? failure : true),
      );
      if (committedNothing(error)) await Promise.all(batch.map(alone));
      else
        batch.forEach((pending) =>
          pending.reject(queryErrorOf(pending.statement, pending.values, error)),
        );
      return;
    }
    client.release();
    batch.forEach((pending, index) =>
      pending.resolve(results[resultIndexOf(index)]!.rows as Record<string, unknown>[]),
    );
  }

  async function lane(): Promise<void> {
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, limits.size);
        if (batch.length === 1) await alone(batch[0]!);
        else await send(batch);
      }
    } finally {
      busy -= 1;
    }
  }

  return (accountId, statement, values, locks = '') =>
    new Promise((resolve, reject) => {
      queue.push({ accountId, statement, values, locks, resolve, reject });
      if (busy < limits.lanes) {
        busy += 1;
        void lane();
      }
    });
}
