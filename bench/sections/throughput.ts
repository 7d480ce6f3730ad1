import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { BaselineServer } from '../lib/baseline.ts';
import { settings } from '../lib/config.ts';
import { prepareTenantRestaurants, type DemoRestaurant } from '../lib/demo.ts';
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
  server: { cpuSeconds(): number | null },
): Promise<LoadFigures> {
  // Warm-up (JIT, connection pools): a fixed number of requests that all complete, not counted.
  await Promise.all(
    runs.map((options) => autocannon({ ...options, amount: 2 * (options.connections ?? 10) })),
  );
  const cpuBefore = server.cpuSeconds();
  const results = await Promise.all(
    runs.map((options) => autocannon({ ...options, duration: seconds, skipAggregateResult: true })),
  );
  const cpuAfter = server.cpuSeconds();
  const result = aggregateResult(results, {
    url: runs[0]!.url,
    connections: runs.reduce((sum, options) => sum + (options.connections ?? 10), 0),
    duration: seconds,
  });
  // Requests still in flight when the run ended are dropped by the client, not by the server.
  await fetch(drainUrl).then(
    (response) => response.arrayBuffer(),
    () => undefined,
  );
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
    serverCpuPercent:
      cpuBefore === null || cpuAfter === null
        ? null
        : (100 * (cpuAfter - cpuBefore)) / result.duration,
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
 * its own, each request the restaurant's bench order with a fresh idempotency key.
 */
export function orderLoad(server: ApiServer, bodies: Record<string, unknown>[]) {
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
const percent = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : 0);

/**
 * Menu read and order placement on one database, next to the hello-world route measured just
 * before on the same machine, each BENCH_DURATION seconds at BENCH_CONNECTIONS connections.
 * Placement is measured as a multi-tenant service sees it, each connection ordering from a
 * restaurant of its own (as many restaurants of as many accounts, set up through the API like the
 * demo one): that is the row held to the targets. All connections ordering from the one demo
 * restaurant, so every placement queues on that restaurant's reference counter, is an info row.
 * On PostgreSQL (`databaseUrl`), the database alone committing order-sized rows is measured too:
 * the ceiling placement is read against.
 */
export async function benchThroughput(
  report: Report,
  server: ApiServer,
  demo: DemoRestaurant,
  baseline: BaselineServer,
  databaseUrl?: string,
) {
  const database = server.driver === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const section = `API on ${database} (autocannon, ${settings.connections} connections, ${settings.duration} s)`;
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
  );
  console.log(`  order placement, every connection on the demo restaurant ...`);
  const oneRestaurant = await orderLoad(server, [demo.orderBody]);
  if (databaseUrl) console.log(`  the database alone: order-sized commits ...`);
  const ceiling = databaseUrl ? await databaseCeiling(databaseUrl) : null;

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
}
