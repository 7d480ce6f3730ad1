import { addDays } from '@scanorder/shared/business/zoned-time';
import { instantAt } from '@scanorder/shared/ordering/opening';
import { pickupSlots, type PickupSlot } from '@scanorder/shared/ordering/pickup-slots';
import type { Storefront } from '../storefront/storefront.ts';
import type { OrdersRepository } from './orders.repository.ts';

/**
 * The pickup slots a branch has booked, read for the checkout's time picker and for placing a
 * scheduled order alike.
 */

/** Not-cancelled orders per slot instant of a branch on local dates `from`..`to`. */
export function bookedBetween(
  orders: Pick<OrdersRepository, 'bookedSlots'>,
  store: Storefront,
  from: string,
  to: string,
): Promise<Record<string, number>> {
  const { timeZone } = store.calendar;
  return orders.bookedSlots(
    store.scope,
    store.branch.id,
    instantAt(from, 0, timeZone),
    instantAt(addDays(to, 1), 0, timeZone),
  );
}

/** Pickup slots of local dates `from`..`to` with the orders already booked in them. */
export async function slotsBetween(
  orders: Pick<OrdersRepository, 'bookedSlots'>,
  store: Storefront,
  now: Date,
  from: string,
  to: string,
): Promise<PickupSlot[]> {
  const booked = await bookedBetween(orders, store, from, to);
  return pickupSlots(store.calendar, store.slotRules, { now, booked, fromDate: from, toDate: to });
}
