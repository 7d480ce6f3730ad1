import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type PrometheusContentType,
} from 'prom-client';
import { AppError } from '@scanorder/shared/errors/app-error';
import type { DatabaseHandle } from '../db/client.ts';
import { countEventStreams } from '../modules/events/event-stream.ts';

/** Where orders are placed: a 201 there is a new order (200 is an idempotent replay). */
const PLACE_ORDER_ROUTE = '/api/v1/public/orders';

let processRegistry: Registry | undefined;

/**
 * Process memory, CPU, event-loop delay and GC belong to the process, not to one app: collected
 * once per process (the test suites build many apps in one) and merged into each app's answer.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface AppMetrics {
  /** Milliseconds from a NOTIFY being sent to this process dispatching it. */
  observeEventLag: (ms: number) => void;
}

export interface MetricsOptions {
  database: DatabaseHandle;
  /** Bearer token that `GET /metrics` requires; unset, the route is not registered. */
  token: string | undefined;
}

const METRICS_MESSAGE = 'scanorder:metrics';

interface MetricsAnswer {
  type: typeof METRICS_MESSAGE;
  id: number;
  text?: string;
  error?: string;
}

const isMetricsAnswer = (message: unknown): message is MetricsAnswer =>
  (message as { type?: unknown } | null)?.type === METRICS_MESSAGE;

let nextRequest = 0;

// prom-client answers the primary's gathering only in a worker that made an AggregatorRegistry:
// made when this module loads, so a worker still building its app answers (with what it has)
// rather than leaving the scrape to time out.
if (cluster.isWorker) new AggregatorRegistry<PrometheusContentType>();

/**
 * Under `node:cluster` (decision 040) a scrape reaches one worker, whose own counters would jump
 * from scrape to scrape: the worker asks the primary, which gathers every worker's registries
 * (prom-client's AggregatorRegistry: counters and histograms summed) and answers the whole.
 */
function clusterMetricsText(): Promise<string> {
  const id = ++nextRequest;
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isMetricsAnswer(message) || message.id !== id) return;
      process.off('message', onMessage);
      if (message.text === undefined) reject(new Error(message.error ?? 'no cluster metrics'));
      else resolve(message.text);
    };
    process.on('message', onMessage);
    process.send?.({ type: METRICS_MESSAGE, id });
  });
}

/** The primary's side: answers a worker's request with every worker's metrics, aggregated. */
export function answerClusterMetrics(
  aggregator: AggregatorRegistry<PrometheusContentType>,
  message: unknown,
  reply: (answer: MetricsAnswer) => void,
): boolean {
  if (!isMetricsAnswer(message)) return false;
  aggregator.clusterMetrics().then(
    (text) => reply({ type: METRICS_MESSAGE, id: message.id, text }),
    (error: unknown) => reply({ type: METRICS_MESSAGE, id: message.id, error: String(error) }),
  );
  return true;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function authorized(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  // Equal-length digests, so the comparison takes the same time whatever was sent.
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics of this process: request durations by route and status, orders placed, live
 * streams open, event-bus lag, the database pool, and the process's own memory and CPU. Served
 * as Prometheus text at `GET /metrics` to a scraper holding METRICS_TOKEN.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): AppMetrics {
  const { token } = options;
  // Nobody can read them: no per-request cost either (the demo and the bench run this way).
  if (!token) return { observeEventLag: () => undefined };
  const registry = new Registry();
  const registers = [registry];
  // What this worker reports when the primary gathers the cluster's metrics.
  if (cluster.isWorker) AggregatorRegistry.setRegistries([processMetrics(), registry]);
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const ordersPlaced = new Counter({
    name: 'scanorder_orders_placed_total',
    help: 'Orders placed through this process (idempotent replays not counted)',
    registers,
  });
  new Gauge({
    name: 'scanorder_live_streams_open',
    help: 'Server-Sent Events streams (order pages, boards, kiosks) open on this process',
    registers,
    collect() {
      this.set(countEventStreams(app));
    },
  });
  const eventLag = new Histogram({
    name: 'scanorder_event_bus_lag_seconds',
    help: 'Time from a change being notified in PostgreSQL to this process receiving it',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const { database } = options;
  new Gauge({
    name: 'scanorder_db_pool_connections',
    help: 'PostgreSQL pool connections by state (PGlite: one in-process connection, not reported)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'max' }, stats.max);
    },
  });
  new Gauge({
    name: 'scanorder_db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL pool connection',
    registers,
    collect() {
      const stats = database.poolStats();
      if (stats) this.set(stats.waiting);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    const status = reply.statusCode;
    requestDuration.observe(
      { method: request.method, route, status_code: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 201 && request.method === 'POST' && route === PLACE_ORDER_ROUTE)
      ordersPlaced.inc();
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHENTICATED', 'Metrics need the METRICS_TOKEN bearer token');
    }
    if (cluster.isWorker) return reply.type(registry.contentType).send(await clusterMetricsText());
    const merged = Registry.merge([processMetrics(), registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });

  return {
    observeEventLag: (ms) => {
      if (ms >= 0) eventLag.observe(ms / 1000);
    },
  };
}
