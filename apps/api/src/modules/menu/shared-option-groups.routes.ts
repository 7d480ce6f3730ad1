import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sharedOptionGroupRoutes as contract } from '@scanorder/shared/api/menu';
import { tenantOf } from '../../auth/tenant-guard.ts';
import { sessionRoutesOf } from '../../http/contract-route.ts';
import { tagOf } from '../../http/route-helpers.ts';
import type { SharedOptionGroupsService } from './shared-option-groups.service.ts';

/** Shared option groups of the restaurant (MENU tab, decision 035). */
export function registerSharedOptionGroupRoutes(
  app: FastifyInstance,
  deps: { groups: SharedOptionGroupsService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { groups, requireTenant } = deps;
  const sessionRoute = sessionRoutesOf([tagOf('restaurant', 'menu')], requireTenant);

  routes.route({
    ...sessionRoute(contract.list),
    handler: (request) => groups.list(tenantOf(request)),
  });

  routes.route({
    ...sessionRoute(contract.create),
    handler: async (request, reply) =>
      reply.status(201).send(await groups.create(tenantOf(request), request.body)),
  });

  routes.route({
    ...sessionRoute(contract.update),
    handler: (request) => groups.update(tenantOf(request), request.params.groupId, request.body),
  });

  routes.route({
    ...sessionRoute(contract.delete),
    handler: async (request, reply) => {
      await groups.delete(tenantOf(request), request.params.groupId);
      return reply.status(204).send(null);
    },
  });
}
