import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicOrderingRoutes } from '@scanorder/shared/api/ordering';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { EventBus } from '../events/event-bus.ts';
import { openEventStream } from '../events/event-stream.ts';
import type { PublicAccountOf } from '../../tenancy/request-scope.ts';
import type { TenantScopes } from '../../tenancy/tenant-scope.ts';
import { streamRouteOf } from '../../http/stream-route.ts';
import type { OrdersService } from './orders.service.ts';

export const HEARTBEAT_MS = 15_000;

/**
 * `GET /api/v1/public/orders/:orderId/events`: Server-Sent Events of one order for the customer's
 * order page. The current order goes first (so a reconnecting page catches up), then every change
 * the event bus reports, a heartbeat comment every 15 s so proxies keep the connection, and the
 * stream ends when the page goes away or the server shuts down.
 */
export function registerOrderStreamRoute(
  app: FastifyInstance,
  deps: {
    orders: Pick<OrdersService, 'getPublic'>;
    events: EventBus;
    scopes: Pick<TenantScopes, 'run' | 'detached' | 'currentAccountId'>;
    /** The account of the order the URL names: the route runs in its scope (decision 042). */
    orderAccount: PublicAccountOf;
    heartbeatMs?: number;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const openStreams = new Set<() => void>();
  // Open streams would hold app.close() forever: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  routes.route({
    ...streamRouteOf(publicOrderingRoutes.orderEvents, { tags: ['public ordering'] }),
    config: { tenantScope: deps.orderAccount },
    handler: async (request, reply) => {
      const { orderId } = request.params;
      // The order's account: the route's scope ends once the stream is open, and each re-read
      // opens a short one of its own, so no transaction is held between events.
      const accountId = deps.scopes.currentAccountId();
      // Listening starts before the first read: a change committed while the read is on its way
      // (the read seeing the version before it) is otherwise told to nobody, and the page shows
      // the old status until the next change. What comes in meanwhile is re-read once it is sent.
      let closed = false;
      let lastVersion = 0;
      let open = false;
      let heardWhileReading = 0;
      const unsubscribe = deps.events.subscribe((event) => {
        if (event.type !== 'order.changed' || event.orderId !== orderId) return;
        if (!open) heardWhileReading = Math.max(heardWhileReading, event.version);
        else if (event.version > lastVersion) refresh();
      });
      let first: Order;
      try {
        // A missing order is a plain 404 before the stream starts.
        first = await deps.orders.getPublic(orderId);
      } catch (error) {
        unsubscribe();
        throw error;
      }

      const response = openEventStream(reply);
      const send = (order: Order) => {
        if (closed || order.version <= lastVersion) return;
        lastVersion = order.version;
        response.write(`event: order\nid: ${order.version}\ndata: ${JSON.stringify(order)}\n\n`);
      };

      // Re-reads run one after another, so an older read never overtakes a newer one.
      let queue = Promise.resolve();
      function refresh() {
        queue = queue.then(async () => {
          if (closed) return;
          try {
            if (!accountId) return;
            send(
              await deps.scopes.detached(() =>
                deps.scopes.run(accountId, () => deps.orders.getPublic(orderId)),
              ),
            );
          } catch (error) {
            request.log.warn({ err: error, orderId }, 'could not refresh an order stream');
          }
        });
      }
      send(first);
      open = true;
      if (heardWhileReading > lastVersion) refresh();
      const stopCatchUp = deps.events.onReconnect(refresh);
      const heartbeat = setInterval(() => {
        if (!closed) response.write(': heartbeat\n\n');
      }, deps.heartbeatMs ?? HEARTBEAT_MS);

      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        stopCatchUp();
        openStreams.delete(end);
        response.end();
      };
      openStreams.add(end);
      response.on('close', end);
    },
  });
}
