import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { settings } from './config.ts';
import { freePort, treeCpuSeconds } from './processes.ts';

export interface PostgresTarget {
  /** Where it came from, for the report. */
  description: string;
  /** URL of a database on the server, with the database name replaced. */
  urlFor(database: string): string;
  /** CPU seconds its processes have used so far; null when it runs elsewhere. */
  cpuSeconds(): number | null;
  stop(): Promise<void>;
}

export function pgBinDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((name) => fs.existsSync(path.join(base, name, 'bin/initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest)
    throw new Error(
      'No PostgreSQL found: set BENCH_DATABASE_URL (or DATABASE_URL), install postgresql, or skip with BENCH_SKIP_POSTGRES=1 BENCH_SKIP_LIVE=1 BENCH_SKIP_SCALE=1',
    );
  return path.join(base, newest, 'bin');
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function asPostgres(command: string, args: string[]) {
  const [file, argv] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function replaceDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * The PostgreSQL the bench runs on: BENCH_DATABASE_URL / DATABASE_URL when set (the bench makes its
 * own `scanorder_bench_*` databases there and drops only those), else a private cluster under
 * BENCH_PG_DIR that stays between runs (it caches the seeded scale database) and is stopped after.
 */
export async function openPostgres(): Promise<PostgresTarget> {
  if (settings.databaseUrl) {
    const url = settings.databaseUrl;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ version: string }>('show server_version');
    await client.end();
    return {
      description: `PostgreSQL ${rows[0]?.version ?? '?'} at ${new URL(url).host} (from ${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'DATABASE_URL'})`,
      urlFor: (database) => replaceDatabase(url, database),
      cpuSeconds: () => null,
      stop: async () => undefined,
    };
  }

  const bin = pgBinDir();
  const dir = settings.clusterDir;
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  if (isRoot()) spawnSync('chown', ['postgres:postgres', dir]);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    asPostgres(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
    ]);
  }
  const port = await freePort();
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c max_connections=200 -c shared_buffers=256MB -c shared_preload_libraries=pg_stat_statements`,
    'start',
  ]);
  const version = path.basename(path.dirname(bin));
  const base = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // postmaster.pid's first line is the postmaster's pid; the backends are its children.
  const postmaster = Number(
    fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  return {
    description: `private PostgreSQL ${version} cluster on 127.0.0.1:${port} (${dataDir}; shared_buffers 256MB, fsync on, pg_stat_statements)`,
    urlFor: (database) => replaceDatabase(base, database),
    cpuSeconds: () => treeCpuSeconds(postmaster),
    stop: async () => {
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
  };
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops (if present) and creates a database; only ever called with `scanorder_bench_*` names. */
export async function recreateDatabase(target: PostgresTarget, database: string) {
  if (!database.startsWith('scanorder_bench_'))
    throw new Error(`refusing to recreate ${database}: not a bench database`);
  await withClient(target.urlFor('postgres'), async (client) => {
    await client.query(`drop database if exists "${database}" with (force)`);
    await client.query(`create database "${database}"`);
  });
}

export async function databaseExists(target: PostgresTarget, database: string) {
  return withClient(target.urlFor('postgres'), async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ]);
    return (rowCount ?? 0) > 0;
  });
}

/**
 * Latencies in ms of `transactions` runs of one statement by pgbench on one connection, in the
 * extended protocol with `values` as its parameters, as node-postgres sends the app's queries: the
 * database's own latency, rows fetched by a C client, with no JavaScript parsing or garbage
 * collection in the figure.
 */
export function pgbenchLatencies(
  url: string,
  text: string,
  values: unknown[],
  transactions: number,
): number[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scanorder-pgbench-'));
  try {
    const script = path.join(dir, 'statement.sql');
    // pgbench's variables (:p1) become the statement's parameters ($1) in the extended protocol.
    fs.writeFileSync(script, `${text.replace(/\$(\d+)/g, ':p$1').replace(/\s+/g, ' ')};\n`);
    const defines = values.flatMap((value, index) => [
      '-D',
      `p${index + 1}=${value instanceof Date ? value.toISOString() : String(value)}`,
    ]);
    const logPrefix = path.join(dir, 'log');
    const result = spawnSync(
      path.join(pgBinDir(), 'pgbench'),
      [
        '--no-vacuum',
        '--protocol=extended',
        '--client=1',
        `--transactions=${transactions}`,
        `--file=${script}`,
        '--log',
        `--log-prefix=${logPrefix}`,
        ...defines,
        url,
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`pgbench failed:\n${result.stdout}\n${result.stderr}`);
    const log = fs.readdirSync(dir).find((name) => name.startsWith('log'));
    if (!log) throw new Error('pgbench wrote no log');
    // Each line: client, transaction, latency in microseconds, script, epoch seconds, microseconds.
    return fs
      .readFileSync(path.join(dir, log), 'utf8')
      .trim()
      .split('\n')
      .map((line) => Number(line.split(' ')[2]) / 1000);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
