import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema, type Schema } from './tables.ts';
import {
  deferredScopeTransactions,
  type ScopeStatement,
  type ScopeTransaction,
} from './deferred-scope.ts';
import { batchedStatements, type BatchLimits } from './statement-batches.ts';
import { maintainTables, type TableMaintenance } from './embedded-maintenance.ts';

export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Where LISTEN/NOTIFY happens: PGlite's single in-process connection, or a dedicated PostgreSQL
 * connection the event bus opens itself (a pooled one would lose its LISTEN when released).
 */
export type NotificationTarget =
  { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; url: string };

/** Connections of the PostgreSQL pool, for metrics; PGlite has one in-process connection. */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface DatabaseHandle {
  /** The owner connection: migrations and the declared owner paths (`unsafe*`). */
  db: Database;
  /**
   * The app role's own connection (PostgreSQL with DATABASE_APP_URL, decision 042): tenant scopes
   * run on it, so the request path holds no owner session. Unset, scopes run on the owner
   * connection and step down with `SET LOCAL ROLE scanorder_app` (PGlite, or one URL only).
   */
  appDb?: Database;
  /**
   * How tenant scopes open their transaction on PostgreSQL: at their first query, with `BEGIN` and
   * the settings in one round trip (db/deferred-scope.ts). Unset (PGlite): `withTenantScope`.
   */
  scopeTransaction?: ScopeTransaction;
  /**
   * A scope of one statement as one message on PostgreSQL (`scopes.statement`), several to a
   * message while many are in flight (db/statement-batches.ts); unset on PGlite.
   */
  scopeStatement?: ScopeStatement;
  driver: 'pglite' | 'postgres';
  /**
   * Autovacuum's work, for PGlite, which has no autovacuum (db/embedded-maintenance.ts): run every
   * minute while the server runs. Unset on PostgreSQL, whose autovacuum does it.
   */
  maintain?: () => Promise<TableMaintenance>;
  notifications: NotificationTarget;
  /** Applies pending migrations; returns how many it applied. */
  migrate(): Promise<number>;
  /** Migrations this build has that the database has not applied (readiness). */
  pendingMigrations(): Promise<number>;
  ping(): Promise<void>;
  poolStats(): PoolStats | undefined;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** `loadDataDir`: start from a `dumpDataDir()` tarball instead of running initdb (test suites). */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | {
      driver: 'postgres';
      url: string;
      appUrl?: string;
      poolSize?: number;
      /** How many API processes share the database (a cluster's workers); one unless given. */
      processes?: number;
    };

/**
 * Postgres settings of the embedded database (decision 012). PGlite's Postgres keeps its shared
 * memory in the WASM heap, which never gives pages back: initdb's shared_buffers of 128MB is
 * touched at start-up and stays resident for the life of the process. Pages past the buffer pool
 * come from the operating system's file cache (the data files are ordinary files), so a small pool
 * costs a copy, not a disk read. Given on the command line, the settings win over the
 * postgresql.conf that initdb wrote, for new and existing data directories alike.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
};

const pgliteStartParams = (): string[] => [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * Contrib extensions the schema uses; PGlite loads an extension's WASM only when it is listed
 * here, on every start (PostgreSQL servers ship them with the server).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Runs in a child process: creates a database in argv[2] (PGlite runs initdb) and closes it. */
const INITDB_SCRIPT = `
const [, pglite, dataDir, startParams] = process.argv;
require(pglite)
  .PGlite.create({ dataDir, startParams: JSON.parse(startParams) })
  .then((client) => client.close())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
`;

/** Whether `dataDir` holds a PGlite (Postgres) database already. */
export const hasDatabase = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * Creates the database of a new data directory in a process of its own, as PostgreSQL's initdb is
 * one. PGlite's initdb runs a second, throwaway Postgres (a 189 MB WASM heap and a 128 MB copy of
 * it) and tars the result across; done in the server process, the C allocator kept more than 100 MB
 * of that after it was freed (decision 012). The directory is built beside the target and renamed
 * into place, so an interrupted initdb never leaves a half-made database behind.
 */
async function initializePgliteDir(dataDir: string): Promise<void> {
  if (hasDatabase(dataDir)) return;
  if (fs.existsSync(dataDir)) {
    if (fs.readdirSync(dataDir).length > 0)
      throw new Error(`${dataDir} is neither empty nor a database directory`);
    fs.rmdirSync(dataDir);
  } else {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  const staging = fs.mkdtempSync(`${dataDir}.initdb-`);
  try {
    const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    await promisify(execFile)(
      process.execPath,
      ['-e', INITDB_SCRIPT, pglite, staging, JSON.stringify(pgliteStartParams())],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: Error & { stderr?: string }) => {
      throw new Error(`initdb of ${dataDir} failed: ${error.stderr || error.message}`);
    });
    try {
      fs.renameSync(staging, dataDir);
    } catch (error) {
      // Another process initialised it first: use theirs.
      if (!hasDatabase(dataDir)) throw error;
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** drizzle/ sits beside src/ and dist/; find it from wherever this module was bundled to. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../drizzle'), path.resolve(here, '../../drizzle')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations not found near ${here}`);
  return found;
}

/**
 * drizzle-orm (0.45) sends a transaction's `begin` before its try/finally: when the connection dies
 * between checkout and `begin`, the client is never released, and a few such losses while the
 * database restarts exhaust the pool for good (every later request waits forever). A client
 * checked out with `pool.connect()` therefore goes back by itself when its connection ends (the
 * pool then drops it), and releasing it again afterwards is a no-op.
 */
function returnLostCheckouts(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    // The callback form is pool.query()'s own, which always releases.
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const onEnd = () => {
        if (released) return;
        released = true;
        release(new Error('connection ended while checked out'));
      };
      client.once('end', onEnd);
      client.release = (error?: Error | boolean) => {
        client.removeListener('end', onEnd);
        if (released) return;
        released = true;
        release(error);
      };
      return client;
    });
  }) as typeof pool.connect;
}

/** Drizzle's own bookkeeping table (schema `drizzle`), one row per applied migration. */
const APPLIED_MIGRATIONS = sql`select coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`;

/**
 * How many of this build's migrations the database lacks, by Drizzle's own rule (a migration is
 * applied when the newest applied one is not older than it). No bookkeeping table: all of them.
 */
async function countPendingMigrations(db: Database): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  let last = 0;
  try {
    const { rows } = (await db.execute(APPLIED_MIGRATIONS)) as { rows: { last: string }[] };
    last = Number(rows[0]?.last ?? 0);
  } catch (error) {
    // undefined_table (drizzle wraps the driver's error in `cause`): nothing was ever migrated.
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause.code !== '42P01') throw error;
  }
  return migrations.filter((migration) => migration.folderMillis > last).length;
}

/**
 * Every process that starts on a PostgreSQL takes this session-level advisory lock around its
 * migrations: started together, one applies them and the others wait, then find nothing to do.
 * Without it both run the first migration at once and one fails on the other's tables.
 */
export const MIGRATION_LOCK_KEY = 7_240_231_523;

async function migrateUnderLock(url: string, db: Database): Promise<number> {
  // Its own connection, not a pooled one: the lock belongs to the session that holds it, and a
  // pool of one must still have a connection left for the migrations themselves.
  const lock = new pg.Client({ connectionString: url });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const pending = await countPendingMigrations(db);
    if (pending > 0) await migratePg(db as never, { migrationsFolder: migrationsFolder() });
    return pending;
  } finally {
    // Ending the session releases the lock even when the unlock cannot be sent.
    await lock.end().catch(() => undefined);
  }
}

/**
 * Two lanes of up to 32 statements (decision 040, tenth and eleventh passes). One lane cost
 * PostgreSQL 0.7-0.9x the CPU per order of two in every loop without refusals (a free second lane
 * sends placements alone, each a commit of its own), and in closed loops its p99 was within 7 ms or
 * better, with a lock held on a counter and behind 0.3-3.1 ms of round trip alike. With orders
 * arriving at a fixed rate instead, as guests' do, one lane's p99 was the higher in 10 of 12 runs
 * (up to 2.7x), with a lock of 50-200 ms held now and then, with 1 % of placements refused and
 * without: a held-up batch holds every order behind it. They take two of the pool's connections
 * at most; the rest serve the other scopes.
 *
 * The two lanes are the database's, not each process's: in a cluster (one API process per core,
 * `processes`) each worker takes one, so the workers together keep about as many batches in
 * flight as one process did, each fuller. Two workers with two lanes each sent four smaller
 * batches, a commit for fewer orders each (decision 040, twelfth pass).
 */
export function statementBatchLimits(processes: number): BatchLimits {
  return { lanes: processes > 1 ? 1 : 2, size: 32 };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'pglite') {
    if (target.dataDir && !target.loadDataDir) await initializePgliteDir(target.dataDir);
    else if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create({
      dataDir: target.dataDir,
      loadDataDir: target.loadDataDir,
      startParams: pgliteStartParams(),
      extensions: PGLITE_EXTENSIONS,
    });
    // drizzle-orm types PgliteDatabase and NodePgDatabase apart (different query results); both run our queries.
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      driver: 'pglite',
      maintain: () => maintainTables(client),
      notifications: { driver: 'pglite', client },
      migrate: async () => {
        const pending = await countPendingMigrations(db);
        if (pending > 0) await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
        return pending;
      },
      pendingMigrations: () => countPendingMigrations(db),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      poolStats: () => undefined,
      close: () => client.close(),
    };
  }
  const max = target.poolSize ?? 10;
  const pool = openPool(target.url, max);
  // drizzle-orm's NodePgDatabase is not its PgliteDatabase type; see the PGlite branch above.
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const appPool = target.appUrl ? openPool(target.appUrl, max) : undefined;
  return {
    db,
    appDb: appPool && drizzlePg({ client: appPool, schema }),
    scopeTransaction: deferredScopeTransactions(appPool ?? pool),
    scopeStatement: batchedStatements(appPool ?? pool, statementBatchLimits(target.processes ?? 1)),
    driver: 'postgres',
    notifications: { driver: 'postgres', url: target.url },
    migrate: () => migrateUnderLock(target.url, db),
    pendingMigrations: () => countPendingMigrations(db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    close: async () => {
      await Promise.all([pool.end(), appPool?.end()]);
    },
  };
}

function openPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // A checked-out client (inside a transaction) has no pool listener: its server going away would
  // be an uncaught 'error' that kills the process. Its query fails with the error anyway (a 503),
  // and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  returnLostCheckouts(pool);
  return pool;
}
