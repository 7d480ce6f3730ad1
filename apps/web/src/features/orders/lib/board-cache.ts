import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  NEW_ORDER_TOAST_MS,
  type BoardTicket,
  type OwnerOrderList,
} from '@scanorder/shared/ordering/board';
import { isFinalStatus } from '@scanorder/shared/ordering/order-status';
import { boardQueryKey, type BoardQuery, type BoardSource } from '../api/board-source.ts';

/** A cached list: its pages as loaded (one page except History). */
export type BoardPages = InfiniteData<OwnerOrderList>;

export type ListChange =
  | { type: 'keep' }
  | { type: 'replace'; list: OwnerOrderList }
  /** The order may belong to this list but it does not hold it: the server decides. */
  | { type: 'refetch' };

/**
 * What a changed order does to one cached list. An older or equal version never overwrites a
 * newer one (events and answers can cross). An order the list holds is replaced in place, or
 * dropped when its new status takes it out of the filter (a final status leaves Current and
 * Future). A new order without a slot joins Current at once; anything else not held is refetched,
 * because only the server knows today and the slot rules of the filters.
 */
export function applyOrderToList(
  list: OwnerOrderList,
  query: BoardQuery,
  order: BoardTicket,
): ListChange {
  if (query.branchId && order.branchId !== query.branchId) return { type: 'keep' };
  const index = list.orders.findIndex((item) => item.id === order.id);
  if (index >= 0) {
    if (list.orders[index]!.version >= order.version) return { type: 'keep' };
    const leaves =
      (query.filter === 'current' || query.filter === 'future') && isFinalStatus(order.status);
    const orders = leaves
      ? list.orders.filter((item) => item.id !== order.id)
      : list.orders.map((item) => (item.id === order.id ? order : item));
    return { type: 'replace', list: { ...list, orders } };
  }
  if (query.filter === 'current' && !isFinalStatus(order.status) && order.scheduledFor === null)
    return { type: 'replace', list: { ...list, orders: [order, ...list.orders] } };
  return { type: 'refetch' };
}

export type PagesChange =
  { type: 'keep' } | { type: 'replace'; pages: BoardPages } | { type: 'refetch' };

/**
 * `applyOrderToList` on a paged list: on the page holding the order, else on the first page (where
 * a new Current order goes).
 */
export function applyOrderToPages(
  data: BoardPages,
  query: BoardQuery,
  order: BoardTicket,
): PagesChange {
  const holder = data.pages.findIndex((page) => page.orders.some((item) => item.id === order.id));
  const index = Math.max(holder, 0);
  const page = data.pages[index];
  if (!page) return { type: 'refetch' };
  const change = applyOrderToList(page, query, order);
  if (change.type !== 'replace') return change;
  return {
    type: 'replace',
    pages: { ...data, pages: data.pages.map((item, at) => (at === index ? change.list : item)) },
  };
}

/** The orders of a paged list in the order the pages came, each once. */
export function ordersOfPages(data: BoardPages): BoardTicket[] {
  const seen = new Set<string>();
  const orders: BoardTicket[] = [];
  for (const page of data.pages)
    for (const order of page.orders)
      if (!seen.has(order.id)) {
        seen.add(order.id);
        orders.push(order);
      }
  return orders;
}

/**
 * The board's cached lists. Its key also holds the orders opened in the details dialog
 * (`queryKeys.ordersBoard.order`), whose data are no list: a list's key ends with its query object.
 */
const cachedLists = (queryClient: QueryClient, source: BoardSource) =>
  queryClient.getQueriesData<BoardPages>({
    queryKey: boardQueryKey(source),
    predicate: ({ queryKey }) => typeof queryKey[queryKey.length - 1] === 'object',
  });

/** The board's newest copy of an order, if any cached list holds it. */
function heldTicket(
  queryClient: QueryClient,
  source: BoardSource,
  orderId: string,
): BoardTicket | undefined {
  let held: BoardTicket | undefined;
  for (const [, data] of cachedLists(queryClient, source))
    for (const page of data?.pages ?? [])
      for (const item of page.orders)
        if (item.id === orderId && (!held || item.version > held.version)) held = item;
  return held;
}

/** True when any cached list of the board already holds the order. */
export function boardHolds(queryClient: QueryClient, source: BoardSource, orderId: string) {
  return heldTicket(queryClient, source, orderId) !== undefined;
}

/** Called with a ticket the stream moved to another status, as it is now. */
export type BoardMove = (moved: BoardTicket) => void;
const moveListeners = new WeakMap<QueryClient, Map<string, Set<BoardMove>>>();

/**
 * Listens for `source`'s tickets another device moved (their change came by a stream and found
 * the ticket in another status). Per query client and board, not per stream: the owner area's
 * alerts and the ORDERS tab's board each have a stream on the same lists, and whichever applies an
 * event first is the one that sees the status it had.
 */
export function onBoardMove(
  queryClient: QueryClient,
  source: BoardSource,
  listener: BoardMove,
): () => void {
  let boards = moveListeners.get(queryClient);
  if (!boards) moveListeners.set(queryClient, (boards = new Map<string, Set<BoardMove>>()));
  const key = JSON.stringify(boardQueryKey(source));
  let listeners = boards.get(key);
  if (!listeners) boards.set(key, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies an order the stream brought, and tells the move listeners if its status changed. */
export function applyStreamedOrder(
  queryClient: QueryClient,
  source: BoardSource,
  order: BoardTicket,
) {
  const before = heldTicket(queryClient, source, order.id);
  applyOrderToBoard(queryClient, source, order);
  if (!before || before.version >= order.version || before.status === order.status) return;
  const key = JSON.stringify(boardQueryKey(source));
  for (const listener of moveListeners.get(queryClient)?.get(key) ?? []) listener(order);
}

/** The server time of the newest list page the board holds, if any. */
export function latestServerTime(queryClient: QueryClient, source: BoardSource): string | null {
  let latest: string | null = null;
  for (const [, data] of cachedLists(queryClient, source))
    for (const page of data?.pages ?? [])
      if (!latest || Date.parse(page.serverTime) > Date.parse(latest)) latest = page.serverTime;
  return latest;
}

/** Applies a changed order (from the stream or an action's answer) to every cached list. */
export function applyOrderToBoard(
  queryClient: QueryClient,
  source: BoardSource,
  order: BoardTicket,
) {
  for (const [key, data] of cachedLists(queryClient, source)) {
    if (!data) continue;
    const query = key[key.length - 1] as BoardQuery;
    const change = applyOrderToPages(data, query, order);
    // The list keeps the time it was fetched: the board reads the server's clock from the
    // page's `serverTime` against that time, and an update from the stream is no new reading of
    // it (stamping it now wound the board's clock back, and every ticket's age with it).
    if (change.type === 'replace')
      queryClient.setQueryData(key, change.pages, {
        updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt,
      });
    if (change.type === 'refetch')
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

/**
 * docs/product/fields.md: the 'New Order Placed!' toast is only for an order created within the
 * last 20 seconds (by the server's clock when the device's is off).
 */
export function isFreshOrder(createdAt: string, nowMs: number): boolean {
  return nowMs - Date.parse(createdAt) <= NEW_ORDER_TOAST_MS;
}

/**
 * Future orders by their slot, soonest first; History by last update, newest first (the server's
 * page order, which a stable sort keeps for equal times, so pages follow each other); every other
 * list newest first.
 */
export function sortForBoard(orders: BoardTicket[], query: BoardQuery): BoardTicket[] {
  const time = (value: string | null) => (value ? Date.parse(value) : 0);
  return [...orders].sort((a, b) => {
    if (query.filter === 'future') return time(a.scheduledFor) - time(b.scheduledFor);
    if (query.filter === 'history') return time(b.updatedAt) - time(a.updatedAt);
    return time(b.createdAt) - time(a.createdAt);
  });
}
