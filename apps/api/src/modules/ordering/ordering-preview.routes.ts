import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { orderingPreviewRoutes } from '@scanorder/shared/api/ordering';
import { tenantOf } from '../../auth/tenant-guard.ts';
import { routeOf } from '../../http/contract-route.ts';
import { sessionSecurity, tagOf } from '../../http/route-helpers.ts';
import type { OrderingPreviewService } from './ordering-preview.service.ts';

/** GET .../ordering-preview: whether guests can order at a moment, and which rule decides. */
export function registerOrderingPreviewRoutes(
  app: FastifyInstance,
  deps: { preview: OrderingPreviewService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of BUSINESS_KINDS) {
    routes.route({
      ...routeOf(orderingPreviewRoutes[kind], {
        tags: [tagOf(kind, 'business')],
        security: sessionSecurity,
      }),
      preHandler: deps.requireTenant,
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return deps.preview.preview(tenantOf(request), kind, request.query);
      },
    });
  }
}
