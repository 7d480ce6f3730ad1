import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import {
  reportCsvQuerySchema,
  reportQuerySchema,
  reportSchema,
} from '@scanorder/shared/reports/reports';
import { tenantOf } from '../../auth/tenant-guard.ts';
import { businessPath } from '@scanorder/shared/api/paths';
import { errorResponses, sessionSecurity, tagOf } from '../../http/route-helpers.ts';
import type { ReportsService } from './reports.service.ts';

export interface ReportRouteDeps {
  reports: ReportsService;
  requireTenant: preHandlerAsyncHookHandler;
}

/** The REPORTS dashboard and its CSV files, per kind of business (admins and managers). */
export function registerReportRoutes(app: FastifyInstance, deps: ReportRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { reports, requireTenant } = deps;

  for (const kind of BUSINESS_KINDS) {
    const base = `${businessPath(kind)}/reports`;
    const tags = [tagOf(kind, 'reports')];

    routes.get(
      base,
      {
        preHandler: requireTenant,
        config: { audit: 'collection' as const },
        schema: {
          tags,
          summary:
            "Sales, busy hours, best and worst sellers, fulfilment mix and kitchen times of a range of local dates (today, yesterday, last 7 or 30 days, custom from..to) in the business's time zone and menu currency, optionally of one branch; each figure beside the period of the same length before it (admins and managers)",
          security: sessionSecurity,
          querystring: reportQuerySchema,
          response: { 200: reportSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reports.get(tenantOf(request), kind, request.query);
      },
    );

    routes.get(
      `${base}.csv`,
      {
        preHandler: requireTenant,
        config: { audit: 'collection' as const },
        schema: {
          tags,
          summary:
            'One report of the dashboard (report=summary, sales, busy-hours, items, options, fulfilment or kitchen-times) as a CSV download',
          security: sessionSecurity,
          querystring: reportCsvQuerySchema,
          response: { 200: z.string().describe('text/csv'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { filename, body } = await reports.csv(tenantOf(request), kind, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  }
}
