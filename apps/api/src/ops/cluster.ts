import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { LRUCache } from 'lru-cache';
import { AggregatorRegistry, type PrometheusContentType } from 'prom-client';
import { answerClusterMetrics } from './metrics.ts';

/**
 * One API process per core on PostgreSQL (decision 040): a Node process runs JavaScript on one core,
 * and order placement is CPU-bound in the server. The workers share the port through `node:cluster`
 * (the primary accepts and hands connections round-robin), and share nothing else in memory: live
 * events and storefront invalidations already travel through PostgreSQL LISTEN/NOTIFY (decision 016),
 * and the per-address rate limits are counted in the primary (`ClusterRateLimitStore`). PGlite lives
 * inside its one process, so the embedded database always runs one.
 */
export function apiWorkerCount(options: { embeddedDatabase: boolean; requested?: number }): number {
  if (options.embeddedDatabase) return 1;
  return options.requested ?? os.availableParallelism();
}

export const isClusterWorker = () => cluster.isWorker;

/** The first worker migrates and seeds; it alone prints the start-up banner. */
export const isFirstProcess = () => !cluster.isWorker || cluster.worker?.id === 1;

const RATE_MESSAGE = 'scanorder:rate-limit';
/** Printed by the primary once every worker listens (the bench waits for it). */
const WORKERS_READY = 'API workers listening';

interface RateCount {
  id: number;
  store: string;
  key: string;
  timeWindow: number;
}

/** Every count a worker asked for in one turn of its event loop: one IPC message, not one each. */
interface RateRequest {
  type: typeof RATE_MESSAGE;
  counts: RateCount[];
}

interface RateAnswer {
  type: typeof RATE_MESSAGE;
  answers: { id: number; current: number; ttl: number }[];
}

const isRateRequest = (message: unknown): message is RateRequest =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === RATE_MESSAGE &&
  Array.isArray((message as { counts?: unknown }).counts);

/** The primary's fixed-window counters for every worker (as @fastify/rate-limit's LocalStore). */
function createRateCounters() {
  const windows = new LRUCache<string, { current: number; startedAt: number }>({ max: 100_000 });
  return (request: RateCount): { current: number; ttl: number } => {
    const now = Date.now();
    const id = `${request.store}\n${request.key}`;
    const window = windows.get(id);
    if (!window || window.startedAt + request.timeWindow <= now) {
      windows.set(id, { current: 1, startedAt: now });
      return { current: 1, ttl: request.timeWindow };
    }
    window.current += 1;
    return { current: window.current, ttl: window.startedAt + request.timeWindow - now };
  };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
const pending = new Map<number, Callback>();
let nextId = 0;
let listening = false;
/** Counts asked for since the last flush; sent together once this turn's I/O callbacks ran. */
let queued: RateCount[] = [];

function listenForAnswers() {
  if (listening) return;
  listening = true;
  process.on('message', (message: unknown) => {
    const answer = message as RateAnswer;
    if (answer?.type !== RATE_MESSAGE || !Array.isArray(answer.answers)) return;
    for (const { id, current, ttl } of answer.answers) {
      const callback = pending.get(id);
      pending.delete(id);
      callback?.(null, { current, ttl });
    }
  });
}

/**
 * Under load many requests arrive in one turn of the event loop; each IPC message is a write to the
 * primary's pipe and a wake-up of the primary, so the turn's counts travel as one message.
 */
function flush() {
  const counts = queued;
  queued = [];
  const request: RateRequest = { type: RATE_MESSAGE, counts };
  process.send?.(request, undefined, undefined, (error: Error | null) => {
    if (!error) return;
    for (const { id } of counts) {
      const callback = pending.get(id);
      pending.delete(id);
      callback?.(error);
    }
  });
}

/**
 * A @fastify/rate-limit store whose counts live in the cluster's primary, so a client's requests
 * count once whichever worker its connections land on. Outside a cluster it is never used.
 */
export class ClusterRateLimitStore {
  readonly #store: string;

  constructor(_options?: unknown, store = 'global') {
    this.#store = store;
    listenForAnswers();
  }

  /** @fastify/rate-limit passes the route's window (ms) after the callback; its types omit it. */
  incr(key: string, callback: Callback, timeWindow = 60_000): void {
    const id = ++nextId;
    pending.set(id, callback);
    if (queued.length === 0) setImmediate(flush);
    queued.push({ id, store: this.#store, key, timeWindow });
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
 * demo seed run once), answers their rate-limit counts, replaces a worker that dies while serving,
 * and on SIGTERM/SIGINT passes the signal on and exits when every worker has finished its own
 * graceful shutdown (ops/shutdown.ts).
 */
export function runPrimary(count: number, log: (message: string) => void = console.error) {
  const workers = Math.max(1, count);
  const counters = createRateCounters();
  const aggregator = new AggregatorRegistry<PrometheusContentType>();
  let stopping = false;
  let failed = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (answerClusterMetrics(aggregator, message, (answer) => worker.send(answer))) return;
      if (!isRateRequest(message)) return;
      const answer: RateAnswer = {
        type: RATE_MESSAGE,
        answers: message.counts.map((count) => ({ id: count.id, ...counters(count) })),
      };
      worker.send(answer);
    });
    return worker;
  };

  let everListened = false;
  let listening = 0;
  const first = fork();
  first.once('listening', () => {
    everListened = true;
    for (let index = 1; index < workers; index++) fork();
  });
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) log(`${WORKERS_READY}: ${workers}`);
  });
  cluster.on('exit', (worker, code, signal) => {
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
