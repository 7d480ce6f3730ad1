import type { BusinessKind } from '../account/services.ts';

/** Spec 02 section 4, Order status. */
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

/** Lines can be edited by staff until the order is Ready (issue 6). */
export function isEditableStatus(status: OrderStatus): boolean {
  return status === 'Order Placed' || status === 'Order Accepted';
}

export interface StatusStepper {
  steps: OrderStatus[];
  /** Index of the current step. */
  activeStep: number;
  /** The cancelled step shows as an error. */
  failed: boolean;
}

/**
 * The customer's status stepper: Placed, Accepted, the fulfilment's Ready step, Completed. A
 * cancelled order shows Order Cancelled in place of the last step, as an error.
 */
export function stepperOf(status: OrderStatus, fulfilment: FulfilmentType): StatusStepper {
  const happyPath: OrderStatus[] = [
    'Order Placed',
    'Order Accepted',
    readyStatusOf(fulfilment),
    'Order Completed',
  ];
  if (status === 'Order Cancelled') {
    return { steps: [...happyPath.slice(0, 3), 'Order Cancelled'], activeStep: 3, failed: true };
  }
  // A Ready status of the other fulfilment (data from before a change) still marks the Ready step.
  const index =
    status === 'Order Ready for Pickup' || status === 'Order Ready for Delivery'
      ? 2
      : happyPath.indexOf(status);
  return { steps: happyPath, activeStep: Math.max(0, index), failed: false };
}

/** The owner board's filter labels (spec 02 section 4): grocery stores say "In the Store". */
export function ownerLabelOf(status: OrderStatus, kind: BusinessKind): string {
  switch (status) {
    case 'Order Placed':
      return 'Needs Action';
    case 'Order Accepted':
      return kind === 'grocery' ? 'In the Store' : 'In the Kitchen';
    case 'Order Ready for Pickup':
      return 'Ready for Pickup';
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

/** 'ORDER ID:' shows the reference number padded with zeros to 5 digits (spec 02 section 9). */
export function formatOrderReference(referenceNumber: number): string {
  return String(referenceNumber).padStart(5, '0');
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * The order age label (spec 01 section 4): 'New' under one minute, then '1 minute ago' /
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

/** The board's toast name: first name plus last initial ("Asha R."). */
export function customerShortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
