import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTimeOf } from '../business/clock-time.ts';
import { DEFAULT_MENU_TYPE_HOURS, WEEKDAYS } from '../business/hours.ts';
import { addDays, localDateOf, localMinutesOf } from '../business/zoned-time.ts';
import { instantAt, orderingWindowsOn, type OrderingCalendar } from './opening.ts';
import { KOLKATA } from './test-fixtures.ts';
import { checkSlot, pickupSlots, type PickupSlot, type PickupSlotRules } from './pickup-slots.ts';

const RULES: PickupSlotRules = {
  stepMinutes: 30,
  preparationMinutes: 30,
  maximumLeadTimeDays: 2,
  maxOrdersPerSlot: 2,
};
/** Monday 2026-03-02, 12:10 in Kolkata. */
const NOW = new Date('2026-03-02T06:40:00Z');

describe('pickup slots', () => {
  it('starts after the preparation time, covers both shifts, skips the closure and stops at the lead time', () => {
    const slots = pickupSlots(KOLKATA, RULES, { now: NOW, booked: {} });
    const byDate = (date: string) =>
      slots.filter((slot) => slot.date === date).map((slot) => slot.time);
    expect(byDate('2026-03-02')).toEqual([
      '13:00',
      '13:30',
      '14:00',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
    expect(byDate('2026-03-03')).toHaveLength(16);
    expect(byDate('2026-03-04')).toEqual([]); // Staff outing
    expect(slots.at(-1)!.date).toBe('2026-03-03'); // lead time: today + 2 days, the last one closed
    expect(slots[0]).toEqual({
      startsAt: '2026-03-02T07:30:00.000Z',
      date: '2026-03-02',
      time: '13:00',
      remaining: 2,
    });
  });

  it('offers 15-minute steps and today only with a lead time of 0', () => {
    const slots = pickupSlots(
      KOLKATA,
      { ...RULES, stepMinutes: 15, maximumLeadTimeDays: 0 },
      {
        now: NOW,
        booked: {},
      },
    );
    expect(slots.map((slot) => slot.time).slice(0, 3)).toEqual(['12:45', '13:00', '13:15']);
    expect(new Set(slots.map((slot) => slot.date))).toEqual(new Set(['2026-03-02']));
  });

  it('counts the remaining capacity per slot and refuses a full one', () => {
    const booked = { '2026-03-02T07:30:00.000Z': 2, '2026-03-02T08:00:00.000Z': 1 };
    const slots = pickupSlots(KOLKATA, RULES, { now: NOW, booked });
    expect(slots[0]!.remaining).toBe(0);
    expect(slots[1]!.remaining).toBe(1);
    expect(
      checkSlot(KOLKATA, RULES, new Date('2026-03-02T07:30:00Z'), { now: NOW, booked }),
    ).toEqual({
      ok: false,
      reason: 'full',
    });
    expect(
      checkSlot(KOLKATA, RULES, new Date('2026-03-02T08:00:00Z'), { now: NOW, booked }),
    ).toMatchObject({
      ok: true,
      slot: { remaining: 1 },
    });
    const unlimited = pickupSlots(
      KOLKATA,
      { ...RULES, maxOrdersPerSlot: null },
      { now: NOW, booked },
    );
    expect(unlimited[0]!.remaining).toBeNull();
  });

  it('refuses times that are no slot: off the grid, too soon, on a closure, past the lead time', () => {
    const check = (iso: string) =>
      checkSlot(KOLKATA, RULES, new Date(iso), { now: NOW, booked: {} });
    expect(check('2026-03-02T07:45:00Z')).toEqual({ ok: false, reason: 'not-a-slot' }); // 13:15
    expect(check('2026-03-02T07:00:00Z')).toEqual({ ok: false, reason: 'not-a-slot' }); // 12:30, too soon
    expect(check('2026-03-04T05:30:00Z')).toEqual({ ok: false, reason: 'not-a-slot' }); // closure
    expect(check('2026-03-07T05:30:00Z')).toEqual({ ok: false, reason: 'not-a-slot' }); // beyond lead
    expect(check('2026-03-03T03:30:00Z')).toMatchObject({ ok: true }); // Tuesday 09:00
  });

  it('skips days the branch is out of operation and comes back on its until-date', () => {
    const away: OrderingCalendar = {
      ...KOLKATA,
      branch: {
        outOfOperation: true,
        outOfOperationReason: null,
        outOfOperationUntil: '2026-03-03',
      },
    };
    const slots = pickupSlots(away, RULES, { now: NOW, booked: {} });
    expect(new Set(slots.map((slot) => slot.date))).toEqual(new Set(['2026-03-03']));
  });

  it('keeps wall-clock slots across a daylight-saving change', () => {
    const newYork: OrderingCalendar = {
      timeZone: 'America/New_York',
      hours: WEEKDAYS.map((day) => ({
        day,
        closed: false,
        intervals: [{ open: '01:00', close: '04:00' }],
      })),
      closures: [],
      menuTypeHours: DEFAULT_MENU_TYPE_HOURS,
      branch: { outOfOperation: false, outOfOperationReason: null, outOfOperationUntil: null },
    };
    const slots = pickupSlots(
      newYork,
      { ...RULES, maximumLeadTimeDays: 0, preparationMinutes: 1 },
      {
        now: new Date('2026-03-08T05:00:00Z'), // midnight EST, the night clocks spring forward
        booked: {},
      },
    );
    expect(slots.map((slot) => `${slot.time}=${slot.startsAt.slice(11, 16)}`)).toEqual([
      '01:00=06:00',
      '01:30=06:30',
      '03:00=07:00',
      '03:30=07:30',
    ]);
  });
});

/** The per-slot computation pickupSlots used before (several Intl calls per slot), as the oracle. */
function referenceSlots(
  calendar: OrderingCalendar,
  rules: PickupSlotRules,
  now: Date,
): { startsAt: string; date: string; time: string }[] {
  const today = localDateOf(now, calendar.timeZone);
  const last = addDays(today, rules.maximumLeadTimeDays);
  const earliest = now.getTime() + rules.preparationMinutes * 60_000;
  const slots: { startsAt: string; date: string; time: string }[] = [];
  for (let date = today; date <= last; date = addDays(date, 1)) {
    for (const window of orderingWindowsOn(calendar, date)) {
      for (let minute = window.start; minute < window.end; minute += rules.stepMinutes) {
        const startsAt = instantAt(date, minute, calendar.timeZone);
        if (startsAt.getTime() < earliest) continue;
        if (localMinutesOf(startsAt, calendar.timeZone) !== minute) continue;
        slots.push({ startsAt: startsAt.toISOString(), date, time: clockTimeOf(minute) });
      }
    }
  }
  return slots;
}

/** Open every day from `open` to `close`, two shifts when `split` is given. */
function calendarIn(timeZone: string, open: string, close: string): OrderingCalendar {
  return {
    ...KOLKATA,
    timeZone,
    closures: [],
    hours: WEEKDAYS.map((day) => ({ day, closed: false, intervals: [{ open, close }] })),
  };
}

const ZONES = Intl.supportedValuesOf('timeZone');
/** Days on which clocks change, including a skipped midnight (Santiago) and a 30-minute shift. */
const TRANSITIONS: [string, string][] = [
  ['America/New_York', '2026-03-08T04:00:00Z'],
  ['America/New_York', '2026-11-01T04:00:00Z'],
  ['Europe/London', '2026-03-29T00:30:00Z'],
  ['Europe/London', '2026-10-25T00:30:00Z'],
  ['America/Santiago', '2026-09-05T12:00:00Z'],
  ['America/Santiago', '2026-04-04T12:00:00Z'],
  ['Australia/Lord_Howe', '2026-04-04T12:00:00Z'],
  ['Australia/Lord_Howe', '2026-10-03T12:00:00Z'],
  ['America/Havana', '2026-03-07T12:00:00Z'],
  ['Asia/Beirut', '2026-10-24T12:00:00Z'],
];

describe('pickup slots match the per-slot computation', () => {
  const rules = (stepMinutes: 15 | 30, preparationMinutes: number): PickupSlotRules => ({
    stepMinutes,
    preparationMinutes,
    maximumLeadTimeDays: 2,
    maxOrdersPerSlot: null,
  });
  const strip = (slots: PickupSlot[]) =>
    slots.map(({ startsAt, date, time }) => ({ startsAt, date, time }));

  it('on the days clocks change, around the clock', () => {
    for (const [zone, at] of TRANSITIONS) {
      const calendar = calendarIn(zone, '00:00', '24:00');
      const now = new Date(new Date(at).getTime() - 36 * 3_600_000);
      for (const step of [15, 30] as const) {
        const slots = pickupSlots(calendar, rules(step, 0), { now, booked: {} });
        expect(strip(slots)).toEqual(referenceSlots(calendar, rules(step, 0), now));
      }
    }
  });

  it('for random zones, dates, hours and preparation times', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({
          min: new Date('2015-01-01T00:00:00Z'),
          max: new Date('2045-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 1, max: 48 }),
        fc.constantFrom(15 as const, 30 as const),
        fc.integer({ min: 0, max: 600 }),
        (zone, now, openHalfHours, lengthHalfHours, step, preparation) => {
          const open = clockTimeOf(openHalfHours * 30);
          const close = clockTimeOf(Math.min(1440, (openHalfHours + lengthHalfHours) * 30));
          const calendar = calendarIn(zone, open, close);
          const slots = pickupSlots(calendar, rules(step, preparation), { now, booked: {} });
          expect(strip(slots)).toEqual(referenceSlots(calendar, rules(step, preparation), now));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('for random zones on the days their clocks change', () => {
    // Each zone's transitions in 2015-2045 are found by probing offsets a day apart.
    const changeDays = (zone: string, year: number): Date[] => {
      const days: Date[] = [];
      let previous = localMinutesOf(new Date(Date.UTC(year, 0, 1)), zone);
      for (let day = 1; day < 366; day++) {
        const instant = new Date(Date.UTC(year, 0, 1 + day));
        const minutes = localMinutesOf(instant, zone);
        if (minutes !== previous) days.push(new Date(instant.getTime() - 2 * 86_400_000));
        previous = minutes;
      }
      return days;
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 2015, max: 2045 }),
        fc.constantFrom(15 as const, 30 as const),
        (zone, year, step) => {
          const calendar = calendarIn(zone, '00:00', '24:00');
          for (const now of changeDays(zone, year)) {
            const slots = pickupSlots(calendar, rules(step, 0), { now, booked: {} });
            expect(strip(slots)).toEqual(referenceSlots(calendar, rules(step, 0), now));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
