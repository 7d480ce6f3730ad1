import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config/env.ts';
import { hasDatabase, openDatabase, PGLITE_EXTENSIONS } from '../db/client.ts';

const run = promisify(execFile);

/** Files in DATA_DIR without which a restored server could not read its own data. */
const SECRET_FILES = ['auth-secret', 'vapid-keys.json'];
const MANIFEST = 'manifest.json';
const PGLITE_DUMP = 'database.tar.gz';
const POSTGRES_DUMP = 'database.dump';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** False when uploads live in S3 (the bucket keeps them; back it up with its own versioning). */
  uploads: boolean;
  secrets: string[];
}

export class BackupError extends Error {}

const uploadsDir = (config: Config) => path.join(config.dataDir, 'uploads');
const pgliteDir = (config: Config) => path.join(config.dataDir, 'db');

/**
 * PGlite is one process's database: it writes `postmaster.pid` while open and removes it on
 * close, so a backup taken beside a running server could copy half-written pages.
 */
function assertPgliteStopped(dataDir: string) {
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid')))
    throw new BackupError(
      `${dataDir} is in use (postmaster.pid): stop the server first. The embedded database belongs to one process; after a crash, start and stop the server once to release it.`,
    );
}

async function postgresTool(name: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    return await run(name, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupError(
        `${name} not found on PATH: install the PostgreSQL client of your server's major version (Debian: apt-get install postgresql-client).`,
      );
    throw new BackupError(`${name} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

function copyDirectory(from: string, to: string) {
  if (!fs.existsSync(from)) return;
  fs.cpSync(from, to, { recursive: true, errorOnExist: true, force: false });
}

const timestamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/**
 * Writes a consistent backup of the database, the uploads and the signing secrets into a new
 * directory under `into` and returns its path. PostgreSQL: `pg_dump` custom format (a snapshot
 * while the server keeps serving). PGlite: its own data-directory dump, taken with the server
 * stopped. Uploads are copied after the database, so every file a backed-up row names is there.
 */
export async function createBackup(config: Config, into = config.BACKUP_DIR): Promise<string> {
  const createdAt = new Date();
  const target = path.resolve(into, `scanorder-${timestamp(createdAt)}`);
  fs.mkdirSync(target, { recursive: true });
  const driver = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (config.DATABASE_URL) {
    await postgresTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${path.join(target, POSTGRES_DUMP)}`,
      config.DATABASE_URL,
    ]);
  } else {
    const dataDir = pgliteDir(config);
    if (!hasDatabase(dataDir)) throw new BackupError(`No embedded database in ${dataDir}`);
    assertPgliteStopped(dataDir);
    const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
    try {
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(path.join(target, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  const uploads = !config.S3_BUCKET;
  if (uploads) copyDirectory(uploadsDir(config), path.join(target, 'uploads'));
  const secrets = SECRET_FILES.filter((file) => fs.existsSync(path.join(config.dataDir, file)));
  if (secrets.length > 0) {
    fs.mkdirSync(path.join(target, 'secrets'), { mode: 0o700 });
    for (const file of secrets)
      fs.copyFileSync(path.join(config.dataDir, file), path.join(target, 'secrets', file));
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: createdAt.toISOString(),
    database: driver,
    uploads,
    secrets,
  };
  fs.writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return target;
}

function readManifest(backupDir: string): BackupManifest {
  const file = path.join(backupDir, MANIFEST);
  if (!fs.existsSync(file))
    throw new BackupError(`${backupDir} is not a ScanOrder backup (no ${MANIFEST})`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1)
    throw new BackupError(`Unknown backup format ${String(manifest.format)}`);
  return manifest;
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** The grants in a dump name the row-level-security role (migration 0006); a new cluster lacks it. */
const ENSURE_APP_ROLE = `
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'scanorder_app') then
    create role scanorder_app nologin;
  end if;
exception when insufficient_privilege or duplicate_object then null;
end $$`;

async function assertEmptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*)::text as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]?.count !== '0')
      throw new BackupError(
        'DATABASE_URL: the database is not empty; restore into a new one (CREATE DATABASE ...) and point DATABASE_URL at it.',
      );
    await client.query(ENSURE_APP_ROLE);
  } finally {
    await client.end();
  }
}

/**
 * Brings a backup back into an empty database (DATABASE_URL, else DATA_DIR/db) and an empty
 * uploads directory, with the secrets it was made with unless DATA_DIR has its own. Refuses to
 * write over anything, so a restore never mixes two states.
 */
export async function restoreBackup(config: Config, backupDir: string): Promise<BackupManifest> {
  const source = path.resolve(backupDir);
  const manifest = readManifest(source);
  const driver = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database !== driver)
    throw new BackupError(
      `This backup is of a ${manifest.database} database, and DATABASE_URL ${config.DATABASE_URL ? 'names a PostgreSQL server' : 'is unset (embedded database)'}.`,
    );
  if (manifest.uploads && !config.S3_BUCKET && !isEmptyDir(uploadsDir(config)))
    throw new BackupError(`${uploadsDir(config)} is not empty: restore into an empty DATA_DIR.`);

  if (config.DATABASE_URL) {
    await assertEmptyPostgres(config.DATABASE_URL);
    await postgresTool('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${config.DATABASE_URL}`,
      path.join(source, POSTGRES_DUMP),
    ]);
  } else {
    const dataDir = pgliteDir(config);
    if (!isEmptyDir(dataDir))
      throw new BackupError(`${dataDir} is not empty: restore into an empty DATA_DIR.`);
    const dump = fs.readFileSync(path.join(source, PGLITE_DUMP));
    const database = await openDatabase({
      driver: 'pglite',
      dataDir,
      loadDataDir: new Blob([dump]),
    });
    await database.close();
  }
  if (manifest.uploads && !config.S3_BUCKET)
    copyDirectory(path.join(source, 'uploads'), uploadsDir(config));
  for (const file of manifest.secrets) {
    const destination = path.join(config.dataDir, file);
    if (fs.existsSync(destination)) continue;
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.copyFileSync(path.join(source, 'secrets', file), destination);
    fs.chmodSync(destination, 0o600);
  }
  return manifest;
}
