import os from 'node:os';
import { settings } from '../lib/config.ts';
import { openLoopApart } from '../lib/open-loop.ts';
import { withClient } from '../lib/postgres.ts';
import type { Report } from '../lib/report.ts';
import type { ApiServer } from '../lib/server.ts';
import { wholeMs } from '../lib/stats.ts';
import type { CeilingFigures } from './database-ceiling.ts';
import { cpuPerOrder, orderLoad, type CpuMeter, type LoadFigures } from './throughput.ts';

/** The open-loop row's arrival rate (issue 24: 500 orders/s, p99 <= 25 ms). */
const OPEN_LOOP_RATE = Number(process.env.BENCH_OPEN_LOOP_RATE || 500);

interface StatementFigures {
  /** Statements PostgreSQL ran per order placed. */
  perOrder: number;
  /** Their execution time per order, ms (pg_stat_statements; planning not tracked). */
  execMsPerOrder: number;
  /** The statements that ran most (sixteen), with their calls per order. */
  top: { query: string; perOrder: number; meanMs: number }[];
}

/**
 * pg_stat_statements of the bench database, reset when the measured run starts (after its
 * warm-up, whose orders are not counted) and read after it.
 */
async function statementMeter(url: string) {
  const ready = await withClient(url, async (client) => {
    try {
      await client.query('create extension if not exists pg_stat_statements');
      await client.query('select pg_stat_statements_reset()'); // fails unless preloaded
      return true;
    } catch {
      return false; // not preloaded on that server
    }
  });
  return {
    reset: async () => {
      if (ready)
        await withClient(url, (client) => client.query('select pg_stat_statements_reset()'));
    },
    async read(orders: number): Promise<StatementFigures | null> {
      if (!ready || orders <= 0) return null;
      return withClient(url, async (client) => {
        const { rows } = await client.query<{ query: string; calls: string; total: number }>(
          `select query, calls, total_exec_time as total from pg_stat_statements
           where dbid = (select oid from pg_database where datname = current_database())
           order by calls desc`,
        );
        const calls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
        const total = rows.reduce((sum, row) => sum + row.total, 0);
        return {
          perOrder: calls / orders,
          execMsPerOrder: total / orders,
          top: rows.slice(0, 16).map((row) => ({
            query: row.query.replace(/\s+/g, ' ').slice(0, 120),
            perOrder: Number(row.calls) / orders,
            meanMs: row.total / Number(row.calls),
          })),
        };
      });
    },
  };
}

// The table names the six that ran most; the run's JSON keeps sixteen.
const topText = (figures: StatementFigures) =>
  figures.top
    .slice(0, 6)
    .map((row) => `${row.perOrder.toFixed(2)}x ${row.query} (${row.meanMs.toFixed(3)} ms)`)
    .join('; ');

const perSecond = (figures: LoadFigures) =>
  `${Math.round(figures.requestsPerSecond)} orders/s; p50 ${wholeMs(figures.p50)}, p99 ${wholeMs(figures.p99)}` +
  (figures.non2xx + figures.errors > 0
    ? `; ${figures.non2xx} non-2xx, ${figures.errors} errors`
    : '');

const cpuText = (figures: LoadFigures) => {
  const cpu = cpuPerOrder(figures);
  return cpu
    ? `server ${cpu.server.toFixed(2)} ms + PostgreSQL ${cpu.database.toFixed(2)} ms + load generator ${cpu.client.toFixed(2)} ms of CPU per order`
    : 'CPU per order not measured';
};

/**
 * The CPU each order of the open loop (its warm-up included) cost the server and PostgreSQL: at a
 * steady rate few orders share an event-loop turn or a flush, so this is the per-order cost that
 * batching under a rush hides (decision 041, "A window, not a turn").
 */
function cpuPerAnswer(
  before: (number | null)[],
  after: (number | null)[],
  open: { ok: number; warmUp: { ok: number } },
): string {
  const orders = open.ok + open.warmUp.ok;
  const [server, database] = after.map((value, index) => {
    const start = before[index];
    return value === null || start === null || start === undefined || orders === 0
      ? null
      : ((value - start) * 1000) / orders;
  });
  if (server === null || server === undefined) return '';
  return `; server ${server.toFixed(2)} ms${database === null || database === undefined ? '' : ` + PostgreSQL ${database.toFixed(2)} ms`} of CPU per order`;
}

/**
 * Issue 24's placement rows on PostgreSQL, beside the one-process row of `benchThroughput`: the
 * production start (one API process per core, API_WORKERS), its ratio to one process, its share of
 * the database-alone ceiling, the statements each order costs (pg_stat_statements), a fixed arrival
 * rate measured open-loop, and, with BENCH_COMPARE_DIR, the same load on the earlier build.
 */
export async function benchPlacement(options: {
  report: Report;
  section: string;
  url: string;
  database: CpuMeter;
  bodies: Record<string, unknown>[];
  single: LoadFigures;
  ceiling: CeilingFigures | null;
  start: (variant: { workers: number; compare?: boolean }) => Promise<ApiServer>;
  /** The one-process server the `single` row measured, still running (the open loop's other way). */
  singleServer: ApiServer;
}) {
  const { report, section, bodies, single, ceiling } = options;
  const cores = os.availableParallelism();
  const spread = `${bodies.length} restaurants of their own accounts`;
  const clean = (figures: LoadFigures) => figures.non2xx + figures.errors === 0;

  const cluster = await options.start({ workers: cores });
  let multi: LoadFigures;
  let statements: StatementFigures | null;
  // The fixed arrival rate on a server, and what it cost per order (server and PostgreSQL CPU).
  const schedule = {
    rate: OPEN_LOOP_RATE,
    seconds: settings.duration,
    warmUpSeconds: settings.warmUp,
  };
  const openLoopOn = async (server: ApiServer) => {
    const cpuBefore = [server.cpuSeconds(), options.database.cpuSeconds()];
    const figures = await openLoopApart({
      load: 'orders',
      options: {
        ...schedule,
        url: server.url,
        bodies,
        headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' },
      },
    });
    const after = [server.cpuSeconds(), options.database.cpuSeconds()];
    return { figures, cpu: cpuPerAnswer(cpuBefore, after, figures) };
  };
  console.log(`  the database alone, open loop at ${OPEN_LOOP_RATE} commits/s ...`);
  const floor = await openLoopApart({ load: 'floor', url: options.url, schedule });
  console.log(`  order placement, open loop at ${OPEN_LOOP_RATE}/s, one API process ...`);
  const openSingle = await openLoopOn(options.singleServer);
  let open;
  let openCpu = '';
  try {
    console.log(`  order placement, ${cores} API processes ...`);
    const meter = await statementMeter(options.url);
    multi = await orderLoad(cluster, bodies, options.database, cores, meter.reset);
    statements = await meter.read(multi.total);
    console.log(`  order placement, open loop at ${OPEN_LOOP_RATE}/s ...`);
    ({ figures: open, cpu: openCpu } = await openLoopOn(cluster));
  } finally {
    await cluster.stop();
  }

  const ratio =
    single.requestsPerSecond > 0 ? multi.requestsPerSecond / single.requestsPerSecond : 0;
  report.add({
    section,
    metric: `Order placement, production start: ${cores} API processes (node:cluster, API_WORKERS) sharing the port (${spread}; warmed ${cores} times as long, each process as one)`,
    value: `${perSecond(multi)}; ${cpuText(multi)}`,
    baseline: `one process: ${perSecond(single)}; ${cpuText(single)}`,
    target: `${ratio.toFixed(2)}x one process`,
    pass: clean(multi) ? null : false,
  });
  report.add({
    section,
    metric: `Order placement p99 at ${settings.connections} connections, ${cores} API processes`,
    value: wholeMs(multi.p99),
    baseline: `one process p99 ${wholeMs(single.p99)}`,
    target: 'target <= 50 ms',
    pass: multi.p99 <= 50 && clean(multi),
  });
  if (ceiling) {
    const share = (100 * multi.requestsPerSecond) / ceiling.transactionsPerSecond;
    report.add({
      section,
      metric: `Order placement, ${cores} API processes, against PostgreSQL alone committing order-sized rows`,
      value: `${share.toFixed(1)} % of ${Math.round(ceiling.transactionsPerSecond)} commits/s`,
      baseline: `one process: ${((100 * single.requestsPerSecond) / ceiling.transactionsPerSecond).toFixed(1)} %`,
      target: 'target >= 25 %',
      pass: share >= 25 && clean(multi),
    });
  }
  if (statements) {
    report.add({
      section,
      metric: `Statements PostgreSQL ran per order placed (pg_stat_statements, ${cores} API processes run)`,
      value: `${statements.perOrder.toFixed(2)} statements, ${statements.execMsPerOrder.toFixed(3)} ms executing per order`,
      baseline: '-',
      target: topText(statements),
      pass: null,
    });
  }
  report.add({
    section,
    metric: `Order placement, open loop: ${OPEN_LOOP_RATE} orders/s on a fixed schedule for ${settings.duration} s after ${settings.warmUp} s of the same (the next row), ${cores} API processes, latency from each order's intended send time (no coordinated omission)`,
    value: `p50 ${open.p50.toFixed(1)} ms, p99 ${open.p99.toFixed(1)} ms, max ${open.max.toFixed(0)} ms; ${Math.round(open.achievedPerSecond)} orders/s answered, ${open.failed} failed${openCpu}`,
    baseline: `closed loop p99 ${wholeMs(multi.p99)}`,
    target: 'target p99 <= 25 ms',
    pass: open.p99 <= 25 && open.failed === 0,
  });
  const oneProcess = openSingle.figures;
  report.add({
    section,
    metric: `Order placement, open loop as above, one API process (the server of the one-process rows)`,
    value: `p50 ${oneProcess.p50.toFixed(1)} ms, p99 ${oneProcess.p99.toFixed(1)} ms, max ${oneProcess.max.toFixed(0)} ms; ${Math.round(oneProcess.achievedPerSecond)} orders/s answered, ${oneProcess.failed} failed${openSingle.cpu}`,
    baseline: `${cores} API processes: p99 ${open.p99.toFixed(1)} ms`,
    target: 'target p99 <= 25 ms',
    pass: oneProcess.p99 <= 25 && oneProcess.failed === 0,
  });
  report.add({
    section,
    metric: `PostgreSQL alone, open loop: ${OPEN_LOOP_RATE} order-sized rows/s committed on the same schedule, one per transaction, no HTTP and no app (node-postgres): the floor of the open-loop rows`,
    value: `p50 ${floor.p50.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms, max ${floor.max.toFixed(0)} ms; ${Math.round(floor.achievedPerSecond)} commits/s, ${floor.failed} failed`,
    baseline: `one API process: p99 ${oneProcess.p99.toFixed(1)} ms; ${cores} API processes: p99 ${open.p99.toFixed(1)} ms`,
    target: `the open loop's p99 is ${(oneProcess.p99 - floor.p99).toFixed(1)} ms (one process) and ${(open.p99 - floor.p99).toFixed(1)} ms (${cores} processes) above it`,
    pass: floor.failed === 0 ? null : false,
  });
  if (open.warmUp.scheduled > 0)
    report.add({
      section,
      metric: `Order placement, open loop's first ${settings.warmUp} s (the client opening its sockets, ${cores} API processes catching up; BENCH_WARMUP)`,
      value: `p50 ${open.warmUp.p50.toFixed(1)} ms, p99 ${open.warmUp.p99.toFixed(1)} ms, max ${open.warmUp.max.toFixed(0)} ms; ${open.warmUp.ok} of ${open.warmUp.scheduled} answered, ${open.warmUp.failed} failed`,
      baseline: '-',
      target: '-',
      pass: open.warmUp.failed === 0 ? null : false,
    });

  let before: LoadFigures | null = null;
  let beforeStatements: StatementFigures | null = null;
  if (settings.compareDir) {
    const earlier = await options.start({ workers: 1, compare: true });
    try {
      console.log(`  order placement on the earlier build (BENCH_COMPARE_DIR) ...`);
      const meter = await statementMeter(options.url);
      before = await orderLoad(earlier, bodies, options.database, 1, meter.reset);
      beforeStatements = await meter.read(before.total);
    } finally {
      await earlier.stop();
    }
    report.add({
      section,
      metric: `Order placement, one process, the earlier build in BENCH_COMPARE_DIR (the "before" of this run)`,
      value: `${perSecond(before)}; ${cpuText(before)}`,
      baseline: `this build: ${perSecond(single)}; ${cpuText(single)}`,
      target: '-',
      pass: null,
    });
    if (beforeStatements)
      report.add({
        section,
        metric: `Statements PostgreSQL ran per order placed on the earlier build (pg_stat_statements, one API process)`,
        value: `${beforeStatements.perOrder.toFixed(2)} statements, ${beforeStatements.execMsPerOrder.toFixed(3)} ms executing per order`,
        baseline: statements
          ? `this build (${cores} API processes): ${statements.perOrder.toFixed(2)} statements`
          : '-',
        target: topText(beforeStatements),
        pass: null,
      });
  }
  report.detail('placement.postgres', {
    multi,
    statements,
    openLoop: open,
    openLoopOneProcess: oneProcess,
    openLoopDatabaseFloor: floor,
    before,
    beforeStatements,
  });
}
