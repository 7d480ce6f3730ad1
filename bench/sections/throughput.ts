import { randomUUID } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import type { BaselineServer } from '../lib/baseline.ts';
import { settings } from '../lib/config.ts';
import { prepareTenantRestaurants, type DemoRestaurant } from '../lib/demo.ts';
import { withClient } from '../lib/postgres.ts';
import type { Report } from '../lib/report.ts';
import type { ApiServer } from '../lib/server.ts';
import { wholeMs } from '../lib/stats.ts';
import { databaseCeiling } from './database-ceiling.ts';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** CPU the server process used during the measured run, in % of one core. */
  serverCpuPercent: number | null;
  /** CPU PostgreSQL's processes used meanwhile (a cluster on this machine only), in % of one core. */
  databaseCpuPercent: number | null;
  /** CPU this process (autocannon, the load generator) used meanwhile, in % of one core. */
  clientCpuPercent: number;
}

/** Something whose CPU use can be read before and after a run. */
export interface CpuMeter {
  cpuSeconds(): number | null;
}

/** What a phone's browser sends with a fetch: it accepts compressed answers. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/** autocannon's merge of runs made with `skipAggregateResult` (missing from its types). */
const aggregateResult = (
  autocannon as unknown as {
    aggregateResult(this: void, results: unknown[], options: autocannon.Options): autocannon.Result;
  }
).aggregateResult;

/**
 * Runs every option set at once for `seconds` (each its own autocannon instance, so each can aim
 * at its own target) and merges them into one result: the latency histograms are added, not
 * averaged, so p50 and p99 are those of every request of every instance.
 */
async function cannon(
  runs: autocannon.Options[],
  seconds: number,
  /** Answers after the server has worked off what an ended run left in flight. */
  drainUrl: string,
  server: CpuMeter,
  database?: CpuMeter,
  /** The warm-up's length; the placement's cluster row gives each of its processes one's. */
  warmUpSeconds = settings.warmUp,
  /** Runs between the warm-up and the measured run (a meter that counts only the latter). */
  beforeMeasured?: () => Promise<void>,
): Promise<LoadFigures> {
  // Requests still in flight when a timed run ends are dropped by the client, not by the server.
  const drain = () =>
    fetch(drainUrl).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
  // Warm-up (JIT, connection pools), not counted: the same load for warmUpSeconds, or with 0,
  // two requests per connection.
  await Promise.all(
    runs.map((options) =>
      autocannon(
        warmUpSeconds > 0
          ? { ...options, duration: warmUpSeconds }
          : { ...options, amount: 2 * (options.connections ?? 10) },
      ),
    ),
  );
  await drain();
  await beforeMeasured?.();
  const cpuBefore = server.cpuSeconds();
  const databaseBefore = database?.cpuSeconds() ?? null;
  const clientBefore = process.cpuUsage();
  const results = await Promise.all(
    runs.map((options) => autocannon({ ...options, duration: seconds, skipAggregateResult: true })),
  );
  const cpuAfter = server.cpuSeconds();
  const databaseAfter = database?.cpuSeconds() ?? null;
  const client = process.cpuUsage(clientBefore);
  const result = aggregateResult(results, {
    url: runs[0]!.url,
    connections: runs.reduce((sum, options) => sum + (options.connections ?? 10), 0),
    duration: seconds,
  });
  await drain();
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  const percentOfCore = (before: number | null, after: number | null) =>
    before === null || after === null ? null : (100 * (after - before)) / result.duration;
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
    serverCpuPercent: percentOfCore(cpuBefore, cpuAfter),
    databaseCpuPercent: percentOfCore(databaseBefore, databaseAfter),
    clientCpuPercent: (client.user + client.system) / 1e4 / result.duration,
  };
}

export function helloWorldLoad(baseline: BaselineServer) {
  return cannon(
    [{ url: baseline.helloUrl, connections: settings.connections, headers: BROWSER_HEADERS }],
    settings.duration,
    baseline.helloUrl,
    baseline,
  );
}

/** The menu's answer as a phone's browser receives it: its size on the wire and its encoding. */
async function menuOnTheWire(server: ApiServer, demo: DemoRestaurant) {
  const response = await fetch(`${server.url}${demo.menuApiPath}`, { headers: BROWSER_HEADERS });
  await response.arrayBuffer();
  const size = Number(response.headers.get('content-length'));
  if (!response.ok || !Number.isFinite(size) || size <= 0)
    throw new Error(`the menu answered ${response.status} without a content-length`);
  return { size, encoding: response.headers.get('content-encoding') };
}

/** Bare Fastify sending as many prepared bytes as the menu's answer: what its size alone costs. */
function sameBytesLoad(baseline: BaselineServer, wire: { size: number; encoding: string | null }) {
  const url = baseline.bytesUrl(wire.size, wire.encoding);
  return cannon(
    [{ url, connections: settings.connections, headers: BROWSER_HEADERS }],
    settings.duration,
    // The prepared bytes are no real compressed body: drain on hello-world, which a client decodes.
    baseline.helloUrl,
    baseline,
  );
}

export function menuReadLoad(server: ApiServer, demo: DemoRestaurant) {
  return cannon(
    [
      {
        url: `${server.url}${demo.menuApiPath}`,
        connections: settings.connections,
        headers: BROWSER_HEADERS,
      },
    ],
    settings.duration,
    `${server.url}/api/health`,
    server,
  );
}

/**
 * Order placement: each order body (one per restaurant) gets `connections / bodies` connections of
 * its own, each request the restaurant's bench order with a fresh idempotency key. A server of
 * several processes is warmed `processes` times as long: each process compiles the order path on
 * its own share of the warm-up's orders, and a worker warmed on half of one process's orders was
 * still compiling in the measured run (decision 040, thirteenth pass).
 */
export function orderLoad(
  server: ApiServer,
  bodies: Record<string, unknown>[],
  database?: CpuMeter,
  processes = 1,
  beforeMeasured?: () => Promise<void>,
) {
  const perBody = Math.max(1, Math.floor(settings.connections / bodies.length));
  return cannon(
    bodies.map((body) => ({
      url: server.url,
      connections: perBody,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/public/orders',
          headers: { 'content-type': 'application/json', ...BROWSER_HEADERS },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ ...body, idempotencyKey: randomUUID() }),
          }),
        },
      ],
    })),
    settings.duration,
    `${server.url}/api/health`,
    server,
    database,
    settings.warmUp * processes,
    beforeMeasured,
  );
}

const perSecond = (figures: LoadFigures) =>
  `${Math.round(figures.requestsPerSecond)} req/s; p50 ${wholeMs(figures.p50)}, p99 ${wholeMs(figures.p99)}` +
  (figures.serverCpuPercent === null
    ? ''
    : `; server CPU ${figures.serverCpuPercent.toFixed(0)} % of a core`) +
  (figures.non2xx + figures.errors > 0
    ? `; ${figures.non2xx} non-2xx, ${figures.errors} errors`
    : '');

/**
 * What one order placed cost in CPU, from the run's CPU use and its count, and what that allows on
 * this machine: its cores divided by the cost is the most orders a second it can place, and with
 * every connection always waiting on an order, Little's law gives their least mean wait.
 */
export function cpuPerOrder(orders: LoadFigures) {
  const msPerOrder = (cpuPercent: number) => (10 * cpuPercent) / orders.requestsPerSecond;
  if (
    orders.serverCpuPercent === null ||
    orders.databaseCpuPercent === null ||
    orders.requestsPerSecond <= 0
  )
    return null;
  return {
    server: msPerOrder(orders.serverCpuPercent),
    database: msPerOrder(orders.databaseCpuPercent),
    client: msPerOrder(orders.clientCpuPercent),
  };
}

function cpuPerOrderRow(section: string, spread: string, orders: LoadFigures) {
  const cpu = cpuPerOrder(orders);
  const metric = `CPU per order placed in that run (${spread})`;
  if (!cpu)
    return {
      section,
      metric,
      value: 'not measured (PostgreSQL runs on another machine)',
      baseline: '-',
      target: '-',
      pass: null,
    };
  const { server, database, client } = cpu;
  const total = server + database + client;
  const cores = os.availableParallelism();
  const most = (1000 * cores) / total;
  return {
    section,
    metric,
    value: `server ${server.toFixed(2)} ms + PostgreSQL ${database.toFixed(2)} ms + load generator ${client.toFixed(2)} ms = ${total.toFixed(2)} ms`,
    baseline: `${cores} cores`,
    target: `at this cost ${cores} cores place at most ${Math.round(most)} orders/s, and ${settings.connections} connections wait at least ${Math.round((1000 * settings.connections) / most)} ms on average (Little's law); targets: server <= 0.40 ms, PostgreSQL <= 0.35 ms`,
    pass: server <= 0.4 && database <= 0.35,
  };
}

/**
 * The placement rows measure a database past its first minute: its orders counted by ANALYZE, as
 * autovacuum does within a minute of the first orders (its naptime). Before that, each connection's
 * place statement keeps the generic plan made while the table was empty, which found an order's
 * idempotency key by scanning every order of the account (decision 040, twenty-first pass). The
 * warm-up has placed a few thousand by now.
 */
const analyzeAfterWarmUp = (url: string) =>
  withClient(url, async (client) => {
    await client.query('analyze');
  });

const percent = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : 0);

/**
 * Menu read and order placement on one database, next to the hello-world route measured just
 * before on the same machine, each BENCH_DURATION seconds at BENCH_CONNECTIONS connections.
 * Placement is measured as a multi-tenant service sees it, each connection ordering from a
 * restaurant of its own (as many restaurants of as many accounts, set up through the API like the
 * demo one): that is the row held to the targets. All connections ordering from the one demo
 * restaurant, so every placement queues on that restaurant's reference counter, is an info row.
 * On PostgreSQL (`database`), the database alone committing order-sized rows is measured too: the
 * ceiling placement is read against; and, when the cluster runs on this machine, the CPU each order
 * costs the server, PostgreSQL and the load generator together: what this machine can place at most.
 */
export async function benchThroughput(
  report: Report,
  server: ApiServer,
  demo: DemoRestaurant,
  baseline: BaselineServer,
  database?: { url: string } & CpuMeter,
) {
  const databaseName = server.driver === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const section = `API on ${databaseName} (autocannon, ${settings.connections} connections, ${settings.duration} s)`;
  const restaurantCount = settings.connections;
  console.log(`  ${restaurantCount} restaurants of their own accounts ...`);
  const started = Date.now();
  const tenants = await prepareTenantRestaurants(server, demo, restaurantCount);
  report.note(
    section,
    `${restaurantCount} restaurants of ${restaurantCount} accounts set up through the API in ${((Date.now() - started) / 1000).toFixed(0)} s (sign-up, verification, sign-in, the demo's settings, one branch, the two menu items the bench orders, a "Table 1" QR code)`,
  );
  console.log(`  hello-world ...`);
  const hello = await helloWorldLoad(baseline);
  const wire = await menuOnTheWire(server, demo);
  console.log(`  the same bytes from bare Fastify ...`);
  const sameBytes = await sameBytesLoad(baseline, wire);
  console.log(`  menu read ...`);
  const menu = await menuReadLoad(server, demo);
  console.log(`  order placement, one restaurant per connection ...`);
  const orders = await orderLoad(
    server,
    tenants.map((tenant) => tenant.orderBody),
    database,
    1,
    database && (() => analyzeAfterWarmUp(database.url)),
  );
  console.log(`  order placement, every connection on the demo restaurant ...`);
  const oneRestaurant = await orderLoad(server, [demo.orderBody]);
  if (database) console.log(`  the database alone: order-sized commits ...`);
  const ceiling = database ? await databaseCeiling(database.url) : null;

  const helloLabel = `hello-world ${Math.round(hello.requestsPerSecond)} req/s; p99 ${wholeMs(hello.p99)}`;
  report.add({
    section,
    metric: 'Fastify hello-world (baseline)',
    value: perSecond(hello),
    baseline: '-',
    target: '-',
    pass: null,
  });
  const menuShare = percent(menu.requestsPerSecond, hello.requestsPerSecond);
  report.add({
    section,
    metric: `Menu read GET /api/v1/public/menus/... (${demo.menuShape.items} items, ${(demo.menuShape.bytes / 1024).toFixed(0)} KB JSON)`,
    value: perSecond(menu),
    baseline: helloLabel,
    target: `${menuShare.toFixed(1)} % of hello-world (target >= 70 %)`,
    pass: menuShare >= 70 && menu.non2xx + menu.errors === 0,
  });
  const wireLabel = `${(wire.size / 1024).toFixed(1)} KB${wire.encoding ? ` ${wire.encoding}` : ''}`;
  report.add({
    section,
    metric: `Bare Fastify sending as many prepared bytes as the menu's answer on the wire (${wireLabel}), no app: the floor of a menu read`,
    value: perSecond(sameBytes),
    baseline: helloLabel,
    target: `${percent(sameBytes.requestsPerSecond, hello.requestsPerSecond).toFixed(1)} % of hello-world; the menu read reaches ${percent(menu.requestsPerSecond, sameBytes.requestsPerSecond).toFixed(0)} % of it`,
    pass: null,
  });
  const clean = (figures: LoadFigures) => figures.non2xx + figures.errors === 0;
  const orderShare = percent(orders.requestsPerSecond, hello.requestsPerSecond);
  const onPostgres = server.driver === 'postgres';
  const spread = `${restaurantCount} restaurants of ${restaurantCount} accounts, each connection ordering from its own`;
  report.add({
    section,
    metric: `Order placement POST /api/v1/public/orders (${spread}; dine-in, 2 lines, a fresh idempotency key per request)`,
    value: perSecond(orders),
    baseline: helloLabel,
    target: `${orderShare.toFixed(1)} % of hello-world` + (onPostgres ? ' (target >= 40 %)' : ''),
    pass: onPostgres ? orderShare >= 40 && clean(orders) : clean(orders) ? null : false,
  });
  if (onPostgres) {
    report.add({
      section,
      metric: `Order placement p99 (${spread})`,
      value: wholeMs(orders.p99),
      baseline: `hello-world p99 ${wholeMs(hello.p99)}`,
      target: 'target <= 50 ms',
      pass: orders.p99 <= 50 && clean(orders),
    });
  }
  if (onPostgres) report.add(cpuPerOrderRow(section, spread, orders));
  report.add({
    section,
    metric: `Order placement, all ${settings.connections} connections on the one demo restaurant (each placement queues on its reference counter)`,
    value: perSecond(oneRestaurant),
    baseline: helloLabel,
    target: `${percent(oneRestaurant.requestsPerSecond, hello.requestsPerSecond).toFixed(1)} % of hello-world (no target)`,
    pass: clean(oneRestaurant) ? null : false,
  });
  if (ceiling) {
    report.add({
      section,
      metric: `PostgreSQL alone: one order-sized row committed per transaction, ${settings.connections} connections, no HTTP and no app (node-postgres)`,
      value: `${Math.round(ceiling.transactionsPerSecond)} commits/s; p50 ${wholeMs(ceiling.p50)}, p99 ${wholeMs(ceiling.p99)}`,
      baseline: helloLabel,
      target: `${percent(ceiling.transactionsPerSecond, hello.requestsPerSecond).toFixed(1)} % of hello-world; order placement reaches ${percent(orders.requestsPerSecond, ceiling.transactionsPerSecond).toFixed(0)} % of it`,
      pass: null,
    });
  }
  report.detail(`throughput.${server.driver}`, {
    hello,
    sameBytes: { ...wire, ...sameBytes },
    menu,
    orders: { restaurants: restaurantCount, ...orders },
    ordersOneRestaurant: oneRestaurant,
    databaseCeiling: ceiling,
  });
  return {
    section,
    bodies: tenants.map((tenant) => tenant.orderBody),
    orders,
    oneRestaurant,
    ceiling,
  };
}
