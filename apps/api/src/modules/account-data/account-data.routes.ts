import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_EXPORT_PATH,
  accountClosureRoutes as contract,
} from '@scanorder/shared/api/account-data';
import { routeOf } from '../../http/contract-route.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';
import type { AccountClosureService } from './account-closure.service.ts';
import type { AccountExportService } from './account-export.service.ts';

const docs = { tags: ['account'], security: [{ session: [] }] };

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
    ACCOUNT_EXPORT_PATH,
    {
      preHandler: deps.requireTenant,
      config: { audit: 'collection' as const },
      schema: {
        ...docs,
        summary: "All of the account's data as a zip of JSON and CSV files (admin only)",
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

  const common = { preHandler: deps.requireTenant };
  routes.route({
    ...routeOf(contract.get, docs),
    ...common,
    handler: async (request) => deps.closures.get(tenantOf(request)),
  });
  routes.route({
    ...routeOf(contract.request, docs),
    ...common,
    handler: async (request) => deps.closures.request(tenantOf(request), request.body),
  });
  routes.route({
    ...routeOf(contract.cancel, docs),
    ...common,
    handler: async (request) => deps.closures.cancel(tenantOf(request)),
  });
}
