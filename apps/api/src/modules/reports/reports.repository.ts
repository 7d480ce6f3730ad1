import { sql, type SQL } from 'drizzle-orm';
import type { FulfilmentType } from '@scanorder/shared/ordering/order-status';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

/**
 * Which orders a report reads: one business (optionally one branch), its menu currency, placed in
 * [start, end). Every query keys on orders_reports_created_at_idx (account, business, created_at);
 * docs/decisions/015-reports-from-indexed-orders.md says why there is no rollup table.
 */
export interface ReportScope {
  businessId: string;
  branchId?: string | undefined;
  currency: string;
  timeZone: string;
}

export interface Instants {
  start: Date;
  end: Date;
}

export interface SummaryRow {
  orders: number;
  grossSalesMinor: number;
  taxMinor: number;
  tipMinor: number;
  serviceChargeMinor: number;
  totalMinor: number;
  cancelledOrders: number;
  cancelledMinor: number;
}

export interface BucketRow {
  key: string;
  orders: number;
  salesMinor: number;
}

export interface ItemRow {
  menuItemId: string;
  name: string;
  quantity: number;
  salesMinor: number;
}

export interface OptionRow {
  group: string;
  option: string;
  quantity: number;
  salesMinor: number;
}

export interface KitchenRow {
  hour: number;
  acceptedSamples: number;
  acceptedMedian: number | null;
  acceptedP90: number | null;
  readySamples: number;
  readyMedian: number | null;
  readyP90: number | null;
}

/** Sums come back as text (bigint): numbers here, exact below 2^53. */
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

const CANCELLED = sql.raw(`'Order Cancelled'`);
const SOLD = sql`o.status <> ${CANCELLED}`;

/**
 * The condition on `orders o` of a scope's orders placed in [start, end). An order still waiting
 * to be paid before it is sent (issue 18) was never the business's, so it is not counted.
 */
function ordersOf(scope: TenantScope, report: ReportScope, { start, end }: Instants): SQL {
  return sql`o.account_id = ${scope.accountId} and o.business_id = ${report.businessId}
      and o.created_at >= ${at(start)} and o.created_at < ${at(end)}
      and o.currency = ${report.currency}
      and o.awaiting_payment_until is null
      ${report.branchId ? sql`and o.branch_id = ${report.branchId}` : sql``}`;
}

const localTime = (report: ReportScope) => sql`(o.created_at at time zone ${report.timeZone})`;

/** The dashboard's reads: each figure over one business's orders of a range of instants. */
export function createReportsRepository(db: Database) {
  const rows = async (query: SQL) => rowsOf(await db.execute(query));

  return {
    /** Whether the branch is one of the business's (a report of another's branch is refused). */
    async branchBelongs(scope: TenantScope, businessId: string, branchId: string) {
      const found = await rows(
        sql`select 1 from branches where account_id = ${scope.accountId}
              and business_id = ${businessId} and id = ${branchId}`,
      );
      return found.length > 0;
    },

    /** The summary figures of the range and of the period before it, in one pass. */
    async summary(
      scope: TenantScope,
      report: ReportScope,
      current: Instants,
      previous: Instants,
    ): Promise<{ current: SummaryRow; previous: SummaryRow }> {
      const found = await rows(sql`
        select o.created_at >= ${at(current.start)} as current,
               (count(*) filter (where ${SOLD}))::int as orders,
               (sum(o.subtotal_minor) filter (where ${SOLD}))::text as gross,
               (sum(o.tax_minor) filter (where ${SOLD}))::text as tax,
               (sum(o.tip_minor) filter (where ${SOLD}))::text as tip,
               (sum(o.service_charge_minor) filter (where ${SOLD}))::text as service,
               (sum(o.total_minor) filter (where ${SOLD}))::text as total,
               (count(*) filter (where o.status = ${CANCELLED}))::int as cancelled,
               (sum(o.total_minor) filter (where o.status = ${CANCELLED}))::text as cancelled_value
          from orders o where ${ordersOf(scope, report, { start: previous.start, end: current.end })}
           -- A previous period cut short (like for like) leaves a gap before the current one.
           and (o.created_at < ${at(previous.end)} or o.created_at >= ${at(current.start)})
         group by 1`);
      const summaryOf = (isCurrent: boolean): SummaryRow => {
        const row = found.find((entry) => entry.current === isCurrent) ?? {};
        return {
          orders: num(row.orders),
          grossSalesMinor: num(row.gross),
          taxMinor: num(row.tax),
          tipMinor: num(row.tip),
          serviceChargeMinor: num(row.service),
          totalMinor: num(row.total),
          cancelledOrders: num(row.cancelled),
          cancelledMinor: num(row.cancelled_value),
        };
      };
      return { current: summaryOf(true), previous: summaryOf(false) };
    },

    /** Orders and gross sales per local date ('YYYY-MM-DD') or local hour ('00'..'23'). */
    async sales(
      scope: TenantScope,
      report: ReportScope,
      range: Instants,
      granularity: 'hour' | 'day',
    ): Promise<BucketRow[]> {
      const key =
        granularity === 'hour'
          ? sql`to_char(${localTime(report)}, 'HH24')`
          : sql`to_char(${localTime(report)}, 'YYYY-MM-DD')`;
      const found = await rows(sql`
        select ${key} as key, count(*)::int as orders, sum(o.subtotal_minor)::text as sales
          from orders o where ${ordersOf(scope, report, range)} and ${SOLD}
         group by 1`);
      return found.map((row) => ({
        key: String(row.key),
        orders: num(row.orders),
        salesMinor: num(row.sales),
      }));
    },

    /** Orders per local ISO weekday (0 Monday) and hour. */
    async busyHours(scope: TenantScope, report: ReportScope, range: Instants) {
      const found = await rows(sql`
        select extract(isodow from ${localTime(report)})::int - 1 as weekday,
               extract(hour from ${localTime(report)})::int as hour,
               count(*)::int as orders
          from orders o where ${ordersOf(scope, report, range)} and ${SOLD}
         group by 1, 2`);
      return found.map((row) => ({
        weekday: num(row.weekday),
        hour: num(row.hour),
        orders: num(row.orders),
      }));
    },

    /** Every item sold in the range: quantity and line totals, by menu item (its latest name). */
    async items(scope: TenantScope, report: ReportScope, range: Instants): Promise<ItemRow[]> {
      const found = await rows(sql`
        select l->>'menuItemId' as id,
               (array_agg(l->>'name' order by o.created_at desc))[1] as name,
               sum((l->>'quantity')::int)::text as quantity,
               sum((l->>'lineTotalMinor')::bigint)::text as sales
          from orders o cross join lateral jsonb_array_elements(o.lines) l
         where ${ordersOf(scope, report, range)} and ${SOLD}
         group by 1`);
      return found.map((row) => ({
        menuItemId: String(row.id),
        name: String(row.name),
        quantity: num(row.quantity),
        salesMinor: num(row.sales),
      }));
    },

    /**
     * Every option chosen in the range, by group name and option: how many (count times the
     * line's quantity) and what they added.
     */
    async options(scope: TenantScope, report: ReportScope, range: Instants): Promise<OptionRow[]> {
      const found = await rows(sql`
        select p->>'groupName' as group_name, p->>'value' as option,
               sum((p->>'count')::int * (l->>'quantity')::int)::text as quantity,
               sum((p->>'count')::bigint * (p->>'additionalPriceMinor')::bigint
                   * (l->>'quantity')::int)::text as sales
          from orders o
          cross join lateral jsonb_array_elements(o.lines) l
          cross join lateral jsonb_array_elements(l->'options') p
         where ${ordersOf(scope, report, range)} and ${SOLD}
         group by 1, 2`);
      return found.map((row) => ({
        group: String(row.group_name),
        option: String(row.option),
        quantity: num(row.quantity),
        salesMinor: num(row.sales),
      }));
    },

    /** Orders and gross sales per fulfilment type. */
    async fulfilment(scope: TenantScope, report: ReportScope, range: Instants) {
      const found = await rows(sql`
        select o.fulfilment_type as type, count(*)::int as orders, sum(o.subtotal_minor)::text as sales
          from orders o where ${ordersOf(scope, report, range)} and ${SOLD}
         group by 1`);
      return found.map((row) => ({
        type: row.type as FulfilmentType,
        orders: num(row.orders),
        salesMinor: num(row.sales),
      }));
    },

    /**
     * From the status events of the range's orders (cancelled ones too: what the kitchen did
     * before a cancellation happened) and their placing, the order's `created_at` (its first event
     * is not stored: `placingEventOf`): seconds from placed to accepted and from accepted to ready,
     * median and 90th percentile (linear interpolation) per local hour of placing.
     */
    async kitchenTimes(
      scope: TenantScope,
      report: ReportScope,
      range: Instants,
    ): Promise<KitchenRow[]> {
      const found = await rows(sql`
        with placed as (
          select o.id, o.created_at, extract(hour from ${localTime(report)})::int as hour
            from orders o where ${ordersOf(scope, report, range)}
        ), steps as (
          select p.hour, p.created_at as placed_at,
                 min(e.at) filter (where e.to_status = 'Order Accepted') as accepted_at,
                 min(e.at) filter (where e.to_status in ('Order Ready for Pickup', 'Order Ready for Delivery')) as ready_at
            from placed p join order_events e on e.order_id = p.id and e.account_id = ${scope.accountId}
           group by p.id, p.hour, p.created_at
        ), spans as (
          select hour, extract(epoch from accepted_at - placed_at) as accept,
                 extract(epoch from ready_at - accepted_at) as ready
            from steps
        )
        select hour, count(accept)::int as accepted_samples,
               percentile_cont(0.5) within group (order by accept) as accepted_median,
               percentile_cont(0.9) within group (order by accept) as accepted_p90,
               count(ready)::int as ready_samples,
               percentile_cont(0.5) within group (order by ready) as ready_median,
               percentile_cont(0.9) within group (order by ready) as ready_p90
          from spans
         where accept is not null or ready is not null
         group by hour
         order by hour`);
      return found.map((row) => ({
        hour: num(row.hour),
        acceptedSamples: num(row.accepted_samples),
        acceptedMedian: numOrNull(row.accepted_median),
        acceptedP90: numOrNull(row.accepted_p90),
        readySamples: num(row.ready_samples),
        readyMedian: numOrNull(row.ready_median),
        readyP90: numOrNull(row.ready_p90),
      }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
