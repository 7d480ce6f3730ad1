import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { branchRoutes } from '@scanorder/shared/api/branches';
import type { BranchesService } from './branches.service.ts';
import { routeOf } from '../../http/contract-route.ts';
import { sessionSecurity, tagOf } from '../../http/route-helpers.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

/** Branches (store names) of each kind's business: SERVICE SETTINGS and STATUS tabs. */
export function registerBranchRoutes(
  app: FastifyInstance,
  deps: { branches: BranchesService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { branches, requireTenant } = deps;

  for (const kind of BUSINESS_KINDS) {
    const contract = branchRoutes[kind];
    const docs = { tags: [tagOf(kind, 'branches')], security: sessionSecurity };
    const common = { preHandler: requireTenant } as const;

    routes.route({
      ...routeOf(contract.list, docs),
      ...common,
      handler: async (request) => ({ branches: await branches.list(tenantOf(request), kind) }),
    });

    routes.route({
      ...routeOf(contract.create, docs),
      ...common,
      handler: async (request, reply) =>
        reply.status(201).send(await branches.create(tenantOf(request), kind, request.body)),
    });

    routes.route({
      ...routeOf(contract.update, docs),
      ...common,
      handler: (request) =>
        branches.update(tenantOf(request), kind, request.params.branchId, request.body),
    });

    routes.route({
      ...routeOf(contract.delete, docs),
      ...common,
      handler: async (request, reply) => {
        await branches.delete(tenantOf(request), kind, request.params.branchId);
        return reply.status(204).send(null);
      },
    });

    routes.route({
      ...routeOf(contract.setOperation, docs),
      ...common,
      handler: (request) =>
        branches.setOperation(tenantOf(request), kind, request.params.branchId, request.body),
    });

    routes.route({
      ...routeOf(contract.setPin, docs),
      ...common,
      handler: (request) =>
        branches.setPin(tenantOf(request), kind, request.params.branchId, request.body),
    });

    routes.route({
      ...routeOf(contract.removePin, docs),
      ...common,
      handler: (request) => branches.removePin(tenantOf(request), kind, request.params.branchId),
    });
  }
}
