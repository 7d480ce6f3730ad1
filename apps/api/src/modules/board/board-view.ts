import { ACTOR_NAMES, type BoardOrder, type BoardTicket } from '@scanorder/shared/ordering/board';
import { ownerLabelOf } from '@scanorder/shared/ordering/order-status';
import { ticketPaymentSchema } from '@scanorder/shared/payments/payments';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { BusinessRecord } from '../business/business.repository.ts';
import type { BoardRepository } from './board.repository.ts';
import { presentOrder } from '../ordering/order-view.ts';
import {
  placingEventOf,
  type OrderEventRow,
  type OrderRow,
} from '../ordering/orders.repository.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

export const KIOSK_ACTOR_PREFIX = 'kiosk:';
export const kioskActorOf = (branchId: string) => `${KIOSK_ACTOR_PREFIX}${branchId}`;

/** Who an actor is, in words: a member's name, "Customer", or "Kiosk: <store name>". */
function actorNameOf(
  actor: string,
  memberNames: Map<string, string>,
  branchNames: Map<string, string>,
): string {
  if (actor === 'customer') return ACTOR_NAMES.customer;
  if (actor.startsWith(KIOSK_ACTOR_PREFIX)) {
    const branch = branchNames.get(actor.slice(KIOSK_ACTOR_PREFIX.length));
    return branch ? `${ACTOR_NAMES.kioskPrefix}${branch}` : ACTOR_NAMES.kiosk;
  }
  return memberNames.get(actor) ?? ACTOR_NAMES.teamMember;
}

function group<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const byOrder = new Map<string, T[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId);
    if (list) list.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
}

/** An order row as a board ticket: no query beyond the row itself. */
export function presentBoardTicket(
  row: OrderRow,
  business: BusinessRecord,
  storage: FileStorage,
): BoardTicket {
  const {
    business: _business,
    expiredAt: _expiredAt,
    ...order
  } = presentOrder(row, business, storage);
  return {
    ...order,
    distanceVerified: row.distanceVerified,
    ownerLabel: ownerLabelOf(row.status, row.kind, row.fulfilmentType),
    timeZone: business.timeZone,
    personalDataErased: row.personalDataErasedAt !== null,
    payment: ticketPaymentSchema.safeParse(row.paymentSummary).data ?? null,
  };
}

/**
 * Orders opened on the board: their tickets plus the status history (the placing, made from the
 * order, then the stored moves) and edits with readable names, in four queries whatever the count
 * (events, edits, member and branch names).
 */
export async function presentBoardOrders(
  scope: TenantScope,
  rows: OrderRow[],
  business: BusinessRecord,
  deps: { board: BoardRepository; storage: FileStorage },
): Promise<BoardOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after another: the scope is one transaction on one connection, which runs one query at a
  // time (node-postgres queues concurrent ones and warns; nothing is gained).
  const events = await deps.board.eventsOf(scope, ids);
  const edits = await deps.board.editsOf(scope, ids);
  const actors = [...events.map((event) => event.actor), ...edits.map((edit) => edit.actor)];
  const memberNames = await deps.board.memberNames(scope, actors);
  const branchNames = await deps.board.branchNames(
    scope,
    actors
      .filter((actor) => actor.startsWith(KIOSK_ACTOR_PREFIX))
      .map((actor) => actor.slice(KIOSK_ACTOR_PREFIX.length)),
  );
  const eventsByOrder = group<OrderEventRow>(events);
  const editsByOrder = group(edits);
  const nameOf = (actor: string) => actorNameOf(actor, memberNames, branchNames);

  return rows.map((row) => {
    const order = presentOrder(row, business, deps.storage);
    return {
      ...presentBoardTicket(row, business, deps.storage),
      business: order.business,
      expiredAt: order.expiredAt,
      events: [placingEventOf(row), ...(eventsByOrder.get(row.id) ?? [])].map((event) => ({
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        actor: event.actor,
        at: event.at.toISOString(),
        actorName: nameOf(event.actor),
      })),
      edits: (editsByOrder.get(row.id) ?? []).map((edit) => ({
        actor: edit.actor,
        actorName: nameOf(edit.actor),
        at: edit.at.toISOString(),
        previousTotalMinor: edit.previousTotalMinor,
        totalMinor: edit.totalMinor,
      })),
    };
  });
}
