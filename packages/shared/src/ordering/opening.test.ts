import { describe, expect, it } from 'vitest';
import { DEFAULT_MENU_TYPE_HOURS } from '../business/hours.ts';
import {
  allowsScheduling,
  canSchedulePickup,
  createOpenStatusReader,
  instantAt,
  isWithinOrderingHours,
  nextOpeningAt,
  openStatusAt,
  orderingWindowsOn,
  type OrderingGates,
} from './opening.ts';
import { KOLKATA } from './test-fixtures.ts';

const GATES: OrderingGates = { setUp: true, planActive: true, takingOrders: true };

describe('ordering windows', () => {
  it('uses both intervals of a split shift and nothing on a closed day or a closure', () => {
    expect(orderingWindowsOn(KOLKATA, '2026-03-02')).toEqual([
      { start: 660, end: 870 },
      { start: 1020, end: 1320 },
    ]);
    expect(orderingWindowsOn(KOLKATA, '2026-03-01')).toEqual([]);
    expect(orderingWindowsOn(KOLKATA, '2026-03-04')).toEqual([]);
  });

  it('narrows the hours to the meal periods that are switched on', () => {
    const meals = {
      ...KOLKATA,
      menuTypeHours: { ...DEFAULT_MENU_TYPE_HOURS, isLunchEnabled: true, isDinnerEnabled: true },
    };
    // Lunch 11:30-17:00 and dinner 18:30-22:00 inside 11:00-14:30 and 17:00-22:00.
    expect(orderingWindowsOn(meals, '2026-03-02')).toEqual([
      { start: 690, end: 870 },
      { start: 1110, end: 1320 },
    ]);
    expect(orderingWindowsOn(meals, '2026-03-03')).toEqual([{ start: 690, end: 1020 }]);
  });

  it('converts local wall times in the business zone, across daylight saving', () => {
    expect(instantAt('2026-03-02', 17 * 60, 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-02T11:30:00.000Z',
    );
    // New York springs forward on 2026-03-08: 03:00 is EDT (UTC-4), 01:00 still EST (UTC-5).
    expect(instantAt('2026-03-08', 180, 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(instantAt('2026-03-08', 60, 'America/New_York').toISOString()).toBe(
      '2026-03-08T06:00:00.000Z',
    );
  });
});

describe('open now in the business time zone', () => {
  it('is open at 20:30 in Kolkata although that is 15:00 UTC, between the UTC shifts', () => {
    const now = new Date('2026-03-02T15:00:00Z');
    expect(openStatusAt(KOLKATA, GATES, now)).toEqual({
      open: true,
      reason: null,
      message: null,
      nextOpenAt: null,
    });
    expect(isWithinOrderingHours({ ...KOLKATA, timeZone: 'UTC' }, now)).toBe(false);
  });

  it('is closed between the shifts and says when it opens again', () => {
    const status = openStatusAt(KOLKATA, GATES, new Date('2026-03-02T09:00:00Z')); // 14:30 local
    expect(status).toMatchObject({ open: false, reason: 'closed-now', message: 'Closed now.' });
    expect(status.nextOpenAt).toBe('2026-03-02T11:30:00.000Z'); // 17:00 local
    expect(allowsScheduling(status)).toBe(true);
  });

  it('names the holiday and skips it for the next opening', () => {
    const status = openStatusAt(KOLKATA, GATES, new Date('2026-03-04T06:00:00Z'));
    expect(status).toMatchObject({
      reason: 'holiday',
      message: 'Closed today: Staff outing.',
      nextOpenAt: '2026-03-05T03:30:00.000Z',
    });
  });

  it('keeps an out-of-operation branch closed until its until-date', () => {
    const away = {
      ...KOLKATA,
      branch: {
        outOfOperation: true,
        outOfOperationReason: 'Renovation',
        outOfOperationUntil: '2026-03-06',
      },
    };
    const status = openStatusAt(away, GATES, new Date('2026-03-03T06:00:00Z'));
    expect(status).toMatchObject({
      reason: 'out-of-operation',
      message: 'This branch is out of operation: Renovation until 2026-03-06.',
      nextOpenAt: '2026-03-06T03:30:00.000Z',
    });
    expect(openStatusAt(away, GATES, new Date('2026-03-06T06:00:00Z')).open).toBe(true);
    const indefinitely = { ...away, branch: { ...away.branch, outOfOperationUntil: null } };
    expect(nextOpeningAt(indefinitely, new Date('2026-03-03T06:00:00Z'))).toBeNull();
  });

  it('puts not set up, plan ended and orders switched off before the hours', () => {
    const now = new Date('2026-03-02T15:00:00Z');
    expect(openStatusAt(KOLKATA, { ...GATES, setUp: false }, now).reason).toBe('not-set-up');
    const ended = openStatusAt(KOLKATA, { ...GATES, planActive: false }, now);
    expect(ended.reason).toBe('trial-ended');
    expect(allowsScheduling(ended)).toBe(false);
    expect(openStatusAt(KOLKATA, { ...GATES, takingOrders: false }, now).reason).toBe(
      'not-taking-orders',
    );
  });

  it('lets customers schedule a pickup when it is offered and only the hours stand in the way', () => {
    const between = openStatusAt(KOLKATA, GATES, new Date('2026-03-02T09:00:00Z')); // 14:30 local
    const ended = openStatusAt(KOLKATA, { ...GATES, planActive: false }, new Date());
    expect(canSchedulePickup({ schedulePickupEnabled: true }, between)).toBe(true);
    expect(canSchedulePickup({ schedulePickupEnabled: false }, between)).toBe(false);
    expect(canSchedulePickup({ schedulePickupEnabled: true }, ended)).toBe(false);
  });
});

describe('the open status reader for calendars that never change', () => {
  it('answers as openStatusAt at every seventh minute of a week, across a closure, time zones and daylight saving', () => {
    const read = createOpenStatusReader();
    const calendars = [
      KOLKATA,
      { ...KOLKATA, timeZone: 'America/New_York' },
      { ...KOLKATA, timeZone: 'Australia/Lord_Howe' },
      {
        ...KOLKATA,
        branch: {
          outOfOperation: true,
          outOfOperationReason: null,
          outOfOperationUntil: '2026-03-05',
        },
      },
    ];
    // New York springs forward on 2026-03-08; Lord Howe's clock moves by 30 minutes in April.
    for (const start of ['2026-03-02T00:00:00Z', '2026-04-01T00:00:00Z'])
      for (let minute = 0; minute < 7 * 1440; minute += 7) {
        const now = new Date(Date.parse(start) + minute * 60_000);
        for (const calendar of calendars)
          expect(read(calendar, GATES, now)).toEqual(openStatusAt(calendar, GATES, now));
      }
  });

  it('keeps the gates out of what it keeps: each call judges its own', () => {
    const read = createOpenStatusReader();
    const now = new Date('2026-03-02T15:00:00Z');
    expect(read(KOLKATA, GATES, now).open).toBe(true);
    expect(read(KOLKATA, { ...GATES, planActive: false }, now).reason).toBe('trial-ended');
    expect(read(KOLKATA, { ...GATES, takingOrders: false }, now).reason).toBe('not-taking-orders');
    expect(read(KOLKATA, GATES, now).open).toBe(true);
  });
});
