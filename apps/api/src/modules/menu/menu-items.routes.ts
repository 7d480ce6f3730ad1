import { policyOf } from '@scanorder/shared/business/kind-policy';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_RULES } from '@scanorder/shared/validation/upload-rules';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { availabilityInputSchema } from '@scanorder/shared/menu/availability';
import { categoriesInputSchema, categoriesSchema } from '@scanorder/shared/menu/categories';
import {
  menuItemInputSchemas,
  menuItemListQuerySchemas,
  menuItemOrderInputSchema,
  menuItemPageSchemas,
  menuItemSchemas,
} from '@scanorder/shared/menu/menu-item';
import { businessPath } from '@scanorder/shared/api/paths';
import {
  errorResponses,
  sessionSecurity,
  tagOf,
  uploadErrorResponses,
} from '../../http/route-helpers.ts';
import { readSingleUpload, uploadBodyDocs } from '../../http/read-upload.ts';
import type { MenuService } from './menu-items.service.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

const itemParams = z.object({ itemId: z.uuid() });

/** Menu categories and items of each kind's business (MENU tab). */
export function registerMenuRoutes(
  app: FastifyInstance,
  deps: { menu: MenuService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { menu, requireTenant } = deps;

  for (const kind of BUSINESS_KINDS) {
    const base = businessPath(kind);
    const items = `${base}/menu-items`;
    const itemSchema = menuItemSchemas[kind];
    const common = { preHandler: requireTenant } as const;
    const schemaOf = (summary: string) => ({
      tags: [tagOf(kind, 'menu')],
      summary,
      security: sessionSecurity,
    });

    routes.get(
      `${base}/categories`,
      {
        ...common,
        schema: {
          ...schemaOf('Menu categories in order, the defaults and item counts'),
          response: { 200: categoriesSchema, ...errorResponses },
        },
      },
      (request) => menu.getCategories(tenantOf(request), kind),
    );

    routes.put(
      `${base}/categories`,
      {
        ...common,
        schema: {
          ...schemaOf('Save the ordered category list (renames move their items)'),
          body: categoriesInputSchema,
          response: { 200: categoriesSchema, ...errorResponses },
        },
      },
      (request) => menu.setCategories(tenantOf(request), kind, request.body),
    );

    routes.get(
      items,
      {
        ...common,
        schema: {
          ...schemaOf(
            policyOf(kind).pagedMenu
              ? 'A page of the menu (100 a page) with name search and the total'
              : 'The whole menu in order (up to 1000 items)',
          ),
          querystring: menuItemListQuerySchemas[kind],
          response: { 200: menuItemPageSchemas[kind], ...errorResponses },
        },
      },
      // The page holds items of this route's kind only; the service's type is the union of both.
      async (request) =>
        (await menu.list(tenantOf(request), kind, request.query)) as z.infer<
          (typeof menuItemPageSchemas)['grocery']
        >,
    );

    routes.post(
      items,
      {
        ...common,
        schema: {
          ...schemaOf('Add a menu item at the end of its category'),
          body: menuItemInputSchemas[kind],
          response: { 201: itemSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await menu.create(tenantOf(request), kind, request.body)),
    );

    routes.put(
      `${items}/order`,
      {
        ...common,
        schema: {
          ...schemaOf('Reorder the items of one category'),
          body: menuItemOrderInputSchema,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await menu.reorder(tenantOf(request), kind, request.body);
        return reply.status(204).send(null);
      },
    );

    routes.get(
      `${items}/:itemId`,
      {
        ...common,
        schema: {
          ...schemaOf('One menu item'),
          params: itemParams,
          response: { 200: itemSchema, ...errorResponses },
        },
      },
      (request) => menu.get(tenantOf(request), kind, request.params.itemId),
    );

    routes.put(
      `${items}/:itemId`,
      {
        ...common,
        schema: {
          ...schemaOf('Replace a menu item'),
          params: itemParams,
          body: menuItemInputSchemas[kind],
          response: { 200: itemSchema, ...errorResponses },
        },
      },
      (request) => menu.update(tenantOf(request), kind, request.params.itemId, request.body),
    );

    routes.delete(
      `${items}/:itemId`,
      {
        ...common,
        schema: {
          ...schemaOf('Delete a menu item'),
          params: itemParams,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await menu.delete(tenantOf(request), kind, request.params.itemId);
        return reply.status(204).send(null);
      },
    );

    routes.post(
      `${items}/:itemId/duplicate`,
      {
        ...common,
        schema: {
          ...schemaOf('Duplicate a menu item'),
          params: itemParams,
          response: { 201: itemSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await menu.duplicate(tenantOf(request), kind, request.params.itemId)),
    );

    routes.put(
      `${items}/:itemId/availability`,
      {
        ...common,
        schema: {
          ...schemaOf(
            'Set availability (any role); "Not Available Today" ends at the next business day',
          ),
          params: itemParams,
          body: availabilityInputSchema,
          response: { 200: itemSchema, ...errorResponses },
        },
      },
      (request) =>
        menu.setAvailability(
          tenantOf(request),
          kind,
          request.params.itemId,
          request.body.availability,
        ),
    );

    routes.post(
      `${items}/:itemId/image`,
      {
        ...common,
        schema: {
          ...schemaOf('Upload or replace the item image (re-encoded to WebP)'),
          params: itemParams,
          ...uploadBodyDocs,
          response: { 200: itemSchema, ...uploadErrorResponses },
        },
      },
      async (request) =>
        menu.setImage(
          tenantOf(request),
          kind,
          request.params.itemId,
          await readSingleUpload(request, PHOTO_RULES),
        ),
    );

    routes.delete(
      `${items}/:itemId/image`,
      {
        ...common,
        schema: {
          ...schemaOf('Remove the item image'),
          params: itemParams,
          response: { 200: itemSchema, ...errorResponses },
        },
      },
      (request) => menu.removeImage(tenantOf(request), kind, request.params.itemId),
    );
  }
}
