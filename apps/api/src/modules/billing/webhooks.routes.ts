import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@scanorder/shared/api/contract';
import type { WebhooksService } from './webhooks.service.ts';

/**
 * POST /api/v1/billing/webhooks/stripe. Stripe signs the exact bytes it sent, so this route lives
 * in its own plugin whose only body parser keeps the raw body (every other route still gets JSON).
 */
export async function registerWebhookRoutes(
  app: FastifyInstance,
  deps: { webhooks: WebhooksService },
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/billing/webhooks/stripe',
      {
        schema: {
          tags: ['billing'],
          summary: 'Stripe webhooks (signature verified; each event applied once)',
          response: {
            200: z.object({ received: z.literal(true), applied: z.boolean() }),
            ...errorResponses([400, 404]),
          },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return deps.webhooks.handleStripe(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
}
