import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { branchRoutes } from '@scanorder/shared/api/branches';
import type { BranchesService } from './branches.service.ts';
import { sessionRoutesOf } from '../../http/contract-route.ts';
import { tagOf } from '../../http/route-helpers.ts';
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
    const sessionRoute = sessionRoutesOf([tagOf(kind, 'branches')], requireTenant);

    routes.route({
      ...sessionRoute(contract.list),
      handler: async (request) => ({ branches: await branches.list(tenantOf(request), kind) }),
    });

    routes.route({
      ...sessionRoute(contract.create),
      handler: async (request, reply) =>
        reply.status(201).send(await branches.create(tenantOf(request), kind, request.body)),
    });

    routes.route({
      ...sessionRoute(contract.update),
      handler: (request) =>
        branches.update(tenantOf(request), kind, request.params.branchId, request.body),
    });

    routes.route({
      ...sessionRoute(contract.delete),
      handler: async (request, reply) => {
        await branches.delete(tenantOf(request), kind, request.params.branchId);
        return reply.status(204).send(null);
      },
    });

    routes.route({
      ...sessionRoute(contract.setOperation),
      handler: (request) =>
        branches.setOperation(tenantOf(request), kind, request.params.branchId, request.body),
    });

    routes.route({
      ...sessionRoute(contract.setPin),
      handler: (request) =>
        branches.setPin(tenantOf(request), kind, request.params.branchId, request.body),
    });

    routes.route({
      ...sessionRoute(contract.removePin),
      handler: (request) => branches.removePin(tenantOf(request), kind, request.params.branchId),
    });
  }
}
