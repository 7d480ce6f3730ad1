import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { PHOTO_RULES } from '@scanorder/shared/validation/upload-rules';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import type { menuItemPageSchemas } from '@scanorder/shared/menu/menu-item';
import { menuRoutes } from '@scanorder/shared/api/menu';
import { sessionRoutesOf } from '../../http/contract-route.ts';
import { tagOf } from '../../http/route-helpers.ts';
import { readSingleUpload, uploadBodyDocs } from '../../http/read-upload.ts';
import type { MenuService } from './menu-items.service.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

/** Menu categories and items of each kind's business (MENU tab). */
export function registerMenuRoutes(
  app: FastifyInstance,
  deps: { menu: MenuService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { menu, requireTenant } = deps;

  for (const kind of BUSINESS_KINDS) {
    const contract = menuRoutes[kind];
    const sessionRoute = sessionRoutesOf([tagOf(kind, 'menu')], requireTenant);

    routes.route({
      ...sessionRoute(contract.categories),
      handler: (request) => menu.getCategories(tenantOf(request), kind),
    });

    routes.route({
      ...sessionRoute(contract.saveCategories),
      handler: (request) => menu.setCategories(tenantOf(request), kind, request.body),
    });

    routes.route({
      ...sessionRoute(contract.list),
      // The page holds items of this route's kind only; the service's type is the union of both.
      handler: async (request) =>
        (await menu.list(tenantOf(request), kind, request.query)) as z.infer<
          (typeof menuItemPageSchemas)['grocery']
        >,
    });

    routes.route({
      ...sessionRoute(contract.create),
      handler: async (request, reply) =>
        reply.status(201).send(await menu.create(tenantOf(request), kind, request.body)),
    });

    routes.route({
      ...sessionRoute(contract.reorder),
      handler: async (request, reply) => {
        await menu.reorder(tenantOf(request), kind, request.body);
        return reply.status(204).send(null);
      },
    });

    routes.route({
      ...sessionRoute(contract.get),
      handler: (request) => menu.get(tenantOf(request), kind, request.params.itemId),
    });

    routes.route({
      ...sessionRoute(contract.update),
      handler: (request) =>
        menu.update(tenantOf(request), kind, request.params.itemId, request.body),
    });

    routes.route({
      ...sessionRoute(contract.delete),
      handler: async (request, reply) => {
        await menu.delete(tenantOf(request), kind, request.params.itemId);
        return reply.status(204).send(null);
      },
    });

    routes.route({
      ...sessionRoute(contract.duplicate),
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await menu.duplicate(tenantOf(request), kind, request.params.itemId)),
    });

    routes.route({
      ...sessionRoute(contract.setAvailability),
      handler: (request) =>
        menu.setAvailability(
          tenantOf(request),
          kind,
          request.params.itemId,
          request.body.availability,
        ),
    });

    routes.route({
      ...sessionRoute(contract.uploadImage, uploadBodyDocs),
      handler: async (request) =>
        menu.setImage(
          tenantOf(request),
          kind,
          request.params.itemId,
          await readSingleUpload(request, PHOTO_RULES),
        ),
    });

    routes.route({
      ...sessionRoute(contract.removeImage),
      handler: (request) => menu.removeImage(tenantOf(request), kind, request.params.itemId),
    });
  }
}
