import type { Order } from '@scanorder/shared/ordering/place-order';

/**
 * Told about an order after its transaction committed (Web Push). Calls return at once: sending
 * happens in the background and can never fail or slow the request that made the change.
 */
export interface OrderNotifier {
  orderPlaced(order: Order): void;
  /** `previousStatus` is null for an edit of the lines. */
  orderChanged(order: Order, change: { previousStatus: Order['status'] | null }): void;
}
