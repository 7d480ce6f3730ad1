import { randomUUID } from 'node:crypto';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/harness.ts';
import { openDatabase } from './client.ts';
import type { InlinedStatement, ScopeStatement } from './deferred-scope.ts';
import { batchedStatements } from './statement-batches.ts';

/**
 * Each statement records one row under the account it ran for, and answers the role it ran as and
 * its transaction; `10 / $1` fails the statement given 0.
 */
const PROBE: InlinedStatement = {
  name: 'one_batch_probe',
  text: `insert into batch_probe (n, account) values ($1::int, current_setting('app.account_id')::uuid)
         returning current_user::text as role, account::text, txid_current()::text as tx, 10 / $1::int as tenth`,
};

interface Answer {
  role: string;
  account: string;
  tx: string;
}

// Batching exists on PostgreSQL only (PGlite has one connection and no pool to batch on).
describe.skipIf(!process.env.DATABASE_URL)('statements batched per round trip', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let pool: pg.Pool;
  let statements: ScopeStatement;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // The migrations make the row-level-security role the batches step down to.
    const migrated = await openDatabase({ driver: 'postgres', url: database.url });
    await migrated.migrate();
    await migrated.close();
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    await pool.query(
      'create table batch_probe (n int, account uuid); grant insert, select on batch_probe to scanorder_app',
    );
    // One lane: while it is out, everything else queues for the next batch.
    statements = batchedStatements(pool, { lanes: 1, size: 32 });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  const probe = (accountId: string, n: number) =>
    statements(accountId, PROBE, [n], accountId).then((rows) => rows[0] as unknown as Answer);
  const count = async (accountId: string) =>
    (await pool.query('select count(*)::int as n from batch_probe where account = $1', [accountId]))
      .rows[0] as { n: number };

  it('sends a statement at once, alone, when a lane is free', async () => {
    const account = randomUUID();
    const first = await probe(account, 1);
    const second = await probe(account, 2);
    expect(first).toMatchObject({ role: 'scanorder_app', account });
    expect(second.tx).not.toBe(first.tx);
  });

  it('sends what queued while the lane was busy as one transaction, each under its own account', async () => {
    const accounts = Array.from({ length: 6 }, () => randomUUID());
    const [alone, ...queued] = await Promise.all(accounts.map((account) => probe(account, 1)));
    expect(alone!.account).toBe(accounts[0]);
    expect(new Set(queued.map((answer) => answer.tx)).size).toBe(1);
    expect(queued[0]!.tx).not.toBe(alone!.tx);
    expect(queued.map((answer) => answer.account)).toEqual(accounts.slice(1));
    expect(queued.every((answer) => answer.role === 'scanorder_app')).toBe(true);
    for (const account of accounts) expect(await count(account)).toEqual({ n: 1 });
  });

  it('answers a failing statement with its own error and still commits the others once', async () => {
    const accounts = Array.from({ length: 4 }, () => randomUUID());
    const settled = await Promise.allSettled(
      // The first goes alone; the other three share a batch that the zero fails whole.
      accounts.map((account, index) => probe(account, index === 2 ? 0 : 1)),
    );
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const failure = (settled[2] as PromiseRejectedResult).reason as unknown;
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    expect(((failure as DrizzleQueryError).cause as pg.DatabaseError).code).toBe('22012');
    expect(await Promise.all(accounts.map(count))).toEqual([
      { n: 1 },
      { n: 1 },
      { n: 0 },
      { n: 1 },
    ]);
  });
});

describe('a batch whose outcome is unknown', () => {
  it('answers each of its statements with the error and runs none of them again', async () => {
    const lost = new Error('Connection terminated unexpectedly');
    const sent: string[] = [];
    const client = {
      query(config: string | { text: string }) {
        const text = typeof config === 'string' ? config : config.text;
        sent.push(text);
        if (text.startsWith('prepare') || text === 'rollback') return Promise.resolve({ rows: [] });
        // A batch's message (its settings are `set local`): the connection is lost under it.
        if (text.includes('set local app.account_id')) return Promise.reject(lost);
        const result = { rows: [{ role: 'scanorder_app' }] };
        return Promise.resolve([result, result, result, result]);
      },
      release: () => undefined,
    };
    const pool = { connect: () => Promise.resolve(client) } as unknown as pg.Pool;
    const statements = batchedStatements(pool, { lanes: 1, size: 32 });
    const settled = await Promise.allSettled(
      Array.from({ length: 4 }, () => statements(randomUUID(), PROBE, [1])),
    );
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
    ]);
    for (const result of settled.slice(1))
      expect(((result as PromiseRejectedResult).reason as DrizzleQueryError).cause).toBe(lost);
    // The lone first one and the batch, nothing sent again.
    expect(sent.filter((text) => text.includes('execute'))).toHaveLength(2);
  });
});
