import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as refusalsOf } from '@scanorder/shared/api/contract';
import {
  pushEndpointsSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
} from '@scanorder/shared/ordering/board';
import { errorResponses, sessionSecurity } from '../../http/route-helpers.ts';
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
const savedSchema = z.object({ endpoint: z.string() });
const publicErrors = refusalsOf([400, 404, 429]);

/** Web Push: the VAPID key, team devices (avatar menu switch) and customers' order opt-ins. */
export function registerPushRoutes(app: FastifyInstance, deps: PushRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { push, requireTenant } = deps;

  routes.get(
    '/api/v1/push/public-key',
    {
      schema: {
        tags: [TAG],
        summary: "The server's VAPID public key (the subscription's applicationServerKey)",
        response: { 200: pushPublicKeySchema },
      },
    },
    () => ({ publicKey: push.publicKey() }),
  );

  routes.get(
    '/api/v1/push/subscriptions',
    {
      preHandler: requireTenant,
      schema: {
        tags: [TAG],
        summary: "Endpoints of the signed-in user's subscribed devices",
        security: sessionSecurity,
        response: { 200: pushEndpointsSchema, ...errorResponses },
      },
    },
    async (request) => ({ endpoints: await push.listOfUser(tenantOf(request)) }),
  );

  routes.post(
    '/api/v1/push/subscriptions',
    {
      preHandler: requireTenant,
      // Upserting by endpoint takes a device over from whichever account had it (decision 042).
      config: { tenantScope: 'owner' as const },
      schema: {
        tags: [TAG],
        summary:
          "Store this device's push subscription: new orders of the account reach it (upsert by endpoint)",
        security: sessionSecurity,
        body: pushSubscriptionInputSchema,
        response: { 201: savedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await push.subscribe(tenantOf(request), request.body);
      return reply.status(201).send({ endpoint: request.body.endpoint });
    },
  );

  routes.delete(
    '/api/v1/push/subscriptions',
    {
      preHandler: requireTenant,
      schema: {
        tags: [TAG],
        summary: "Remove this device's push subscription",
        security: sessionSecurity,
        body: pushUnsubscribeInputSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(tenantOf(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  const orderParams = z.object({ orderId: z.uuid() });
  routes.post(
    '/api/v1/public/orders/:orderId/push-subscriptions',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, tenantScope: deps.orderAccount },
      schema: {
        tags: ['public ordering'],
        summary: "A customer's opt-in: status changes of this order reach this device",
        params: orderParams,
        body: pushSubscriptionInputSchema,
        response: { 201: savedSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      await push.subscribeToOrder(request.params.orderId, request.body);
      return reply.status(201).send({ endpoint: request.body.endpoint });
    },
  );

  routes.delete(
    '/api/v1/public/orders/:orderId/push-subscriptions',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, tenantScope: deps.orderAccount },
      schema: {
        tags: ['public ordering'],
        summary: "Stop this order's status pushes on this device",
        params: orderParams,
        body: pushUnsubscribeInputSchema,
        response: { 204: z.null(), ...publicErrors },
      },
    },
    async (request, reply) => {
      await push.unsubscribeFromOrder(request.params.orderId, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
}
