import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sharedOptionGroupInputSchema,
  sharedOptionGroupListSchema,
  sharedOptionGroupSchema,
} from '@scanorder/shared/menu/shared-option-groups';
import { tenantOf } from '../../auth/tenant-guard.ts';
import { businessPath } from '@scanorder/shared/api/paths';
import { errorResponses, sessionSecurity, tagOf } from '../../http/route-helpers.ts';
import type { SharedOptionGroupsService } from './shared-option-groups.service.ts';

const groupParams = z.object({ groupId: z.uuid() });

/** Shared option groups of the restaurant (MENU tab, decision 035). */
export function registerSharedOptionGroupRoutes(
  app: FastifyInstance,
  deps: { groups: SharedOptionGroupsService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { groups, requireTenant } = deps;
  const path = `${businessPath('restaurant')}/option-groups`;
  const common = { preHandler: requireTenant } as const;
  const schemaOf = (summary: string) => ({
    tags: [tagOf('restaurant', 'menu')],
    summary,
    security: sessionSecurity,
  });

  routes.get(
    path,
    {
      ...common,
      schema: {
        ...schemaOf('Shared option groups, each with how many items attach it'),
        response: { 200: sharedOptionGroupListSchema, ...errorResponses },
      },
    },
    (request) => groups.list(tenantOf(request)),
  );

  routes.post(
    path,
    {
      ...common,
      schema: {
        ...schemaOf('Define an option group once, to attach to many items'),
        body: sharedOptionGroupInputSchema,
        response: { 201: sharedOptionGroupSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await groups.create(tenantOf(request), request.body)),
  );

  routes.put(
    `${path}/:groupId`,
    {
      ...common,
      schema: {
        ...schemaOf('Replace a shared option group (every item attaching it changes)'),
        params: groupParams,
        body: sharedOptionGroupInputSchema,
        response: { 200: sharedOptionGroupSchema, ...errorResponses },
      },
    },
    (request) => groups.update(tenantOf(request), request.params.groupId, request.body),
  );

  routes.delete(
    `${path}/:groupId`,
    {
      ...common,
      schema: {
        ...schemaOf('Delete a shared option group and detach it from every item'),
        params: groupParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await groups.delete(tenantOf(request), request.params.groupId);
      return reply.status(204).send(null);
    },
  );
}
