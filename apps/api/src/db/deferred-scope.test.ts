import { sql } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import fc from 'fast-check';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredScopeTransactions, executionOf, literalOf } from './deferred-scope.ts';

describe('a value inlined in a one-message scope', () => {
  it('is quoted exactly as node-postgres quotes it, for any text without a NUL', () => {
    // Any code point, with quotes and backslashes common enough that most strings hold some.
    const unit = fc.oneof(
      fc.constantFrom("'", '\\'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    const text = fc.string({ unit, maxLength: 400 }).filter((s) => !s.includes('\u0000'));
    fc.assert(
      fc.property(text, (value) => {
        expect(literalOf(value)).toBe(pg.escapeLiteral(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('doubles quotes, and backslashes under an E prefix', () => {
    expect(literalOf("O'Brien")).toBe("'O''Brien'");
    expect(literalOf(String.raw`C:\menu's`)).toBe(String.raw` E'C:\\menu''s'`);
    expect(literalOf(12.5)).toBe("'12.5'");
    expect(literalOf(null)).toBe('null');
  });

  it('refuses a NUL and a value it cannot spell', () => {
    expect(() => literalOf('a\u0000b')).toThrow('NUL in a value');
    expect(() => literalOf({})).toThrow('A object cannot be sent inlined');
  });

  it('goes into an execute with the others, in order, comma-separated', () => {
    const statement = { name: 'one_place', text: 'select $1' };
    expect(executionOf(statement, [])).toBe('execute one_place()');
    expect(executionOf(statement, ["O'Brien", 3, null, true])).toBe(
      "execute one_place('O''Brien', '3', null, 'true')",
    );
    expect(() => executionOf(statement, ['a', {}])).toThrow('A object cannot be sent inlined');
  });
});

const ACCOUNT = '5b0f1c1e-9c57-4d3a-9d4e-1f2a3b4c5d6e';

/** A pool whose one client records what it is sent, and whether it went back. */
function recordingPool() {
  const sent: string[] = [];
  let connections = 0;
  let released = 0;
  const client = {
    query: (config: string | { text: string }) => {
      sent.push(typeof config === 'string' ? config : config.text);
      return Promise.resolve({ command: '', rowCount: 0, oid: 0, rows: [], fields: [] });
    },
    release: () => {
      released++;
    },
  };
  const pool = {
    connect: () => {
      connections++;
      return Promise.resolve(client);
    },
  } as unknown as pg.Pool;
  return { pool, sent, connections: () => connections, released: () => released };
}

describe('a deferred scope (decision 040, twelfth pass)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes no transaction, no query and no connection when its work queries nothing', async () => {
    // drizzle makes a query object for anything its transaction sends, `begin` and `commit` too.
    const prepared = vi.spyOn(NodePgSession.prototype, 'prepareQuery');
    const { pool, sent, connections } = recordingPool();
    const scope = deferredScopeTransactions(pool);
    expect(await scope(ACCOUNT, () => Promise.resolve('from a cache'))).toBe('from a cache');
    await expect(scope(ACCOUNT, () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(prepared).not.toHaveBeenCalled();
    expect({ sent, connections: connections() }).toEqual({ sent: [], connections: 0 });
  });

  it("runs a query made after a no-op await in the account's transaction, then commits", async () => {
    const { pool, sent, connections, released } = recordingPool();
    const scope = deferredScopeTransactions(pool);
    await scope(ACCOUNT, async (tx) => {
      await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 1));
      await tx().execute(sql`select 1`);
      await tx().execute(sql`select 2`);
    });
    expect(sent).toEqual([
      `begin; select set_config('app.account_id', '${ACCOUNT}', true), ` +
        "set_config('role', 'scanorder_app', true)",
      'select 1',
      'select 2',
      'commit',
    ]);
    expect({ connections: connections(), released: released() }).toEqual({
      connections: 1,
      released: 1,
    });
  });

  it('rolls back a scope whose work throws after a query, and refuses an account id that is not one', async () => {
    const { pool, sent, released } = recordingPool();
    const scope = deferredScopeTransactions(pool);
    const failed = scope(ACCOUNT, async (tx) => {
      await tx().execute(sql`select 1`);
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    expect(sent.slice(1)).toEqual(['select 1', 'rollback']);
    expect(released()).toBe(1);
    expect(() => scope("x'; drop table orders; --", () => Promise.resolve(1))).toThrow(
      'Not an account id',
    );
  });
});
