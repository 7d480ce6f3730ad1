import type { KitchenSettings } from '@scanorder/shared/business/settings';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import {
  readyStatusOf,
  type FulfilmentType,
  type OrderStatus,
} from '@scanorder/shared/ordering/order-status';

/** The kitchen's columns (issue 19), and the scheduled orders whose prep time has not come. */
export const KITCHEN_COLUMNS = ['new', 'accepted', 'ready'] as const;
export type KitchenColumn = (typeof KITCHEN_COLUMNS)[number];
export const KITCHEN_COLUMN_LABELS: Record<KitchenColumn, string> = {
  new: 'New',
  accepted: 'Accepted',
  ready: 'Ready',
};

export const DEFAULT_KITCHEN: KitchenSettings = {
  prepTimeMinutes: 15,
  ticketAmberMinutes: 10,
  ticketRedMinutes: 20,
};

const MINUTE_MS = 60_000;

/** When the kitchen should start on a ticket: a scheduled order its prep time before the slot. */
export function dueAtOf(ticket: BoardTicket, kitchen: KitchenSettings): number {
  const created = Date.parse(ticket.createdAt);
  if (!ticket.scheduledFor) return created;
  return Math.max(created, Date.parse(ticket.scheduledFor) - kitchen.prepTimeMinutes * MINUTE_MS);
}

/** The column of an open ticket, 'later' for a scheduled one not yet due, null when final. */
export function columnOf(
  ticket: BoardTicket,
  now: number,
  kitchen: KitchenSettings,
): KitchenColumn | 'later' | null {
  switch (ticket.status) {
    case 'Order Placed':
      // Only a scheduled order waits: an order for now is New even on a clock a little behind.
      return ticket.scheduledFor && dueAtOf(ticket, kitchen) > now ? 'later' : 'new';
    case 'Order Accepted':
      return 'accepted';
    case 'Order Ready for Pickup':
    case 'Order Ready for Delivery':
      return 'ready';
    case 'Order Completed':
    case 'Order Cancelled':
      return null;
    default:
      return ticket.status satisfies never;
  }
}

/** The tickets of each column, the one waiting longest first (the kitchen works top down). */
export function kitchenColumnsOf(tickets: BoardTicket[], now: number, kitchen: KitchenSettings) {
  const columns: Record<KitchenColumn | 'later', BoardTicket[]> = {
    new: [],
    accepted: [],
    ready: [],
    later: [],
  };
  for (const ticket of tickets) {
    const column = columnOf(ticket, now, kitchen);
    if (column) columns[column].push(ticket);
  }
  for (const list of Object.values(columns))
    list.sort((a, b) => dueAtOf(a, kitchen) - dueAtOf(b, kitchen));
  return columns;
}

export type AgeTone = 'fresh' | 'amber' | 'red';

/** Whole minutes a ticket has waited since it was due. */
export function ticketAgeMinutes(ticket: BoardTicket, now: number, kitchen: KitchenSettings) {
  return Math.max(0, Math.floor((now - dueAtOf(ticket, kitchen)) / MINUTE_MS));
}

/** Amber and red at the owner's thresholds; finished tickets do not age. */
export function ageToneOf(ticket: BoardTicket, now: number, kitchen: KitchenSettings): AgeTone {
  if (ticket.status === 'Order Completed' || ticket.status === 'Order Cancelled') return 'fresh';
  const minutes = ticketAgeMinutes(ticket, now, kitchen);
  if (minutes >= kitchen.ticketRedMinutes) return 'red';
  if (minutes >= kitchen.ticketAmberMinutes) return 'amber';
  return 'fresh';
}

/** The one move the kitchen makes next (top of the ticket, Enter), or null at the end. */
export function nextActionOf(
  ticket: Pick<BoardTicket, 'status' | 'fulfilment'>,
): OrderStatus | null {
  switch (ticket.status) {
    case 'Order Placed':
      return 'Order Accepted';
    case 'Order Accepted':
      return readyStatusOf(ticket.fulfilment.type);
    case 'Order Ready for Pickup':
    case 'Order Ready for Delivery':
      return 'Order Completed';
    case 'Order Completed':
    case 'Order Cancelled':
      return null;
    default:
      return ticket.status satisfies never;
  }
}

/** The button that moves an order to `status`; dine-in is served, not picked up. */
export function actionLabelOf(status: OrderStatus, fulfilment: FulfilmentType = 'pickup'): string {
  switch (status) {
    case 'Order Placed':
      return 'Reopen Order';
    case 'Order Accepted':
      return 'Accept Order';
    case 'Order Ready for Pickup':
      return fulfilment === 'dine-in' ? 'Mark Ready to Serve' : 'Mark Ready for Pickup';
    case 'Order Ready for Delivery':
      return 'Mark Ready for Delivery';
    case 'Order Completed':
      return 'Complete Order';
    case 'Order Cancelled':
      return 'Cancel Order';
    default:
      return status satisfies never;
  }
}

/** Ready-in choices on accept: the owner's prep time and the usual steps around it. */
export function readyInChoices(prepTimeMinutes: number): number[] {
  return [...new Set([5, 10, 15, 20, 30, 45, 60, prepTimeMinutes])].sort((a, b) => a - b);
}
