import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;

/**
 * The tenant foreign keys no index serves, with why that is fine. Any other key must lead an index
 * (or follow account_id in one): each is how a row's children are read, and what a cascading
 * delete of the parent looks through.
 */
const UNSERVED: Record<string, string> = {
  business_order_counters_account_id_accounts_id_fk: 'one row per business, read by its business',
  ledger_entries_refund_fk: "a refund's entries go with its payment's, read by account and date",
  members_invited_by_member_fk: 'a team is a handful of rows, read by account',
  payments_business_fk: "an account's payments are read by order (account_id, order_id)",
  push_subscriptions_member_fk: 'a few devices per account, read by account',
  qr_codes_business_fk: "an account's codes are read by account",
  table_bills_branch_fk: "a business's bills are read by business and status",
};

describe('foreign keys and their indexes', () => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(() => handle.dispose());

  it('serves every tenant foreign key with an index but the few listed, each with its reason', async () => {
    const result = (await handle.database.db.execute(sql`
      with keys as (
        select c.conrelid, c.conname, a.attnum as account,
          coalesce(nullif(array(select k from unnest(c.conkey) k where k <> a.attnum), '{}'),
                   array[a.attnum]) as own
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attname = 'account_id'
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      )
      select conname from keys k
      where not exists (
        select 1 from pg_index i
        where i.indrelid = k.conrelid
          and (i.indkey[0] = any(k.own) or (i.indkey[0] = k.account and i.indkey[1] = any(k.own))))
      order by 1`)) as { rows: { conname: string }[] };
    expect(result.rows.map((row) => row.conname)).toEqual(Object.keys(UNSERVED).sort());
  });
});
