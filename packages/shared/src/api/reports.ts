import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import { reportCsvQuerySchema, reportQuerySchema, reportSchema } from '../reports/reports.ts';
import { defineRoute, errorResponses, SIGNED_IN_ERRORS } from './contract.ts';
import { businessPath } from './paths.ts';

const refusals = errorResponses(SIGNED_IN_ERRORS);

const reportRoutesOf = (kind: BusinessKind) => {
  const base = `${businessPath(kind)}/reports`;
  return {
    dashboard: defineRoute({
      method: 'GET',
      path: base,
      summary:
        "Sales, busy hours, best and worst sellers, fulfilment mix and kitchen times of a range of local dates (today, yesterday, last 7 or 30 days, custom from..to) in the business's time zone and menu currency, optionally of one branch; each figure beside the period of the same length before it (admins and managers)",
      schema: { querystring: reportQuerySchema, response: { 200: reportSchema, ...refusals } },
    }),
    csv: defineRoute({
      method: 'GET',
      path: `${base}.csv`,
      summary:
        'One report of the dashboard (report=summary, sales, busy-hours, items, options, fulfilment or kitchen-times) as a CSV download',
      schema: {
        querystring: reportCsvQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...refusals },
      },
    }),
  };
};

/** The REPORTS dashboard and its CSV files, per kind of business (admins and managers). */
export const reportRoutes = {
  restaurant: reportRoutesOf('restaurant'),
  grocery: reportRoutesOf('grocery'),
} satisfies Record<BusinessKind, unknown>;
