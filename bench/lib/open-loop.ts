import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { quantile } from './stats.ts';

interface Latencies {
  /** Requests the schedule asked for and those answered 2xx. */
  scheduled: number;
  ok: number;
  failed: number;
  /** Milliseconds from each request's intended send time to its answer's end. */
  p50: number;
  p99: number;
  max: number;
}

export interface OpenLoopFigures extends Latencies {
  /** The measured part's answers per second. */
  achievedPerSecond: number;
  /** CPU this process used meanwhile, in % of one core. */
  clientCpuPercent: number;
  /** The first `warmUpSeconds` of the schedule, on the same sockets, not in the figures above. */
  warmUp: Latencies;
}

export interface OpenLoopSchedule {
  rate: number;
  seconds: number;
  warmUpSeconds: number;
}

/**
 * An open-loop load: `send(index)` is called on a fixed schedule (`rate` a second for
 * `warmUpSeconds` and then `seconds`) whatever the earlier calls answered, and each latency runs
 * from the time the schedule meant it to start, so a slow answer is counted in every request queued
 * behind it (no coordinated omission). autocannon's `overallRate` waits for a connection before
 * sending and times from there; this does not. `send` resolves true for a good answer. The warm-up
 * (the client opening its connections, the server catching up) is reported apart, as wrk2 leaves
 * its calibration out of its figures; a request of the measured part still waits behind anything
 * the warm-up left queued.
 */
export async function openLoop(
  schedule: OpenLoopSchedule,
  send: (index: number) => Promise<boolean>,
): Promise<OpenLoopFigures> {
  const warmUpTotal = Math.round(schedule.rate * schedule.warmUpSeconds);
  const total = warmUpTotal + Math.round(schedule.rate * schedule.seconds);
  const emptyPart = (scheduled: number) => ({ latencies: [] as number[], failed: 0, scheduled });
  const parts = [emptyPart(warmUpTotal), emptyPart(total - warmUpTotal)];
  const start = performance.now() + 50;
  const measuredStart = start + schedule.warmUpSeconds * 1000;
  let cpuBefore = process.cpuUsage();

  const timed = async (index: number, intended: number) => {
    const part = parts[index < warmUpTotal ? 0 : 1]!;
    const ok = await send(index).catch(() => false);
    if (ok) part.latencies.push(performance.now() - intended);
    else part.failed += 1;
  };
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const intended = start + (index * 1000) / schedule.rate;
    const wait = intended - performance.now();
    // Timers fire late under load; a late tick sends every request that is due, each still timed
    // from its own intended time.
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (index === warmUpTotal) cpuBefore = process.cpuUsage();
    inFlight.push(timed(index, intended));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - measuredStart) / 1000;
  const client = process.cpuUsage(cpuBefore);
  const [warmUp, measured] = parts.map(figuresOf);
  return {
    ...measured!,
    achievedPerSecond: measured!.ok / elapsed,
    clientCpuPercent: (client.user + client.system) / 1e4 / elapsed,
    warmUp: warmUp!,
  };
}

type OrderSchedule = OpenLoopSchedule & {
  url: string;
  bodies: Record<string, unknown>[];
  headers: Record<string, string>;
  maxSockets?: number;
};

/** What `openLoopApart` runs: orders sent to a server, or the database-alone floor's commits. */
export type OpenLoopRequest =
  | { load: 'orders'; options: OrderSchedule }
  | { load: 'floor'; url: string; schedule: OpenLoopSchedule };

export type OpenLoopAnswer = { figures: OpenLoopFigures } | { error: string };

/**
 * Runs an open-loop load in a process of its own (open-loop-client.ts), whose heap is the load's
 * alone and whose GC runs on its one thread (`--single-threaded-gc`). In the bench process, which
 * keeps every earlier section's figures, its GC ran on V8's four helper threads as well, and in the
 * open loop's worst bursts it took much of a 2-core host's CPU from the servers under test
 * (decision 040, twentieth pass).
 */
export function openLoopApart(request: OpenLoopRequest): Promise<OpenLoopFigures> {
  const client = fileURLToPath(new URL('./open-loop-client.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = fork(client, { execArgv: [...process.execArgv, '--single-threaded-gc'] });
    child.once('message', (answer: OpenLoopAnswer) =>
      'figures' in answer ? resolve(answer.figures) : reject(new Error(answer.error)),
    );
    child.once('exit', (code, signal) =>
      reject(new Error(`the open-loop client stopped (${signal ?? code}) before answering`)),
    );
    child.send(request);
  });
}

/**
 * Orders placed on an open-loop schedule, each the next of `bodies` with a fresh idempotency key,
 * over a keep-alive agent. A request with no free socket waits in the agent's queue, and that wait
 * is in its latency.
 */
export async function openLoopOrders(options: OrderSchedule): Promise<OpenLoopFigures> {
  const target = new URL('/api/v1/public/orders', options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 256 });
  const send = (index: number) =>
    new Promise<boolean>((resolve) => {
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
          response.on('end', () =>
            resolve(response.statusCode !== undefined && response.statusCode < 300),
          );
        },
      );
      request.on('error', () => resolve(false));
      request.end(body);
    });
  try {
    return await openLoop(options, send);
  } finally {
    agent.destroy();
  }
}

function figuresOf(part: { latencies: number[]; failed: number; scheduled: number }): Latencies {
  return {
    scheduled: part.scheduled,
    ok: part.latencies.length,
    failed: part.failed,
    p50: quantile(part.latencies, 0.5),
    p99: quantile(part.latencies, 0.99),
    max: part.latencies.length ? Math.max(...part.latencies) : Number.NaN,
  };
}
