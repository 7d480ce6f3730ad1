import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase } from '../harness.ts';
import { undistributableKeys } from './distribution.ts';

describe('the schema stays distributable by account_id (Citus)', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase('pglite'));
  });
  afterAll(() => dispose());

  it('has no key without account_id', async () => {
    expect(await undistributableKeys(database.db)).toEqual([]);
  });

  it('fails for a new tenant table whose keys lack account_id, and passes the same table keyed by it', async () => {
    const before = await undistributableKeys(database.db);
    await database.db.execute(sql`
      create table ops_probe_parent (
        id uuid not null,
        account_id uuid not null references accounts (id),
        code text not null,
        primary key (id)
      )`);
    await database.db.execute(
      sql`create unique index ops_probe_parent_code_key on ops_probe_parent (code)`,
    );
    await database.db.execute(sql`
      create table ops_probe_child (
        id uuid primary key,
        account_id uuid not null references accounts (id),
        parent_id uuid not null references ops_probe_parent (id)
      )`);
    try {
      const added = (await undistributableKeys(database.db)).filter(
        (problem) => !before.includes(problem),
      );
      expect(added).toEqual([
        'ops_probe_child: foreign key ops_probe_child_parent_id_fkey to ops_probe_parent does not pair account_id with account_id',
        'ops_probe_child: primary key ops_probe_child_pkey lacks account_id',
        'ops_probe_parent: primary key ops_probe_parent_pkey lacks account_id',
        'ops_probe_parent: unique index ops_probe_parent_code_key lacks account_id',
      ]);
    } finally {
      await database.db.execute(sql`drop table ops_probe_child`);
      await database.db.execute(sql`drop table ops_probe_parent`);
    }

    // The same tables keyed the distributable way add nothing.
    await database.db.execute(sql`
      create table ops_probe_parent (
        id uuid not null,
        account_id uuid not null references accounts (id),
        code text not null,
        primary key (account_id, id),
        unique (account_id, code)
      )`);
    await database.db.execute(sql`
      create table ops_probe_child (
        id uuid not null,
        account_id uuid not null references accounts (id),
        parent_id uuid not null,
        primary key (account_id, id),
        foreign key (account_id, parent_id) references ops_probe_parent (account_id, id)
      )`);
    try {
      expect(await undistributableKeys(database.db)).toEqual(before);
    } finally {
      await database.db.execute(sql`drop table ops_probe_child`);
      await database.db.execute(sql`drop table ops_probe_parent`);
    }
  });

  it('holds a table whose account is keyed through its parent, with no key to accounts, to the same rules', async () => {
    const before = await undistributableKeys(database.db);
    await database.db.execute(sql`
      create table ops_probe_parent (
        id uuid not null,
        account_id uuid not null references accounts (id),
        primary key (account_id, id)
      )`);
    await database.db.execute(sql`
      create table ops_probe_child (
        id uuid primary key,
        account_id uuid not null,
        parent_id uuid not null,
        foreign key (account_id, parent_id) references ops_probe_parent (account_id, id)
      )`);
    try {
      const added = (await undistributableKeys(database.db)).filter(
        (problem) => !before.includes(problem),
      );
      expect(added).toEqual(['ops_probe_child: primary key ops_probe_child_pkey lacks account_id']);
    } finally {
      await database.db.execute(sql`drop table ops_probe_child`);
      await database.db.execute(sql`drop table ops_probe_parent`);
    }
  });
});
