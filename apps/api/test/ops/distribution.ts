import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/**
 * Citus distributes a table by one column and enforces a primary key, a unique constraint or a
 * foreign key between distributed tables only when it includes that column (decision 016). Tenant
 * tables are those whose `account_id` is in a foreign key to `accounts` or to another tenant table
 * (their distribution column): orders and their events hold their account through their business's
 * and order's keys, not a key to `accounts` of their own (decision 040, twelfth pass). `accounts` is
 * distributed by its own `id`. Everything else (better-auth's tables, the audit log, webhook
 * bookkeeping) is a reference table, copied to every node.
 */
const DISTRIBUTION_COLUMNS = sql`
  select c.oid as relid, c.relname as table_name,
         case when c.relname = 'accounts' then 'id' else 'account_id' end as column_name
  from pg_class c
  where c.oid in (
    with recursive keyed(relid) as (
      select 'public.accounts'::regclass::oid
      union
      select fk.conrelid
      from pg_constraint fk
      join keyed on keyed.relid = fk.confrelid
      join pg_attribute a on a.attrelid = fk.conrelid and a.attnum = any (fk.conkey)
      where fk.contype = 'f' and a.attname = 'account_id'
    )
    select relid from keyed)
    and c.relkind in ('r', 'p')`;

/**
 * Every key of a tenant table that Citus could not enforce once the table is distributed: primary
 * keys and unique indexes (constraints or not, expressions included) without the distribution
 * column, and foreign keys to another tenant table that do not pair the two distribution columns.
 */
export async function undistributableKeys(db: Database): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    with tenant as (${DISTRIBUTION_COLUMNS}),
    tenant_col as (
      select t.relid, t.table_name, a.attnum
      from tenant t join pg_attribute a on a.attrelid = t.relid and a.attname = t.column_name
    )
    select t.table_name || ': ' || case when i.indisprimary then 'primary key ' else 'unique index ' end
             || ic.relname || ' lacks ' || (select column_name from tenant where relid = t.relid) as problem
    from tenant_col t
    join pg_index i on i.indrelid = t.relid and i.indisunique
    join pg_class ic on ic.oid = i.indexrelid
    where not (t.attnum = any (i.indkey::int2[]))
    union all
    select src.table_name || ': foreign key ' || con.conname || ' to ' || dst.table_name
             || ' does not pair ' || (select column_name from tenant where relid = src.relid)
             || ' with ' || (select column_name from tenant where relid = dst.relid)
    from pg_constraint con
    join tenant_col src on src.relid = con.conrelid
    join tenant_col dst on dst.relid = con.confrelid
    where con.contype = 'f'
      and not exists (
        select 1 from unnest(con.conkey, con.confkey) as pair(local, remote)
        where pair.local = src.attnum and pair.remote = dst.attnum)
    order by 1
  `)) as { rows: { problem: string }[] };
  return rows.map((row) => row.problem);
}
