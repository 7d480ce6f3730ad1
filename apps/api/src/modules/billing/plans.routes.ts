import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BILLING_INTERVALS, planPrices } from '@scanorder/shared/plans/catalog';

const planPriceSchema = z.object({
  planId: z.string(),
  name: z.string(),
  rank: z.number(),
  interval: z.enum(BILLING_INTERVALS),
  currency: z.string(),
  unitAmount: z.number().int(),
  features: z.array(z.string()),
  limits: z.object({ entityCount: z.number(), memberCount: z.number(), qrCount: z.number() }),
  priceId: z.string(),
});

export function registerPlanRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'Plan prices for an interval in a currency (falls back to USD)',
        querystring: z.object({
          interval: z.enum(BILLING_INTERVALS).default('month'),
          currency: z
            .string()
            .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code')
            .default('INR'),
        }),
        response: { 200: z.object({ plans: z.array(planPriceSchema) }) },
      },
    },
    async (request) => ({
      plans: planPrices(request.query.interval, request.query.currency.toUpperCase()),
    }),
  );
}
