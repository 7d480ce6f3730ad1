import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { settings } from '../lib/config.ts';
import { placeOrder, type DemoRestaurant } from '../lib/demo.ts';
import type { Report } from '../lib/report.ts';
import type { ApiServer } from '../lib/server.ts';
import { quantile } from '../lib/stats.ts';

interface StreamEvent {
  event: string;
  data: string;
  /** performance.now() when the event's last line arrived. */
  at: number;
}

interface OpenStream {
  status: number;
  contentType: string;
  close(): void;
}

/** Opens a Server-Sent Events stream and hands every complete event to `onEvent`. */
function openStream(
  url: string,
  headers: Record<string, string>,
  onEvent: (event: StreamEvent) => void,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
    request.on('error', reject);
    request.on('response', (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (data.length > 0) onEvent({ event, data: data.join('\n'), at });
        }
      });
      response.on('error', () => undefined);
      resolve({
        status: response.statusCode ?? 0,
        contentType: String(response.headers['content-type'] ?? ''),
        close: () => request.destroy(),
      });
    });
  });
}

/** The order an `event: order` carries: `{ order }` on the board, the order itself per order. */
function orderOf(data: string): { id?: string; version?: number } {
  try {
    const parsed = JSON.parse(data) as { order?: { id?: string; version?: number }; id?: string };
    return parsed.order ?? parsed;
  } catch {
    return {};
  }
}

function waitForEvent<T>(
  check: () => T | undefined,
  register: (wake: () => void) => void,
  timeoutMs: number,
): Promise<T | undefined> {
  const found = check();
  if (found !== undefined) return Promise.resolve(found);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    register(() => {
      const value = check();
      if (value !== undefined) {
        clearTimeout(timer);
        resolve(value);
      }
    });
  });
}

const EVENT_TIMEOUT_MS = 5000;

/**
 * Board mode: one owner board stream on process B; each order is placed on process A and timed
 * from just before the POST to its event on the board.
 */
async function measureWithBoard(
  placing: ApiServer,
  demo: DemoRestaurant,
  boardUrl: string,
  count: number,
) {
  const arrivals = new Map<string, number>();
  let wake: (() => void) | null = null;
  const stream = await openStream(boardUrl, { cookie: demo.owner.cookieHeader() }, (event) => {
    if (event.event !== 'order') return;
    const { id } = orderOf(event.data);
    if (id && !arrivals.has(id)) arrivals.set(id, event.at);
    wake?.();
  });
  const samples: number[] = [];
  const requests: number[] = [];
  let missed = 0;
  try {
    for (let index = 0; index < count; index++) {
      const started = performance.now();
      const order = await placeOrder(placing.url, demo.orderBody);
      requests.push(performance.now() - started);
      const at = await waitForEvent(
        () => arrivals.get(order.id),
        (callback) => (wake = callback),
        EVENT_TIMEOUT_MS,
      );
      wake = null;
      if (at === undefined) missed++;
      else samples.push(at - started);
    }
  } finally {
    stream.close();
  }
  return { samples, requests, missed };
}

/**
 * Until the owner board stream exists: the customer's order stream on process B, timed from just
 * before the owner's status change on process A (PUT .../status) to the new version's event.
 */
async function measureWithOrderStream(
  placing: ApiServer,
  watching: ApiServer,
  demo: DemoRestaurant,
  count: number,
) {
  const samples: number[] = [];
  const requests: number[] = [];
  let missed = 0;
  for (let index = 0; index < count; index++) {
    const order = await placeOrder(placing.url, demo.orderBody);
    const versions = new Map<number, number>();
    let wake: (() => void) | null = null;
    const stream = await openStream(
      `${watching.url}/api/v1/public/orders/${order.id}/events`,
      {},
      (event) => {
        const { version } = orderOf(event.data);
        if (event.event === 'order' && version !== undefined && !versions.has(version))
          versions.set(version, event.at);
        wake?.();
      },
    );
    try {
      const first = await waitForEvent(
        () => versions.get(order.version),
        (callback) => (wake = callback),
        EVENT_TIMEOUT_MS,
      );
      if (first === undefined) throw new Error(`order stream of ${order.id} sent nothing`);
      const started = performance.now();
      await demo.owner.request('PUT', `/api/v1/orders/${order.id}/status`, {
        status: 'Order Accepted',
        version: order.version,
      });
      requests.push(performance.now() - started);
      const at = await waitForEvent(
        () => versions.get(order.version + 1),
        (callback) => (wake = callback),
        EVENT_TIMEOUT_MS,
      );
      if (at === undefined) missed++;
      else samples.push(at - started);
    } finally {
      stream.close();
    }
  }
  return { samples, requests, missed };
}

/**
 * Live latency with two API processes on one PostgreSQL: orders placed (or moved) through A, the
 * event read from B, BENCH_LIVE_ORDERS times one after another.
 */
export async function benchLive(
  report: Report,
  placing: ApiServer,
  watching: ApiServer,
  demo: DemoRestaurant,
) {
  const section = 'Live latency (2 API processes, 1 PostgreSQL)';
  const count = settings.liveOrders;
  // The owner's session was made on A; B shares the database and signing secret.
  const boardUrl = `${watching.url}/api/v1/businesses/restaurant/orders/events?businessId=${demo.businessId}`;
  const probe = await openStream(boardUrl, { cookie: demo.owner.cookieHeader() }, () => undefined);
  probe.close();
  const hasBoard = probe.status === 200 && probe.contentType.startsWith('text/event-stream');

  // A few untimed rounds first (connections, JIT).
  const warmUp = Math.min(20, count);
  if (hasBoard) await measureWithBoard(placing, demo, boardUrl, warmUp);
  else await measureWithOrderStream(placing, watching, demo, warmUp);
  const { samples, requests, missed } = hasBoard
    ? await measureWithBoard(placing, demo, boardUrl, count)
    : await measureWithOrderStream(placing, watching, demo, count);

  const p50 = quantile(samples, 0.5);
  const p99 = quantile(samples, 0.99);
  const what = hasBoard
    ? `order placed on A -> event on the owner board on B`
    : `status change on A -> event on the customer order stream on B`;
  const request = hasBoard ? 'the POST alone' : 'the PUT alone';
  report.add({
    section,
    metric: `${what}, p50 (${count} orders)`,
    value: `${p50.toFixed(1)} ms`,
    baseline: `${request}: p50 ${quantile(requests, 0.5).toFixed(1)} ms`,
    target: '-',
    pass: null,
  });
  report.add({
    section,
    metric: `${what}, p99 (${count} orders)`,
    value: `${p99.toFixed(1)} ms` + (missed > 0 ? `; ${missed} events missed` : ''),
    baseline: `${request}: p99 ${quantile(requests, 0.99).toFixed(1)} ms`,
    target: 'target <= 150 ms',
    pass: p99 <= 150 && missed === 0,
  });
  if (!hasBoard)
    report.note(
      section,
      `the owner board stream (${boardUrl.replace(watching.url, '')}) answered ${probe.status} ${probe.contentType}: measured with the customer order stream instead; the bench switches to the board once it answers with an event stream.`,
    );
  report.detail('live', {
    mode: hasBoard ? 'board' : 'order-stream',
    samples,
    requests,
    missed,
  });
}
