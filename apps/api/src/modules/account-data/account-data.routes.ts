import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantOf } from '../../auth/tenant-guard.ts';
import type { AccountExportService } from './account-export.service.ts';

/** The account's own data, for its admin: the export the Terms of Service promise. */
export function registerAccountDataRoutes(
  app: FastifyInstance,
  deps: { exports: AccountExportService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/v1/account/export',
    {
      preHandler: deps.requireTenant,
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
}
