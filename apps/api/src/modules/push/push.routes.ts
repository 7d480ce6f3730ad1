import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderPushRoutes, pushRoutes as contract } from '@scanorder/shared/api/push';
import { routeOf } from '../../http/contract-route.ts';
import { sessionSecurity } from '../../http/route-helpers.ts';
import type { PublicAccountOf } from '../../tenancy/request-scope.ts';
import type { PushService } from './push.service.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

export interface PushRouteDeps {
  push: PushService;
  requireTenant: preHandlerAsyncHookHandler;
  /** The account of the order a customer route names: it runs in that scope (decision 042). */
  orderAccount: PublicAccountOf;
}

const TAG = 'notifications';
const signedIn = { tags: [TAG], security: sessionSecurity };
const customer = { tags: ['public ordering'] };

/** Web Push: the VAPID key, team devices (avatar menu switch) and customers' order opt-ins. */
export function registerPushRoutes(app: FastifyInstance, deps: PushRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { push, requireTenant } = deps;

  routes.route({
    ...routeOf(contract.publicKey, { tags: [TAG] }),
    handler: () => ({ publicKey: push.publicKey() }),
  });

  routes.route({
    ...routeOf(contract.endpoints, signedIn),
    preHandler: requireTenant,
    handler: async (request) => ({ endpoints: await push.listOfUser(tenantOf(request)) }),
  });

  routes.route({
    ...routeOf(contract.subscribe, signedIn),
    preHandler: requireTenant,
    // Upserting by endpoint takes a device over from whichever account had it (decision 042).
    config: { tenantScope: 'owner' as const },
    handler: async (request, reply) => {
      await push.subscribe(tenantOf(request), request.body);
      return reply.status(201).send({ endpoint: request.body.endpoint });
    },
  });

  routes.route({
    ...routeOf(contract.unsubscribe, signedIn),
    preHandler: requireTenant,
    handler: async (request, reply) => {
      await push.unsubscribe(tenantOf(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  });

  const orderConfig = {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    tenantScope: deps.orderAccount,
  };
  routes.route({
    ...routeOf(orderPushRoutes.subscribe, customer),
    config: orderConfig,
    handler: async (request, reply) => {
      await push.subscribeToOrder(request.params.orderId, request.body);
      return reply.status(201).send({ endpoint: request.body.endpoint });
    },
  });

  routes.route({
    ...routeOf(orderPushRoutes.unsubscribe, customer),
    config: orderConfig,
    handler: async (request, reply) => {
      await push.unsubscribeFromOrder(request.params.orderId, request.body.endpoint);
      return reply.status(204).send(null);
    },
  });
}
