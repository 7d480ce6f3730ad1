import type { BusinessKind } from '@scanorder/shared/account/services';
import { clockTimeOf } from '@scanorder/shared/business/clock-time';
import {
  addDays,
  localDateOf,
  localMinutesOf,
  startOfLocalDate,
} from '@scanorder/shared/business/zoned-time';
import { AppError } from '@scanorder/shared/errors/app-error';
import { CSV_DIALECTS } from '@scanorder/shared/http/csv-download';
import {
  previousSpanOf,
  reportDays,
  reportMessages,
  SELLERS_LISTED,
  spanOf,
  type LocalDateSpan,
  type Report,
  type ReportCsvQuery,
  type ReportQuery,
} from '@scanorder/shared/reports/reports';
import { FULFILMENT_TYPES } from '@scanorder/shared/ordering/order-status';
import { assertCan } from '../../auth/roles.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';
import type { BusinessRepository } from '../business/business.repository.ts';
import { reportCsv } from './report-csv.ts';
import type { Instants, ReportScope, ReportsRepository, SummaryRow } from './reports.repository.ts';

export interface ReportsServiceOptions {
  reports: ReportsRepository;
  businesses: BusinessRepository;
  now?: () => Date;
}

/** The instants a span of local dates covers: its first midnight to the midnight after it. */
function instantsOf(span: LocalDateSpan, timeZone: string): Instants {
  return {
    start: startOfLocalDate(span.from, timeZone),
    end: startOfLocalDate(addDays(span.to, 1), timeZone),
  };
}

/**
 * The previous period's instants, like for like: while `range` is still running at `now`, only
 * as much of the previous period as has passed of this one (today until 11:00 against yesterday
 * until 11:00), and the local clock time it stops at; otherwise the whole of it.
 */
function previousInstantsOf(
  range: Instants,
  previous: Instants,
  now: Date,
  timeZone: string,
): { instants: Instants; until: string | null } {
  if (now <= range.start || now >= range.end) return { instants: previous, until: null };
  const end = new Date(previous.start.getTime() + (now.getTime() - range.start.getTime()));
  if (end >= previous.end) return { instants: previous, until: null };
  return {
    instants: { start: previous.start, end },
    until: clockTimeOf(localMinutesOf(end, timeZone)),
  };
}

function datesOf(span: LocalDateSpan): string[] {
  const dates: string[] = [];
  for (let date = span.from; date <= span.to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function figures(current: SummaryRow, previous: SummaryRow): Report['summary'] {
  const average = (row: SummaryRow) =>
    row.orders === 0 ? 0 : Math.round(row.grossSalesMinor / row.orders);
  const pair = (name: keyof SummaryRow) => ({ current: current[name], previous: previous[name] });
  return {
    orders: pair('orders'),
    grossSalesMinor: pair('grossSalesMinor'),
    taxMinor: pair('taxMinor'),
    tipMinor: pair('tipMinor'),
    serviceChargeMinor: pair('serviceChargeMinor'),
    totalMinor: pair('totalMinor'),
    averageOrderValueMinor: { current: average(current), previous: average(previous) },
    cancelledOrders: pair('cancelledOrders'),
    cancelledMinor: pair('cancelledMinor'),
  };
}

interface Ranked {
  quantity: number;
  salesMinor: number;
}

/**
 * The most and the least sold (by quantity, then sales, then name), the least sold leaving out
 * what already is among the most, so a short menu does not list the same rows twice.
 */
function bestAndWorst<T extends Ranked>(rows: T[], nameOf: (row: T) => string) {
  const byName = (a: T, b: T) => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0);
  const best = [...rows]
    .sort((a, b) => b.quantity - a.quantity || b.salesMinor - a.salesMinor || byName(a, b))
    .slice(0, SELLERS_LISTED);
  const worst = [...rows]
    .filter((row) => !best.includes(row))
    .sort((a, b) => a.quantity - b.quantity || a.salesMinor - b.salesMinor || byName(a, b))
    .slice(0, SELLERS_LISTED);
  return { best, worst };
}

const seconds = (value: number | null) => (value === null ? null : Math.round(value));

/** The REPORTS dashboard: figures, charts and their CSV files. */
export function createReportsService({
  reports,
  businesses,
  now = () => new Date(),
}: ReportsServiceOptions) {
  async function scopeOf(
    ctx: TenantContext,
    kind: BusinessKind,
    query: ReportQuery,
  ): Promise<ReportScope> {
    assertCan(ctx, 'reports.view');
    const business = await businesses.findByKind(ctx, kind);
    if (!business || business.id !== query.businessId)
      throw new AppError('NOT_FOUND', reportMessages.businessNotFound);
    if (query.branchId && !(await reports.branchBelongs(ctx, business.id, query.branchId)))
      throw new AppError('NOT_FOUND', reportMessages.branchNotFound, 'branchId');
    return {
      businessId: business.id,
      branchId: query.branchId,
      currency: business.menuCurrency,
      timeZone: business.timeZone,
    };
  }

  async function build(ctx: TenantContext, kind: BusinessKind, query: ReportQuery) {
    const scope = await scopeOf(ctx, kind, query);
    const generatedAt = now();
    const span = spanOf(query, localDateOf(generatedAt, scope.timeZone));
    const previousSpan = previousSpanOf(span);
    const days = reportDays(span.from, span.to);
    const granularity = days === 1 ? 'hour' : 'day';
    const range = instantsOf(span, scope.timeZone);
    const previous = previousInstantsOf(
      range,
      instantsOf(previousSpan, scope.timeZone),
      generatedAt,
      scope.timeZone,
    );
    // One after the other: the request's scope is one transaction on one connection, so reads
    // sent side by side would only queue there (and node-postgres deprecates that queue).
    const summary = await reports.summary(ctx, scope, range, previous.instants);
    const sales = await reports.sales(ctx, scope, range, granularity);
    const busy = await reports.busyHours(ctx, scope, range);
    const items = await reports.items(ctx, scope, range);
    const options = await reports.options(ctx, scope, range);
    const fulfilment = await reports.fulfilment(ctx, scope, range);
    const kitchen = await reports.kitchenTimes(ctx, scope, range);

    const keys =
      granularity === 'hour' ? HOURS.map((hour) => String(hour).padStart(2, '0')) : datesOf(span);
    const report: Report = {
      timeZone: scope.timeZone,
      currency: scope.currency,
      span: { ...span, days },
      previousSpan: { ...previousSpan, until: previous.until },
      summary: figures(summary.current, summary.previous),
      sales: {
        granularity,
        buckets: keys.map(
          (key) => sales.find((row) => row.key === key) ?? { key, orders: 0, salesMinor: 0 },
        ),
      },
      busyHours: Array.from({ length: 7 }, (_, weekday) => HOURS.map((hour) => ({ weekday, hour })))
        .flat()
        .map(({ weekday, hour }) => ({
          weekday,
          hour,
          orders: busy.find((cell) => cell.weekday === weekday && cell.hour === hour)?.orders ?? 0,
        })),
      items: bestAndWorst(items, (row) => row.name),
      options: bestAndWorst(options, (row) => `${row.group} ${row.option}`),
      fulfilment: FULFILMENT_TYPES.map(
        (type) => fulfilment.find((row) => row.type === type) ?? { type, orders: 0, salesMinor: 0 },
      ),
      kitchenTimes: kitchen.map((row) => ({
        hour: row.hour,
        accepted: {
          samples: row.acceptedSamples,
          median: seconds(row.acceptedMedian),
          p90: seconds(row.acceptedP90),
        },
        ready: {
          samples: row.readySamples,
          median: seconds(row.readyMedian),
          p90: seconds(row.readyP90),
        },
      })),
      generatedAt: generatedAt.toISOString(),
    };
    return report;
  }

  return {
    /** The dashboard of a range (admins and managers). */
    get: build,

    /** One report of the dashboard as a CSV download. */
    async csv(ctx: TenantContext, kind: BusinessKind, query: ReportCsvQuery) {
      const report = await build(ctx, kind, query);
      return {
        filename: `${query.report}-${report.span.from}-to-${report.span.to}.csv`,
        body: reportCsv(report, query.report, CSV_DIALECTS[query.language]),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
