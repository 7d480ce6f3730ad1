import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema, type Schema } from './tables.ts';

export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Where LISTEN/NOTIFY happens: PGlite's single in-process connection, or a dedicated PostgreSQL
 * connection the event bus opens itself (a pooled one would lose its LISTEN when released).
 */
export type NotificationTarget =
  { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  notifications: NotificationTarget;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** `loadDataDir`: start from a `dumpDataDir()` tarball instead of running initdb (test suites). */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { driver: 'postgres'; url: string; poolSize?: number };

/** drizzle/ sits beside src/ and dist/; find it from wherever this module was bundled to. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../drizzle'), path.resolve(here, '../../drizzle')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations not found near ${here}`);
  return found;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'pglite') {
    if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create({
      dataDir: target.dataDir,
      loadDataDir: target.loadDataDir,
    });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      driver: 'pglite',
      notifications: { driver: 'pglite', client },
      migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    notifications: { driver: 'postgres', url: target.url },
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
