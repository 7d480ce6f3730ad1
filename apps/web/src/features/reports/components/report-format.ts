import { WEEKDAY_LABEL } from '@scanorder/shared/reports/reports';

export const hourLabel = (hour: number | string) => `${String(hour).padStart(2, '0')}:00`;

export const weekdayLabel = (weekday: number) => WEEKDAY_LABEL[weekday] ?? '';

/** "5 Mar" from "2026-03-05", read as a calendar date (no time zone shift). */
export function shortDate(date: string, locale = 'en-IN'): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, day)));
}

/** Seconds as "4 min 05 s" (or "—" when there is no figure). */
export function duration(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}
