import { infiniteQueryOptions } from '@tanstack/react-query';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { boardRoutes, orderRoutes } from '@scanorder/shared/api/board';
import { kioskRoutes } from '@scanorder/shared/api/kiosk';
import { teamPaymentRoutes } from '@scanorder/shared/api/payments';
import {
  KIOSK_ORDER_FILTERS,
  ORDER_FILTERS,
  type BoardOrder,
  type BoardTicket,
  type EditOrderLinesRequest,
  type OrderFilter,
  type OwnerOrderList,
} from '@scanorder/shared/ordering/board';
import type { OrderStatus } from '@scanorder/shared/ordering/order-status';
import type { OrderPayment, RefundInput } from '@scanorder/shared/payments/payments';
import type {
  CounterPaymentInput,
  OpenBill,
  TableBill,
} from '@scanorder/shared/payments/table-bill';
import { ApiError, callRoute } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type { OwnerLanguage } from '@scanorder/shared/account/owner-language';

/** What one list shows: the filter, the branch (owner board) and History's day range. */
export interface BoardQuery {
  filter: OrderFilter;
  branchId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface ListPage {
  signal?: AbortSignal | undefined;
  /** Null (or absent) for the first page. */
  cursor?: string | null | undefined;
}

export interface StatusChange {
  status: OrderStatus;
  version: number;
  cancelDescription?: string | undefined;
  /** Accepting: minutes until ready, the guest's countdown. */
  readyInMinutes?: number | undefined;
  /** Taking back the last move (within 10 seconds). */
  recall?: boolean | undefined;
}

/**
 * Where a board reads and moves its orders: the owner's board (a business, any of its branches)
 * or a kiosk (the one branch of the device's PIN session). The board components only talk to this.
 */
export interface BoardSource {
  /** Distinguishes this board's cached lists from another board's. */
  key: readonly string[];
  kind: BusinessKind;
  filters: readonly OrderFilter[];
  /** Owners choose a branch; a kiosk is one branch already. */
  branchFilter: boolean;
  /**
   * One page of a list: History comes a page at a time (`cursor` is the previous page's
   * `nextCursor`); the other filters come whole, in one page whose `nextCursor` is null.
   */
  fetchList: (query: BoardQuery, page?: ListPage) => Promise<OwnerOrderList>;
  eventsPath: (branchId: string | undefined) => string;
  /**
   * The CSV of a list, or null where export is not allowed; written for the owner app's language
   * (';' and decimal commas in Spanish).
   */
  csvPath: ((query: BoardQuery, language: OwnerLanguage) => string) | null;
  /** One order opened: its ticket plus status history and edits (loaded on demand). */
  fetchOrder: (orderId: string, signal?: AbortSignal) => Promise<BoardOrder>;
  moveStatus: (orderId: string, change: StatusChange) => Promise<BoardTicket>;
  /** Changing the lines, or null where it is not offered. */
  editLines: ((orderId: string, input: EditOrderLinesRequest) => Promise<BoardTicket>) | null;
  /** Tables with dine-in orders not paid yet (decision 047): the business's, or a kiosk's branch's. */
  openBills: (signal?: AbortSignal) => Promise<OpenBill[]>;
  /** Records what a table's bill still owes as paid at the counter, by one of its orders. */
  recordAtCounter: (orderId: string, input: CounterPaymentInput) => Promise<TableBill>;
  /** An order's payments and refunds (owner app only); `refund` for admins and managers. */
  payments: {
    fetch: (orderId: string, signal?: AbortSignal) => Promise<OrderPayment>;
    refund: ((orderId: string, input: RefundInput) => Promise<OrderPayment>) | null;
    /** Records what an order paid on its own still owes as paid at the counter (any role). */
    recordAtCounter: (orderId: string, input: CounterPaymentInput) => Promise<OrderPayment>;
    /** The table's bill a dine-in order is on, or null when it is paid on its own. */
    bill: (orderId: string, signal?: AbortSignal) => Promise<TableBill | null>;
    /** Refunding one share of the bill (admins and managers). */
    refundShare:
      ((orderId: string, paymentId: string, input: RefundInput) => Promise<TableBill>) | null;
  } | null;
}

/** One list of a board, or (without a query) all of that board's lists and opened orders. */
export const boardQueryKey = (source: Pick<BoardSource, 'key'>, query?: BoardQuery) =>
  query ? queryKeys.ordersBoard.list(source.key, query) : queryKeys.ordersBoard.of(source.key);

/** One list's read, shared by the board and the owner area's early prefetch (decision 031). */
export const boardListOptions = (
  source: Pick<BoardSource, 'key' | 'fetchList'>,
  query: BoardQuery,
) =>
  infiniteQueryOptions({
    queryKey: boardQueryKey(source, query),
    queryFn: ({ signal, pageParam }) => source.fetchList(query, { signal, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

function searchOf(values: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) search.set(key, value);
  return search.toString();
}

// Values left out of the query string: a branch not chosen is '', a first page has no cursor.
const listQueryOf = (
  businessId: string | undefined,
  query: BoardQuery,
  cursor?: string | null,
) => ({
  businessId,
  branchId: query.branchId || undefined,
  filter: query.filter,
  ...(query.filter === 'history'
    ? { from: query.from || undefined, to: query.to || undefined, cursor: cursor || undefined }
    : {}),
});

/**
 * The owner's lists of one kind, cached under the account: it has one business of each kind, so
 * the list can be asked for beside `/me`, before the business is read (decision 031). Without
 * `businessId` the server answers for the signed-in account's business (a branch needs it).
 */
export function ownerBoardList(
  kind: BusinessKind,
  accountId: string,
  businessId?: string,
): Pick<BoardSource, 'key' | 'fetchList'> {
  return {
    key: ['owner', kind, accountId],
    fetchList: (query, page = {}) =>
      callRoute(boardRoutes[kind].list, {
        query: listQueryOf(businessId, query, page.cursor),
        signal: page.signal,
      }),
  };
}

/**
 * The owner's ORDERS tab. History and its export are for admins and managers (ADR 028); members
 * see the live filters, as a kiosk does.
 */
export function ownerBoardSource(
  kind: BusinessKind,
  { accountId, businessId }: { accountId: string; businessId: string },
  { canExport }: { canExport: boolean },
): BoardSource {
  const routes = boardRoutes[kind];
  return {
    ...ownerBoardList(kind, accountId, businessId),
    kind,
    filters: canExport ? ORDER_FILTERS : KIOSK_ORDER_FILTERS,
    branchFilter: true,
    eventsPath: (branchId) => `${routes.events.path}?${searchOf({ businessId, branchId })}`,
    // The CSV is the whole range (the server does not page it), whatever the screen has loaded.
    csvPath: canExport
      ? (query, language) =>
          `${routes.csv.path}?${searchOf({ ...listQueryOf(businessId, query), language })}`
      : null,
    fetchOrder: (orderId, signal) => callRoute(orderRoutes.get, { params: { orderId }, signal }),
    moveStatus: (orderId, change) =>
      callRoute(orderRoutes.moveStatus, { params: { orderId }, body: change }),
    editLines: (orderId, input) =>
      callRoute(orderRoutes.editLines, { params: { orderId }, body: input }),
    openBills: (signal) => callRoute(teamPaymentRoutes.openBills, { params: { kind }, signal }),
    recordAtCounter: (orderId, input) =>
      callRoute(teamPaymentRoutes.counterPayment, { params: { orderId }, body: input }),
    payments: {
      fetch: (orderId, signal) =>
        callRoute(teamPaymentRoutes.orderPayment, { params: { orderId }, signal }),
      // Members cannot refund (the API answers 403): the button is not offered to them.
      refund: canExport
        ? (orderId, input) =>
            callRoute(teamPaymentRoutes.refund, { params: { orderId }, body: input })
        : null,
      recordAtCounter: (orderId, input) =>
        callRoute(teamPaymentRoutes.orderCounterPayment, { params: { orderId }, body: input }),
      bill: (orderId, signal) =>
        callRoute(teamPaymentRoutes.orderBill, { params: { orderId }, signal }).catch(
          (error: unknown) => {
            // Not on a table's bill (pickup, paid before it was sent): nothing to show.
            if (error instanceof ApiError && error.status === 404) return null;
            throw error;
          },
        ),
      refundShare: canExport
        ? (orderId, paymentId, input) =>
            callRoute(teamPaymentRoutes.refundShare, {
              params: { orderId, paymentId },
              body: input,
            })
        : null,
    },
  };
}

/** A kiosk's board: the live filters of its one branch; no export, no editing. */
export function kioskBoardSource(kind: BusinessKind, branchId: string): BoardSource {
  return {
    key: ['kiosk', branchId],
    kind,
    filters: KIOSK_ORDER_FILTERS,
    branchFilter: false,
    // A kiosk has no History: its lists are always one page.
    fetchList: (query, page = {}) =>
      callRoute(kioskRoutes.list, { query: { filter: query.filter }, signal: page.signal }),
    eventsPath: () => kioskRoutes.events.path,
    csvPath: null,
    fetchOrder: (orderId, signal) => callRoute(kioskRoutes.get, { params: { orderId }, signal }),
    moveStatus: (orderId, change) =>
      callRoute(kioskRoutes.moveStatus, { params: { orderId }, body: change }),
    editLines: null,
    openBills: (signal) => callRoute(kioskRoutes.openBills, { signal }),
    recordAtCounter: (orderId, input) =>
      callRoute(kioskRoutes.counterPayment, { params: { orderId }, body: input }),
    payments: null,
  };
}
