import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountClosureRequestSchema,
  accountClosureSchema,
} from '@scanorder/shared/account/closure';
import { tenantOf } from '../../auth/tenant-guard.ts';
import type { AccountClosureService } from './account-closure.service.ts';
import type { AccountExportService } from './account-export.service.ts';

/** The account's own data, for its admin: the export and the closure the Terms of Service promise. */
export function registerAccountDataRoutes(
  app: FastifyInstance,
  deps: {
    exports: AccountExportService;
    closures: AccountClosureService;
    requireTenant: preHandlerAsyncHookHandler;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/v1/account/export',
    {
      preHandler: deps.requireTenant,
      config: { audit: 'collection' as const },
      schema: {
        tags: ['account'],
        summary: "All of the account's data as a zip of JSON and CSV files (admin only)",
        security: [{ session: [] }],
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await deps.exports.export(tenantOf(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip));
    },
  );

  const closureRoute = {
    tags: ['account'],
    security: [{ session: [] }],
    response: { 200: accountClosureSchema },
  };
  routes.get(
    '/api/v1/account/closure',
    {
      preHandler: deps.requireTenant,
      schema: { ...closureRoute, summary: 'Whether the account is set to close, and when (admin)' },
    },
    async (request) => deps.closures.get(tenantOf(request)),
  );
  routes.post(
    '/api/v1/account/closure',
    {
      preHandler: deps.requireTenant,
      schema: {
        ...closureRoute,
        summary: 'Ask to close the account after the grace period (admin, typed confirmation)',
        body: accountClosureRequestSchema,
      },
    },
    async (request) => deps.closures.request(tenantOf(request), request.body),
  );
  routes.delete(
    '/api/v1/account/closure',
    {
      preHandler: deps.requireTenant,
      schema: { ...closureRoute, summary: 'Cancel closing the account during the grace period' },
    },
    async (request) => deps.closures.cancel(tenantOf(request)),
  );
}
