import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { AggregatorRegistry, type PrometheusContentType } from 'prom-client';
import { createRatePrimary, createWorkerRateCounter, isRateRequest } from './cluster-rate-limit.ts';
import { answerClusterMetrics } from './metrics.ts';

/**
 * One API process per core on PostgreSQL (decision 040): a Node process runs JavaScript on one core,
 * and order placement is CPU-bound in the server. The workers share the port through `node:cluster`
 * (the primary accepts and hands connections round-robin), and share nothing else in memory: live
 * events and storefront invalidations already travel through PostgreSQL LISTEN/NOTIFY (decision 016),
 * and a per-address rate limit near its limit is counted in the primary (`ClusterRateLimitStore`).
 * PGlite lives inside its one process, so the embedded database always runs one.
 */
export function apiWorkerCount(options: { embeddedDatabase: boolean; requested?: number }): number {
  if (options.embeddedDatabase) return 1;
  return options.requested ?? os.availableParallelism();
}

export const isClusterWorker = () => cluster.isWorker;

/** The first worker migrates and seeds; it alone prints the start-up banner. */
export const isFirstProcess = () => !cluster.isWorker || cluster.worker?.id === 1;

/** Printed by the primary once every worker listens (the bench waits for it). */
const WORKERS_READY = 'API workers listening';
/** Tells each worker how many share the limits (a worker's share of a limit is `max / workers`). */
const WORKER_COUNT = 'SCANORDER_API_WORKERS';

let countInWorker: ReturnType<typeof createWorkerRateCounter> | undefined;
const workerRateCounter = () =>
  (countInWorker ??= createWorkerRateCounter(
    {
      send: (message, done) => process.send?.(message, undefined, undefined, done),
      onMessage: (listener) => process.on('message', listener),
    },
    Number(process.env[WORKER_COUNT]) || 1,
  ));

/**
 * A @fastify/rate-limit store that counts a client once whichever worker its connections land on:
 * in the worker while the client is far from its limit, in the primary near it
 * (cluster-rate-limit.ts). Outside a cluster it is never used.
 */
export class ClusterRateLimitStore {
  readonly #store: string;

  constructor(_options?: unknown, store = 'global') {
    this.#store = store;
    // Listening from the start: the primary may ask this worker for its counts before its first.
    workerRateCounter();
  }

  /**
   * @fastify/rate-limit passes the route's window (ms) and limit after the callback; its types omit
   * them. Without a limit every count waits for the primary.
   */
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow = 60_000,
    max = 0,
  ): void {
    workerRateCounter()(this.#store, key, callback, timeWindow, max);
  }

  child(routeOptions: {
    method?: unknown;
    url?: unknown;
    routeInfo?: { method?: unknown; url?: unknown };
  }) {
    const route = routeOptions.routeInfo ?? routeOptions;
    return new ClusterRateLimitStore(undefined, `${String(route.method)} ${String(route.url)}`);
  }
}

/**
 * The primary: starts `count` workers (the first alone until it listens, so migrations and the
 * demo seed run once), counts the rate limits handed to it, replaces a worker that dies while
 * serving, and on SIGTERM/SIGINT passes the signal on and exits when every worker has finished
 * its own graceful shutdown (ops/shutdown.ts).
 */
export function runPrimary(count: number, log: (message: string) => void = console.error) {
  const workers = Math.max(1, count);
  const listening = new Set<number>();
  const rates = createRatePrimary({
    workers: () => [...listening],
    send: (id, message) => cluster.workers?.[id]?.send(message),
  });
  const aggregator = new AggregatorRegistry<PrometheusContentType>();
  let stopping = false;
  let failed = false;

  const fork = (): Worker => {
    const worker = cluster.fork({ [WORKER_COUNT]: String(workers) });
    worker.on('message', (message: unknown) => {
      if (answerClusterMetrics(aggregator, message, (answer) => worker.send(answer))) return;
      if (isRateRequest(message)) rates.receive(worker.id, message);
    });
    return worker;
  };

  let everListened = false;
  const first = fork();
  first.once('listening', () => {
    everListened = true;
    for (let index = 1; index < workers; index++) fork();
  });
  let listened = 0;
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    listened += 1;
    if (listened === workers) log(`${WORKERS_READY}: ${workers}`);
  });
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    rates.leave(worker.id);
    // A worker still loading when the signal came has no handler yet and dies by it: that is a
    // clean stop too. Any other non-zero exit makes the primary's own exit code non-zero.
    if (code !== 0 && !(stopping && signal)) failed = true;
    const left = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (left === 0) process.exit(failed ? 1 : 0);
      return;
    }
    // The first worker failing to start (bad configuration, database down) stops everything, as
    // a single process would; a worker that dies while serving is replaced.
    if (!everListened) {
      log(`API worker ${worker.process.pid} exited while starting (${signal ?? code})`);
      process.exit(code || 1);
    }
    log(`API worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(0);
    for (const worker of running) worker?.process.kill(signal);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
