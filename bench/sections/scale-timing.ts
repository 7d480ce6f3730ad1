import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type pg from 'pg';
import { settings } from '../lib/config.ts';
import { pgbenchLatencies } from '../lib/postgres.ts';
import { quantile } from '../lib/stats.ts';

export interface Timing {
  p50: number;
  p99: number;
  samples: number;
  rows: number;
}

/** Runs `run` a tenth of `samples` times untimed, then `samples` times timed, one at a time. */
export async function timeQuery(samples: number, run: () => Promise<number>): Promise<Timing> {
  for (let index = 0; index < Math.ceil(samples / 10); index++) await run();
  const timings: number[] = [];
  let rows = 0;
  for (let index = 0; index < samples; index++) {
    const started = performance.now();
    rows = await run();
    timings.push(performance.now() - started);
  }
  return { p50: quantile(timings, 0.5), p99: quantile(timings, 0.99), samples, rows };
}

/** `samples` runs of a statement by pgbench (after a tenth as many untimed), one at a time. */
export function timePgbench(url: string, text: string, values: unknown[], samples: number): Timing {
  pgbenchLatencies(url, text, values, Math.ceil(samples / 10));
  const timings = pgbenchLatencies(url, text, values, samples);
  return { p50: quantile(timings, 0.5), p99: quantile(timings, 0.99), samples, rows: 0 };
}

/** Sequential requests (one connection) for BENCH_SCALE_SECONDS after a short warm-up. */
export async function timeHttp(
  url: string,
  headers: Record<string, string>,
  /** The server answering: its CPU per request is read beside the latency (a shared machine). */
  server?: { cpuSeconds(): number | null },
): Promise<Timing & { bytes: number; non2xx: number; cpuMsPerRequest: number | null }> {
  await autocannon({ url, headers, connections: 1, duration: 2 });
  const cpuBefore = server?.cpuSeconds() ?? null;
  const result = await autocannon({
    url,
    headers,
    connections: 1,
    duration: settings.scaleSeconds,
  });
  const cpuAfter = server?.cpuSeconds() ?? null;
  const cpuMsPerRequest =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : (1000 * (cpuAfter - cpuBefore)) / result.requests.total;
  return {
    cpuMsPerRequest,
    p50: result.latency.p50,
    p99: result.latency.p99,
    samples: result.requests.total,
    rows: 0,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    non2xx: result.non2xx,
  };
}

/** The indexes and scan types a plan uses, e.g. "Index Scan orders_account_updated_at_idx". */
function planSummary(plan: unknown): string[] {
  const found: string[] = [];
  const visit = (node: Record<string, unknown>) => {
    const type = node['Node Type'] as string;
    if (node['Index Name']) found.push(`${type} ${node['Index Name'] as string}`);
    else if (type === 'Seq Scan') found.push(`Seq Scan ${node['Relation Name'] as string}`);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
  };
  visit(plan as Record<string, unknown>);
  return found;
}

export async function explain(client: pg.Client, text: string, values: unknown[]) {
  const { rows } = await client.query<{
    'QUERY PLAN': [{ Plan: unknown; 'Execution Time': number }];
  }>(`explain (analyze, buffers, format json) ${text}`, values);
  const [result] = rows[0]!['QUERY PLAN'];
  return {
    uses: planSummary(result.Plan),
    executionMs: result['Execution Time'],
    plan: result.Plan,
  };
}
