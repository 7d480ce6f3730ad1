import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PHOTO_RULES } from '@scanorder/shared/validation/upload-rules';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { businessRoutes } from '@scanorder/shared/api/business';
import { readSingleUpload, uploadBodyDocs } from '../../http/read-upload.ts';
import type { BusinessService } from './business.service.ts';
import { routeOf } from '../../http/contract-route.ts';
import { sessionSecurity, tagOf } from '../../http/route-helpers.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

/**
 * The business of each kind: /api/v1/businesses/restaurant and /api/v1/businesses/grocery. One
 * engine, registered once per kind so each kind's schemas show precisely in /api/docs.
 */
export function registerBusinessRoutes(
  app: FastifyInstance,
  deps: { business: BusinessService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { business, requireTenant } = deps;

  for (const kind of BUSINESS_KINDS) {
    const contract = businessRoutes[kind];
    const docs = { tags: [tagOf(kind, 'setup')], security: sessionSecurity };
    const common = { preHandler: requireTenant } as const;

    routes.route({
      ...routeOf(contract.get, docs),
      ...common,
      handler: (request) => business.get(tenantOf(request), kind),
    });

    routes.route({
      ...routeOf(contract.saveDetails, docs),
      ...common,
      handler: async (request, reply) => {
        const { business: saved, created } = await business.saveDetails(
          tenantOf(request),
          kind,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(saved);
      },
    });

    routes.route({
      ...routeOf(contract.delete, docs),
      ...common,
      handler: async (request, reply) => {
        await business.delete(tenantOf(request), kind);
        return reply.status(204).send(null);
      },
    });

    routes.route({
      ...routeOf(contract.hours, docs),
      ...common,
      handler: (request) => business.setHours(tenantOf(request), kind, request.body.hours),
    });

    routes.route({
      ...routeOf(contract.closures, docs),
      ...common,
      handler: (request) => business.setClosures(tenantOf(request), kind, request.body.closures),
    });

    routes.route({
      ...routeOf(contract.menuTypeHours, docs),
      ...common,
      handler: (request) => business.setMenuTypeHours(tenantOf(request), kind, request.body),
    });

    routes.route({
      ...routeOf(contract.pickupDelivery, docs),
      ...common,
      handler: (request) => business.setPickupDelivery(tenantOf(request), kind, request.body),
    });

    routes.route({
      ...routeOf(contract.orderSettings, docs),
      ...common,
      handler: (request) => business.setOrderSettings(tenantOf(request), kind, request.body),
    });

    routes.route({
      ...routeOf(contract.status, docs),
      ...common,
      handler: (request) => business.setStatus(tenantOf(request), kind, request.body),
    });

    routes.route({
      ...routeOf(contract.uploadLogo, { ...docs, ...uploadBodyDocs }),
      ...common,
      handler: async (request) =>
        business.setLogo(tenantOf(request), kind, await readSingleUpload(request, PHOTO_RULES)),
    });

    routes.route({
      ...routeOf(contract.removeLogo, docs),
      ...common,
      handler: (request) => business.removeLogo(tenantOf(request), kind),
    });
  }
}
