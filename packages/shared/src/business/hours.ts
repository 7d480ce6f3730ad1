import { z } from 'zod';
import { textField } from '../validation/fields.ts';
import { dateField, gridTimeField, minutesOf, type ClockTime } from './clock-time.ts';
import { weekdayIndexOf } from './zoned-time.ts';

/** Days start on Monday (docs/product/ordering.md). */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MAX_INTERVALS_PER_DAY = 6;

export const hoursMessages = {
  closeAfterOpen: 'Close time must be after open time',
  /** A close before the open: hours past midnight (decision 003: a day's hours end at 24:00). */
  pastMidnight:
    'Close time must be after open time. For hours past midnight, close this day at 24:00 and open the next day at 00:00.',
  overlap: 'Opening hours of a day must not overlap',
  openDayNeedsHours: 'An open day needs at least one opening interval',
  weekOrder: 'Opening hours need the seven days from Monday to Sunday',
  endBeforeStart: 'End date cannot be before start date',
} as const;

export const openingIntervalSchema = z
  .object({ open: gridTimeField('Open time'), close: gridTimeField('Close time') })
  .superRefine((interval, ctx) => {
    const open = minutesOf(interval.open);
    const close = minutesOf(interval.close);
    if (open < close) return;
    ctx.addIssue({
      code: 'custom',
      message: close < open ? hoursMessages.pastMidnight : hoursMessages.closeAfterOpen,
      path: ['close'],
    });
  });
export type OpeningInterval = z.infer<typeof openingIntervalSchema>;

/** One weekday: closed, or open in one or more intervals (split shifts) that never overlap. */
export const dayHoursSchema = z
  .object({
    day: z.enum(WEEKDAYS),
    closed: z.boolean(),
    intervals: z.array(openingIntervalSchema).max(MAX_INTERVALS_PER_DAY),
  })
  .superRefine((day, context) => {
    if (!day.closed && day.intervals.length === 0) {
      context.addIssue({
        code: 'custom',
        message: hoursMessages.openDayNeedsHours,
        path: ['intervals'],
      });
    }
    const sorted = sortIntervals(day.intervals);
    for (let index = 1; index < sorted.length; index++) {
      if (minutesOf(sorted[index]!.open) < minutesOf(sorted[index - 1]!.close)) {
        context.addIssue({ code: 'custom', message: hoursMessages.overlap, path: ['intervals'] });
        return;
      }
    }
  });
export type DayHours = z.infer<typeof dayHoursSchema>;

export const businessHoursSchema = z
  .array(dayHoursSchema)
  .length(7, hoursMessages.weekOrder)
  .refine(
    (days) => days.every((day, index) => day.day === WEEKDAYS[index]),
    hoursMessages.weekOrder,
  );
export type BusinessHours = z.infer<typeof businessHoursSchema>;

function sortIntervals(intervals: readonly OpeningInterval[]): OpeningInterval[] {
  return [...intervals].sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
}

/** Valid hours as stored: each day's intervals in time order. */
export function normalizeHours(hours: BusinessHours): BusinessHours {
  return hours.map((day) => ({ ...day, intervals: sortIntervals(day.intervals) }));
}

/** New businesses start closed every day with 09:00-17:00 ready to switch on. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = WEEKDAYS.map((day) => ({
  day,
  closed: true,
  intervals: [{ open: '09:00', close: '17:00' }],
}));

/** True when at least one weekday is open. */
export function hasOpeningHours(hours: BusinessHours): boolean {
  return hours.some((day) => !day.closed && day.intervals.length > 0);
}

/** Whether a local date and minute of day fall inside the opening hours (closures not included). */
export function isOpenAt(hours: BusinessHours, date: string, minuteOfDay: number): boolean {
  const day = hours[weekdayIndexOf(date)];
  if (!day || day.closed) return false;
  return day.intervals.some(
    (interval) =>
      minutesOf(interval.open) <= minuteOfDay && minuteOfDay < minutesOf(interval.close),
  );
}

/** A holiday or closure: one date, or a range of dates, with the reason shown to customers. */
export const closureSchema = z
  .object({
    startDate: dateField('Start date'),
    /** Null for a single day. */
    endDate: dateField('End date').nullable(),
    reason: textField('Reason', 2, 100),
  })
  .refine((closure) => !closure.endDate || closure.endDate >= closure.startDate, {
    message: hoursMessages.endBeforeStart,
    path: ['endDate'],
  });
export type Closure = z.infer<typeof closureSchema>;

export const closuresSchema = z.array(closureSchema).max(200);

/** Valid closures as stored: by start date. */
export function normalizeClosures(closures: readonly Closure[]): Closure[] {
  return [...closures].sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The closure covering a local date, if any. */
export function closureOn(closures: readonly Closure[], date: string): Closure | undefined {
  return closures.find(
    (closure) => closure.startDate <= date && date <= (closure.endDate ?? closure.startDate),
  );
}

const mealPeriodSchema = (label: string) =>
  z
    .object({
      open: gridTimeField(`${label} start time`),
      close: gridTimeField(`${label} end time`),
    })
    .refine((period) => minutesOf(period.open) < minutesOf(period.close), {
      message: hoursMessages.closeAfterOpen,
      path: ['close'],
    });

/**
 * Breakfast, lunch and dinner hours with their switches (docs/product/ordering.md). The spec writes
 * 11.3 for half past eleven.
 */
export const menuTypeHoursSchema = z.object({
  breakfast: mealPeriodSchema('Breakfast'),
  lunch: mealPeriodSchema('Lunch'),
  dinner: mealPeriodSchema('Dinner'),
  isBreakFastEnabled: z.boolean(),
  isLunchEnabled: z.boolean(),
  isDinnerEnabled: z.boolean(),
});
export type MenuTypeHours = z.infer<typeof menuTypeHoursSchema>;

export const DEFAULT_MENU_TYPE_HOURS: MenuTypeHours = {
  breakfast: { open: '08:00', close: '11:30' },
  lunch: { open: '11:30', close: '17:00' },
  dinner: { open: '18:30', close: '22:00' },
  isBreakFastEnabled: false,
  isLunchEnabled: false,
  isDinnerEnabled: false,
};

export type { ClockTime };
