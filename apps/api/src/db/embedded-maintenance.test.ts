import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { startEmbeddedMaintenance, type TableMaintenance } from './embedded-maintenance.ts';

interface Counted {
  last_vacuum: string | null;
  last_analyze: string | null;
  reltuples: number;
}

describe('the embedded database does autovacuum’s work (PGlite has no autovacuum)', () => {
  let database: DatabaseHandle;
  /** Both drivers answer `execute` with `{ rows }`; drizzle types it per driver. */
  const run = async (query: SQL): Promise<Record<string, unknown>[]> =>
    ((await database.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
  // Statistics reach pg_stat_user_tables at most once a second unless a flush is asked for.
  const maintain = async () => {
    await run(sql`select pg_stat_force_next_flush()`);
    await run(sql`select 1`);
    return database.maintain!();
  };
  const counted = async () =>
    (
      await run(sql`
        select s.last_vacuum, s.last_analyze, c.reltuples
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.relname = 'kept_rows'`)
    )[0] as unknown as Counted;

  beforeAll(async () => {
    database = await openDatabase({ driver: 'pglite' });
    await run(sql`create table kept_rows (id integer primary key, note text)`);
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs on PGlite only: PostgreSQL’s own autovacuum does it there', async () => {
    expect(database.maintain).toBeTypeOf('function');
    const postgres = await openDatabase({
      driver: 'postgres',
      url: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(postgres.maintain).toBeUndefined();
    await postgres.close();
  });

  it('analyzes a table once more rows changed than autovacuum’s threshold, and not again', async () => {
    await run(sql`insert into kept_rows select n, 'row ' || n from generate_series(1, 40) n`);
    // 40 changed rows: under autovacuum_analyze_threshold (50) for a table never counted.
    expect(await maintain()).toEqual<TableMaintenance>({ vacuumed: [], analyzed: [] });

    await run(sql`insert into kept_rows select n, 'row ' || n from generate_series(41, 200) n`);
    expect(await maintain()).toEqual<TableMaintenance>({
      vacuumed: [],
      analyzed: ['kept_rows'],
    });
    const after = await counted();
    expect(after.last_analyze).not.toBeNull();
    expect(after.last_vacuum).toBeNull();
    expect(after.reltuples).toBe(200);
    expect(await maintain()).toEqual<TableMaintenance>({ vacuumed: [], analyzed: [] });
  });

  it('vacuums a table with more dead rows than the threshold, analyzing it in the same pass', async () => {
    // 100 dead rows > 50 + 20 % of 200; 100 changed > 50 + 10 % of 200.
    await run(sql`delete from kept_rows where id <= 100`);
    expect(await maintain()).toEqual<TableMaintenance>({
      vacuumed: ['kept_rows'],
      analyzed: ['kept_rows'],
    });
    const after = await counted();
    expect(after.last_vacuum).not.toBeNull();
    expect(after.reltuples).toBe(100);
    expect(await maintain()).toEqual<TableMaintenance>({ vacuumed: [], analyzed: [] });
  });

  it('vacuums a table that only grew, once more rows came than the insert threshold', async () => {
    const before = (await counted()).last_vacuum;
    await run(sql`insert into kept_rows select n, 'row ' || n from generate_series(1001, 2200) n`);
    // 1,200 inserted > 1,000 + 20 % of 100, and changed > 50 + 10 % of 100.
    expect(await maintain()).toEqual<TableMaintenance>({
      vacuumed: ['kept_rows'],
      analyzed: ['kept_rows'],
    });
    expect((await counted()).last_vacuum).not.toBe(before);
  });
});

describe('startEmbeddedMaintenance', () => {
  const logger = () => ({ debug: vi.fn(), error: vi.fn() });

  it('runs a round each interval, logs a failed one and goes on, and stops after the round under way', async () => {
    vi.useFakeTimers();
    try {
      let finish: () => void = () => undefined;
      const maintain = vi
        .fn<() => Promise<TableMaintenance>>()
        .mockRejectedValueOnce(new Error('disk full'))
        .mockImplementationOnce(
          () =>
            new Promise((resolve) => {
              finish = () => resolve({ vacuumed: ['orders'], analyzed: ['orders'] });
            }),
        );
      const log = logger();
      const stop = startEmbeddedMaintenance({ maintain, logger: log, intervalMs: 1_000 });
      expect(maintain).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(1_000);
      expect(maintain).toHaveBeenCalledTimes(1);
      expect(log.error).toHaveBeenCalledWith(
        { err: expect.objectContaining({ message: 'disk full' }) },
        'embedded database maintenance failed',
      );

      await vi.advanceTimersByTimeAsync(1_000);
      expect(maintain).toHaveBeenCalledTimes(2);
      // A round still under way: the next tick starts none beside it.
      await vi.advanceTimersByTimeAsync(1_000);
      expect(maintain).toHaveBeenCalledTimes(2);

      let stopped = false;
      const stopping = stop().then(() => {
        stopped = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      finish();
      await stopping;
      expect(log.debug).toHaveBeenCalledWith(
        { vacuumed: ['orders'], analyzed: ['orders'] },
        'embedded database maintenance',
      );
      await vi.advanceTimersByTimeAsync(5_000);
      expect(maintain).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
