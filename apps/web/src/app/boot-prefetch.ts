import type { QueryClient } from '@tanstack/react-query';
import { BUSINESS_KINDS, type BusinessKind } from '@scanorder/shared/account/services';
import { KIOSK_ORDER_FILTERS, type KioskOrderFilter } from '@scanorder/shared/ordering/board';
import { businessQuery } from '../api/business.ts';
import { meQuery } from '../api/me.ts';
import {
  boardListOptions,
  boardQueryKey,
  ownerBoardList,
} from '../features/orders/api/board-source.ts';

const OWNER_AREA = /^\/([^/]+)\/([a-z]+)\/?$/;

const isKind = (text: string): text is BusinessKind =>
  (BUSINESS_KINDS as readonly string[]).includes(text);
const isLiveFilter = (text: string): text is KioskOrderFilter =>
  (KIOSK_ORDER_FILTERS as readonly string[]).includes(text);

/**
 * The owner area's first reads, started as the app boots instead of when the page renders them
 * (decision 031): who is signed in, the business and, on the ORDERS tab, the board's list, keyed by
 * what the URL tells (`/:accountId/:kind?tab=orders`). The page then finds them cached or under way.
 * A branch or History is left to the board (the first needs the business id, the second its time
 * zone).
 */
export function prefetchOwnerArea(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
) {
  const [, accountId, kind] = OWNER_AREA.exec(pathname) ?? [];
  if (!accountId || !kind || !isKind(kind)) return;
  const me = queryClient.fetchQuery(meQuery);
  void queryClient.prefetchQuery(businessQuery(kind));

  const params = new URLSearchParams(search);
  const filter = params.get('filter') ?? 'current';
  if (params.get('tab') !== 'orders' || params.has('branch') || !isLiveFilter(filter)) return;
  const board = ownerBoardList(kind, accountId);
  void queryClient.prefetchInfiniteQuery(boardListOptions(board, { filter }));
  // The answer is the session's account's: under another account's key (a URL naming someone
  // else, which the page refuses) it must not stay.
  const forget = () => queryClient.removeQueries({ queryKey: boardQueryKey(board) });
  me.then((signedIn) => {
    if (signedIn.account.id !== accountId) forget();
  }, forget);
}
