import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes as contract } from '@scanorder/shared/api/accounts';
import type { AccountsService } from './accounts.service.ts';
import { routeOf } from '../../http/contract-route.ts';
import { ensureCustomerId } from '../../plugins/customer-identity.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: {
    accounts: AccountsService;
    requireTenant: preHandlerAsyncHookHandler;
    secureCookies: boolean;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contract.me, { tags: ['account'], security: [{ session: [] }] }),
    preHandler: deps.requireTenant,
    handler: async (request) => deps.accounts.getMe(tenantOf(request).userId),
  });

  routes.route({
    ...routeOf(contract.customerSession, { tags: ['customer'] }),
    handler: async (request, reply) => ({
      customerId: ensureCustomerId(request, reply, deps.secureCookies),
    }),
  });
}
