/**
 * Test-only: the dashboard recomputed from raw order and event rows in plain JavaScript (time zones
 * through Intl, not the database), for reports.test.ts to hold the API's SQL against.
 */
import {
  addDays,
  localDateOf,
  localMinutesOf,
  weekdayIndexOf,
} from '@scanorder/shared/business/zoned-time';
import { FULFILMENT_TYPES, type OrderStatus } from '@scanorder/shared/ordering/order-status';
import type { PricedLine } from '@scanorder/shared/ordering/order-line';
import { SELLERS_LISTED, type Report } from '@scanorder/shared/reports/reports';

export interface RawOrder {
  id: string;
  branchId: string | null;
  status: OrderStatus;
  fulfilmentType: (typeof FULFILMENT_TYPES)[number];
  currency: string;
  createdAt: Date;
  lines: PricedLine[];
  subtotalMinor: number;
  taxMinor: number;
  tipMinor: number;
  serviceChargeMinor: number;
  totalMinor: number;
}

export interface RawEvent {
  orderId: string;
  toStatus: OrderStatus;
  at: Date;
}

export interface OracleQuery {
  from: string;
  to: string;
  branchId?: string | undefined;
  timeZone: string;
  currency: string;
}

function daysBetween(from: string, to: string): number {
  let days = 1;
  for (let date = from; date < to; date = addDays(date, 1)) days++;
  return days;
}

/** PostgreSQL's percentile_cont: linear interpolation between the closest ranks. */
function percentile(values: number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (position - low) * (sorted[high]! - sorted[low]!);
}

const round = (value: number | null) => (value === null ? null : Math.round(value));

function ranked<T extends { quantity: number; salesMinor: number }>(
  rows: T[],
  nameOf: (row: T) => string,
) {
  const byName = (a: T, b: T) => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0);
  const best = [...rows]
    .sort((a, b) => b.quantity - a.quantity || b.salesMinor - a.salesMinor || byName(a, b))
    .slice(0, SELLERS_LISTED);
  const worst = rows
    .filter((row) => !best.includes(row))
    .sort((a, b) => a.quantity - b.quantity || a.salesMinor - b.salesMinor || byName(a, b))
    .slice(0, SELLERS_LISTED);
  return { best, worst };
}

/** Everything but `generatedAt` of the report the API should answer. */
export function expectedReport(
  orders: RawOrder[],
  events: RawEvent[],
  query: OracleQuery,
): Omit<Report, 'generatedAt'> {
  const { timeZone } = query;
  const days = daysBetween(query.from, query.to);
  const previous = { from: addDays(query.from, -days), to: addDays(query.from, -1) };
  const dateOf = (order: RawOrder) => localDateOf(order.createdAt, timeZone);
  const hourOf = (order: RawOrder) => Math.floor(localMinutesOf(order.createdAt, timeZone) / 60);
  const ofScope = (order: RawOrder) =>
    order.currency === query.currency &&
    (query.branchId === undefined || order.branchId === query.branchId);
  const inSpan = (span: { from: string; to: string }) =>
    orders.filter(
      (order) => ofScope(order) && dateOf(order) >= span.from && dateOf(order) <= span.to,
    );
  const current = inSpan(query);
  const before = inSpan(previous);
  const sold = (list: RawOrder[]) => list.filter((order) => order.status !== 'Order Cancelled');
  const sum = (list: RawOrder[], pick: (order: RawOrder) => number) =>
    list.reduce((total, order) => total + pick(order), 0);
  const figuresOf = (list: RawOrder[]) => {
    const kept = sold(list);
    const cancelled = list.filter((order) => order.status === 'Order Cancelled');
    const gross = sum(kept, (order) => order.subtotalMinor);
    return {
      orders: kept.length,
      grossSalesMinor: gross,
      taxMinor: sum(kept, (order) => order.taxMinor),
      tipMinor: sum(kept, (order) => order.tipMinor),
      serviceChargeMinor: sum(kept, (order) => order.serviceChargeMinor),
      totalMinor: sum(kept, (order) => order.totalMinor),
      averageOrderValueMinor: kept.length === 0 ? 0 : Math.round(gross / kept.length),
      cancelledOrders: cancelled.length,
      cancelledMinor: sum(cancelled, (order) => order.totalMinor),
    };
  };
  const now = figuresOf(current);
  const then = figuresOf(before);
  const summary = Object.fromEntries(
    Object.entries(now).map(([name, value]) => [
      name,
      { current: value, previous: then[name as keyof typeof then] },
    ]),
  ) as Report['summary'];

  const kept = sold(current);
  const granularity = days === 1 ? 'hour' : 'day';
  const keys: string[] = [];
  if (granularity === 'hour')
    for (let hour = 0; hour < 24; hour++) keys.push(String(hour).padStart(2, '0'));
  else for (let date = query.from; date <= query.to; date = addDays(date, 1)) keys.push(date);
  const keyOf = (order: RawOrder) =>
    granularity === 'hour' ? String(hourOf(order)).padStart(2, '0') : dateOf(order);
  const buckets = keys.map((key) => {
    const list = kept.filter((order) => keyOf(order) === key);
    return { key, orders: list.length, salesMinor: sum(list, (order) => order.subtotalMinor) };
  });

  const busyHours = [];
  for (let weekday = 0; weekday < 7; weekday++)
    for (let hour = 0; hour < 24; hour++)
      busyHours.push({
        weekday,
        hour,
        orders: kept.filter(
          (order) => weekdayIndexOf(dateOf(order)) === weekday && hourOf(order) === hour,
        ).length,
      });

  const items = new Map<
    string,
    { menuItemId: string; name: string; quantity: number; salesMinor: number; newest: number }
  >();
  const options = new Map<
    string,
    { group: string; option: string; quantity: number; salesMinor: number }
  >();
  for (const order of kept)
    for (const line of order.lines) {
      const item = items.get(line.menuItemId) ?? {
        menuItemId: line.menuItemId,
        name: line.name,
        quantity: 0,
        salesMinor: 0,
        newest: -Infinity,
      };
      item.quantity += line.quantity;
      item.salesMinor += line.lineTotalMinor;
      if (order.createdAt.getTime() > item.newest) {
        item.newest = order.createdAt.getTime();
        item.name = line.name;
      }
      items.set(line.menuItemId, item);
      for (const chosen of line.options) {
        const key = `${chosen.groupName}\u0000${chosen.value}`;
        const option = options.get(key) ?? {
          group: chosen.groupName,
          option: chosen.value,
          quantity: 0,
          salesMinor: 0,
        };
        option.quantity += chosen.count * line.quantity;
        option.salesMinor += chosen.count * chosen.additionalPriceMinor * line.quantity;
        options.set(key, option);
      }
    }

  const byOrder = new Map<string, RawEvent[]>();
  for (const event of events)
    byOrder.set(event.orderId, [...(byOrder.get(event.orderId) ?? []), event]);
  const perHour = new Map<number, { accept: number[]; ready: number[] }>();
  for (const order of current) {
    const list = byOrder.get(order.id) ?? [];
    const first = (statuses: OrderStatus[]) => {
      const times = list
        .filter((event) => statuses.includes(event.toStatus))
        .map((event) => event.at.getTime());
      return times.length ? Math.min(...times) : null;
    };
    // The placing is the order's creation: its first event is not stored (`placingEventOf`).
    const placed = order.createdAt.getTime();
    const accepted = first(['Order Accepted']);
    const ready = first(['Order Ready for Pickup', 'Order Ready for Delivery']);
    const accept = accepted !== null ? (accepted - placed) / 1000 : null;
    const readySpan = accepted !== null && ready !== null ? (ready - accepted) / 1000 : null;
    if (accept === null && readySpan === null) continue;
    const hour = hourOf(order);
    const entry = perHour.get(hour) ?? { accept: [], ready: [] };
    if (accept !== null) entry.accept.push(accept);
    if (readySpan !== null) entry.ready.push(readySpan);
    perHour.set(hour, entry);
  }
  const kitchenTimes = [...perHour.entries()]
    .sort(([a], [b]) => a - b)
    .map(([hour, entry]) => ({
      hour,
      accepted: {
        samples: entry.accept.length,
        median: round(percentile(entry.accept, 0.5)),
        p90: round(percentile(entry.accept, 0.9)),
      },
      ready: {
        samples: entry.ready.length,
        median: round(percentile(entry.ready, 0.5)),
        p90: round(percentile(entry.ready, 0.9)),
      },
    }));

  return {
    timeZone,
    currency: query.currency,
    span: { from: query.from, to: query.to, days },
    // The generated ranges are all past: compared with the whole previous period.
    previousSpan: { ...previous, until: null },
    summary,
    sales: { granularity, buckets },
    busyHours,
    items: ranked(
      [...items.values()].map(({ newest: _newest, ...item }) => item),
      (row) => row.name,
    ),
    options: ranked([...options.values()], (row) => `${row.group} ${row.option}`),
    fulfilment: FULFILMENT_TYPES.map((type) => {
      const list = kept.filter((order) => order.fulfilmentType === type);
      return { type, orders: list.length, salesMinor: sum(list, (order) => order.subtotalMinor) };
    }),
    kitchenTimes,
  };
}
