import type { BusinessKind } from '@scanorder/shared/account/services';
import { localDateOf } from '@scanorder/shared/business/zoned-time';
import { AppError } from '@scanorder/shared/errors/app-error';
import {
  boardMessages,
  HISTORY_PAGE_SIZE,
  historyCursorOf,
  ORDER_LIST_LIMIT,
  parseHistoryCursor,
  type BoardOrder,
  type BoardTicket,
  type EditOrderLinesInput,
  type OrderFilter,
  type OwnerOrderList,
  type OwnerOrdersCsvQuery,
  type OwnerOrdersQuery,
} from '@scanorder/shared/ordering/board';
import {
  canMoveOrder,
  isEditableStatus,
  RECALL_GRACE_MS,
  RECALL_WINDOW_MS,
  recallTargetOf,
  type OrderStatus,
} from '@scanorder/shared/ordering/order-status';
import { orderMessages } from '@scanorder/shared/ordering/order-messages';
import type { OrderStatusInput } from '@scanorder/shared/ordering/place-order';
import { assertCan } from '../../auth/roles.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { BusinessRecord, BusinessRepository } from '../business/business.repository.ts';
import { criteriaOf } from './board-filters.ts';
import { presentBoardOrders, presentBoardTicket } from './board-view.ts';
import type { BoardRepository, BoardScope } from './board.repository.ts';
import { repricedLinesOf, sameLines } from './line-edits.ts';
import { ordersCsv } from './order-csv.ts';
import { CSV_DIALECTS } from '@scanorder/shared/http/csv-download';
import type { OrderNotifier } from '../ordering/order-notifier.ts';
import { presentOrder } from '../ordering/order-view.ts';
import type { OrderRow } from '../ordering/orders.repository.ts';
import type { OrderUpdate, OrderUpdatesRepository } from './order-updates.repository.ts';
import type { StorefrontRepository } from '../storefront/storefront.repository.ts';
import type { TenantContext, TenantScope } from '../../tenancy/tenant.ts';

export interface BoardServiceOptions {
  board: BoardRepository;
  updates: OrderUpdatesRepository;
  businesses: Pick<BusinessRepository, 'findByKind'>;
  storefront: Pick<StorefrontRepository, 'findItems'>;
  storage: FileStorage;
  notifier?: OrderNotifier | undefined;
  /**
   * Payments' part of a line edit, in the same transaction (decision 046): a paid order now
   * costing less gives the difference back (a member's such edit is refused and undone), one
   * costing more shows what is due. True when it changed the order (its version moved on).
   */
  afterLinesEdited?: (ctx: TenantContext, orderId: string, version: number) => Promise<boolean>;
  now?: () => Date;
}

/** Who acts on an order: a signed-in member, or a kiosk limited to its branch. */
export interface OrderActor {
  scope: TenantScope;
  /** A member id or 'kiosk:<branchId>', stored with every change. */
  actor: string;
  /** Kiosk: orders of other branches do not exist for it. */
  branchId?: string | undefined;
}

export const boardServiceMessages = {
  businessNotFound: 'This business does not exist',
} as const;

/**
 * The ready-by time a move sets: accepting with a ready-in time sets it, accepting without one
 * clears it, a recall to Placed clears it; anything else keeps the order's (undefined).
 */
function readyByOf(input: OrderStatusInput, at: Date): Date | null | undefined {
  if (input.status === 'Order Accepted' && !input.recall)
    return input.readyInMinutes === undefined
      ? null
      : new Date(at.getTime() + input.readyInMinutes * 60_000);
  if (input.status === 'Order Placed') return null;
  return undefined;
}

/** A change made under the order's lock, or the error its outcome answers. */
function updated(
  result: OrderUpdate,
  refusal: (order: OrderRow) => AppError,
): Extract<OrderUpdate, { outcome: 'updated' }> {
  switch (result.outcome) {
    case 'not-found':
      throw new AppError('NOT_FOUND', orderMessages.notFound);
    case 'stale':
      throw new AppError('CONFLICT', orderMessages.stale, 'version');
    case 'refused':
      throw refusal(result.order);
    case 'updated':
      return result;
    default:
      return result satisfies never;
  }
}

/** The owner's orders board and the kiosk: lists, CSV, status moves and line edits. */
export function createBoardService({
  board,
  updates,
  businesses,
  storefront,
  storage,
  notifier,
  afterLinesEdited,
  now = () => new Date(),
}: BoardServiceOptions) {
  const present = (rows: OrderRow[], business: BusinessRecord): BoardTicket[] =>
    rows.map((row) => presentBoardTicket(row, business, storage));

  /** The account's business of `kind`, which must be the one the query names. */
  async function businessOf(
    scope: TenantScope,
    kind: BusinessKind,
    businessId?: string,
  ): Promise<BusinessRecord> {
    const business = await businesses.findByKind(scope, kind);
    if (!business || (businessId !== undefined && business.id !== businessId))
      throw new AppError('NOT_FOUND', boardServiceMessages.businessNotFound);
    return business;
  }

  interface ListRequest {
    filter: OrderFilter;
    from?: string | undefined;
    to?: string | undefined;
    /** History only: the previous page's `nextCursor`. */
    cursor?: string | undefined;
    /** History only: the page size. */
    limit?: number | undefined;
  }

  /**
   * A filter's orders. History comes a page at a time (`nextCursor` for the next one) unless
   * `whole` (the CSV export: the whole range, up to ORDER_LIST_LIMIT orders); the other filters
   * come whole, up to ORDER_LIST_LIMIT orders.
   */
  async function listOf(
    scope: TenantScope,
    business: BusinessRecord,
    boardScope: BoardScope,
    query: ListRequest,
    { whole = false }: { whole?: boolean } = {},
  ): Promise<OwnerOrderList> {
    const at = now();
    const criteria = criteriaOf(query, business.timeZone, at);
    const answer = (
      orders: BoardTicket[],
      more: { truncated: boolean; nextCursor: string | null },
    ) => ({
      orders,
      serverTime: at.toISOString(),
      timeZone: business.timeZone,
      today: localDateOf(at, business.timeZone),
      kitchen: {
        prepTimeMinutes: business.orderSettings.prepTimeMinutes,
        ticketAmberMinutes: business.orderSettings.ticketAmberMinutes,
        ticketRedMinutes: business.orderSettings.ticketRedMinutes,
      },
      ...more,
    });
    if (criteria.filter === 'history' && !whole) {
      const after = query.cursor === undefined ? null : parseHistoryCursor(query.cursor);
      if (after === null && query.cursor !== undefined)
        throw new AppError('VALIDATION_FAILED', boardMessages.historyCursor, 'cursor');
      const limit = query.limit ?? HISTORY_PAGE_SIZE;
      const rows = await board.historyPage(scope, boardScope, criteria, after, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return answer(
        present(
          page.map((entry) => entry.row),
          business,
        ),
        {
          truncated: false,
          nextCursor: rows.length > limit && last ? historyCursorOf(last.cursor) : null,
        },
      );
    }
    const rows = await board.list(scope, boardScope, criteria, ORDER_LIST_LIMIT + 1);
    return answer(present(rows.slice(0, ORDER_LIST_LIMIT), business), {
      truncated: rows.length > ORDER_LIST_LIMIT,
      nextCursor: null,
    });
  }

  async function presentOne(scope: TenantScope, row: OrderRow): Promise<BoardTicket> {
    const business = await businessOf(scope, row.kind, row.businessId);
    return presentBoardTicket(row, business, storage);
  }

  /** An order opened on the board: its ticket with the status history and edits. */
  async function detailOf(scope: TenantScope, row: OrderRow): Promise<BoardOrder> {
    const business = await businessOf(scope, row.kind, row.businessId);
    const [order] = await presentBoardOrders(scope, [row], business, { board, storage });
    return order!;
  }

  /** The customer-facing order, for push messages; never lets a failure reach the caller. */
  async function tellNotifier(
    scope: TenantScope,
    row: OrderRow,
    previousStatus: OrderStatus | null,
  ): Promise<void> {
    if (!notifier) return;
    const business = await businesses.findByKind(scope, row.kind);
    if (business) notifier.orderChanged(presentOrder(row, business, storage), { previousStatus });
  }

  async function move(
    who: OrderActor,
    orderId: string,
    input: OrderStatusInput,
  ): Promise<BoardTicket> {
    const at = now();
    const result = await updates.moveStatus(who.scope, orderId, {
      expectedVersion: input.version,
      to: input.status,
      cancelDescription: input.cancelDescription ?? null,
      readyBy: readyByOf(input, at),
      actor: who.actor,
      branchId: who.branchId,
      allowed: (row) =>
        input.recall
          ? recallTargetOf(row.status) === input.status &&
            at.getTime() - row.updatedAt.getTime() <= RECALL_WINDOW_MS + RECALL_GRACE_MS
          : canMoveOrder(row.status, input.status, row.fulfilmentType),
    });
    const moved = updated(
      result,
      (order) =>
        new AppError(
          'VALIDATION_FAILED',
          input.recall
            ? boardMessages.recallTooLate
            : orderMessages.refused(order.status, input.status),
          'status',
        ),
    );
    await tellNotifier(who.scope, moved.order, moved.previous.status).catch(() => undefined);
    return presentOne(who.scope, moved.order);
  }

  return {
    async list(ctx: TenantContext, kind: BusinessKind, query: OwnerOrdersQuery) {
      assertCan(ctx, 'orders.view');
      // ADR 028: the past orders with their customers' details, paged or as CSV, are for admins
      // and managers; members, like the kiosk, work the live filters.
      if (query.filter === 'history') assertCan(ctx, 'orders.export');
      const business = await businessOf(ctx, kind, query.businessId);
      return listOf(ctx, business, { businessId: business.id, branchId: query.branchId }, query);
    },

    /** The same orders as `list`, as a CSV download: History's whole range, not one page. */
    async csv(
      ctx: TenantContext,
      kind: BusinessKind,
      query: OwnerOrdersCsvQuery,
    ): Promise<{ filename: string; body: string }> {
      assertCan(ctx, 'orders.export');
      const business = await businessOf(ctx, kind, query.businessId);
      const list = await listOf(
        ctx,
        business,
        { businessId: business.id, branchId: query.branchId },
        query,
        { whole: true },
      );
      const range =
        query.filter === 'history'
          ? `${query.from}-to-${query.to}`
          : `${query.filter}-${list.today}`;
      return {
        filename: `orders-${kind}-${range}.csv`,
        body: ordersCsv(list.orders, list.timeZone, CSV_DIALECTS[query.language]),
      };
    },

    async listForBranch(
      scope: TenantScope,
      kind: BusinessKind,
      boardScope: Required<BoardScope>,
      filter: OrderFilter,
    ) {
      const business = await businessOf(scope, kind, boardScope.businessId);
      return listOf(scope, business, boardScope, { filter });
    },

    async get(ctx: TenantContext, orderId: string): Promise<BoardOrder> {
      assertCan(ctx, 'orders.view');
      const row = await board.findOne(ctx, orderId);
      if (!row) throw new AppError('NOT_FOUND', orderMessages.notFound);
      return detailOf(ctx, row);
    },

    /** One order of a kiosk's branch, opened: other branches' orders do not exist for it. */
    async getForBranch(scope: TenantScope, branchId: string, orderId: string) {
      const row = await board.findOne(scope, orderId, branchId);
      if (!row) throw new AppError('NOT_FOUND', orderMessages.notFound);
      return detailOf(scope, row);
    },

    /**
     * A move along the transition table (docs/product/order-states.md), recorded with who and when. The version
     * the screen showed must still be current: otherwise someone acted first (409).
     */
    async moveStatus(ctx: TenantContext, orderId: string, input: OrderStatusInput) {
      assertCan(ctx, 'orders.manage');
      return move({ scope: ctx, actor: ctx.memberId }, orderId, input);
    },

    moveAs: move,

    /**
     * Staff replace an order's lines before it is Ready: priced by the server (kept lines at the
     * price charged, new ones from the menu now), marked modified, recorded with who and when.
     */
    async editLines(
      ctx: TenantContext,
      orderId: string,
      input: EditOrderLinesInput,
    ): Promise<BoardTicket> {
      assertCan(ctx, 'orders.manage');
      const at = now();
      const found = await board.findOne(ctx, orderId);
      if (!found) throw new AppError('NOT_FOUND', orderMessages.notFound);
      const ids = [...new Set(input.lines.map((line) => line.menuItemId))];
      const items = await storefront.findItems(ctx, found.businessId, ids);
      const imageUrls = new Map(
        items.map((item) => [item.id, item.imageKey ? storage.urlOf(item.imageKey) : null]),
      );
      const reprice = (row: OrderRow) =>
        repricedLinesOf(row, { lines: input.lines, items, imageUrls, at });
      // The lines sent back as they are: nothing to write. Saving them would mark the order
      // modified for the guest and list an edit that changed nothing. A stale version or a status
      // past editing still goes through the locked update below, and is refused there.
      if (
        found.version === input.version &&
        isEditableStatus(found.status) &&
        sameLines(reprice(found), found)
      )
        return presentOne(ctx, found);

      const result = await updates.editLines(ctx, orderId, {
        expectedVersion: input.version,
        actor: ctx.memberId,
        editable: (row) => isEditableStatus(row.status),
        reprice,
      });
      const edited = updated(
        result,
        (order) => new AppError('CONFLICT', boardMessages.notEditable(order.status), 'lines'),
      ).order;
      // A paid order edited down is refunded, edited up owes the difference (decision 046).
      const order = (await afterLinesEdited?.(ctx, orderId, edited.version))
        ? ((await board.findOne(ctx, orderId)) ?? edited)
        : edited;
      await tellNotifier(ctx, order, null).catch(() => undefined);
      return presentOne(ctx, order);
    },

    /** One order of the account as streams send it (each stream keeps its board's), or undefined. */
    async loadForStream(scope: TenantScope, orderId: string): Promise<BoardTicket | undefined> {
      const row = await board.findOne(scope, orderId);
      return row && presentOne(scope, row);
    },

    /** Orders of a board changed after `since` (oldest first), at most `limit` + 1 rows read. */
    async changedSince(
      scope: TenantScope,
      kind: BusinessKind,
      boardScope: BoardScope,
      since: Date,
      limit: number,
    ): Promise<{ orders: BoardTicket[]; complete: boolean }> {
      const rows = await board.changedSince(scope, boardScope, since, limit + 1);
      if (rows.length > limit) return { orders: [], complete: false };
      const business = await businessOf(scope, kind, boardScope.businessId);
      return { orders: present(rows, business), complete: true };
    },

    businessOf,
  };
}

export type BoardService = ReturnType<typeof createBoardService>;
