import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { ROOT } from '../lib/config.ts';

/** Bump when the seed below changes, so a cached scale database is rebuilt. */
const SEED_VERSION = 4;

export interface ScaleShape {
  accounts: number;
  orders: number;
  /** Orders of the busiest account (the demo account), the one the queries read. */
  heavyOrders: number;
}

export function shapeOf(accounts: number, orders: number): ScaleShape {
  return { accounts, orders, heavyOrders: Math.min(orders, Math.max(1, Math.round(orders / 10))) };
}

/** Changes whenever the migrations, the seed or the shape change: the cache key. */
export function seedSignature(shape: ScaleShape): string {
  const hash = createHash('sha256');
  hash.update(`seed ${SEED_VERSION} ${JSON.stringify(shape)}`);
  const folder = path.join(ROOT, 'apps/api/drizzle');
  for (const name of fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name);
    hash.update(fs.readFileSync(path.join(folder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function columnsOf(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  if (rows.length === 0) throw new Error(`table ${table} not found`);
  return rows.map((row) => row.column_name);
}

/**
 * `insert into <table> select ...`: every column copied from the template row `d` unless
 * overridden, so columns added by later migrations come along without changing the bench.
 */
async function cloneRows(
  client: pg.Client,
  table: string,
  from: string,
  overrides: Record<string, string>,
  params: unknown[] = [],
  options: { onlyOverridden?: boolean } = {},
) {
  const all = await columnsOf(client, table);
  for (const column of Object.keys(overrides))
    if (!all.includes(column)) throw new Error(`${table}.${column} does not exist`);
  // Without a template row, the other columns keep their defaults.
  const columns = options.onlyOverridden ? Object.keys(overrides) : all;
  const values = columns.map((column) => overrides[column] ?? `d.${quote(column)}`);
  const started = Date.now();
  const result = await client.query(
    `insert into ${quote(table)} (${columns.map(quote).join(', ')}) select ${values.join(', ')} from ${from}`,
    params,
  );
  console.log(
    `    ${table}: ${result.rowCount} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * Drops the indexes of the tables that no constraint needs, so the bulk insert is not slowed by
 * maintaining them row by row; they are rebuilt once afterwards from their own definitions.
 */
async function dropIndexes(client: pg.Client, tables: string[]) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indrelid
      where c.relnamespace = 'public'::regnamespace and c.relname = any($1)
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    [tables],
  );
  for (const row of rows) await client.query(`drop index ${row.name}`);
  return rows;
}

async function recreateIndexes(client: pg.Client, indexes: { name: string; definition: string }[]) {
  const started = Date.now();
  for (const index of indexes) await client.query(index.definition);
  console.log(
    `    ${indexes.length} indexes rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

export interface DemoIds {
  accountId: string;
  businessId: string;
  branchId: string;
  /** One order placed through the API: the template every seeded order copies. */
  templateOrderId: string;
}

/**
 * Seeds the scale database in SQL (generate_series, no API): `accounts - 1` copies of the demo
 * account (owner, restaurant, its first branch, its menu, its "Table 1" QR code) and `orders`
 * orders, a tenth of them on the demo restaurant (the busiest account, about 250 a day over 400
 * days) and the rest spread over the other accounts, all copied from one real order.
 */
export async function seedScale(client: pg.Client, shape: ScaleShape, demo: DemoIds) {
  const others = shape.accounts - 1;
  const rest = shape.orders - shape.heavyOrders;
  const perAccount = Math.max(1, Math.ceil(rest / Math.max(1, others)));
  await client.query('set synchronous_commit = off');
  await client.query(`set maintenance_work_mem = '512MB'`);
  // Rows are consistent by construction: skip the per-row foreign-key triggers (superuser only).
  await client.query(`set session_replication_role = replica`).catch(() => undefined);
  await client.query('begin');
  const indexes = await dropIndexes(client, ['menu_items', 'orders', 'order_events']);
  await client.query(
    `create temporary table bench_accounts on commit drop as
       select 0 as n, $1::uuid as account_id, a.owner_user_id as user_id,
              $2::uuid as business_id, $3::uuid as branch_id
         from accounts a where a.id = $1::uuid
       union all
       select n, md5('bench-account-' || n)::uuid, 'bench-user-' || n,
              md5('bench-business-' || n)::uuid, md5('bench-branch-' || n)::uuid
         from generate_series(1, $4::int) n`,
    [demo.accountId, demo.businessId, demo.branchId, others],
  );
  await client.query('create index on bench_accounts (n)');
  await client.query('analyze bench_accounts');
  const clones = `bench_accounts b cross join`;

  await cloneRows(
    client,
    'users',
    `${clones} (select u.* from users u join accounts a on a.owner_user_id = u.id where a.id = $1) d where b.n > 0`,
    {
      id: 'b.user_id',
      email: `'bench-owner-' || b.n || '@example.com'`,
      name: `'Bench Owner ' || b.n`,
      username: 'null',
      display_username: 'null',
    },
    [demo.accountId],
  );
  await cloneRows(
    client,
    'accounts',
    `${clones} (select * from accounts where id = $1) d where b.n > 0`,
    {
      id: 'b.account_id',
      owner_user_id: 'b.user_id',
      trial_ends_at: `now() + interval '3650 days'`,
    },
    [demo.accountId],
  );
  await client.query(
    `update accounts set trial_ends_at = now() + interval '3650 days' where id = $1`,
    [demo.accountId],
  );
  await cloneRows(
    client,
    'members',
    `${clones} (select * from members where account_id = $1 and is_owner) d where b.n > 0`,
    {
      id: 'gen_random_uuid()',
      account_id: 'b.account_id',
      user_id: 'b.user_id',
      user_name: 'null',
    },
    [demo.accountId],
  );
  await cloneRows(
    client,
    'businesses',
    `${clones} (select * from businesses where id = $1) d where b.n > 0`,
    {
      id: 'b.business_id',
      account_id: 'b.account_id',
      business_name: `'Bench Restaurant ' || b.n`,
    },
    [demo.businessId],
  );
  await cloneRows(
    client,
    'branches',
    `${clones} (select * from branches where id = $1) d where b.n > 0`,
    {
      id: 'b.branch_id',
      account_id: 'b.account_id',
      business_id: 'b.business_id',
    },
    [demo.branchId],
  );
  await cloneRows(
    client,
    'menu_items',
    `${clones} (select * from menu_items where business_id = $1) d where b.n > 0`,
    {
      id: 'gen_random_uuid()',
      account_id: 'b.account_id',
      business_id: 'b.business_id',
    },
    [demo.businessId],
  );
  await cloneRows(
    client,
    'qr_codes',
    `${clones} (select * from qr_codes where branch_id = $1 and identifier = 'Table 1') d where b.n > 0`,
    {
      id: 'gen_random_uuid()',
      account_id: 'b.account_id',
      business_id: 'b.business_id',
      branch_id: 'b.branch_id',
      short_code: `'b' || substr(md5('bench-qr-' || b.n), 1, 7)`,
    },
    [demo.branchId],
  );

  // The template order leaves the table so reference number 1 is free again.
  await client.query(
    `create temporary table template_order on commit drop as select * from orders where id = $1`,
    [demo.templateOrderId],
  );
  await client.query('delete from order_events where order_id = $1', [demo.templateOrderId]);
  await client.query('delete from orders where id = $1', [demo.templateOrderId]);
  await client.query(`create temporary table seed_clock on commit drop as select now() as at`);

  // g <= heavy: the demo restaurant, reference g, oldest first over 400 days.
  // Else account n = 1 + (h mod others), reference 1 + h / others, with h = g - heavy - 1.
  const spec = `(
    select g, n, ref,
           (select at from seed_clock)
             - interval '400 days' * ((span - ref)::float8 / span)
             - interval '7 seconds' * n as created,
           g % 20 = 0 as cancelled,
           g % 10 = 3 as scheduled
      from (
        select g,
               case when g <= ${shape.heavyOrders} then 0 else 1 + (g - ${shape.heavyOrders} - 1) % ${Math.max(1, others)} end as n,
               case when g <= ${shape.heavyOrders} then g else 1 + (g - ${shape.heavyOrders} - 1) / ${Math.max(1, others)} end as ref,
               case when g <= ${shape.heavyOrders} then ${shape.heavyOrders} else ${perAccount} end as span
          from generate_series(1, ${shape.orders}) g
      ) raw
  ) s`;
  await cloneRows(
    client,
    'orders',
    `${spec} join bench_accounts b on b.n = s.n cross join template_order d`,
    {
      id: 'gen_random_uuid()',
      account_id: 'b.account_id',
      business_id: 'b.business_id',
      branch_id: 'b.branch_id',
      reference_number: 's.ref',
      status: `case when s.cancelled then 'Order Cancelled' else 'Order Completed' end`,
      cancel_description: `case when s.cancelled then 'Out of stock' else null end`,
      fulfilment_type: `case when s.scheduled then 'pickup' else d.fulfilment_type end`,
      fulfilment: `case when s.scheduled then jsonb_build_object('type', 'pickup', 'scheduledFor', to_jsonb(s.created + interval '1 hour')) else d.fulfilment end`,
      scheduled_for: `case when s.scheduled then s.created + interval '1 hour' else null end`,
      idempotency_key: 'gen_random_uuid()',
      customer_id: 'null',
      version: `case when s.cancelled then 2 else 4 end`,
      created_at: 's.created',
      updated_at: `s.created + interval '35 minutes'`,
      expired_at: `s.created + interval '400 days'`,
    },
  );
  // The status history of every order: placed by the customer, then moved by the owner.
  const events = `(values (0, null, 'Order Placed', '0 minutes'),
                          (1, 'Order Placed', 'Order Accepted', '5 minutes'),
                          (2, 'Order Accepted', 'Order Ready for Pickup', '25 minutes'),
                          (3, 'Order Ready for Pickup', 'Order Completed', '35 minutes'),
                          (9, 'Order Placed', 'Order Cancelled', '35 minutes'))
                    as e(step, from_status, to_status, after)`;
  await cloneRows(
    client,
    'order_events',
    `orders o join members m on m.account_id = o.account_id and m.is_owner
       join ${events} on (o.status = 'Order Cancelled' and e.step in (0, 9))
                      or (o.status = 'Order Completed' and e.step between 0 and 3)
`,
    {
      id: 'gen_random_uuid()',
      order_id: 'o.id',
      account_id: 'o.account_id',
      from_status: 'e.from_status',
      to_status: 'e.to_status',
      actor: `case when e.step = 0 then 'customer' else m.id::text end`,
      at: 'o.created_at + e.after::interval',
    },
    [],
    { onlyOverridden: true },
  );
  await client.query(
    `insert into business_order_counters (business_id, account_id, last)
       select business_id, account_id, max(reference_number) from orders group by business_id, account_id
     on conflict (business_id, account_id) do update set last = excluded.last`,
  );
  await recreateIndexes(client, indexes);
  await client.query('commit');
  await client.query(`set session_replication_role = origin`).catch(() => undefined);
  const started = Date.now();
  await client.query('vacuum (analyze)');
  console.log(`    vacuum analyze in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Every run: the demo restaurant's newest 300 orders are moved into today (in its time zone), a
 * quarter each Placed, Accepted, Ready and Completed, so today's board has work whatever day it is.
 */
export async function freshenToday(
  client: pg.Client,
  demo: { accountId: string; businessId: string },
  timeZone: string,
) {
  await client.query(
    `with bounds as (
       select greatest(date_trunc('day', now() at time zone $3) at time zone $3, now() - interval '5 hours') as from_at,
              now() as to_at
     ), newest as (
       select id, row_number() over (order by reference_number) - 1 as position, count(*) over () as total
         from (select id, reference_number from orders
                where account_id = $1 and business_id = $2
                order by reference_number desc limit 300) last
     )
     update orders o
        set created_at = b.from_at + (b.to_at - b.from_at) * (n.position::float8 / n.total),
            updated_at = b.from_at + (b.to_at - b.from_at) * (n.position::float8 / n.total),
            status = (array['Order Placed', 'Order Accepted', 'Order Ready for Pickup', 'Order Completed'])[1 + n.position % 4],
            scheduled_for = case when o.scheduled_for is null then null
                                 else b.from_at + (b.to_at - b.from_at) * (n.position::float8 / n.total) + interval '1 hour' end,
            fulfilment = case when o.scheduled_for is null then o.fulfilment
                              else jsonb_set(o.fulfilment, '{scheduledFor}', to_jsonb(b.from_at + (b.to_at - b.from_at) * (n.position::float8 / n.total) + interval '1 hour')) end,
            cancel_description = null,
            version = 1 + n.position % 4
       from newest n, bounds b
      where o.id = n.id`,
    [demo.accountId, demo.businessId, timeZone],
  );
}
