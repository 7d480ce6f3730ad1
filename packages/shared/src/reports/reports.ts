/**
 * The owner's REPORTS dashboard (issue 25): what it asks for and what it answers. Every figure is
 * over orders placed (created) in a range of local dates of the business's time zone, in the
 * business's menu currency; "sales" leave cancelled orders out, cancellations are counted apart.
 */
import { z } from 'zod';
import { dateField } from '../business/clock-time.ts';
import { checkDateRange, daysFromTo } from '../business/date-range.ts';
import { addDays } from '../business/zoned-time.ts';
import { FULFILMENT_TYPES } from '../ordering/order-status.ts';
import { csvLanguageQuerySchema } from '../http/csv-download.ts';

export const REPORT_RANGES = [
  'today',
  'yesterday',
  'last-7-days',
  'last-30-days',
  'custom',
] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

export const REPORT_RANGE_LABEL: Record<ReportRange, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  custom: 'Custom',
};

/** A custom range covers at most this many days, both ends included. */
export const REPORT_MAX_DAYS = 366;

/** The reports a CSV can be downloaded of, one per chart plus the figures. */
export const REPORT_NAMES = [
  'summary',
  'sales',
  'busy-hours',
  'items',
  'options',
  'fulfilment',
  'kitchen-times',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** How many best and how many worst sellers the dashboard lists. */
export const SELLERS_LISTED = 10;

export const reportMessages = {
  fromRequired: 'From date field is required',
  toRequired: 'To date field is required',
  order: 'From date must be on or before To date',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days`,
  businessNotFound: 'This business does not exist',
  branchNotFound: 'This store name does not exist',
} as const;

/** Days from `from` to `to`, both included, counting no further than REPORT_MAX_DAYS + 1. */
export function reportDays(from: string, to: string): number {
  return daysFromTo(from, to, REPORT_MAX_DAYS);
}

/**
 * `GET /api/v1/businesses/:kind/reports` and `reports.csv`. `from` and `to` (local dates) are read
 * for the custom range only.
 */
export const reportQuerySchema = z
  .object({
    businessId: z.uuid('Please choose a valid business'),
    branchId: z.uuid('Please choose a valid store name').optional(),
    range: z.enum(REPORT_RANGES, { error: 'Please choose a valid date range' }).default('today'),
    from: dateField('From date').optional(),
    to: dateField('To date').optional(),
  })
  .superRefine((query, context) => {
    if (query.range === 'custom') checkDateRange(query, context, REPORT_MAX_DAYS, reportMessages);
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export type ReportRequest = z.input<typeof reportQuerySchema>;

export const reportCsvQuerySchema = reportQuerySchema.safeExtend({
  report: z.enum(REPORT_NAMES, { error: 'Please choose a valid report' }),
  // The owner app's language the file is written for (';' and decimal commas in Spanish).
  ...csvLanguageQuerySchema.shape,
});
export type ReportCsvQuery = z.infer<typeof reportCsvQuerySchema>;

/** A span of local dates, both ends included. */
export interface LocalDateSpan {
  from: string;
  to: string;
}

/** The local dates a range covers, given today's local date in the business's zone. */
export function spanOf(
  query: Pick<ReportQuery, 'range' | 'from' | 'to'>,
  today: string,
): LocalDateSpan {
  switch (query.range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last-7-days':
      return { from: addDays(today, -6), to: today };
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'custom':
      return { from: query.from ?? today, to: query.to ?? today };
    default:
      return query.range satisfies never;
  }
}

/** The span of the same number of days that ends the day before `span` starts. */
export function previousSpanOf(span: LocalDateSpan): LocalDateSpan {
  const days = reportDays(span.from, span.to);
  return { from: addDays(span.from, -days), to: addDays(span.from, -1) };
}

/** Change from `previous` to `current` in whole percent; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

const figureSchema = z.object({ current: z.number().int(), previous: z.number().int() });
export type ReportFigure = z.infer<typeof figureSchema>;

export const SUMMARY_FIGURES = [
  'orders',
  'grossSalesMinor',
  'taxMinor',
  'tipMinor',
  'serviceChargeMinor',
  'totalMinor',
  'averageOrderValueMinor',
  'cancelledOrders',
  'cancelledMinor',
] as const;
export type SummaryFigure = (typeof SUMMARY_FIGURES)[number];

export const SUMMARY_LABEL: Record<SummaryFigure, string> = {
  orders: 'Orders',
  grossSalesMinor: 'Gross sales',
  taxMinor: 'Tax',
  tipMinor: 'Tips',
  serviceChargeMinor: 'Service charge',
  totalMinor: 'Total billed',
  averageOrderValueMinor: 'Average order value',
  cancelledOrders: 'Cancelled orders',
  cancelledMinor: 'Cancelled value',
};

/** Figures counted in orders rather than money. */
export const COUNT_FIGURES: readonly SummaryFigure[] = ['orders', 'cancelledOrders'];

const sellerSchema = z.object({
  menuItemId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  salesMinor: z.number().int(),
});
export type ItemSeller = z.infer<typeof sellerSchema>;

const optionSellerSchema = z.object({
  group: z.string(),
  option: z.string(),
  quantity: z.number().int(),
  salesMinor: z.number().int(),
});
export type OptionSeller = z.infer<typeof optionSellerSchema>;

const secondsSchema = z.number().int().nullable();

export const reportSchema = z.object({
  timeZone: z.string(),
  currency: z.string(),
  span: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  /**
   * The period the figures are compared with. While the range is still running (it ends today
   * or later), the comparison stops at the same point of its own last day: `until` is that local
   * clock time ("HH:MM"), so at 11:00 today is set against yesterday until 11:00, not all of it.
   */
  previousSpan: z.object({ from: z.string(), to: z.string(), until: z.string().nullable() }),
  summary: z.object(
    Object.fromEntries(SUMMARY_FIGURES.map((name) => [name, figureSchema])) as Record<
      SummaryFigure,
      typeof figureSchema
    >,
  ),
  /** One day of the range a bucket (`key` "YYYY-MM-DD"), or one hour of a one-day range ("00".."23"). */
  sales: z.object({
    granularity: z.enum(['hour', 'day']),
    buckets: z.array(
      z.object({ key: z.string(), orders: z.number().int(), salesMinor: z.number().int() }),
    ),
  }),
  /** Orders by local weekday (0 Monday .. 6 Sunday) and hour: every one of the 168 cells. */
  busyHours: z.array(
    z.object({ weekday: z.number().int(), hour: z.number().int(), orders: z.number().int() }),
  ),
  items: z.object({ best: z.array(sellerSchema), worst: z.array(sellerSchema) }),
  options: z.object({ best: z.array(optionSellerSchema), worst: z.array(optionSellerSchema) }),
  fulfilment: z.array(
    z.object({
      type: z.enum(FULFILMENT_TYPES),
      orders: z.number().int(),
      salesMinor: z.number().int(),
    }),
  ),
  /** Per local hour of placing (hours with no sample are left out), whole seconds. */
  kitchenTimes: z.array(
    z.object({
      hour: z.number().int(),
      accepted: z.object({ samples: z.number().int(), median: secondsSchema, p90: secondsSchema }),
      ready: z.object({ samples: z.number().int(), median: secondsSchema, p90: secondsSchema }),
    }),
  ),
  generatedAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const FULFILMENT_LABEL: Record<(typeof FULFILMENT_TYPES)[number], string> = {
  'dine-in': 'Dine-in',
  pickup: 'Pickup',
  delivery: 'Delivery',
};

export const WEEKDAY_LABEL = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
