import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingPlansQuerySchema, billingPriceSchema } from '@scanorder/shared/billing/prices';
import { errorResponses } from '@scanorder/shared/api/contract';
import type { SubscriptionsService } from './subscriptions.service.ts';

/** Public pricing (no session): the billing provider's plans, as the signed-in PRICING shows them. */
export function registerPlanRoutes(
  app: FastifyInstance,
  deps: { subscriptions: SubscriptionsService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'Plan prices for an interval in a currency (falls back to USD)',
        querystring: billingPlansQuerySchema,
        response: {
          200: z.object({ plans: z.array(billingPriceSchema) }),
          ...errorResponses([400, 503]),
        },
      },
    },
    async (request) => ({
      plans: (await deps.subscriptions.publicPlans(request.query)).plans,
    }),
  );
}
