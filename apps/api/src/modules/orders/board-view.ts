import type { BoardOrder } from '@scanorder/shared/ordering/board';
import { ownerLabelOf } from '@scanorder/shared/ordering/order-status';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { BusinessRecord } from '../business/business.repository.ts';
import type { BoardRepository } from './board.repository.ts';
import { presentOwnerOrder } from './order-view.ts';
import type { OrderEventRow, OrderRow } from './orders.repository.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

export const KIOSK_ACTOR_PREFIX = 'kiosk:';
export const kioskActorOf = (branchId: string) => `${KIOSK_ACTOR_PREFIX}${branchId}`;

/** Who an actor is, in words: a member's name, "Customer", or "Kiosk: <store name>". */
function actorNameOf(
  actor: string,
  memberNames: Map<string, string>,
  branchNames: Map<string, string>,
): string {
  if (actor === 'customer') return 'Customer';
  if (actor.startsWith(KIOSK_ACTOR_PREFIX)) {
    const branch = branchNames.get(actor.slice(KIOSK_ACTOR_PREFIX.length));
    return branch ? `Kiosk: ${branch}` : 'Kiosk';
  }
  return memberNames.get(actor) ?? 'Team member';
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

/**
 * Orders of one business as the board shows them: four queries whatever the count (events,
 * edits, member and branch names), never one per order.
 */
export async function presentBoardOrders(
  scope: TenantScope,
  rows: OrderRow[],
  business: BusinessRecord,
  deps: { board: BoardRepository; storage: FileStorage },
): Promise<BoardOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [events, edits] = await Promise.all([
    deps.board.eventsOf(scope, ids),
    deps.board.editsOf(scope, ids),
  ]);
  const actors = [...events.map((event) => event.actor), ...edits.map((edit) => edit.actor)];
  const [memberNames, branchNames] = await Promise.all([
    deps.board.memberNames(scope, actors),
    deps.board.branchNames(
      scope,
      actors
        .filter((actor) => actor.startsWith(KIOSK_ACTOR_PREFIX))
        .map((actor) => actor.slice(KIOSK_ACTOR_PREFIX.length)),
    ),
  ]);
  const eventsByOrder = group<OrderEventRow>(events);
  const editsByOrder = group(edits);
  const nameOf = (actor: string) => actorNameOf(actor, memberNames, branchNames);

  return rows.map((row) => {
    const owner = presentOwnerOrder(row, eventsByOrder.get(row.id) ?? [], business, deps.storage);
    return {
      ...owner,
      ownerLabel: ownerLabelOf(row.status, row.kind),
      events: owner.events.map((event) => ({ ...event, actorName: nameOf(event.actor) })),
      edits: (editsByOrder.get(row.id) ?? []).map((edit) => ({
        actor: edit.actor,
        actorName: nameOf(edit.actor),
        at: edit.at.toISOString(),
        previousTotalMinor: edit.previousTotalMinor,
        totalMinor: edit.totalMinor,
      })),
      personalDataErased: row.personalDataErasedAt !== null,
    };
  });
}
