import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  reportSchema,
  type ReportName,
  type ReportRequest,
} from '@scanorder/shared/reports/reports';
import { businessPath } from '@scanorder/shared/api/paths';
import { apiGet } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const reportsPath = (kind: BusinessKind) => `${businessPath(kind)}/reports`;

function searchOf(query: ReportRequest): string {
  const search = new URLSearchParams({
    businessId: query.businessId,
    range: query.range ?? 'today',
  });
  if (query.branchId) search.set('branchId', query.branchId);
  if (query.range === 'custom') {
    if (query.from) search.set('from', query.from);
    if (query.to) search.set('to', query.to);
  }
  return search.toString();
}

export const reportQueryKey = (kind: BusinessKind, query: ReportRequest) =>
  queryKeys.reports(kind, searchOf(query));

export const fetchReport = (kind: BusinessKind, query: ReportRequest, signal?: AbortSignal) =>
  apiGet(`${reportsPath(kind)}?${searchOf(query)}`, reportSchema, signal);

/** The download link of one report of the dashboard (the session cookie goes along). */
export const reportCsvHref = (kind: BusinessKind, query: ReportRequest, report: ReportName) =>
  `${reportsPath(kind)}.csv?${searchOf(query)}&report=${report}`;
