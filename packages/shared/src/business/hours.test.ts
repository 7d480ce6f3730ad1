import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/first-message.ts';
import { clockTimeOf, minutesOf, timeOptions } from './clock-time.ts';
import {
  businessHoursSchema,
  closureOn,
  closuresSchema,
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_MENU_TYPE_HOURS,
  dayHoursSchema,
  hasOpeningHours,
  isOpenAt,
  menuTypeHoursSchema,
  normalizeClosures,
  normalizeHours,
  WEEKDAYS,
} from './hours.ts';

const day = (intervals: { open: string; close: string }[], closed = false) => ({
  day: 'Monday',
  closed,
  intervals,
});

describe('clock times', () => {
  it('offers "00:00" to "24:00" every 30 minutes (and a 15-minute variant)', () => {
    const options = timeOptions();
    expect(options).toHaveLength(49);
    expect(options.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(options.at(-1)).toBe('24:00');
    expect(timeOptions(15)).toHaveLength(97);
  });

  it('converts between "HH:MM" and minutes', () => {
    expect(minutesOf('11:30')).toBe(690);
    expect(minutesOf('24:00')).toBe(1440);
    expect(clockTimeOf(1110)).toBe('18:30');
  });
});

describe('opening hours', () => {
  it('allows split shifts and keeps them in time order when normalised', () => {
    const parsed = dayHoursSchema.parse(
      day([
        { open: '17:00', close: '22:00' },
        { open: '11:00', close: '14:30' },
      ]),
    );
    expect(normalizeHours([parsed])[0]!.intervals).toEqual([
      { open: '11:00', close: '14:30' },
      { open: '17:00', close: '22:00' },
    ]);
    expect(
      dayHoursSchema.safeParse(
        day([
          { open: '09:00', close: '12:00' },
          { open: '12:00', close: '15:00' },
        ]),
      ).success,
    ).toBe(true);
    expect(dayHoursSchema.safeParse(day([{ open: '00:00', close: '24:00' }])).success).toBe(true);
  });

  it('refuses overlapping intervals, a close before the open, and times off the 30-minute grid', () => {
    // A later interval starting inside the first, and one that covers the first whole.
    for (const [first, second] of [
      [
        { open: '09:00', close: '13:00' },
        { open: '12:30', close: '18:00' },
      ],
      [
        { open: '10:00', close: '16:00' },
        { open: '09:00', close: '22:00' },
      ],
    ] as const)
      expect(firstMessage(dayHoursSchema, day([first, second]))).toBe(
        'Opening hours of a day must not overlap',
      );
    // A bar's 18:00-02:00 is told how to enter it (decision 003: nothing crosses midnight).
    expect(firstMessage(dayHoursSchema, day([{ open: '18:00', close: '02:00' }]))).toBe(
      'Close time must be after open time. For hours past midnight, close this day at 24:00 and open the next day at 00:00.',
    );
    expect(
      dayHoursSchema.safeParse(day([{ open: '18:00', close: '24:00' }])).success &&
        dayHoursSchema.safeParse(day([{ open: '00:00', close: '02:00' }])).success,
    ).toBe(true);
    expect(firstMessage(dayHoursSchema, day([{ open: '09:00', close: '09:00' }]))).toBe(
      'Close time must be after open time',
    );
    expect(firstMessage(dayHoursSchema, day([{ open: '09:15', close: '17:00' }]))).toBe(
      'Please enter valid Open time',
    );
    expect(firstMessage(dayHoursSchema, day([{ open: '09:00', close: '24:30' }]))).toBe(
      'Please enter valid Close time',
    );
  });

  it('needs an interval on an open day, and keeps intervals of a closed day', () => {
    expect(firstMessage(dayHoursSchema, day([]))).toBe(
      'An open day needs at least one opening interval',
    );
    expect(dayHoursSchema.safeParse(day([], true)).success).toBe(true);
  });

  it('needs the seven days from Monday', () => {
    expect(businessHoursSchema.parse(DEFAULT_BUSINESS_HOURS)).toHaveLength(7);
    expect(DEFAULT_BUSINESS_HOURS.map((entry) => entry.day)).toEqual([...WEEKDAYS]);
    const sundayFirst = [DEFAULT_BUSINESS_HOURS[6], ...DEFAULT_BUSINESS_HOURS.slice(0, 6)];
    expect(firstMessage(businessHoursSchema, sundayFirst)).toBe(
      'Opening hours need the seven days from Monday to Sunday',
    );
    expect(businessHoursSchema.safeParse(DEFAULT_BUSINESS_HOURS.slice(0, 6)).success).toBe(false);
  });

  it('tells whether a local date and time is open', () => {
    expect(hasOpeningHours(DEFAULT_BUSINESS_HOURS)).toBe(false);
    const hours = DEFAULT_BUSINESS_HOURS.map((entry) =>
      entry.day === 'Monday'
        ? {
            ...entry,
            closed: false,
            intervals: [
              { open: '11:00', close: '14:30' },
              { open: '17:00', close: '22:00' },
            ],
          }
        : entry,
    );
    expect(hasOpeningHours(hours)).toBe(true);
    // 2026-03-02 is a Monday.
    expect(isOpenAt(hours, '2026-03-02', minutesOf('12:00'))).toBe(true);
    expect(isOpenAt(hours, '2026-03-02', minutesOf('15:00'))).toBe(false);
    expect(isOpenAt(hours, '2026-03-02', minutesOf('22:00'))).toBe(false);
    expect(isOpenAt(hours, '2026-03-03', minutesOf('12:00'))).toBe(false);
  });
});

describe('closures', () => {
  it('takes a date or a date range with a reason, sorted by start', () => {
    const closures = closuresSchema.parse([
      { startDate: '2026-12-24', endDate: '2026-12-26', reason: 'Christmas' },
      { startDate: '2026-01-26', endDate: null, reason: 'Republic Day' },
    ]);
    const sorted = normalizeClosures(closures);
    expect(sorted.map((closure) => closure.reason)).toEqual(['Republic Day', 'Christmas']);
    expect(closureOn(sorted, '2026-12-25')?.reason).toBe('Christmas');
    expect(closureOn(sorted, '2026-01-26')?.reason).toBe('Republic Day');
    expect(closureOn(sorted, '2026-12-27')).toBeUndefined();
  });

  it('refuses impossible dates, inverted ranges and a missing reason', () => {
    expect(
      firstMessage(closuresSchema, [{ startDate: '2026-02-30', endDate: null, reason: 'Holiday' }]),
    ).toBe('Please enter valid Start date');
    expect(
      firstMessage(closuresSchema, [
        { startDate: '2026-12-26', endDate: '2026-12-24', reason: 'Holiday' },
      ]),
    ).toBe('End date cannot be before start date');
    expect(
      firstMessage(closuresSchema, [{ startDate: '2026-12-26', endDate: null, reason: '' }]),
    ).toBe('Reason field is required');
  });
});

describe('menu-type hours', () => {
  it('defaults to breakfast 8-11:30, lunch 11:30-17, dinner 18:30-22, all switched off', () => {
    expect(menuTypeHoursSchema.parse(DEFAULT_MENU_TYPE_HOURS)).toEqual({
      breakfast: { open: '08:00', close: '11:30' },
      lunch: { open: '11:30', close: '17:00' },
      dinner: { open: '18:30', close: '22:00' },
      isBreakFastEnabled: false,
      isLunchEnabled: false,
      isDinnerEnabled: false,
    });
  });

  it('refuses a period that ends before it starts', () => {
    expect(
      firstMessage(menuTypeHoursSchema, {
        ...DEFAULT_MENU_TYPE_HOURS,
        lunch: { open: '17:00', close: '11:30' },
      }),
    ).toBe('Close time must be after open time');
  });
});
