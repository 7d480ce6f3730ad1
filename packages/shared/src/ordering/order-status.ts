import type { BusinessKind } from '../account/services.ts';
import { policyOf } from '../business/kind-policy.ts';

/** The order statuses and their moves (docs/product/order-states.md). */
export const ORDER_STATUSES = [
  'Order Placed',
  'Order Accepted',
  'Order Ready for Pickup',
  'Order Ready for Delivery',
  'Order Completed',
  'Order Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const FULFILMENT_TYPES = ['dine-in', 'pickup', 'delivery'] as const;
export type FulfilmentType = (typeof FULFILMENT_TYPES)[number];

/** The "Ready" step of an order: for delivery orders Delivery, otherwise Pickup (docs/product/order-states.md). */
export function readyStatusOf(fulfilment: FulfilmentType): OrderStatus {
  return fulfilment === 'delivery' ? 'Order Ready for Delivery' : 'Order Ready for Pickup';
}

export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'Order Completed' || status === 'Order Cancelled';
}

/**
 * Where an owner may move an order from a status (docs/product/order-states.md): Placed -> Accepted | Cancelled;
 * Accepted -> Ready | Cancelled; Ready -> Completed | Cancelled; Completed and Cancelled are final.
 * The Ready status offered is the one of the order's fulfilment.
 */
export function nextStatusesOf(status: OrderStatus, fulfilment: FulfilmentType): OrderStatus[] {
  switch (status) {
    case 'Order Placed':
      return ['Order Accepted', 'Order Cancelled'];
    case 'Order Accepted':
      return [readyStatusOf(fulfilment), 'Order Cancelled'];
    case 'Order Ready for Pickup':
    case 'Order Ready for Delivery':
      return ['Order Completed', 'Order Cancelled'];
    case 'Order Completed':
    case 'Order Cancelled':
      return [];
    default:
      return status satisfies never;
  }
}

export function canMoveOrder(
  from: OrderStatus,
  to: OrderStatus,
  fulfilment: FulfilmentType,
): boolean {
  return nextStatusesOf(from, fulfilment).includes(to);
}

/** How long after a move the board offers to take it back (Backspace, "Recall"). */
export const RECALL_WINDOW_MS = 10_000;
/** The server takes a recall this much later still: the request travels after the last tap. */
export const RECALL_GRACE_MS = 5_000;

/**
 * The status a recall returns to: the one before `status` on the way to Ready (the only way into
 * Accepted is from Placed, into Ready from Accepted), or null where nothing can be taken back.
 */
export function recallTargetOf(status: OrderStatus): OrderStatus | null {
  switch (status) {
    case 'Order Accepted':
      return 'Order Placed';
    case 'Order Ready for Pickup':
    case 'Order Ready for Delivery':
      return 'Order Accepted';
    case 'Order Placed':
    case 'Order Completed':
    case 'Order Cancelled':
      return null;
    default:
      return status satisfies never;
  }
}

/** Lines can be edited by staff until the order is Ready (issue 6). */
export function isEditableStatus(status: OrderStatus): boolean {
  return status === 'Order Placed' || status === 'Order Accepted';
}

/**
 * A status as the customer reads it. Dine-in, which the spec does not have, is served at the
 * table: its Ready step says "Order Ready to Serve" (the stored status stays Ready for Pickup).
 */
export function statusLabelOf(status: OrderStatus, fulfilment: FulfilmentType): string {
  return fulfilment === 'dine-in' && status === 'Order Ready for Pickup'
    ? 'Order Ready to Serve'
    : status;
}

export type StepState = 'done' | 'active' | 'todo' | 'error';

export interface StatusStep {
  status: OrderStatus;
  label: string;
  state: StepState;
}

/**
 * The customer's status stepper: Placed, Accepted, the fulfilment's Ready step, Completed, the
 * current one active. A cancelled order shows Order Cancelled in place of the last step, as an
 * error, and only the steps it reached before (`cancelledFrom`) as done: an order cancelled while
 * Placed was never accepted.
 */
export function stepperOf(
  status: OrderStatus,
  fulfilment: FulfilmentType,
  cancelledFrom: OrderStatus | null = null,
): StatusStep[] {
  const ready = readyStatusOf(fulfilment);
  const happyPath: OrderStatus[] = ['Order Placed', 'Order Accepted', ready, 'Order Completed'];
  const step = (at: OrderStatus, state: StepState): StatusStep => ({
    status: at,
    label: statusLabelOf(at, fulfilment),
    state,
  });
  const indexOf = (at: OrderStatus | null) =>
    // A Ready status of the other fulfilment (data from before a change) still marks the Ready step.
    at === 'Order Ready for Pickup' || at === 'Order Ready for Delivery'
      ? 2
      : at === null
        ? 0
        : Math.max(0, happyPath.indexOf(at));
  if (status === 'Order Cancelled') {
    const reached = indexOf(cancelledFrom);
    return [
      ...happyPath.slice(0, 3).map((at, index) => step(at, index <= reached ? 'done' : 'todo')),
      step('Order Cancelled', 'error'),
    ];
  }
  const current = indexOf(status);
  return happyPath.map((at, index) =>
    step(
      at,
      index < current || status === 'Order Completed'
        ? 'done'
        : index === current
          ? 'active'
          : 'todo',
    ),
  );
}

/**
 * The owner board's filter labels (docs/product/order-states.md): grocery stores say "In the Store"; a
 * dine-in order that is ready is "Ready to Serve" (dine-in is not in the spec).
 */
export function ownerLabelOf(
  status: OrderStatus,
  kind: BusinessKind,
  fulfilment: FulfilmentType = 'pickup',
): string {
  switch (status) {
    case 'Order Placed':
      return 'Needs Action';
    case 'Order Accepted':
      return policyOf(kind).acceptedLabel;
    case 'Order Ready for Pickup':
      return fulfilment === 'dine-in' ? 'Ready to Serve' : 'Ready for Pickup';
    case 'Order Ready for Delivery':
      return 'Ready for Delivery';
    case 'Order Completed':
      return 'Order Completed';
    case 'Order Cancelled':
      return 'Order Cancelled';
    default:
      return status satisfies never;
  }
}

/** 'ORDER ID:' shows the reference number padded with zeros to 5 digits (docs/product/fields.md). */
export function formatOrderReference(referenceNumber: number): string {
  return String(referenceNumber).padStart(5, '0');
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * The order age label (docs/product/screens.md): 'New' under one minute, then '1 minute ago' /
 * 'N minutes ago' under an hour, '1 hour ago' / 'N hours ago' under a day, then '1 day ago' /
 * 'N days ago'. Whole units, rounded down. A clock slightly behind the server still reads 'New'.
 */
export function orderAgeLabel(createdAt: Date | string, now: Date): string {
  const age = now.getTime() - new Date(createdAt).getTime();
  if (age < MINUTE_MS) return 'New';
  if (age < HOUR_MS) return plural(Math.floor(age / MINUTE_MS), 'minute');
  if (age < DAY_MS) return plural(Math.floor(age / HOUR_MS), 'hour');
  return plural(Math.floor(age / DAY_MS), 'day');
}

/** The owner board's status filters, in the order of the kitchen's work (issue 21, item 7). */
export function ownerLabelsOf(kind: BusinessKind): string[] {
  return [
    'Needs Action',
    policyOf(kind).acceptedLabel,
    ...(policyOf(kind).offersDineIn ? ['Ready to Serve'] : []),
    'Ready for Pickup',
    'Ready for Delivery',
    'Order Completed',
    'Order Cancelled',
  ];
}

/** The board's toast name: first name plus last initial ("Asha R."). */
export function customerShortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
