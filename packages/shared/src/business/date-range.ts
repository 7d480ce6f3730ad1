import type { z } from 'zod';
import { addDays } from './zoned-time.ts';

/**
 * Days from `from` to `to` ("YYYY-MM-DD"), both included ("2026-03-01".."2026-03-31" is 31),
 * counting no further than `atMost + 1`: enough to tell a range that is too long.
 */
export function daysFromTo(from: string, to: string, atMost: number): number {
  let days = 1;
  for (let cursor = from; cursor < to && days <= atMost; cursor = addDays(cursor, 1)) days++;
  return days;
}

/** What a screen says about a date range it asks for, in its own words. */
export interface DateRangeMessages {
  fromRequired: string;
  toRequired: string;
  order: string;
  tooLong: string;
}

/**
 * A query's `from`..`to` dates: both given, in order, and at most `maxDays` long. Each problem is
 * reported on the field the person changes to fix it.
 */
export function checkDateRange(
  range: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
  maxDays: number,
  words: DateRangeMessages,
): void {
  if (!range.from)
    context.addIssue({ code: 'custom', message: words.fromRequired, path: ['from'] });
  if (!range.to) context.addIssue({ code: 'custom', message: words.toRequired, path: ['to'] });
  if (!range.from || !range.to) return;
  if (range.from > range.to)
    context.addIssue({ code: 'custom', message: words.order, path: ['to'] });
  else if (daysFromTo(range.from, range.to, maxDays) > maxDays)
    context.addIssue({ code: 'custom', message: words.tooLong, path: ['to'] });
}
