import pg from 'pg';
import { settings } from '../lib/config.ts';
import { openLoop, type OpenLoopFigures, type OpenLoopSchedule } from '../lib/open-loop.ts';
import { quantile } from '../lib/stats.ts';

export interface CeilingFigures {
  transactionsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
}

/** About the size of a stored order (lines, customer, pricing) as JSON. */
const ORDER_LIKE = JSON.stringify({
  lines: Array.from({ length: 2 }, (_, index) => ({
    menuItemId: '00000000-0000-4000-8000-00000000000' + index,
    name: 'Paneer Tikka',
    quantity: 2,
    unitPriceMinor: 24900,
    options: [{ group: 'Spice', option: 'Hot', priceMinor: 500 }],
    lineTotalMinor: 50800,
    imageUrl: '/uploads/a/restaurant/b.webp',
  })),
  customer: {
    firstName: 'Bench',
    lastName: 'Runner',
    mobileNo: '9876543210',
    emailAddress: 'bench.runner@example.com',
  },
  pricing: { includeTaxCalculation: true, taxPercentage: 5, tipPercentage: 0 },
});

const INSERT = 'insert into bench_ceiling (body) values ($1)';

/** Runs `work` on a pool of the load's size with the bench's own table, dropped after. */
async function withCeilingTable<T>(
  url: string,
  options: pg.PoolConfig,
  work: (pool: pg.Pool) => Promise<T>,
): Promise<T> {
  const pool = new pg.Pool({ connectionString: url, max: settings.connections, ...options });
  try {
    await pool.query(
      'create table if not exists bench_ceiling (id bigint generated always as identity primary key, body jsonb not null, created_at timestamptz not null default now())',
    );
    return await work(pool);
  } finally {
    await pool.query('drop table if exists bench_ceiling').catch(() => undefined);
    await pool.end();
  }
}

/**
 * What the database alone sustains on this machine, with no HTTP and no app in between: every
 * connection commits one order-sized row per transaction (the least an order needs: its own durable
 * commit), through node-postgres like the API, for the same time and connections as the load runs.
 * The order-placement rows are read against it: a target above this ceiling is out of reach for
 * any code on this machine.
 */
export function databaseCeiling(url: string): Promise<CeilingFigures> {
  return withCeilingTable(url, {}, async (pool) => {
    const latencies: number[] = [];
    const until = performance.now() + settings.duration * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: settings.connections }, async () => {
        while (performance.now() < until) {
          const at = performance.now();
          await pool.query(INSERT, [ORDER_LIKE]);
          latencies.push(performance.now() - at);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      transactionsPerSecond: latencies.length / seconds,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      total: latencies.length,
    };
  });
}

/**
 * The open-loop rows' floor: the same schedule as theirs, each request one order-sized row
 * committed by the database alone, with no HTTP and no app. Its pool keeps every connection it
 * opens (`idleTimeoutMillis: 0`), as a server's does under steady load: node-postgres closes a
 * connection idle for 10 s by default, and reopening them under the schedule raised this row's p99
 * from about 3 ms to 7-26 ms (decision 040, eighteenth pass).
 */
export function databaseOpenLoopFloor(
  url: string,
  schedule: OpenLoopSchedule,
): Promise<OpenLoopFigures> {
  return withCeilingTable(url, { idleTimeoutMillis: 0 }, async (pool) => {
    await Promise.all(Array.from({ length: settings.connections }, () => pool.query('select 1')));
    return openLoop(schedule, async () => {
      await pool.query(INSERT, [ORDER_LIKE]);
      return true;
    });
  });
}
