import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase } from '../harness.ts';
import { undistributableKeys } from './distribution.ts';

/**
 * The keys of today's schema that Citus could not enforce, each with its planned change in
 * decision 016. The list may only shrink: a new tenant table or key without `account_id` fails
 * this test, and so does fixing one without taking it off the list, so it always states the
 * remaining work exactly.
 */
const KNOWN_UNDISTRIBUTABLE = [
  // Global look-ups: move to directory tables distributed by the looked-up value (decision 016).
  'accounts: unique index accounts_owner_user_id_unique lacks id',
  'members: unique index members_invite_token_hash_key lacks account_id',
  'members: unique index members_member_email_key lacks account_id',
  'members: unique index members_user_id_key lacks account_id',
  'members: unique index members_user_name_key lacks account_id',
  'payment_accounts: unique index payment_accounts_provider_account_id_key lacks account_id',
  'push_subscriptions: unique index push_subscriptions_endpoint_key lacks account_id',
  'qr_codes: unique index qr_codes_short_code_key lacks account_id',
  'subscriptions: unique index subscriptions_provider_subscription_id_key lacks account_id',
  // Primary keys become (account_id, id) and foreign keys (account_id, x_id) in one migration.
  'branches: foreign key branches_business_id_businesses_id_fk to businesses does not pair account_id with account_id',
  'branches: primary key branches_pkey lacks account_id',
  'business_order_counters: foreign key business_order_counters_business_id_businesses_id_fk to businesses does not pair account_id with account_id',
  'business_order_counters: primary key business_order_counters_pkey lacks account_id',
  'businesses: primary key businesses_pkey lacks account_id',
  'local_checkout_sessions: primary key local_checkout_sessions_pkey lacks account_id',
  'members: foreign key members_invited_by_member_id_members_id_fk to members does not pair account_id with account_id',
  'members: primary key members_pkey lacks account_id',
  'menu_items: foreign key menu_items_business_id_businesses_id_fk to businesses does not pair account_id with account_id',
  'menu_items: primary key menu_items_pkey lacks account_id',
  'order_edits: foreign key order_edits_order_id_orders_id_fk to orders does not pair account_id with account_id',
  'order_edits: primary key order_edits_pkey lacks account_id',
  'order_events: foreign key order_events_order_id_orders_id_fk to orders does not pair account_id with account_id',
  'order_events: primary key order_events_pkey lacks account_id',
  'order_push_subscriptions: foreign key order_push_subscriptions_order_id_orders_id_fk to orders does not pair account_id with account_id',
  'order_push_subscriptions: primary key order_push_subscriptions_pkey lacks account_id',
  'order_push_subscriptions: unique index order_push_subscriptions_order_endpoint_key lacks account_id',
  'orders: foreign key orders_branch_id_branches_id_fk to branches does not pair account_id with account_id',
  'orders: foreign key orders_business_id_businesses_id_fk to businesses does not pair account_id with account_id',
  'orders: primary key orders_pkey lacks account_id',
  'payment_accounts: primary key payment_accounts_pkey lacks account_id',
  'push_subscriptions: foreign key push_subscriptions_member_id_members_id_fk to members does not pair account_id with account_id',
  'push_subscriptions: primary key push_subscriptions_pkey lacks account_id',
  'qr_codes: foreign key qr_codes_branch_id_branches_id_fk to branches does not pair account_id with account_id',
  'qr_codes: foreign key qr_codes_business_id_businesses_id_fk to businesses does not pair account_id with account_id',
  'qr_codes: primary key qr_codes_pkey lacks account_id',
  'subscriptions: primary key subscriptions_pkey lacks account_id',
];

describe('the schema stays distributable by account_id (Citus)', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase('pglite'));
  });
  afterAll(() => dispose());

  it('has no key without account_id beyond the known ones decision 016 plans to change', async () => {
    expect(await undistributableKeys(database.db)).toEqual([...KNOWN_UNDISTRIBUTABLE].sort());
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
});
