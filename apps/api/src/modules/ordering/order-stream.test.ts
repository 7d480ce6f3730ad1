import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@scanorder/shared/ordering/order-status';
import { makeOrder } from '@scanorder/shared/ordering/test-fixtures';
import type { AppEvent } from '../events/app-events.ts';
import type { EventBus, EventListener } from '../events/event-bus.ts';
import { registerOrderStreamRoute } from './order-stream.routes.ts';
import type { OrdersService } from './orders.service.ts';

const ORDER_ID = '3b0c7f5e-2a1c-4f55-9a4c-7d1c0e5b9a01';

/** An in-memory bus and order store standing in for PostgreSQL. */
function fakes() {
  const listeners = new Set<EventListener>();
  const reconnects = new Set<() => void>();
  let order = makeOrder({ id: ORDER_ID, accountId: ORDER_ID });
  const events: EventBus = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReconnect: (listener) => {
      reconnects.add(listener);
      return () => reconnects.delete(listener);
    },
    start: async () => undefined,
    close: async () => undefined,
  };
  const orders: Pick<OrdersService, 'getPublic'> = { getPublic: async () => order };
  return {
    events,
    orders,
    listeners,
    reconnects,
    change(status: OrderStatus, version: number) {
      order = { ...order, status, version };
      const event: AppEvent = {
        type: 'order.changed',
        accountId: ORDER_ID,
        orderId: ORDER_ID,
        version,
      };
      for (const listener of listeners) listener(event);
    },
  };
}

async function serve(setup: ReturnType<typeof fakes>, heartbeatMs: number) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The fake orders touch no database: the stream's scopes run them as they are.
  const scopes = {
    run: <T>(_accountId: string, work: () => Promise<T>) => work(),
    detached: <T>(work: () => T) => work(),
    currentAccountId: () => ORDER_ID,
  };
  registerOrderStreamRoute(app, {
    orders: setup.orders,
    events: setup.events,
    scopes,
    orderAccount: () => ORDER_ID,
    heartbeatMs,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { app, url: `http://127.0.0.1:${address.port}/api/v1/public/orders/${ORDER_ID}/events` };
}

async function readFor(body: ReadableStream<Uint8Array>, ms: number): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), until - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text;
}

describe('order event stream', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('sends the order first, heartbeats, changes in version order, and a catch-up after a reconnect', async () => {
    const setup = fakes();
    const served = await serve(setup, 20);
    app = served.app;
    const response = await fetch(served.url);
    setTimeout(() => setup.change('Order Accepted', 2), 60);
    // An old notification arriving late changes nothing.
    setTimeout(() => setup.change('Order Placed', 1), 80);
    setTimeout(() => {
      setup.change('Order Cancelled', 3);
      for (const listener of setup.reconnects) listener();
    }, 120);
    const text = await readFor(response.body!, 500);
    expect(text.startsWith('retry: 3000\n\nevent: order\nid: 1\n')).toBe(true);
    expect(text.match(/: heartbeat\n\n/g)!.length).toBeGreaterThanOrEqual(2);
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((match) => match[1])).toEqual(['1', '2', '3']);
  });

  it('sends a change made while the first read was on its way (the read saw the version before)', async () => {
    // Seen in e2e under load: the page opened its stream as the board accepted the order; the
    // read returned version 1, the acceptance's notification came before the stream listened,
    // and the page showed Order Placed until the next change.
    const setup = fakes();
    const firstRead = setup.orders.getPublic;
    let reads = 0;
    setup.orders.getPublic = async (...args) => {
      reads += 1;
      const before = await firstRead(...args);
      if (reads === 1) setup.change('Order Accepted', 2);
      return before;
    };
    const served = await serve(setup, 1_000);
    app = served.app;
    const response = await fetch(served.url);
    const text = await readFor(response.body!, 300);
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((match) => match[1])).toEqual(['1', '2']);
    expect(setup.listeners.size).toBe(1);
  });

  it('listens to nothing for an order that does not exist', async () => {
    const setup = fakes();
    setup.orders.getPublic = async () => {
      throw Object.assign(new Error('Order not found'), { statusCode: 404 });
    };
    const served = await serve(setup, 1_000);
    app = served.app;
    const response = await fetch(served.url);
    expect(response.status).toBe(404);
    expect(setup.listeners.size).toBe(0);
    expect(setup.reconnects.size).toBe(0);
  });

  it('stops listening when the page goes away, and server shutdown ends open streams', async () => {
    const setup = fakes();
    const served = await serve(setup, 1_000);
    app = served.app;
    const controller = new AbortController();
    const response = await fetch(served.url, { signal: controller.signal });
    await readFor(response.body!, 50);
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(setup.listeners.size).toBe(0);
    expect(setup.reconnects.size).toBe(0);

    const open = await fetch(served.url);
    const reader = open.body!.getReader();
    await reader.read();
    expect(setup.listeners.size).toBe(1);
    await served.app.close();
    app = undefined;
    // Closing the server must end open streams; if it did not, this read would hang the test.
    while (!(await reader.read()).done) {
      /* drain until the server ends the stream */
    }
    expect(setup.listeners.size).toBe(0);
  });
});
