import {
  addDays,
  localDateOf,
  localMinutesOf,
  startOfLocalDate,
} from '@scanorder/shared/business/zoned-time';
import type { OrderFilter } from '@scanorder/shared/ordering/board';
import type { BoardCriteria } from './board.repository.ts';

/**
 * The instants a board filter covers, from "today" in the business's zone (docs/product/ordering.md): Current
 * and Completed are today, Future starts tomorrow, History spans its local dates, both included.
 */
export function criteriaOf(
  query: { filter: OrderFilter; from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now: Date,
): BoardCriteria {
  const today = localDateOf(now, timeZone);
  const start = startOfLocalDate(today, timeZone);
  const end = startOfLocalDate(addDays(today, 1), timeZone);
  switch (query.filter) {
    case 'current':
      return { filter: 'current', start, end };
    case 'completed':
      return { filter: 'completed', start, end };
    case 'future':
      return { filter: 'future', start: end };
    case 'history': {
      const from = query.from ?? today;
      const to = query.to ?? today;
      return {
        filter: 'history',
        start: startOfLocalDate(from, timeZone),
        end: startOfLocalDate(addDays(to, 1), timeZone),
      };
    }
    default:
      return query.filter satisfies never;
  }
}

/** "YYYY-MM-DD HH:mm" of an instant in a zone (CSV cells). */
export function localDateTimeOf(instant: Date, timeZone: string): string {
  const minutes = localMinutesOf(instant, timeZone);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${localDateOf(instant, timeZone)} ${hh}:${mm}`;
}
