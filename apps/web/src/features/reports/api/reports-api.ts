import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  reportSchema,
  type ReportName,
  type ReportRequest,
} from '@scanorder/shared/reports/reports';
import { apiGet } from '../../../api/client.ts';

const reportsPath = (kind: BusinessKind) => `/api/v1/businesses/${kind}/reports`;

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
  ['reports', kind, searchOf(query)] as const;

export const fetchReport = (kind: BusinessKind, query: ReportRequest, signal?: AbortSignal) =>
  apiGet(`${reportsPath(kind)}?${searchOf(query)}`, reportSchema, signal);

/** The download link of one report of the dashboard (the session cookie goes along). */
export const reportCsvHref = (kind: BusinessKind, query: ReportRequest, report: ReportName) =>
  `${reportsPath(kind)}.csv?${searchOf(query)}&report=${report}`;
