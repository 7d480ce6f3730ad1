import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { reportRoutes } from '@scanorder/shared/api/reports';
import { tenantOf } from '../../auth/tenant-guard.ts';
import { sessionRoutesOf } from '../../http/contract-route.ts';
import { tagOf } from '../../http/route-helpers.ts';
import type { ReportsService } from './reports.service.ts';
import { sendCsvDownload } from '../../http/csv.ts';

export interface ReportRouteDeps {
  reports: ReportsService;
  requireTenant: preHandlerAsyncHookHandler;
}

/** The REPORTS dashboard and its CSV files, per kind of business (admins and managers). */
export function registerReportRoutes(app: FastifyInstance, deps: ReportRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { reports, requireTenant } = deps;

  for (const kind of BUSINESS_KINDS) {
    const contract = reportRoutes[kind];
    const sessionRoute = sessionRoutesOf([tagOf(kind, 'reports')], requireTenant);

    routes.route({
      ...sessionRoute(contract.dashboard),
      config: { audit: 'collection' as const },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reports.get(tenantOf(request), kind, request.query);
      },
    });

    routes.route({
      ...sessionRoute(contract.csv),
      config: { audit: 'collection' as const },
      handler: async (request, reply) =>
        sendCsvDownload(reply, await reports.csv(tenantOf(request), kind, request.query)),
    });
  }
}
