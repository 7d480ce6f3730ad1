import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingRoutes as contract } from '@scanorder/shared/api/billing';
import { routeOf } from '../../http/contract-route.ts';
import type { PayoutsService } from './payouts.service.ts';
import type { PlanChangesService } from './plan-changes.service.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

const docs = { tags: ['billing'], security: [{ session: [] }] };

/**
 * Billing under /api/v1/billing (docs/product/plans-and-limits.md): plans, subscription, checkout, plan
 * changes, pause/resume, cancel/activate, MANAGE BILLING and payout onboarding. Every route
 * authenticates in `onRequest`, before anything the caller sent is parsed; the services check roles.
 */
export function registerBillingRoutes(
  app: FastifyInstance,
  deps: {
    subscriptions: SubscriptionsService;
    planChanges: PlanChangesService;
    payouts: PayoutsService;
    requireTenant: onRequestAsyncHookHandler;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { subscriptions, planChanges, payouts } = deps;
  const common = { onRequest: deps.requireTenant } as const;

  routes.route({
    ...routeOf(contract.plans, docs),
    ...common,
    handler: (request) => subscriptions.plans(tenantOf(request), request.query),
  });

  routes.route({
    ...routeOf(contract.subscription, docs),
    ...common,
    handler: (request) => subscriptions.get(tenantOf(request)),
  });

  routes.route({
    ...routeOf(contract.createCheckout, docs),
    ...common,
    handler: async (request, reply) =>
      reply.status(201).send(await subscriptions.createCheckout(tenantOf(request), request.body)),
  });

  routes.route({
    ...routeOf(contract.checkoutStatus, docs),
    ...common,
    handler: (request) => subscriptions.checkoutStatus(tenantOf(request), request.params.sessionId),
  });

  routes.route({
    ...routeOf(contract.completeLocalCheckout, docs),
    ...common,
    handler: (request) =>
      subscriptions.completeLocalCheckout(tenantOf(request), request.params.sessionId),
  });

  routes.route({
    ...routeOf(contract.downgradeCheck, docs),
    ...common,
    handler: (request) => planChanges.downgradeCheck(tenantOf(request), request.query.priceId),
  });

  routes.route({
    ...routeOf(contract.changePlan, docs),
    ...common,
    handler: (request) => planChanges.changePlan(tenantOf(request), request.body),
  });

  for (const [route, paused] of [
    [contract.pause, true],
    [contract.resume, false],
  ] as const) {
    routes.route({
      ...routeOf(route, docs),
      ...common,
      handler: (request) => planChanges.setPaused(tenantOf(request), paused),
    });
  }

  routes.route({
    ...routeOf(contract.cancel, docs),
    ...common,
    handler: (request) => planChanges.setCancelAtPeriodEnd(tenantOf(request), request.body),
  });

  routes.route({
    ...routeOf(contract.portal, docs),
    ...common,
    handler: async (request, reply) =>
      reply.status(201).send(await subscriptions.portal(tenantOf(request))),
  });

  routes.route({
    ...routeOf(contract.startPayoutOnboarding, docs),
    ...common,
    handler: async (request, reply) =>
      reply.status(201).send(await payouts.startOnboarding(tenantOf(request), request.body)),
  });

  routes.route({
    ...routeOf(contract.payoutAccount, docs),
    ...common,
    handler: (request) => payouts.getAccount(tenantOf(request)),
  });

  routes.route({
    ...routeOf(contract.deletePayoutAccount, docs),
    ...common,
    handler: async (request, reply) => {
      await payouts.deleteAccount(tenantOf(request));
      return reply.status(204).send(null);
    },
  });

  routes.route({
    ...routeOf(contract.completeLocalOnboarding, docs),
    ...common,
    handler: (request) =>
      payouts.completeLocalOnboarding(tenantOf(request), request.params.accountId, request.body),
  });
}
