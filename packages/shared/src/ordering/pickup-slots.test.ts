import { describe, expect, it } from 'vitest';
import { DEFAULT_MENU_TYPE_HOURS, WEEKDAYS } from '../business/hours.ts';
import type { OrderingCalendar } from './opening.ts';
import { KOLKATA } from './test-fixtures.ts';
import { checkSlot, pickupSlots, type PickupSlotRules } from './pickup-slots.ts';

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
