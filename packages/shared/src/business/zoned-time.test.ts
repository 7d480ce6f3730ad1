import { describe, expect, it } from 'vitest';
import {
  addDays,
  isValidTimeZone,
  localDayClock,
  localDateOf,
  localMinutesOf,
  startOfLocalDate,
  startOfNextLocalDay,
  weekdayIndexOf,
} from './zoned-time.ts';

describe('calendar arithmetic in a time zone', () => {
  it('knows valid zones', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('reads the local date and time of an instant', () => {
    const instant = new Date('2026-03-01T20:00:00Z');
    expect(localDateOf(instant, 'Asia/Kolkata')).toBe('2026-03-02');
    expect(localMinutesOf(instant, 'Asia/Kolkata')).toBe(90);
    expect(localDateOf(instant, 'America/New_York')).toBe('2026-03-01');
  });

  it.each([
    ['2026-03-01T20:00:00Z', 'Asia/Kolkata', '2026-03-02T18:30:00.000Z'],
    ['2026-03-01T12:00:00Z', 'Asia/Kolkata', '2026-03-01T18:30:00.000Z'],
    ['2026-07-01T12:00:00Z', 'UTC', '2026-07-02T00:00:00.000Z'],
    // Daylight saving time. New York springs forward on 2026-03-08 at 02:00: midnight before is
    // EST, midnight after EDT.
    ['2026-03-08T12:00:00Z', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    ['2026-03-07T12:00:00Z', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    // London falls back on 2026-10-25.
    ['2026-10-25T12:00:00Z', 'Europe/London', '2026-10-26T00:00:00.000Z'],
    ['2026-10-24T12:00:00Z', 'Europe/London', '2026-10-24T23:00:00.000Z'],
  ])('finds the next local midnight after %s in %s: %s', (instant, timeZone, midnight) => {
    expect(startOfNextLocalDay(new Date(instant), timeZone).toISOString()).toBe(midnight);
  });

  it('takes the first instant of a day whose midnight is skipped', () => {
    // Santiago springs forward at 24:00 on 2026-09-05: 2026-09-06 starts at 01:00 local (04:00Z).
    const start = startOfLocalDate('2026-09-06', 'America/Santiago');
    expect(localDateOf(start, 'America/Santiago')).toBe('2026-09-06');
    expect(localDateOf(new Date(start.getTime() - 1000), 'America/Santiago')).toBe('2026-09-05');
  });

  it('adds days and names weekdays from Monday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayIndexOf('2026-03-02')).toBe(0);
    expect(weekdayIndexOf('2026-03-08')).toBe(6);
  });

  it('names the minutes of a day with the offsets of that day', () => {
    // New York 2026-03-08: 02:00-02:59 does not exist; 2026-11-01: 01:00-01:59 happens twice.
    const spring = localDayClock('2026-03-08', 'America/New_York');
    expect(spring.instantOf(90)?.toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(spring.instantOf(150)).toBeNull();
    expect(spring.instantOf(180)?.toISOString()).toBe('2026-03-08T07:00:00.000Z');
    const autumn = localDayClock('2026-11-01', 'America/New_York');
    expect(autumn.instantOf(90)?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(autumn.instantOf(150)?.toISOString()).toBe('2026-11-01T07:30:00.000Z');
    // Santiago's 2026-09-06 starts at 01:00: its first hour does not exist.
    const santiago = localDayClock('2026-09-06', 'America/Santiago');
    expect(santiago.instantOf(30)).toBeNull();
    expect(santiago.instantOf(60)?.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localDayClock('2026-03-02', 'Asia/Kolkata').instantOf(0)?.toISOString()).toBe(
      '2026-03-01T18:30:00.000Z',
    );
  });

  it('reads every second around a change of offset as Intl does, in either order', () => {
    // The offsets are kept per zone and quarter hour: each instant must still read as Intl reads it.
    const oracle = (timeZone: string) => {
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      return (instant: Date) => {
        const parts = Object.fromEntries(
          format.formatToParts(instant).map((part) => [part.type, part.value]),
        );
        const minutes = Number(parts.hour) * 60 + Number(parts.minute);
        return `${parts.year}-${parts.month}-${parts.day} ${minutes}`;
      };
    };
    const changes: [string, string][] = [
      ['America/New_York', '2026-03-08T07:00:00Z'], // 02:00 EST -> 03:00 EDT
      ['America/New_York', '2026-11-01T06:00:00Z'], // 02:00 EDT -> 01:00 EST
      ['Europe/London', '2026-03-29T01:00:00Z'],
      ['Europe/London', '2026-10-25T01:00:00Z'],
      ['Asia/Kolkata', '2026-03-01T18:30:00Z'], // +05:30, no change: local midnight
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'], // 02:00 +11:00 -> 01:30 +10:30
      ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'], // 02:00 +10:30 -> 02:30 +11:00
      ['Asia/Kathmandu', '2026-06-30T18:15:00Z'], // +05:45: local midnight
    ];
    for (const [timeZone, at] of changes) {
      const change = Date.parse(at);
      const intl = oracle(timeZone);
      // Every 7 seconds over an hour each side, first backwards (a later quarter cached first).
      const instants: Date[] = [];
      for (let ms = -3_600_000; ms <= 3_600_000; ms += 7_000) instants.push(new Date(change + ms));
      for (const instant of [...instants.toReversed(), ...instants]) {
        const read = `${localDateOf(instant, timeZone)} ${localMinutesOf(instant, timeZone)}`;
        expect(read, `${timeZone} ${instant.toISOString()}`).toBe(intl(instant));
      }
    }
  });

  it('reads instants of local mean time, whose offset changed inside a quarter hour', () => {
    // Monrovia left -00:44:30 for UTC on 1972-01-07 at 00:00 local, 00:44:30Z.
    const change = Date.parse('1972-01-07T00:44:30Z');
    const before = new Date(change - 1000);
    const after = new Date(change + 1000);
    expect(localDateOf(before, 'Africa/Monrovia')).toBe('1972-01-06');
    expect(localMinutesOf(before, 'Africa/Monrovia')).toBe(23 * 60 + 59);
    expect(localDateOf(after, 'Africa/Monrovia')).toBe('1972-01-07');
    expect(localMinutesOf(after, 'Africa/Monrovia')).toBe(44);
  });
});
