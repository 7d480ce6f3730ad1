import { z } from 'zod';
import { clockTimeOf } from '../business/clock-time.ts';
import { addDays, localDateOf, localDayClock } from '../business/zoned-time.ts';
import { orderingWindowsOn, type OrderingCalendar } from './opening.ts';

export interface PickupSlotRules {
  /** Slots every 15 or 30 minutes. */
  stepMinutes: 15 | 30;
  /** The earliest slot is at least this long after now (the schedule pickup / preparation time). */
  preparationMinutes: number;
  /** How many days ahead a slot may be: 0 is today only. */
  maximumLeadTimeDays: number;
  /** At most this many orders per slot; null for no limit. */
  maxOrdersPerSlot: number | null;
}

export const pickupSlotSchema = z.object({
  /** The instant of the slot (ISO). Orders name a slot by it. */
  startsAt: z.string(),
  /** Its local date and time in the business's zone, for display. */
  date: z.string(),
  time: z.string(),
  /** Orders the slot still takes; null when there is no limit. */
  remaining: z.number().int().nullable(),
});
export type PickupSlot = z.infer<typeof pickupSlotSchema>;

export interface PickupSlotQuery {
  now: Date;
  /** Existing (not cancelled) orders per slot instant, keyed by the slot's ISO string. */
  booked: Readonly<Record<string, number>>;
  /** Only these local dates (inclusive); defaults to today through the maximum lead time. */
  fromDate?: string;
  toDate?: string;
}

/** The last local date a slot may fall on. */
export function lastSlotDateOf(
  calendar: OrderingCalendar,
  rules: PickupSlotRules,
  now: Date,
): string {
  return addDays(localDateOf(now, calendar.timeZone), rules.maximumLeadTimeDays);
}

/**
 * Scheduled pickup slots (docs/product/ordering.md): every 15 or 30 minutes inside the ordering windows of each
 * day (opening hours, split shifts, enabled meal periods), from now plus the preparation time up to
 * the maximum lead time, skipping closures and days the branch is out of operation. Each slot says
 * how many more orders it takes given the orders already booked in it; full slots are listed with 0.
 */
export function pickupSlots(
  calendar: OrderingCalendar,
  rules: PickupSlotRules,
  query: PickupSlotQuery,
): PickupSlot[] {
  const today = localDateOf(query.now, calendar.timeZone);
  const last = lastSlotDateOf(calendar, rules, query.now);
  const from = query.fromDate && query.fromDate > today ? query.fromDate : today;
  const to = query.toDate && query.toDate < last ? query.toDate : last;
  const earliest = query.now.getTime() + rules.preparationMinutes * 60_000;
  const slots: PickupSlot[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const windows = orderingWindowsOn(calendar, date);
    if (windows.length === 0) continue;
    // The day's offsets are resolved once; each slot is then plain arithmetic.
    const clock = localDayClock(date, calendar.timeZone);
    for (const window of windows) {
      for (let minute = window.start; minute < window.end; minute += rules.stepMinutes) {
        const startsAt = clock.instantOf(minute);
        // A wall time daylight saving skips is no slot.
        if (startsAt === null || startsAt.getTime() < earliest) continue;
        const iso = startsAt.toISOString();
        slots.push({
          startsAt: iso,
          date,
          time: clockTimeOf(minute),
          remaining:
            rules.maxOrdersPerSlot === null
              ? null
              : Math.max(0, rules.maxOrdersPerSlot - (query.booked[iso] ?? 0)),
        });
      }
    }
  }
  return slots;
}

/**
 * The local dates from today to the maximum lead time that have at least one pickup slot, capacity
 * aside (the menu lists them; a day's slots and what is left in each come from the pickup-slots
 * endpoint). Cheap: only the days the preparation time reaches into are worked out slot by slot.
 */
export function slotDatesOf(
  calendar: OrderingCalendar,
  rules: PickupSlotRules,
  now: Date,
): string[] {
  const today = localDateOf(now, calendar.timeZone);
  const last = lastSlotDateOf(calendar, rules, now);
  const earliestDate = localDateOf(
    new Date(now.getTime() + rules.preparationMinutes * 60_000),
    calendar.timeZone,
  );
  const dates: string[] = [];
  for (let date = today; date <= last; date = addDays(date, 1)) {
    if (orderingWindowsOn(calendar, date).length === 0) continue;
    // A later day has a slot at the start of each window (only a daylight-saving jump over a
    // whole window leaves none: its slot list is then empty). The days the preparation time
    // reaches into are worked out slot by slot.
    const hasSlot =
      date > earliestDate ||
      pickupSlots(calendar, rules, { now, booked: {}, fromDate: date, toDate: date }).length > 0;
    if (hasSlot) dates.push(date);
  }
  return dates;
}

export type SlotCheck =
  { ok: true; slot: PickupSlot } | { ok: false; reason: 'not-a-slot' | 'full' };

export const slotMessages = {
  notASlot: 'This pickup time is not available. Please choose another time.',
  full: 'This pickup slot is full. Please choose another time.',
  schedulingOff: 'Scheduled pickup is not offered by this store',
} as const;

/** Whether a requested slot instant is one of the bookable slots, and not full. */
export function checkSlot(
  calendar: OrderingCalendar,
  rules: PickupSlotRules,
  requested: Date,
  query: Omit<PickupSlotQuery, 'fromDate' | 'toDate'>,
): SlotCheck {
  if (Number.isNaN(requested.getTime())) return { ok: false, reason: 'not-a-slot' };
  const date = localDateOf(requested, calendar.timeZone);
  const iso = requested.toISOString();
  const slot = pickupSlots(calendar, rules, { ...query, fromDate: date, toDate: date }).find(
    (candidate) => candidate.startsAt === iso,
  );
  if (!slot) return { ok: false, reason: 'not-a-slot' };
  if (slot.remaining === 0) return { ok: false, reason: 'full' };
  return { ok: true, slot };
}
