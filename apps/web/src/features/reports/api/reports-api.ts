import type { BusinessKind } from '@scanorder/shared/account/services';
import { reportRoutes } from '@scanorder/shared/api/reports';
import type { ReportName, ReportRequest } from '@scanorder/shared/reports/reports';
import { callRoute } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type { OwnerLanguage } from '@scanorder/shared/account/owner-language';

/** The query string values of a dashboard request: from and to only for a custom range. */
function queryOf(query: ReportRequest) {
  const custom = query.range === 'custom';
  return {
    businessId: query.businessId,
    range: query.range ?? 'today',
    branchId: query.branchId || undefined,
    from: (custom && query.from) || undefined,
    to: (custom && query.to) || undefined,
  };
}

function searchOf(query: ReportRequest): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(queryOf(query)))
    if (value !== undefined) search.set(name, value);
  return search.toString();
}

export const reportQueryKey = (kind: BusinessKind, query: ReportRequest) =>
  queryKeys.reports(kind, searchOf(query));

export const fetchReport = (kind: BusinessKind, query: ReportRequest, signal?: AbortSignal) =>
  callRoute(reportRoutes[kind].dashboard, { query: queryOf(query), signal });

/**
 * The download link of one report of the dashboard (the session cookie goes along), written for
 * the owner app's language: in Spanish with ';' and decimal commas, as Excel in Spain opens it.
 */
export const reportCsvHref = (
  kind: BusinessKind,
  query: ReportRequest,
  report: ReportName,
  language: OwnerLanguage,
) => `${reportRoutes[kind].csv.path}?${searchOf(query)}&report=${report}&language=${language}`;
