import { randomUUID } from 'node:crypto';
import { settings } from '../lib/config.ts';
import type { DemoRestaurant } from '../lib/demo.ts';
import type { Report } from '../lib/report.ts';
import type { ApiServer } from '../lib/server.ts';
import { quantile, wholeMs } from '../lib/stats.ts';
import { cpuPerOrder, type CpuMeter, type LoadFigures } from './throughput.ts';

const BUSINESS = '/api/v1/businesses/restaurant';
/** The local provider's card that always succeeds (@scanorder/shared/payments/payments). */
const TEST_CARD = { number: '4242424242424242', expiry: '12/40', cvc: '123' };

interface OrderSettings extends Record<string, unknown> {
  dineInPayment: string;
  paymentNotAvailable: boolean;
}

async function post(server: ApiServer, path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * A guest's whole checkout with the built-in `local` provider (issue 18): the order is placed,
 * held until paid (dine-in set to pay before the order is sent), then paid with the test card and
 * a 10 % tip. Each of `connections` guests repeats place-then-pay for the run's duration; the
 * latency is the pair's, from placing to the payment's answer. Read beside the same run's
 * placement on the same (demo) restaurant: what taking the money adds to an order.
 */
export async function benchPlaceAndPay(options: {
  report: Report;
  section: string;
  server: ApiServer;
  demo: DemoRestaurant;
  placement: LoadFigures;
  database?: CpuMeter;
}) {
  const { report, section, server, demo, placement } = options;
  const { owner } = demo;
  const started = await owner.request<{ accountId: string }>(
    'POST',
    '/api/v1/billing/payouts/onboarding',
    { country: 'IN', businessDescription: 'South Indian meals and filter coffee.' },
  );
  await owner.request(
    'POST',
    `/api/v1/billing/payouts/local-onboarding/${started.accountId}/complete`,
    {
      businessName: 'Bench Kitchen',
    },
  );
  const business = await owner.get<{ orderSettings: OrderSettings }>(BUSINESS);
  const before = business.orderSettings;
  await owner.request('PUT', `${BUSINESS}/order-settings`, {
    ...before,
    paymentNotAvailable: false,
    dineInPayment: 'before-sent',
  });

  const checkout = async () => {
    const order = await post(server, '/api/v1/public/orders', {
      ...demo.orderBody,
      idempotencyKey: randomUUID(),
    });
    const paid = await post(server, `/api/v1/public/orders/${String(order.id)}/payments`, {
      idempotencyKey: randomUUID(),
      tipPercentage: 10,
      card: TEST_CARD,
    });
    const status = (paid.payment as { status?: string } | undefined)?.status;
    if (status !== 'succeeded') throw new Error(`payment ${status ?? 'missing'}`);
  };

  try {
    // Warm-up: JIT and the pools, not counted.
    for (let index = 0; index < 20; index++) await checkout();
    const latencies: number[] = [];
    let failed = 0;
    const cpuBefore = server.cpuSeconds();
    const databaseBefore = options.database?.cpuSeconds() ?? null;
    const startedAt = performance.now();
    const until = startedAt + settings.duration * 1000;
    const guest = async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        try {
          await checkout();
          latencies.push(performance.now() - sent);
        } catch {
          failed += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: settings.connections }, guest));
    const seconds = (performance.now() - startedAt) / 1000;
    const cpuAfter = server.cpuSeconds();
    const databaseAfter = options.database?.cpuSeconds() ?? null;
    const perSecond = latencies.length / seconds;
    const cpuMs = (before: number | null, after: number | null) =>
      before === null || after === null || latencies.length === 0
        ? null
        : (1000 * (after - before)) / latencies.length;
    const serverMs = cpuMs(cpuBefore, cpuAfter);
    const databaseMs = cpuMs(databaseBefore, databaseAfter);
    const placementCpu = cpuPerOrder(placement);
    report.add({
      section,
      metric: `Place and pay an order (local provider, test card, 10 % tip; ${settings.connections} guests each placing then paying, one API process)`,
      value:
        `${Math.round(perSecond)} paid orders/s; p50 ${wholeMs(quantile(latencies, 0.5))}, p99 ${wholeMs(quantile(latencies, 0.99))} for both requests` +
        (serverMs === null ? '' : `; server ${serverMs.toFixed(2)} ms`) +
        (databaseMs === null ? '' : ` + PostgreSQL ${databaseMs.toFixed(2)} ms`) +
        (serverMs === null ? '' : ' of CPU per paid order') +
        (failed > 0 ? `; ${failed} failed` : ''),
      baseline:
        `placement alone, every connection on the same restaurant: ${Math.round(placement.requestsPerSecond)} orders/s, p99 ${wholeMs(placement.p99)}` +
        (placementCpu
          ? `; server ${placementCpu.server.toFixed(2)} ms + PostgreSQL ${placementCpu.database.toFixed(2)} ms of CPU per order`
          : ''),
      target: '-',
      pass: failed === 0 ? null : false,
    });
  } finally {
    await owner.request('PUT', `${BUSINESS}/order-settings`, before);
  }
}
