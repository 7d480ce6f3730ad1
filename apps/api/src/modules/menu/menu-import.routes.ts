import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { KIND_LABEL } from '@scanorder/shared/business/constants';
import { MENU_CSV_MAX_BYTES } from '@scanorder/shared/menu/menu-csv';
import { menuExportPath, menuRoutes } from '@scanorder/shared/api/menu';
import { csvLanguageQuerySchema } from '@scanorder/shared/http/csv-download';
import { routeOf } from '../../http/contract-route.ts';
import { sessionSecurity, tagOf } from '../../http/route-helpers.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';
import type { MenuImportService } from './menu-import.service.ts';

/** JSON around the CSV text: quotes and escapes can grow it, so the body may be a bit larger. */
const BODY_LIMIT = MENU_CSV_MAX_BYTES * 2 + 1024;

/** Menu export and import as CSV (MENU tab): preview, then an all-or-nothing import. */
export function registerMenuImportRoutes(
  app: FastifyInstance,
  deps: { imports: MenuImportService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { imports, requireTenant } = deps;

  for (const kind of BUSINESS_KINDS) {
    const common = { preHandler: requireTenant } as const;
    const docs = { tags: [tagOf(kind, 'menu')], security: sessionSecurity };

    routes.get(
      menuExportPath(kind),
      {
        ...common,
        schema: {
          ...docs,
          summary: 'The whole menu as CSV in the import format, in the owner app language',
          querystring: csvLanguageQuerySchema,
        },
      },
      async (request, reply) => {
        const csv = await imports.exportCsv(tenantOf(request), kind, request.query.language);
        const name = `${KIND_LABEL[kind].toLowerCase()}-menu.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );

    routes.route({
      ...routeOf(menuRoutes[kind].importPreview, docs),
      ...common,
      bodyLimit: BODY_LIMIT,
      handler: (request) => imports.preview(tenantOf(request), kind, request.body.csv),
    });

    routes.route({
      ...routeOf(menuRoutes[kind].import, docs),
      ...common,
      bodyLimit: BODY_LIMIT,
      handler: (request) => imports.apply(tenantOf(request), kind, request.body.csv),
    });
  }
}
