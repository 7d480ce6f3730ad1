import { DEFAULT_MENU_TYPE_HOURS, WEEKDAYS, type BusinessHours } from '../business/hours.ts';
import type { OrderingCalendar } from './opening.ts';

/** Monday a split shift, Tuesday to Saturday 09:00-17:00, Sunday closed. 2026-03-02 is a Monday. */
const HOURS: BusinessHours = WEEKDAYS.map((day) => ({
  day,
  closed: day === 'Sunday',
  intervals:
    day === 'Monday'
      ? [
          { open: '11:00', close: '14:30' },
          { open: '17:00', close: '22:00' },
        ]
      : [{ open: '09:00', close: '17:00' }],
}));

export const KOLKATA: OrderingCalendar = {
  timeZone: 'Asia/Kolkata',
  hours: HOURS,
  closures: [{ startDate: '2026-03-04', endDate: null, reason: 'Staff outing' }],
  menuTypeHours: DEFAULT_MENU_TYPE_HOURS,
  branch: { outOfOperation: false, outOfOperationReason: null, outOfOperationUntil: null },
};
