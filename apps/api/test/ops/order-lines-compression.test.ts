import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { databaseKinds, openTestDatabase, type DatabaseKind } from '../harness.ts';

/**
 * An order of three lines or more passes TOAST's threshold, and its lines are compressed at insert:
 * with lz4 where the server has it (half pglz's CPU, decision 040, thirteenth pass), with the
 * default pglz where it does not (PGlite).
 */
describe.each(databaseKinds)('order lines compression on %s', (kind: DatabaseKind) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(() => dispose());

  it('compresses order lines with lz4 when the server has it', async () => {
    const [server] = rowsOf(
      await database.db.execute(sql`
        select 'lz4' = any (enumvals) as lz4 from pg_settings
        where name = 'default_toast_compression'`),
    );
    const columns = rowsOf(
      await database.db.execute(sql`
        select attrelid::regclass::text || '.' || attname as "column", attcompression as method
        from pg_attribute
        where (attrelid, attname) in (('orders'::regclass, 'lines'),
                                      ('orders'::regclass, 'original_lines'),
                                      ('order_edits'::regclass, 'previous_lines'))
        order by 1`),
    );
    const method = server?.lz4 === true ? 'l' : '';
    expect(columns).toEqual([
      { column: 'order_edits.previous_lines', method },
      { column: 'orders.lines', method },
      { column: 'orders.original_lines', method },
    ]);
  });
});
