import { minutesOf } from '../business/clock-time.ts';
import {
  closureOn,
  type BusinessHours,
  type Closure,
  type MenuTypeHours,
} from '../business/hours.ts';
import {
  addDays,
  localDateOf,
  localMinutesOf,
  startOfLocalDate,
  weekdayIndexOf,
} from '../business/zoned-time.ts';

/** Minutes after local midnight, [start, end). */
export interface MinuteWindow {
  start: number;
  end: number;
}

/** The calendar of one branch of a business: when it can take orders. */
export interface OrderingCalendar {
  timeZone: string;
  hours: BusinessHours;
  closures: readonly Closure[];
  menuTypeHours: MenuTypeHours;
  branch: {
    outOfOperation: boolean;
    outOfOperationReason: string | null;
    /** The local date the branch expects to reopen; null when not known. */
    outOfOperationUntil: string | null;
  };
}

/** Whatever stops a business taking any order at all, whatever the time. */
export interface OrderingGates {
  /** Opening hours, a branch and a menu exist. */
  setUp: boolean;
  /** In its trial or subscribed (docs/product/plans-and-limits.md: after the trial without a plan, menus refuse orders). */
  planActive: boolean;
  /** The owner's STATUS switch. */
  takingOrders: boolean;
}

export const CLOSED_REASONS = [
  'not-set-up',
  'trial-ended',
  'not-taking-orders',
  'out-of-operation',
  'holiday',
  'closed-now',
] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

export type OpenStatus =
  | { open: true; reason: null; message: null; nextOpenAt: null }
  | { open: false; reason: ClosedReason; message: string; nextOpenAt: string | null };

/**
 * Meal periods that are switched on narrow the opening hours: with lunch and dinner enabled, orders
 * are taken only during lunch and dinner inside the opening hours (docs/product/ordering.md,
 * menu-type hours). With none enabled the opening hours apply as they are.
 */
function mealWindows(menuTypeHours: MenuTypeHours): MinuteWindow[] | null {
  const periods = [
    menuTypeHours.isBreakFastEnabled ? menuTypeHours.breakfast : null,
    menuTypeHours.isLunchEnabled ? menuTypeHours.lunch : null,
    menuTypeHours.isDinnerEnabled ? menuTypeHours.dinner : null,
  ].filter((period) => period !== null);
  if (periods.length === 0) return null;
  return periods.map((period) => ({ start: minutesOf(period.open), end: minutesOf(period.close) }));
}

function mergeWindows(windows: MinuteWindow[]): MinuteWindow[] {
  const sorted = [...windows].sort((a, b) => a.start - b.start);
  const merged: MinuteWindow[] = [];
  for (const window of sorted) {
    const last = merged.at(-1);
    if (last && window.start <= last.end) last.end = Math.max(last.end, window.end);
    else merged.push({ ...window });
  }
  return merged;
}

/** Whether the branch is out of operation on a local date (it is back from its until-date on). */
export function isOutOfOperationOn(branch: OrderingCalendar['branch'], date: string): boolean {
  if (!branch.outOfOperation) return false;
  return branch.outOfOperationUntil === null || date < branch.outOfOperationUntil;
}

/**
 * When orders are taken on a local date: the day's opening intervals (split shifts) narrowed to the
 * enabled meal periods; nothing on a closure day or while the branch is out of operation.
 */
export function orderingWindowsOn(calendar: OrderingCalendar, date: string): MinuteWindow[] {
  if (closureOn(calendar.closures, date) || isOutOfOperationOn(calendar.branch, date)) return [];
  const day = calendar.hours[weekdayIndexOf(date)];
  if (!day || day.closed) return [];
  const opening = day.intervals.map((interval) => ({
    start: minutesOf(interval.open),
    end: minutesOf(interval.close),
  }));
  const meals = mealWindows(calendar.menuTypeHours);
  if (!meals) return mergeWindows(opening);
  const narrowed: MinuteWindow[] = [];
  for (const open of opening)
    for (const meal of meals) {
      const start = Math.max(open.start, meal.start);
      const end = Math.min(open.end, meal.end);
      if (start < end) narrowed.push({ start, end });
    }
  return mergeWindows(narrowed);
}

/**
 * The instant a local date and minute of day name in a zone. Where daylight saving skips that wall
 * time, the instant just after the jump (02:30 on a spring-forward night reads 03:30); where it
 * repeats, the first of the two.
 */
export function instantAt(date: string, minuteOfDay: number, timeZone: string): Date {
  const first = startOfLocalDate(date, timeZone).getTime() + minuteOfDay * 60_000;
  let epoch = first;
  for (let attempt = 0; attempt < 2; attempt++) {
    const instant = new Date(epoch);
    const localDate = localDateOf(instant, timeZone);
    const dayShift = localDate === date ? 0 : localDate < date ? -1440 : 1440;
    const difference = minuteOfDay - (localMinutesOf(instant, timeZone) + dayShift);
    if (difference === 0) return instant;
    epoch += difference * 60_000;
  }
  return new Date(first);
}

/** The local date and minute of an instant in a zone. */
export function localMomentOf(instant: Date, timeZone: string): { date: string; minute: number } {
  return { date: localDateOf(instant, timeZone), minute: localMinutesOf(instant, timeZone) };
}

/** Whether a minute of the day falls in one of a day's ordering windows. */
function isInWindows(windows: readonly MinuteWindow[], minute: number): boolean {
  return windows.some((window) => window.start <= minute && minute < window.end);
}

/** Whether orders are taken at an instant according to the calendar (gates not included). */
export function isWithinOrderingHours(calendar: OrderingCalendar, instant: Date): boolean {
  const { date, minute } = localMomentOf(instant, calendar.timeZone);
  return isInWindows(orderingWindowsOn(calendar, date), minute);
}

/** The next instant from `now` on at which orders are taken, looking ahead up to `days` days. */
export function nextOpeningAt(calendar: OrderingCalendar, now: Date, days = 60): Date | null {
  const { date: today, minute } = localMomentOf(now, calendar.timeZone);
  for (let offset = 0; offset <= days; offset++) {
    const date = addDays(today, offset);
    for (const window of orderingWindowsOn(calendar, date)) {
      if (offset === 0 && window.end <= minute) continue;
      if (offset === 0 && window.start <= minute) return now;
      return instantAt(date, window.start, calendar.timeZone);
    }
  }
  return null;
}

export const closedMessages = {
  notSetUp: 'This store is not ready to take orders yet.',
  trialEnded: 'This store is not taking online orders at the moment.',
  notTakingOrders: 'This store is not taking orders right now.',
  outOfOperation: (reason: string | null, until: string | null) =>
    `This branch is out of operation${reason ? `: ${reason}` : ''}${until ? ` until ${until}` : ''}.`,
  holiday: (reason: string) => `Closed today: ${reason}.`,
  closedNow: 'Closed now.',
} as const;

/** What a calendar says of one local date, whatever the time of day. */
interface CalendarDay {
  outOfOperation: boolean;
  holiday: Closure | undefined;
  windows: MinuteWindow[];
}

function calendarDayOf(calendar: OrderingCalendar, date: string): CalendarDay {
  return {
    outOfOperation: isOutOfOperationOn(calendar.branch, date),
    holiday: closureOn(calendar.closures, date),
    windows: orderingWindowsOn(calendar, date),
  };
}

function statusOf(
  calendar: OrderingCalendar,
  gates: OrderingGates,
  now: Date,
  dayOf: (calendar: OrderingCalendar, date: string) => CalendarDay,
): OpenStatus {
  const closed = (reason: ClosedReason, message: string, withNext: boolean): OpenStatus => ({
    open: false,
    reason,
    message,
    nextOpenAt: withNext ? (nextOpeningAt(calendar, now)?.toISOString() ?? null) : null,
  });
  if (!gates.setUp) return closed('not-set-up', closedMessages.notSetUp, false);
  if (!gates.planActive) return closed('trial-ended', closedMessages.trialEnded, false);
  if (!gates.takingOrders)
    return closed('not-taking-orders', closedMessages.notTakingOrders, false);
  const { date, minute } = localMomentOf(now, calendar.timeZone);
  const day = dayOf(calendar, date);
  const { branch } = calendar;
  if (day.outOfOperation)
    return closed(
      'out-of-operation',
      closedMessages.outOfOperation(branch.outOfOperationReason, branch.outOfOperationUntil),
      true,
    );
  if (day.holiday) return closed('holiday', closedMessages.holiday(day.holiday.reason), true);
  if (!isInWindows(day.windows, minute))
    return closed('closed-now', closedMessages.closedNow, true);
  return { open: true, reason: null, message: null, nextOpenAt: null };
}

/**
 * Whether a branch takes orders now, and if not why, in the order a customer needs to hear it: not
 * set up, plan ended, orders switched off, branch out of operation, holiday, outside the hours.
 */
export function openStatusAt(
  calendar: OrderingCalendar,
  gates: OrderingGates,
  now: Date,
): OpenStatus {
  return statusOf(calendar, gates, now, calendarDayOf);
}

/** Dates of one calendar kept; a calendar asked about more starts over. */
const DAYS_KEPT = 8;

/**
 * `openStatusAt` for calendars that never change once built (the server's storefront keeps one per
 * business and branch until the owner changes it): what each calendar says of a local date (out of
 * operation, holiday, the day's ordering windows) is worked out once per date and kept with the
 * calendar, so a rush of orders reads only the clock. Placing an order worked out the day's windows
 * from the hours and meal periods on every call (decision 040, twelfth pass). A calendar changed in
 * place after a call would be judged by its old days: give a changed calendar a new object.
 */
export function createOpenStatusReader() {
  const days = new WeakMap<OrderingCalendar, Map<string, CalendarDay>>();
  const keptDayOf = (calendar: OrderingCalendar, date: string): CalendarDay => {
    let kept = days.get(calendar);
    let day = kept?.get(date);
    if (day) return day;
    day = calendarDayOf(calendar, date);
    if (!kept || kept.size >= DAYS_KEPT) {
      kept = new Map();
      days.set(calendar, kept);
    }
    kept.set(date, day);
    return day;
  };
  return (calendar: OrderingCalendar, gates: OrderingGates, now: Date): OpenStatus =>
    statusOf(calendar, gates, now, keptDayOf);
}

/** Reasons that still let a customer schedule a pickup for a later open time. */
export function allowsScheduling(status: OpenStatus): boolean {
  return (
    status.open ||
    status.reason === 'closed-now' ||
    status.reason === 'holiday' ||
    status.reason === 'out-of-operation'
  );
}

/**
 * Whether a customer can schedule a pickup: the business offers it, and nothing but the hours
 * stands in the way of its open `status`.
 */
export function canSchedulePickup(
  settings: { schedulePickupEnabled: boolean },
  status: OpenStatus,
): boolean {
  return settings.schedulePickupEnabled && allowsScheduling(status);
}
