import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openDatabase,
  PGLITE_SETTINGS,
  statementBatchLimits,
  type DatabaseHandle,
} from './client.ts';

/** Both drivers answer `execute` with `{ rows }`; drizzle types it per driver. */
async function rows(database: DatabaseHandle, query: SQL): Promise<unknown[]> {
  return ((await database.db.execute(query)) as { rows: unknown[] }).rows;
}

async function setting(database: DatabaseHandle, name: string): Promise<unknown> {
  const [row] = await rows(database, sql`select current_setting(${name}) as value`);
  return (row as { value: unknown }).value;
}

describe('the embedded database (PGlite) in a data directory', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'scanorder-pglite-'));
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('creates a new database with its memory settings and keeps what was saved', async () => {
    const dataDir = path.join(root, 'data', 'db');
    const first = await openDatabase({ driver: 'pglite', dataDir });
    try {
      expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      // initdb's staging directory is renamed into place, nothing else is left beside it.
      expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['db']);
      expect(await setting(first, 'shared_buffers')).toBe(PGLITE_SETTINGS.shared_buffers);
      await first.db.execute(sql`create table kept (note text)`);
      await first.db.execute(sql`insert into kept values ('saved')`);
    } finally {
      await first.close();
    }

    const again = await openDatabase({ driver: 'pglite', dataDir });
    try {
      expect(await setting(again, 'shared_buffers')).toBe(PGLITE_SETTINGS.shared_buffers);
      expect(await rows(again, sql`select note from kept`)).toEqual([{ note: 'saved' }]);
    } finally {
      await again.close();
    }
  });

  it('applies the settings to a directory made with PGlite defaults', async () => {
    const dataDir = path.join(root, 'db');
    // A data directory from before these settings: initdb wrote shared_buffers = 128MB.
    const { PGlite } = await import('@electric-sql/pglite');
    const legacy = await PGlite.create({ dataDir });
    const before = await legacy.query<{ value: string }>(
      "select current_setting('shared_buffers') as value",
    );
    expect(before.rows).toEqual([{ value: '128MB' }]);
    await legacy.close();

    const database = await openDatabase({ driver: 'pglite', dataDir });
    try {
      expect(await setting(database, 'shared_buffers')).toBe(PGLITE_SETTINGS.shared_buffers);
    } finally {
      await database.close();
    }
  });

  it('refuses a directory that holds other files instead of overwriting them', async () => {
    const dataDir = path.join(root, 'db');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'not a database');
    await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(
      'neither empty nor a database directory',
    );
    expect(fs.readdirSync(dataDir)).toEqual(['notes.txt']);
  });
});

describe('the statement lanes (decision 040, twelfth pass)', () => {
  it('gives a process of its own two lanes and each worker of a cluster one', () => {
    expect(statementBatchLimits(1)).toEqual({ lanes: 2, size: 32 });
    expect(statementBatchLimits(2)).toEqual({ lanes: 1, size: 32 });
    expect(statementBatchLimits(8)).toEqual({ lanes: 1, size: 32 });
  });
});
