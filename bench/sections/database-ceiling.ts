import pg from 'pg';
import { settings } from '../lib/config.ts';
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

/**
 * What the database alone sustains on this machine, with no HTTP and no app in between: every
 * connection commits one order-sized row per transaction (the least an order needs: its own durable
 * commit), through node-postgres like the API, for the same time and connections as the load runs.
 * The order-placement rows are read against it: a target above this ceiling is out of reach for
 * any code on this machine.
 */
export async function databaseCeiling(url: string): Promise<CeilingFigures> {
  const pool = new pg.Pool({ connectionString: url, max: settings.connections });
  try {
    await pool.query(
      'create table if not exists bench_ceiling (id bigint generated always as identity primary key, body jsonb not null, created_at timestamptz not null default now())',
    );
    const latencies: number[] = [];
    const until = performance.now() + settings.duration * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: settings.connections }, async () => {
        while (performance.now() < until) {
          const at = performance.now();
          await pool.query('insert into bench_ceiling (body) values ($1)', [ORDER_LIKE]);
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
  } finally {
    await pool.query('drop table if exists bench_ceiling').catch(() => undefined);
    await pool.end();
  }
}
