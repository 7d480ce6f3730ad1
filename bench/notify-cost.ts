/**
 * `npm run bench:notify -w @scanorder/bench`: what PostgreSQL's NOTIFY costs a committing order
 * (issue 24, decision 041). pgbench commits one order-sized row per transaction, with and without
 * a `pg_notify` in the same transaction (as order placement does), at 2, 8 and 32 clients, with one
 * process LISTENing as every API process does. NOTIFY takes a global lock at commit, so its cost
 * shows as the client count grows. Runs on BENCH_DATABASE_URL, else the bench's private cluster.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, pgBinDir, recreateDatabase, withClient } from './lib/postgres.ts';

const DATABASE = 'scanorder_bench_notify';
const CLIENTS = [2, 8, 32];
const SECONDS = Number(process.env.BENCH_NOTIFY_SECONDS || 15);
const CHANNEL = 'scanorder_events';

const INSERT = `insert into notify_orders (account_id, body) values (gen_random_uuid(), '{"lines":[{"name":"Paneer Tikka","quantity":2,"unitPriceMinor":24900,"options":[{"group":"Spice","option":"Hot","priceMinor":500}]},{"name":"Masala Dosa","quantity":1,"unitPriceMinor":18900,"options":[]}],"customer":{"firstName":"Bench","lastName":"Runner","mobileNo":"9876543210"}}');`;
const NOTIFY = `select pg_notify('${CHANNEL}', '{"type":"order.changed","accountId":"00000000-0000-4000-8000-000000000000","orderId":"00000000-0000-4000-8000-000000000001","version":1}');`;

function pgbench(url: string, clients: number, script: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scanorder-notify-'));
  try {
    const file = path.join(dir, 'order.sql');
    fs.writeFileSync(file, script);
    const result = spawnSync(
      path.join(pgBinDir(), 'pgbench'),
      [
        '--no-vacuum',
        '--protocol=prepared',
        `--client=${clients}`,
        `--jobs=${Math.min(clients, 2)}`,
        `--time=${SECONDS}`,
        `--file=${file}`,
        url,
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`pgbench failed:\n${result.stdout}\n${result.stderr}`);
    const tps = /tps = ([\d.]+)/.exec(result.stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(result.stdout)?.[1];
    return { tps: Number(tps), latencyMs: Number(latency) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const target = await openPostgres();
try {
  await recreateDatabase(target, DATABASE);
  const url = target.urlFor(DATABASE);
  await withClient(url, (client) =>
    client.query(
      'create table notify_orders (id bigint generated always as identity primary key, account_id uuid not null, body jsonb not null, created_at timestamptz not null default now())',
    ),
  );
  // One listener, as each API process holds one: NOTIFY's queue is read and its readers signalled.
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  let heard = 0;
  listener.on('notification', () => (heard += 1));
  await listener.query(`listen ${CHANNEL}`);
  const rows: string[] = [];
  for (const clients of CLIENTS) {
    const plain = pgbench(url, clients, `begin;\n${INSERT}\ncommit;\n`);
    const notifying = pgbench(url, clients, `begin;\n${INSERT}\n${NOTIFY}\ncommit;\n`);
    const change = (100 * (notifying.tps - plain.tps)) / plain.tps;
    rows.push(
      `| ${clients} | ${Math.round(plain.tps)} (${plain.latencyMs.toFixed(2)} ms) | ${Math.round(notifying.tps)} (${notifying.latencyMs.toFixed(2)} ms) | ${change.toFixed(1)} % |`,
    );
    console.log(rows.at(-1));
  }
  await listener.end();
  const table = [
    `NOTIFY's cost on ${os.availableParallelism()} cores (${target.description}), ${SECONDS} s a run, pgbench, one order-sized row per transaction, one listener (${heard} notifications heard), synchronous_commit on`,
    '',
    '| clients | commits/s without NOTIFY (mean latency) | with NOTIFY in the transaction | change |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  console.log(`\n${table}`);
} finally {
  await target.stop();
}
