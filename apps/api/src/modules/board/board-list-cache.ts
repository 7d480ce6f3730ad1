import type { BusinessKind } from '@scanorder/shared/account/services';
import type { OwnerOrderList, OwnerOrdersQuery } from '@scanorder/shared/ordering/board';
import { addDays, startOfLocalDate } from '@scanorder/shared/business/zoned-time';
import { PreparedJson } from '../../plugins/prepared-json.ts';
import type { EventBus } from '../events/event-bus.ts';
import { createStorefrontCache } from '../storefront/storefront-cache.ts';

/** A list answer serialized once, with the end of the business day it was read for. */
export interface PreparedBoardList {
  prepared: PreparedJson;
  /** Epoch milliseconds of the next local midnight: from then "today" is another set of orders. */
  dayEndsAt: number;
}

/**
 * Today's board (Current, Completed, Future) per account, business, branch and filter, serialized
 * and compressed once for every screen and reload that reads it until the account's orders or
 * settings change. Entries live in this process; every process hears order changes on the event
 * bus and drops the account's entries, and this process drops them at once for the changes it
 * makes itself (`invalidate`).
 */
export function createBoardListCache(options: {
  ttlMs: number;
  events: EventBus;
  /** The presented answer as JSON (checked against its schema outside production). */
  serialize: (list: OwnerOrderList) => string;
  clock?: () => number;
}) {
  const cache = createStorefrontCache({
    ttlMs: options.ttlMs,
    maxEntries: 2000,
    maxJsonBytes: 64 * 1024 * 1024,
    sizeOf: (value) => (value as PreparedBoardList).prepared.json.length,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  options.events.subscribe((event) => {
    if (event.type === 'sessions.changed') return;
    if (event.type === 'order.changed') cache.invalidate(event.accountId);
    else if (event.accountId) cache.invalidate(event.accountId);
    else cache.invalidateAll();
  });

  return {
    /**
     * The list of `query` (not History: it pages) for an account, from the cache while it holds
     * the business day the entry was read for.
     */
    async read(
      accountId: string,
      kind: BusinessKind,
      query: Omit<OwnerOrdersQuery, 'filter'> & { filter: 'current' | 'completed' | 'future' },
      load: () => Promise<OwnerOrderList>,
    ): Promise<PreparedBoardList> {
      const key = `board\n${kind}\n${query.businessId ?? ''}\n${query.branchId ?? ''}\n${query.filter}`;
      const prepare = async (): Promise<PreparedBoardList> => {
        const list = await load();
        return {
          prepared: new PreparedJson(list, options.serialize(list)),
          // Worked out once: comparing the clock with it costs a hit nothing (the zone's date
          // of now, per read, was a formatToParts of about 50 us).
          dayEndsAt: startOfLocalDate(addDays(list.today, 1), list.timeZone).getTime(),
        };
      };
      const entry = await cache.read(accountId, key, prepare);
      if (Date.now() < entry.dayEndsAt) return entry;
      // Read yesterday: the day turned since, and "today" is another set of orders.
      cache.invalidate(accountId);
      return cache.read(accountId, key, prepare);
    },
    invalidate: (accountId: string) => cache.invalidate(accountId),
    invalidateAll: () => cache.invalidateAll(),
  };
}

export type BoardListCache = ReturnType<typeof createBoardListCache>;
