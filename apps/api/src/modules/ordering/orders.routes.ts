import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@scanorder/shared/api/contract';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { orderSchema, placeOrderInputSchema } from '@scanorder/shared/ordering/place-order';
import {
  pickupSlotListSchema,
  pickupSlotsQuerySchema,
  publicMenuQuerySchema,
  publicMenuSchema,
  type PublicMenu,
} from '@scanorder/shared/ordering/public-menu';
import { recentOrdersSchema } from '@scanorder/shared/ordering/recent-orders';
import { guestLocaleOf } from '../../http/guest-locale.ts';
import { ensureCustomerId, readCustomerId } from '../../plugins/customer-identity.ts';
import { PreparedJson, sendPrepared } from '../../plugins/prepared-json.ts';
import { accountOfUrl, type PublicAccountOf } from '../../tenancy/request-scope.ts';
import type { OrdersService } from './orders.service.ts';
import type { PublicMenuService } from './public-menu.service.ts';

const menuParams = z.object({
  accountId: z.uuid(),
  kind: z.enum(BUSINESS_KINDS),
  businessId: z.uuid(),
  branchId: z.uuid(),
});
const orderParams = z.object({ orderId: z.uuid() });
const publicErrors = errorResponses([400, 404, 409, 429]);
const PUBLIC_TAG = 'public ordering';

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
  const menuBase = '/api/v1/public/menus/:accountId/:kind/:businessId/branches/:branchId';
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

  routes.get(
    menuBase,
    {
      // A cache hit reads no table: only the miss and the translations open a scope.
      config: { tenantScope: 'service' },
      schema: {
        tags: [PUBLIC_TAG],
        summary:
          'Everything the customer menu shows: business, branch, QR prefill, listed items, settings, open status and the days with pickup slots',
        params: menuParams,
        querystring: publicMenuQuerySchema,
        response: { 200: publicMenuSchema, 304: z.null(), ...publicErrors },
      },
    },
    async (request, reply) => {
      const menu = await publicMenu.getMenu(
        request.params,
        request.query,
        guestLocaleOf(request).locale,
      );
      reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie');
      return sendPrepared(request, reply, prepared(menu));
    },
  );

  routes.get(
    `${menuBase}/pickup-slots`,
    {
      config: { tenantScope: accountOfUrl },
      schema: {
        tags: [PUBLIC_TAG],
        summary: 'Scheduled pickup slots of one local date, with the capacity left in each',
        params: menuParams,
        querystring: pickupSlotsQuerySchema,
        response: { 200: pickupSlotListSchema, ...publicErrors },
      },
    },
    async (request) => ({ slots: await publicMenu.getSlots(request.params, request.query.date) }),
  );

  routes.get(
    `${menuBase}/my-orders`,
    {
      config: { tenantScope: accountOfUrl },
      schema: {
        tags: [PUBLIC_TAG],
        summary:
          "My recent orders: what this browser's customer cookie placed at the menu's business, newest first",
        params: menuParams,
        response: { 200: recentOrdersSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      // Per browser: never cached by anyone, and the menu HTML (shared, cached) never carries it.
      reply.header('cache-control', 'private, no-store');
      return orders.recentForCustomer(request.params, readCustomerId(request));
    },
  );

  routes.post(
    '/api/v1/public/orders',
    {
      // Its reads and its write each run in a short scope of the body's account (decision 042).
      config: {
        rateLimit: { max: deps.placeRateLimit, timeWindow: '1 minute' },
        tenantScope: 'service',
      },
      schema: {
        tags: [PUBLIC_TAG],
        summary:
          'Place an order (priced by the server; 201 new, 200 when the idempotency key already placed one)',
        body: placeOrderInputSchema,
        response: { 200: orderSchema, 201: orderSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      const customerId = ensureCustomerId(request, reply, deps.secureCookies);
      const { order, created } = await orders.place(request.body, customerId);
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  routes.get(
    '/api/v1/public/orders/:orderId',
    {
      config: { tenantScope: deps.orderAccount },
      schema: {
        tags: [PUBLIC_TAG],
        summary: "The customer's order details page (anyone holding the random order id)",
        params: orderParams,
        response: { 200: orderSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orders.getPublic(request.params.orderId);
    },
  );
}
