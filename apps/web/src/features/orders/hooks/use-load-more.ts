import { useLayoutEffect, useRef, useState } from 'react';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { ordersOfPages } from '../lib/board-cache.ts';
import type { useBoardList } from './use-board.ts';

/**
 * "Load more orders" on a board list: the next page, what it brought said to a screen reader, and
 * the keyboard handed on when the last page takes the button away. `orders` is every loaded order,
 * `shown` those the status filter lets through; attach `countHeading` to the count above the list
 * and `boardRegion` to the region holding the tickets.
 */
export function useLoadMore(
  list: ReturnType<typeof useBoardList>,
  orders: BoardTicket[],
  shown: BoardTicket[],
) {
  const { t } = useOwnerT();
  // What the last "Load more orders" did, for screen readers (the button keeps the focus, but for
  // the last page).
  const [loadedMore, setLoadedMore] = useState('');
  // The orders shown when "Load more orders" was pressed, until its page arrives.
  const loadingFrom = useRef<Set<string> | null>(null);
  const countHeading = useRef<HTMLHeadingElement>(null);
  const boardRegion = useRef<HTMLElement>(null);

  const loadMore = async () => {
    if (list.isFetchingNextPage) return;
    const before = new Set(orders.map((order) => order.id));
    loadingFrom.current = before;
    setLoadedMore('');
    const result = await list.fetchNextPage();
    if (result.data && !result.isError) {
      const after = ordersOfPages(result.data).length;
      setLoadedMore(t('{{count}} more orders loaded', { count: after - before.size }));
    } else loadingFrom.current = null;
  };

  // The last page takes the button away with the keyboard's focus: the first order that page
  // brought takes it (or the count above the list, when the status filter hides them all). In a
  // layout effect, before the tickets' own effects: they give a focus found on the page body back
  // to the last ticket the keyboard was on, which may be a hundred tickets up.
  useLayoutEffect(() => {
    const before = loadingFrom.current;
    if (!before || !orders.some((order) => !before.has(order.id))) return;
    loadingFrom.current = null;
    if (list.hasNextPage) return;
    // Only a focus the button took away: one the owner put elsewhere meanwhile stays there.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const first = shown.find((order) => !before.has(order.id));
    const ticket = first
      ? boardRegion.current?.querySelector<HTMLElement>(`[data-order-id="${CSS.escape(first.id)}"]`)
      : null;
    (ticket ?? countHeading.current)?.focus();
  }, [orders, shown, list.hasNextPage]);

  return { loadMore, loadedMore, countHeading, boardRegion };
}
