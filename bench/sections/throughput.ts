import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { BaselineServer } from '../lib/baseline.ts';
import { settings } from '../lib/config.ts';
import type { DemoRestaurant } from '../lib/demo.ts';
import type { Report } from '../lib/report.ts';
import type { ApiServer } from '../lib/server.ts';
import { wholeMs } from '../lib/stats.ts';

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

async function cannon(
  options: autocannon.Options,
  seconds: number,
  /** Answers after the server has worked off what an ended run left in flight. */
  drainUrl: string,
  server: { cpuSeconds(): number | null },
): Promise<LoadFigures> {
  // Warm-up (JIT, connection pools): a fixed number of requests that all complete, not counted.
  await autocannon({ ...options, amount: 2 * (options.connections ?? 10) });
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({ ...options, duration: seconds });
  const cpuAfter = server.cpuSeconds();
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
    { url: baseline.helloUrl, connections: settings.connections, headers: BROWSER_HEADERS },
    settings.duration,
    baseline.helloUrl,
    baseline,
  );
}

export function menuReadLoad(server: ApiServer, demo: DemoRestaurant) {
  return cannon(
    {
      url: `${server.url}${demo.menuApiPath}`,
      connections: settings.connections,
      headers: BROWSER_HEADERS,
    },
    settings.duration,
    `${server.url}/api/health`,
    server,
  );
}

/** Order placement: the demo order with a fresh idempotency key on every request. */
export function orderLoad(server: ApiServer, demo: DemoRestaurant) {
  return cannon(
    {
      url: server.url,
      connections: settings.connections,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/public/orders',
          headers: { 'content-type': 'application/json', ...BROWSER_HEADERS },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ ...demo.orderBody, idempotencyKey: randomUUID() }),
          }),
        },
      ],
    },
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
 */
export async function benchThroughput(
  report: Report,
  server: ApiServer,
  demo: DemoRestaurant,
  baseline: BaselineServer,
) {
  const database = server.driver === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const section = `API on ${database} (autocannon, ${settings.connections} connections, ${settings.duration} s)`;
  console.log(`  hello-world ...`);
  const hello = await helloWorldLoad(baseline);
  console.log(`  menu read ...`);
  const menu = await menuReadLoad(server, demo);
  console.log(`  order placement ...`);
  const orders = await orderLoad(server, demo);

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
  const orderShare = percent(orders.requestsPerSecond, hello.requestsPerSecond);
  const onPostgres = server.driver === 'postgres';
  report.add({
    section,
    metric: 'Order placement POST /api/v1/public/orders',
    value: perSecond(orders),
    baseline: helloLabel,
    target: `${orderShare.toFixed(1)} % of hello-world` + (onPostgres ? ' (target >= 40 %)' : ''),
    pass: onPostgres
      ? orderShare >= 40 && orders.non2xx + orders.errors === 0
      : orders.non2xx + orders.errors === 0
        ? null
        : false,
  });
  if (onPostgres) {
    report.add({
      section,
      metric: 'Order placement p99',
      value: wholeMs(orders.p99),
      baseline: `hello-world p99 ${wholeMs(hello.p99)}`,
      target: 'target <= 50 ms',
      pass: orders.p99 <= 50,
    });
  }
  report.detail(`throughput.${server.driver}`, { hello, menu, orders });
}
