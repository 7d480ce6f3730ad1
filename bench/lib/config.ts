import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/ sits directly under it). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');

function numberFrom(name: string, fallback: number, { zero = false } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !zero))
    throw new Error(`${name} must be a ${zero ? 'non-negative' : 'positive'} number`);
  return value;
}

function flag(name: string): boolean {
  const raw = process.env[name]?.toLowerCase();
  return raw === '1' || raw === 'true' || raw === 'yes';
}

/** Every knob of `npm run bench`, read from the environment (README, section Benchmarks). */
export const settings = {
  /** Seconds of each autocannon run. */
  duration: numberFrom('BENCH_DURATION', 20),
  /**
   * Seconds of the same load before each load row's measured run, not counted: a fresh process's
   * first seconds are its JIT's and its pools' warm-up (decision 040, "the tails": p50 86-238 ms
   * in the first second of a closed loop, 30-55 ms from the sixth). The open loop reports its
   * warm-up's latencies in a row of their own. 0 keeps the older warm-up of two requests per
   * connection.
   */
  warmUp: numberFrom('BENCH_WARMUP', 3, { zero: true }),
  /** Concurrent connections of each autocannon run. */
  connections: numberFrom('BENCH_CONNECTIONS', 50),
  lighthouseRuns: numberFrom('BENCH_LIGHTHOUSE_RUNS', 5),
  /**
   * The guest languages the menu route is measured in (issue 22): English, and Hindi and Arabic
   * (another script; right to left), e.g. `BENCH_LIGHTHOUSE_LOCALES=en`.
   */
  lighthouseLocales: (process.env.BENCH_LIGHTHOUSE_LOCALES ?? 'en,hi,ar')
    .split(',')
    .map((locale) => locale.trim())
    .filter(Boolean),
  liveOrders: numberFrom('BENCH_LIVE_ORDERS', 500),
  scaleAccounts: numberFrom('BENCH_SCALE_ACCOUNTS', 10_000),
  scaleOrders: numberFrom('BENCH_SCALE_ORDERS', 1_000_000),
  /** Measured repetitions of each scale query (after a warm-up of a tenth as many). */
  scaleSamples: numberFrom('BENCH_SCALE_SAMPLES', 1000),
  /** Seconds of sequential requests per scale endpoint over HTTP. */
  scaleSeconds: numberFrom('BENCH_SCALE_SECONDS', 10),
  scaleReseed: flag('BENCH_SCALE_RESEED'),
  /**
   * Only the scale section's board rows (the list over HTTP beside hello-world, the first paint),
   * e.g. with a small seed: `BENCH_SCALE_BOARD_ONLY=1 BENCH_SCALE_ACCOUNTS=100
   * BENCH_SCALE_ORDERS=3000` and the other sections skipped (README, section Benchmarks).
   */
  scaleBoardOnly: flag('BENCH_SCALE_BOARD_ONLY'),
  /** Measured loads of the board's first paint per build (after one warm-up load each). */
  paintRuns: numberFrom('BENCH_PAINT_RUNS', 9),
  skip: {
    lighthouse: flag('BENCH_SKIP_LIGHTHOUSE'),
    api: flag('BENCH_SKIP_API'),
    live: flag('BENCH_SKIP_LIVE'),
    scale: flag('BENCH_SKIP_SCALE'),
    memory: flag('BENCH_SKIP_MEMORY'),
    postgres: flag('BENCH_SKIP_POSTGRES'),
    pglite: flag('BENCH_SKIP_PGLITE'),
  },
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  /** Servers and the private PostgreSQL cluster listen on free ports from here up. */
  portBase: numberFrom('BENCH_PORT_BASE', 3400),
  /** How many ports from BENCH_PORT_BASE the bench may use (a shared machine gives each a block). */
  portCount: numberFrom('BENCH_PORT_COUNT', 100),
  /** A PostgreSQL server to create the bench databases on; else a private cluster is started. */
  databaseUrl: process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined,
  /**
   * A copy of an earlier build (`api/dist`, `api/drizzle` and `web/dist` inside, as bench/.snapshot), e.g. main's: the placement and
   * board rows are measured on it too, in the same run, as the "before" of a change.
   */
  compareDir: process.env.BENCH_COMPARE_DIR ? path.resolve(process.env.BENCH_COMPARE_DIR) : null,
  /**
   * Extra Node arguments for the API servers, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`; a V8
   * option the server sets itself (`--max-semi-space-size`) is replaced by the one given here.
   */
  nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  /** `auto` builds like `npm start` when a source is newer than the build; `never` uses dist as is. */
  build: process.env.BENCH_BUILD === 'never' ? 'never' : 'auto',
  /** Where the private PostgreSQL cluster lives between runs (it caches the scale database). */
  clusterDir: process.env.BENCH_PG_DIR || path.join(os.tmpdir(), 'scanorder-bench-pg'),
} as const;
