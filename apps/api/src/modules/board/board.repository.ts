import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { HistoryCursor } from '@scanorder/shared/ordering/board';
import type { OrderStatus } from '@scanorder/shared/ordering/order-status';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/accounts.ts';
import { branches } from '../../db/schema/business.ts';
import { orderEdits, orderEvents, orders } from '../../db/schema/orders.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import type { OrderEventRow, OrderRow } from '../ordering/orders.repository.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { teamOrder } from './order-updates.repository.ts';

const FINAL: OrderStatus[] = ['Order Completed', 'Order Cancelled'];

/** Which orders a board filter lists; instants are computed in the business's zone beforehand. */
export type BoardCriteria =
  /** Not final, scheduled (else last updated) in [start, end). */
  | { filter: 'current'; start: Date; end: Date }
  /** Completed or Cancelled, last updated in [start, end). */
  | { filter: 'completed'; start: Date; end: Date }
  /** Not final, scheduled at or after `start`. */
  | { filter: 'future'; start: Date }
  /** Last updated in [start, end). */
  | { filter: 'history'; start: Date; end: Date };

export interface BoardScope {
  businessId: string;
  branchId?: string | undefined;
}

export type OrderEditRow = Omit<typeof orderEdits.$inferSelect, 'previousLines'>;

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Not final, written out as literals (not bound parameters) so that it is the predicate of the
 * partial index orders_board_open_when_idx (db/schema/orders.ts) and the planner can prove it.
 */
const NOT_FINAL = sql`${orders.status} NOT IN (${sql.raw(FINAL.map((status) => `'${status}'`).join(', '))})`;

function whereOf(criteria: BoardCriteria): { where: SQL | undefined; order: SQL[] } {
  switch (criteria.filter) {
    case 'current': {
      const when = sql`coalesce(${orders.scheduledFor}, ${orders.updatedAt})`;
      return {
        where: and(
          NOT_FINAL,
          sql`${when} >= ${at(criteria.start)}`,
          sql`${when} < ${at(criteria.end)}`,
        ),
        order: [desc(orders.createdAt), desc(orders.referenceNumber)],
      };
    }
    case 'completed':
      return {
        where: and(
          inArray(orders.status, FINAL),
          gte(orders.updatedAt, criteria.start),
          lt(orders.updatedAt, criteria.end),
        ),
        order: [desc(orders.updatedAt), desc(orders.referenceNumber)],
      };
    case 'future':
      return {
        where: and(NOT_FINAL, gte(orders.scheduledFor, criteria.start)),
        order: [asc(orders.scheduledFor), asc(orders.referenceNumber)],
      };
    case 'history':
      return {
        where: and(gte(orders.updatedAt, criteria.start), lt(orders.updatedAt, criteria.end)),
        order: [desc(orders.updatedAt), desc(orders.referenceNumber)],
      };
    default:
      return criteria satisfies never;
  }
}

/** An order's last update in whole microseconds since the epoch, as text (a History cursor). */
const UPDATED_AT_MICROS = sql<string>`(extract(epoch from ${orders.updatedAt}) * 1000000)::bigint::text`;

/** A History page row: the order and where it sits in the list (the next page's cursor). */
export interface HistoryPageRow {
  row: OrderRow;
  cursor: HistoryCursor;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the owner's board and the kiosk read: order lists, history and the names behind actors. */
export function createBoardRepository(db: Database) {
  const ofBoard = (scope: TenantScope, board: BoardScope) =>
    ofTenant(
      orders,
      scope,
      eq(orders.businessId, board.businessId),
      board.branchId ? eq(orders.branchId, board.branchId) : undefined,
      // Paid before it is sent: not the team's until paid (issue 18).
      isNull(orders.awaitingPaymentUntil),
    );

  return {
    /** The orders of a filter, in the board's order, at most `limit`. */
    async list(
      scope: TenantScope,
      board: BoardScope,
      criteria: BoardCriteria,
      limit: number,
    ): Promise<OrderRow[]> {
      const { where, order } = whereOf(criteria);
      return db
        .select()
        .from(orders)
        .where(and(ofBoard(scope, board), where))
        .orderBy(...order)
        .limit(limit);
    },

    /**
     * One page of History: orders last updated in [start, end), newest update first (then the
     * highest reference number, unique within a business), after `after` when given. A keyset
     * page: it walks orders_account_business_updated_at_idx backwards from the cursor, so a page
     * costs the same however far into the range it is.
     */
    async historyPage(
      scope: TenantScope,
      board: BoardScope,
      range: { start: Date; end: Date },
      after: HistoryCursor | null,
      limit: number,
    ): Promise<HistoryPageRow[]> {
      const afterCursor = after
        ? sql`(${orders.updatedAt}, ${orders.referenceNumber}) < (timestamptz 'epoch' + ${String(after.updatedAtMicros)}::bigint * interval '1 microsecond', ${after.referenceNumber}::integer)`
        : undefined;
      const rows = await db
        .select({ ...getTableColumns(orders), cursorMicros: UPDATED_AT_MICROS })
        .from(orders)
        .where(
          and(
            ofBoard(scope, board),
            gte(orders.updatedAt, range.start),
            lt(orders.updatedAt, range.end),
            afterCursor,
          ),
        )
        .orderBy(desc(orders.updatedAt), desc(orders.referenceNumber))
        .limit(limit);
      return rows.map(({ cursorMicros, ...row }) => ({
        row,
        cursor: { updatedAtMicros: Number(cursorMicros), referenceNumber: row.referenceNumber },
      }));
    },

    /** Orders of the board changed after `since`, oldest change first (stream catch-up). */
    async changedSince(
      scope: TenantScope,
      board: BoardScope,
      since: Date,
      limit: number,
    ): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(ofBoard(scope, board), gt(orders.updatedAt, since)))
        .orderBy(asc(orders.updatedAt), asc(orders.id))
        .limit(limit);
    },

    async findOne(
      scope: TenantScope,
      orderId: string,
      branchId?: string,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(teamOrder(scope, orderId, branchId))
        .limit(1);
      return row;
    },

    /**
     * The stored events of orders: the moves after their placing (`placingEventOf`). A placing
     * stored by a build before migration 0031 (one still running in a rolling deploy) is skipped:
     * only a placing has no previous status.
     */
    async eventsOf(scope: TenantScope, orderIds: string[]): Promise<OrderEventRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderEvents)
        .where(
          ofTenant(
            orderEvents,
            scope,
            inArray(orderEvents.orderId, orderIds),
            isNotNull(orderEvents.fromStatus),
          ),
        )
        .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    },

    async editsOf(scope: TenantScope, orderIds: string[]): Promise<OrderEditRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({
          id: orderEdits.id,
          orderId: orderEdits.orderId,
          accountId: orderEdits.accountId,
          actor: orderEdits.actor,
          at: orderEdits.at,
          previousTotalMinor: orderEdits.previousTotalMinor,
          totalMinor: orderEdits.totalMinor,
        })
        .from(orderEdits)
        .where(ofTenant(orderEdits, scope, inArray(orderEdits.orderId, orderIds)))
        .orderBy(asc(orderEdits.at), asc(orderEdits.id));
    },

    /** "First Last" of the account's members among `ids` (other strings are skipped). */
    async memberNames(scope: TenantScope, ids: string[]): Promise<Map<string, string>> {
      const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
        .from(members)
        .where(ofTenant(members, scope, inArray(members.id, wanted)));
      return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
    },

    async branchNames(scope: TenantScope, ids: string[]): Promise<Map<string, string>> {
      const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(ofTenant(branches, scope, inArray(branches.id, wanted)));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type BoardRepository = ReturnType<typeof createBoardRepository>;
