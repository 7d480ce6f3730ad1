import { useSearchParams } from 'react-router';
import { addDays, localDateOf } from '@scanorder/shared/business/zoned-time';
import { isCalendarDate } from '@scanorder/shared/business/clock-time';
import {
  boardMessages,
  daysInRange,
  HISTORY_MAX_DAYS,
  type OrderFilter,
} from '@scanorder/shared/ordering/board';
import type { BoardQuery } from '../api/board-source.ts';

/** History opens on the last week, today included. */
export const DEFAULT_HISTORY_DAYS = 7;

export interface HistoryProblems {
  from?: string;
  to?: string;
}

/** The History range's problems, with the shared schema's messages (the server says the same). */
export function historyProblems(from: string, to: string): HistoryProblems {
  const problems: HistoryProblems = {};
  if (!from || !isCalendarDate(from)) problems.from = boardMessages.historyFromRequired;
  if (!to || !isCalendarDate(to)) problems.to = boardMessages.historyToRequired;
  if (problems.from || problems.to) return problems;
  if (from > to) problems.to = boardMessages.historyOrder;
  else if (daysInRange(from, to) > HISTORY_MAX_DAYS) problems.to = boardMessages.historyTooLong;
  return problems;
}

/**
 * The board's filter, branch and History range, kept in the URL (?filter=history&from=...) so a
 * reload or a shared link shows the same list.
 */
export function useBoardQuery(filters: readonly OrderFilter[], timeZone: string) {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('filter') as OrderFilter | null;
  const filter: OrderFilter =
    requested && filters.includes(requested) ? requested : (filters[0] ?? 'current');
  const today = localDateOf(new Date(), timeZone);
  const from = search.get('from') ?? addDays(today, 1 - DEFAULT_HISTORY_DAYS);
  const to = search.get('to') ?? today;
  const branchId = search.get('branch') ?? undefined;
  const problems = filter === 'history' ? historyProblems(from, to) : {};

  const query: BoardQuery = {
    filter,
    branchId,
    ...(filter === 'history' ? { from, to } : {}),
  };

  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    query,
    from,
    to,
    problems,
    valid: !problems.from && !problems.to,
    setFilter: (value: OrderFilter) => update({ filter: value }),
    setBranch: (value: string | null) => update({ branch: value }),
    setRange: (range: { from?: string; to?: string }) => update(range),
  };
}
