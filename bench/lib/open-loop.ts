import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { quantile } from './stats.ts';

export interface OpenLoopFigures {
  /** Requests the schedule asked for and those answered 2xx. */
  scheduled: number;
  ok: number;
  failed: number;
  /** Milliseconds from each request's intended send time to its answer's end. */
  p50: number;
  p99: number;
  max: number;
  /** Answers per second over the schedule's length. */
  achievedPerSecond: number;
  /** CPU this process used meanwhile, in % of one core. */
  clientCpuPercent: number;
}

/**
 * An open-loop load: requests leave on a fixed schedule (`rate` a second for `seconds`) whatever the
 * server answers, and each latency runs from the time the schedule meant it to leave, so a slow
 * answer is counted in every request queued behind it (no coordinated omission). autocannon's
 * `overallRate` waits for a connection before sending and times from there; this does not. A
 * request with no free connection waits in the agent's queue, and that wait is in its latency.
 */
export async function openLoopOrders(options: {
  url: string;
  rate: number;
  seconds: number;
  bodies: Record<string, unknown>[];
  headers: Record<string, string>;
  maxSockets?: number;
}): Promise<OpenLoopFigures> {
  const target = new URL('/api/v1/public/orders', options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 256 });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let failed = 0;
  const cpuBefore = process.cpuUsage();
  const start = performance.now() + 50;

  const send = (index: number, intended: number) =>
    new Promise<void>((resolve) => {
      const body = JSON.stringify({
        ...options.bodies[index % options.bodies.length],
        idempotencyKey: randomUUID(),
      });
      const request = http.request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            ...options.headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== undefined && response.statusCode < 300)
              latencies.push(performance.now() - intended);
            else failed += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failed += 1;
        resolve();
      });
      request.end(body);
    });

  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const intended = start + (index * 1000) / options.rate;
    const wait = intended - performance.now();
    // Timers fire late under load; a late tick sends every request that is due, each still timed
    // from its own intended time.
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(index, intended));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  const client = process.cpuUsage(cpuBefore);
  agent.destroy();
  return {
    scheduled: total,
    ok: latencies.length,
    failed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies.length ? Math.max(...latencies) : Number.NaN,
    achievedPerSecond: latencies.length / elapsed,
    clientCpuPercent: (client.user + client.system) / 1e4 / elapsed,
  };
}
