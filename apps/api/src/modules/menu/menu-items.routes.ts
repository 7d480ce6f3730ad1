import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { PHOTO_RULES } from '@scanorder/shared/validation/upload-rules';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import type { menuItemPageSchemas } from '@scanorder/shared/menu/menu-item';
import { menuRoutes } from '@scanorder/shared/api/menu';
import { routeOf } from '../../http/contract-route.ts';
import { sessionSecurity, tagOf } from '../../http/route-helpers.ts';
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
    const docs = { tags: [tagOf(kind, 'menu')], security: sessionSecurity };
    const common = { preHandler: requireTenant } as const;

    routes.route({
      ...routeOf(contract.categories, docs),
      ...common,
      handler: (request) => menu.getCategories(tenantOf(request), kind),
    });

    routes.route({
      ...routeOf(contract.saveCategories, docs),
      ...common,
      handler: (request) => menu.setCategories(tenantOf(request), kind, request.body),
    });

    routes.route({
      ...routeOf(contract.list, docs),
      ...common,
      // The page holds items of this route's kind only; the service's type is the union of both.
      handler: async (request) =>
        (await menu.list(tenantOf(request), kind, request.query)) as z.infer<
          (typeof menuItemPageSchemas)['grocery']
        >,
    });

    routes.route({
      ...routeOf(contract.create, docs),
      ...common,
      handler: async (request, reply) =>
        reply.status(201).send(await menu.create(tenantOf(request), kind, request.body)),
    });

    routes.route({
      ...routeOf(contract.reorder, docs),
      ...common,
      handler: async (request, reply) => {
        await menu.reorder(tenantOf(request), kind, request.body);
        return reply.status(204).send(null);
      },
    });

    routes.route({
      ...routeOf(contract.get, docs),
      ...common,
      handler: (request) => menu.get(tenantOf(request), kind, request.params.itemId),
    });

    routes.route({
      ...routeOf(contract.update, docs),
      ...common,
      handler: (request) =>
        menu.update(tenantOf(request), kind, request.params.itemId, request.body),
    });

    routes.route({
      ...routeOf(contract.delete, docs),
      ...common,
      handler: async (request, reply) => {
        await menu.delete(tenantOf(request), kind, request.params.itemId);
        return reply.status(204).send(null);
      },
    });

    routes.route({
      ...routeOf(contract.duplicate, docs),
      ...common,
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await menu.duplicate(tenantOf(request), kind, request.params.itemId)),
    });

    routes.route({
      ...routeOf(contract.setAvailability, docs),
      ...common,
      handler: (request) =>
        menu.setAvailability(
          tenantOf(request),
          kind,
          request.params.itemId,
          request.body.availability,
        ),
    });

    routes.route({
      ...routeOf(contract.uploadImage, { ...docs, ...uploadBodyDocs }),
      ...common,
      handler: async (request) =>
        menu.setImage(
          tenantOf(request),
          kind,
          request.params.itemId,
          await readSingleUpload(request, PHOTO_RULES),
        ),
    });

    routes.route({
      ...routeOf(contract.removeImage, docs),
      ...common,
      handler: (request) => menu.removeImage(tenantOf(request), kind, request.params.itemId),
    });
  }
}
