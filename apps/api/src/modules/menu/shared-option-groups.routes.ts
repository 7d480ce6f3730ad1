import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sharedOptionGroupRoutes as contract } from '@scanorder/shared/api/menu';
import { tenantOf } from '../../auth/tenant-guard.ts';
import { routeOf } from '../../http/contract-route.ts';
import { sessionSecurity, tagOf } from '../../http/route-helpers.ts';
import type { SharedOptionGroupsService } from './shared-option-groups.service.ts';

/** Shared option groups of the restaurant (MENU tab, decision 035). */
export function registerSharedOptionGroupRoutes(
  app: FastifyInstance,
  deps: { groups: SharedOptionGroupsService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { groups, requireTenant } = deps;
  const docs = { tags: [tagOf('restaurant', 'menu')], security: sessionSecurity };
  const common = { preHandler: requireTenant } as const;

  routes.route({
    ...routeOf(contract.list, docs),
    ...common,
    handler: (request) => groups.list(tenantOf(request)),
  });

  routes.route({
    ...routeOf(contract.create, docs),
    ...common,
    handler: async (request, reply) =>
      reply.status(201).send(await groups.create(tenantOf(request), request.body)),
  });

  routes.route({
    ...routeOf(contract.update, docs),
    ...common,
    handler: (request) => groups.update(tenantOf(request), request.params.groupId, request.body),
  });

  routes.route({
    ...routeOf(contract.delete, docs),
    ...common,
    handler: async (request, reply) => {
      await groups.delete(tenantOf(request), request.params.groupId);
      return reply.status(204).send(null);
    },
  });
}
