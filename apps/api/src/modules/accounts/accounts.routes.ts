import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@scanorder/shared/api/contract';
import { meSchema } from '@scanorder/shared/account/me';
import type { AccountsService } from './accounts.service.ts';
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

  routes.get(
    '/api/v1/me',
    {
      preHandler: deps.requireTenant,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, their account, role and services',
        security: [{ session: [] }],
        response: { 200: meSchema, ...errorResponses([401, 403]) },
      },
    },
    async (request) => deps.accounts.getMe(tenantOf(request).userId),
  );

  routes.get(
    '/api/v1/customer/session',
    {
      schema: {
        tags: ['customer'],
        summary: "The anonymous customer's identity (a signed cookie; nothing is stored per visit)",
        response: { 200: z.object({ customerId: z.uuid() }) },
      },
    },
    async (request, reply) => ({
      customerId: ensureCustomerId(request, reply, deps.secureCookies),
    }),
  );
}
