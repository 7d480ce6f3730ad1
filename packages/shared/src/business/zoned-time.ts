/**
 * Calendar arithmetic in a business's IANA time zone with nothing but Intl, so the browser and the
 * server agree on "today" without a date library.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the name is an IANA zone the runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

let knownZones: Map<string, string> | undefined;

/**
 * A valid zone in its usual spelling ("asia/kolkata" -> "Asia/Kolkata"). The name the owner chose
 * is kept: runtimes disagree on canonical names (ICU still says Asia/Calcutta).
 */
export function canonicalTimeZone(timeZone: string): string {
  const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] })
    .supportedValuesOf;
  knownZones ??= new Map((supported?.('timeZone') ?? []).map((zone) => [zone.toLowerCase(), zone]));
  const known = knownZones.get(timeZone.toLowerCase());
  if (known) return known;
  if (timeZone.toLowerCase() === 'utc') return 'UTC';
  // Aliases the list leaves out (Asia/Kolkata, Europe/Kyiv): capitalise each part of the path.
  return timeZone
    .split('/')
    .map((part) =>
      part.replace(
        /(^|[_-])([a-z])/g,
        (_match, separator: string, letter: string) => separator + letter.toUpperCase(),
      ),
    )
    .join('/');
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The zone's wall clock read from Intl at an instant, in milliseconds ahead of UTC. */
function intlOffsetAt(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

const QUARTER_HOUR = 15 * 60_000;
/** Enough quarter hours of one zone for weeks of instants; past it the zone's cache starts over. */
const QUARTERS_KEPT = 4096;
const offsets = new Map<string, Map<number, number>>();

/**
 * How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. Today's offsets
 * change at whole quarter hours of UTC (daylight saving, 30- and 45-minute zones alike), so the
 * offset is read from Intl once per zone and quarter hour: placing an order read it with
 * `formatToParts` several times (decision 040, eighth pass). A quarter hour whose first and last
 * second disagree (a change inside it: the local mean times some zones kept until the 1970s) is
 * not cached, and each instant in it is read from Intl.
 */
function offsetAt(epochMs: number, timeZone: string): number {
  const quarter = Math.floor(epochMs / QUARTER_HOUR);
  let zone = offsets.get(timeZone);
  const cached = zone?.get(quarter);
  if (cached !== undefined) return cached;
  const start = quarter * QUARTER_HOUR;
  const offset = intlOffsetAt(start, timeZone);
  if (intlOffsetAt(start + QUARTER_HOUR - 1000, timeZone) !== offset)
    return intlOffsetAt(epochMs, timeZone);
  if (!zone || zone.size >= QUARTERS_KEPT) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  zone.set(quarter, offset);
  return offset;
}

/** The wall clock of an instant in a zone: the instant moved by the zone's offset, read as UTC. */
function localPartsOf(instant: Date, timeZone: string): LocalParts {
  const epochMs = instant.getTime();
  const local = new Date(epochMs + offsetAt(epochMs, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** The local calendar date "YYYY-MM-DD" of an instant in a zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const { year, month, day } = localPartsOf(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Minutes after local midnight of an instant in a zone. */
export function localMinutesOf(instant: Date, timeZone: string): number {
  const { hour, minute } = localPartsOf(instant, timeZone);
  return hour * 60 + minute;
}

/** Monday = 0 ... Sunday = 6 of a "YYYY-MM-DD" date. */
export function weekdayIndexOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return (new Date(Date.UTC(year!, month! - 1, day)).getUTCDay() + 6) % 7;
}

/** "YYYY-MM-DD" plus a number of days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/**
 * The first instant of a local calendar date in a zone. Where a daylight-saving jump skips
 * midnight (clocks go from 23:59:59 to 01:00), that is the first instant that exists on the date.
 */
export function startOfLocalDate(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const wallClock = Date.UTC(year!, month! - 1, day);
  let guess = wallClock - offsetAt(wallClock, timeZone);
  guess = wallClock - offsetAt(guess, timeZone);
  // The guess may land before the date (midnight skipped) or an hour late (offset changed in between).
  if (localDateOf(new Date(guess), timeZone) < date) {
    while (localDateOf(new Date(guess), timeZone) < date) guess += 15 * 60 * 1000;
  } else {
    while (localDateOf(new Date(guess - 15 * 60 * 1000), timeZone) === date)
      guess -= 15 * 60 * 1000;
  }
  return new Date(guess);
}

/** Local midnight that starts the day after the instant's local date: when "today" ends. */
export function startOfNextLocalDay(instant: Date, timeZone: string): Date {
  return startOfLocalDate(addDays(localDateOf(instant, timeZone), 1), timeZone);
}

/** A stretch [from, to) of epoch milliseconds over which a zone's offset from UTC stays the same. */
interface OffsetSegment {
  from: number;
  to: number;
  offset: number;
}

/**
 * The wall clock of one local date in a zone: `instantOf(minute)` is the instant that reads that
 * minute of the day, or null where daylight saving skips it (a repeated wall time gives the first of
 * the two). The offset is resolved once per stretch of the day it holds for, so naming many minutes
 * of a day costs a handful of Intl calls in all instead of several per minute.
 */
export interface LocalDayClock {
  instantOf(minuteOfDay: number): Date | null;
}

export function localDayClock(date: string, timeZone: string): LocalDayClock {
  const start = startOfLocalDate(date, timeZone).getTime();
  const end = startOfLocalDate(addDays(date, 1), timeZone).getTime();
  const segments: OffsetSegment[] = [];
  let from = start;
  while (from < end) {
    const offset = offsetAt(from, timeZone);
    const last = end - 1000;
    if (last <= from || offsetAt(last, timeZone) === offset) {
      segments.push({ from, to: end, offset });
      break;
    }
    // A change of offset inside the day: find the first second of the new offset.
    let low = from;
    let high = last;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (offsetAt(middle, timeZone) === offset) low = middle;
      else high = middle;
    }
    segments.push({ from, to: high, offset });
    from = high;
  }
  const [year, month, day] = date.split('-').map(Number);
  const midnight = Date.UTC(year!, month! - 1, day);
  return {
    instantOf(minuteOfDay) {
      const wallClock = midnight + minuteOfDay * 60_000;
      for (const segment of segments) {
        const instant = wallClock - segment.offset;
        if (segment.from <= instant && instant < segment.to) return new Date(instant);
      }
      return null;
    },
  };
}
