import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PHOTO_RULES } from '@scanorder/shared/validation/upload-rules';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { businessRoutes } from '@scanorder/shared/api/business';
import { readSingleUpload, uploadBodyDocs } from '../../http/read-upload.ts';
import type { BusinessService } from './business.service.ts';
import { sessionRoutesOf } from '../../http/contract-route.ts';
import { tagOf } from '../../http/route-helpers.ts';
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
    const sessionRoute = sessionRoutesOf([tagOf(kind, 'setup')], requireTenant);

    routes.route({
      ...sessionRoute(contract.get),
      handler: (request) => business.get(tenantOf(request), kind),
    });

    routes.route({
      ...sessionRoute(contract.saveDetails),
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
      ...sessionRoute(contract.delete),
      handler: async (request, reply) => {
        await business.delete(tenantOf(request), kind);
        return reply.status(204).send(null);
      },
    });

    routes.route({
      ...sessionRoute(contract.hours),
      handler: (request) => business.setHours(tenantOf(request), kind, request.body.hours),
    });

    routes.route({
      ...sessionRoute(contract.closures),
      handler: (request) => business.setClosures(tenantOf(request), kind, request.body.closures),
    });

    routes.route({
      ...sessionRoute(contract.menuTypeHours),
      handler: (request) => business.setMenuTypeHours(tenantOf(request), kind, request.body),
    });

    routes.route({
      ...sessionRoute(contract.pickupDelivery),
      handler: (request) => business.setPickupDelivery(tenantOf(request), kind, request.body),
    });

    routes.route({
      ...sessionRoute(contract.orderSettings),
      handler: (request) => business.setOrderSettings(tenantOf(request), kind, request.body),
    });

    routes.route({
      ...sessionRoute(contract.status),
      handler: (request) => business.setStatus(tenantOf(request), kind, request.body),
    });

    routes.route({
      ...sessionRoute(contract.menuLanguage),
      handler: (request) => business.setMenuLanguage(tenantOf(request), kind, request.body),
    });

    routes.route({
      ...sessionRoute(contract.uploadLogo, uploadBodyDocs),
      handler: async (request) =>
        business.setLogo(tenantOf(request), kind, await readSingleUpload(request, PHOTO_RULES)),
    });

    routes.route({
      ...sessionRoute(contract.removeLogo),
      handler: (request) => business.removeLogo(tenantOf(request), kind),
    });
  }
}
