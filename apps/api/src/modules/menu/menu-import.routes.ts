import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { KIND_LABEL } from '@scanorder/shared/business/constants';
import {
  MENU_CSV_MAX_BYTES,
  menuImportInputSchema,
  menuImportPreviewSchema,
  menuImportResultSchema,
} from '@scanorder/shared/menu/menu-csv';
import { businessPath } from '@scanorder/shared/api/paths';
import { errorResponses, sessionSecurity, tagOf } from '../../http/route-helpers.ts';
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
    const base = `${businessPath(kind)}/menu`;
    const common = { preHandler: requireTenant } as const;
    const schemaOf = (summary: string) => ({
      tags: [tagOf(kind, 'menu')],
      summary,
      security: sessionSecurity,
    });

    routes.get(
      `${base}/export.csv`,
      { ...common, schema: schemaOf('The whole menu as CSV in the import format') },
      async (request, reply) => {
        const csv = await imports.exportCsv(tenantOf(request), kind);
        const name = `${KIND_LABEL[kind].toLowerCase()}-menu.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );

    routes.post(
      `${base}/import/preview`,
      {
        ...common,
        bodyLimit: BODY_LIMIT,
        schema: {
          ...schemaOf('What importing a menu CSV would create, change or refuse (writes nothing)'),
          body: menuImportInputSchema,
          response: { 200: menuImportPreviewSchema, ...errorResponses },
        },
      },
      (request) => imports.preview(tenantOf(request), kind, request.body.csv),
    );

    routes.post(
      `${base}/import`,
      {
        ...common,
        bodyLimit: BODY_LIMIT,
        schema: {
          ...schemaOf('Import a menu CSV: every row or none (one transaction)'),
          body: menuImportInputSchema,
          response: { 200: menuImportResultSchema, ...errorResponses },
        },
      },
      (request) => imports.apply(tenantOf(request), kind, request.body.csv),
    );
  }
}
