import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicOrderingRoutes as contract } from '@scanorder/shared/api/ordering';
import { publicMenuSchema, type PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { routeOf } from '../../http/contract-route.ts';
import { guestLocaleOf } from '../../http/guest-locale.ts';
import { ensureCustomerId, readCustomerId } from '../../plugins/customer-identity.ts';
import { PreparedJson, sendPrepared } from '../../plugins/prepared-json.ts';
import { accountOfUrl, type PublicAccountOf } from '../../tenancy/request-scope.ts';
import type { OrdersService } from './orders.service.ts';
import type { PublicMenuService } from './public-menu.service.ts';

const docs = { tags: ['public ordering'] };

export interface OrderRouteDeps {
  orders: OrdersService;
  publicMenu: PublicMenuService;
  secureCookies: boolean;
  /** Orders one client address may place per minute. */
  placeRateLimit: number;
  /** The account of the order a public URL names (its routes run in that account's scope). */
  orderAccount: PublicAccountOf;
}

/** The customer menu, placing and reading orders (the owner's endpoints: board.routes.ts). */
export function registerOrderRoutes(app: FastifyInstance, deps: OrderRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { orders, publicMenu } = deps;
  // A menu the service hands out again (from its cache) is serialized and compressed once.
  const preparedMenus = new WeakMap<PublicMenu, PreparedJson>();
  function prepared(menu: PublicMenu): PreparedJson {
    let answer = preparedMenus.get(menu);
    if (!answer) {
      answer = new PreparedJson(publicMenuSchema.parse(menu));
      preparedMenus.set(menu, answer);
    }
    return answer;
  }

  routes.route({
    ...routeOf(contract.menu, docs),
    // A cache hit reads no table: only the miss and the translations open a scope.
    config: { tenantScope: 'service' },
    // A cache hit is answered at once, not through a promise and a turn of the microtask queue.
    handler: (request, reply) => {
      const locale = guestLocaleOf(request).locale;
      const send = (menu: PublicMenu) => {
        reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie');
        sendPrepared(request, reply, prepared(menu));
      };
      const cached = publicMenu.cachedMenu(request.params, request.query, locale);
      if (cached) return send(cached);
      return publicMenu.getMenu(request.params, request.query, locale).then(send);
    },
  });

  routes.route({
    ...routeOf(contract.pickupSlots, docs),
    config: { tenantScope: accountOfUrl },
    handler: async (request) => ({
      slots: await publicMenu.getSlots(request.params, request.query.date),
    }),
  });

  routes.route({
    ...routeOf(contract.myOrders, docs),
    config: { tenantScope: accountOfUrl },
    handler: async (request, reply) => {
      // Per browser: never cached by anyone, and the menu HTML (shared, cached) never carries it.
      reply.header('cache-control', 'private, no-store');
      return orders.recentForCustomer(request.params, readCustomerId(request));
    },
  });

  routes.route({
    ...routeOf(contract.place, docs),
    // Its reads and its write each run in a short scope of the body's account (decision 042).
    config: {
      rateLimit: { max: deps.placeRateLimit, timeWindow: '1 minute' },
      tenantScope: 'service',
    },
    handler: async (request, reply) => {
      const customerId = ensureCustomerId(request, reply, deps.secureCookies);
      const { order, created } = await orders.place(request.body, customerId);
      return reply.status(created ? 201 : 200).send(order);
    },
  });

  routes.route({
    ...routeOf(contract.order, docs),
    config: { tenantScope: deps.orderAccount },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orders.getPublic(request.params.orderId);
    },
  });
}
