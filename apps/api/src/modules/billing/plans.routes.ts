import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { planRoutes } from '@scanorder/shared/api/billing';
import { routeOf } from '../../http/contract-route.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

/** Public pricing (no session): the billing provider's plans, as the signed-in PRICING shows them. */
export function registerPlanRoutes(
  app: FastifyInstance,
  deps: { subscriptions: SubscriptionsService },
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(planRoutes.list, { tags: ['billing'] }),
    handler: async (request) => ({
      plans: (await deps.subscriptions.publicPlans(request.query)).plans,
    }),
  });
}
