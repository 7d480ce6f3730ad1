import { describe, expect, it } from 'vitest';
import { DEFAULT_MENU_TYPE_HOURS, type BusinessHours } from '../business/hours.ts';
import type { OrderingCalendar, OrderingGates } from './opening.ts';
import { instantAt } from './opening.ts';
import { explainOrderingAt } from './ordering-preview.ts';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const hours: BusinessHours = DAYS.map((day) => ({
  day,
  closed: day === 'Monday',
  intervals: [{ open: '11:00', close: '23:00' }],
})) as BusinessHours;
const calendar: OrderingCalendar = {
  timeZone: 'Asia/Kolkata',
  hours,
  closures: [{ startDate: '2026-12-25', endDate: null, reason: 'Christmas' }],
  menuTypeHours: { ...DEFAULT_MENU_TYPE_HOURS, isDinnerEnabled: true },
  branch: { outOfOperation: false, outOfOperationReason: null, outOfOperationUntil: null },
};
const gates: OrderingGates = { setUp: true, planActive: true, takingOrders: true };
// 2026-11-24 is a Tuesday; dinner is 18:30-22:00 by default.
const at = (date: string, time: string) =>
  instantAt(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), calendar.timeZone);

describe('explainOrderingAt', () => {
  it('names the rule that decides, as the customer menu decides it', () => {
    expect(explainOrderingAt(calendar, gates, at('2026-11-24', '19:00'))).toMatchObject({
      canOrder: true,
      rule: 'open',
      customerMessage: null,
    });
    // The case: opening hours to 23:00, dinner to 22:00.
    expect(explainOrderingAt(calendar, gates, at('2026-11-24', '22:30'))).toMatchObject({
      canOrder: false,
      rule: 'menu-type-hours',
      customerMessage: 'Closed now.',
    });
    expect(explainOrderingAt(calendar, gates, at('2026-11-24', '23:30')).rule).toBe(
      'opening-hours',
    );
    expect(explainOrderingAt(calendar, gates, at('2026-11-23', '19:00')).rule).toBe(
      'opening-hours',
    );
    expect(explainOrderingAt(calendar, gates, at('2026-12-25', '19:00'))).toMatchObject({
      rule: 'closure',
      customerMessage: 'Closed today: Christmas.',
    });
  });

  it('puts the gates first: paused, out of operation, plan and setup', () => {
    const moment = at('2026-11-24', '19:00');
    expect(explainOrderingAt(calendar, { ...gates, takingOrders: false }, moment).rule).toBe(
      'paused',
    );
    const away = {
      ...calendar,
      branch: { outOfOperation: true, outOfOperationReason: 'Repairs', outOfOperationUntil: null },
    };
    expect(explainOrderingAt(away, gates, moment)).toMatchObject({
      rule: 'out-of-operation',
      customerMessage: 'This branch is out of operation: Repairs.',
    });
    expect(explainOrderingAt(calendar, { ...gates, planActive: false }, moment).rule).toBe(
      'trial-ended',
    );
    expect(explainOrderingAt(calendar, { ...gates, setUp: false }, moment).rule).toBe('not-set-up');
  });
});
