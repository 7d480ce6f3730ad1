import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import {
  orderingPreviewQuerySchema,
  orderingPreviewSchema,
} from '@scanorder/shared/ordering/ordering-preview';
import { tenantOf } from '../../auth/tenant-guard.ts';
import { businessPath } from '@scanorder/shared/api/paths';
import { errorResponses, sessionSecurity, tagOf } from '../../http/route-helpers.ts';
import type { OrderingPreviewService } from './ordering-preview.service.ts';

/** GET .../ordering-preview: whether guests can order at a moment, and which rule decides. */
export function registerOrderingPreviewRoutes(
  app: FastifyInstance,
  deps: { preview: OrderingPreviewService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of BUSINESS_KINDS) {
    routes.get(
      `${businessPath(kind)}/ordering-preview`,
      {
        preHandler: deps.requireTenant,
        schema: {
          tags: [tagOf(kind, 'business')],
          summary:
            "Whether guests can order from a store name at a local date and time (default: now) in the business's time zone, and which rule decides: the customer menu's own rule",
          security: sessionSecurity,
          querystring: orderingPreviewQuerySchema,
          response: { 200: orderingPreviewSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return deps.preview.preview(tenantOf(request), kind, request.query);
      },
    );
  }
}
