import type { BoardSource, BoardQuery } from '../api/board-source.ts';
import { ordersOfPages } from '../lib/board-cache.ts';
import { useBoardList } from './use-board.ts';

const CURRENT: BoardQuery = { filter: 'current' };

/**
 * How many of the board's current orders need action (every branch the source sees): the owner's
 * ORDERS tab badge and the kiosk's. The same orders as the board's Needs Action filter, so the two
 * counts agree: a scheduled order waiting in "Scheduled later" still waits to be accepted. It reads
 * the board's own cached list, so the stream that keeps the board live keeps the count live too.
 */
export function useNewOrderCount(source: BoardSource) {
  const list = useBoardList(source, CURRENT);
  const firstPage = list.data?.pages[0];
  const offset = firstPage ? Date.parse(firstPage.serverTime) - list.dataUpdatedAt : 0;
  const count = list.data
    ? ordersOfPages(list.data).filter((order) => order.status === 'Order Placed').length
    : 0;
  return { list, offset, count };
}
