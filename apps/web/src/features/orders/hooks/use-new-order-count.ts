import type { BoardSource, BoardQuery } from '../api/board-source.ts';
import { ordersOfPages } from '../lib/board-cache.ts';
import { columnOf, DEFAULT_KITCHEN } from '../lib/kitchen.ts';
import { useBoardList } from './use-board.ts';
import { useNow } from './use-now.ts';

const CURRENT: BoardQuery = { filter: 'current' };

/**
 * How many of the board's current orders need action now (its New column, every branch the source
 * sees): the owner's ORDERS tab badge and the kiosk's. It reads the board's own cached list, so the
 * stream that keeps the board live keeps the count live too.
 */
export function useNewOrderCount(source: BoardSource) {
  const list = useBoardList(source, CURRENT);
  const firstPage = list.data?.pages[0];
  const offset = firstPage ? Date.parse(firstPage.serverTime) - list.dataUpdatedAt : 0;
  const now = useNow(30_000).getTime() + offset;
  const kitchen = firstPage?.kitchen ?? DEFAULT_KITCHEN;
  const count = list.data
    ? ordersOfPages(list.data).filter((order) => columnOf(order, now, kitchen) === 'new').length
    : 0;
  return { list, offset, count };
}
