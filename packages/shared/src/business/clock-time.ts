import { z } from 'zod';
import { messages } from '../validation/messages.ts';

/**
 * Times of day are "HH:MM" strings from "00:00" to "24:00" ("24:00" = closing at midnight). The
 * spec's lists run 0.00 to 24.00 in 30-minute steps and write half past as ".3" (11.3 = 11:30);
 * a string says what it means, sorts correctly and never suffers float rounding.
 */
export type ClockTime = string;

const CLOCK_TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

/** Minutes after midnight of a valid "HH:MM" (0..1440). */
export function minutesOf(time: ClockTime): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** "HH:MM" for minutes after midnight (0..1440). */
export function clockTimeOf(minutes: number): ClockTime {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The choice list for hour pickers: "00:00" to "24:00" every `step` minutes. */
export function timeOptions(step: 15 | 30 = 30): ClockTime[] {
  const options: ClockTime[] = [];
  for (let minutes = 0; minutes <= 24 * 60; minutes += step) options.push(clockTimeOf(minutes));
  return options;
}

/** A time of day on the 30-minute grid the hour lists offer. */
export function gridTimeField(label: string) {
  return z
    .string({ error: messages.required(label) })
    .regex(CLOCK_TIME, messages.valid(label))
    .refine((time) => minutesOf(time) % 30 === 0, messages.valid(label));
}

/** A calendar date "YYYY-MM-DD" that exists. */
export function dateField(label: string) {
  return z
    .string({ error: messages.required(label) })
    .min(1, messages.required(label))
    .refine(isCalendarDate, messages.valid(label));
}

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
