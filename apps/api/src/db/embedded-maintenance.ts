import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic } from '../ops/periodic.ts';

/** What one round of maintenance did: the tables it vacuumed (and analyzed), and analyzed only. */
export interface TableMaintenance {
  vacuumed: string[];
  analyzed: string[];
}

/** How often the embedded database is looked over: autovacuum's own default naptime. */
export const EMBEDDED_MAINTENANCE_INTERVAL_MS = 60_000;

/**
 * The tables past autovacuum's thresholds, read from the database's own settings (PostgreSQL's
 * defaults unless configured): dead rows for a vacuum, rows inserted since the last vacuum (which
 * marks pages all-visible), rows changed since the last analyze. A table never counted
 * (`reltuples` -1) counts as empty, as autovacuum does.
 */
const DUE = `
  with settings as (
    select
      current_setting('autovacuum_vacuum_threshold')::float8 as vacuum_base,
      current_setting('autovacuum_vacuum_scale_factor')::float8 as vacuum_scale,
      current_setting('autovacuum_vacuum_insert_threshold')::float8 as insert_base,
      current_setting('autovacuum_vacuum_insert_scale_factor')::float8 as insert_scale,
      current_setting('autovacuum_analyze_threshold')::float8 as analyze_base,
      current_setting('autovacuum_analyze_scale_factor')::float8 as analyze_scale
  ),
  tables as (
    select s.relid::regclass::text as name, greatest(c.reltuples, 0) as counted,
      s.n_dead_tup, s.n_ins_since_vacuum, s.n_mod_since_analyze
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  ),
  due as (
    select name,
      n_dead_tup > vacuum_base + vacuum_scale * counted
        or n_ins_since_vacuum > insert_base + insert_scale * counted as needs_vacuum,
      n_mod_since_analyze > analyze_base + analyze_scale * counted as needs_analyze
    from tables, settings
  )
  select name, needs_vacuum as "vacuum", needs_analyze as "analyze" from due
  where needs_vacuum or needs_analyze order by name`;

/**
 * PGlite runs PostgreSQL as one standalone backend, without the autovacuum launcher: nothing else
 * ever vacuums or analyzes its tables (decision 058). Unvacuumed, every order's earlier versions
 * (one per move on the board) stay in its table and its indexes for good; unanalyzed, the planner
 * knows nothing of the data it plans for. This does autovacuum's work the way autovacuum decides
 * it, one table at a time; each command waits for the transaction under way, as every query on
 * PGlite's one connection does.
 */
export async function maintainTables(client: PGlite): Promise<TableMaintenance> {
  const { rows } = await client.query<{ name: string; vacuum: boolean; analyze: boolean }>(DUE);
  const done: TableMaintenance = { vacuumed: [], analyzed: [] };
  for (const { name, vacuum, analyze } of rows) {
    const command = vacuum ? (analyze ? 'vacuum (analyze)' : 'vacuum') : 'analyze';
    // `name` is `regclass` output: quoted where it needs to be.
    await client.exec(`${command} ${name}`);
    if (vacuum) done.vacuumed.push(name);
    if (analyze) done.analyzed.push(name);
  }
  return done;
}

/**
 * Runs `maintain` every interval until the returned function is called (it waits for a round under
 * way, so the database is never closed under it). A failed round is logged; the next one tries
 * again.
 */
export function startEmbeddedMaintenance(deps: {
  maintain: () => Promise<TableMaintenance>;
  logger: Pick<FastifyBaseLogger, 'debug' | 'error'>;
  intervalMs?: number;
}): () => Promise<void> {
  const job = startPeriodic(
    () =>
      deps
        .maintain()
        .then((done) => {
          if (done.vacuumed.length + done.analyzed.length > 0)
            deps.logger.debug(done, 'embedded database maintenance');
        })
        .catch((error: unknown) =>
          deps.logger.error({ err: error }, 'embedded database maintenance failed'),
        ),
    { intervalMs: deps.intervalMs ?? EMBEDDED_MAINTENANCE_INTERVAL_MS },
  );
  return job.stop;
}
