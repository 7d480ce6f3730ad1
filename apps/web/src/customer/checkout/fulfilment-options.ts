import { policyOf } from '@scanorder/shared/business/kind-policy';
import { allowsScheduling, type OpenStatus } from '@scanorder/shared/ordering/opening';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import type { MenuOrdering } from '../page-data.ts';

export const FULFILMENT_CHOICES = ['dine-in', 'pickup-now', 'pickup-later', 'delivery'] as const;
export type FulfilmentChoice = (typeof FULFILMENT_CHOICES)[number];

export interface FulfilmentOption {
  choice: FulfilmentChoice;
  label: string;
  /** Offered by the business, but not possible right now (closed): shown disabled. */
  available: boolean;
  note: string;
  /**
   * The numbers in `note` ("Served in about {{minutes}} min"), filled in when it is translated;
   * none when the note is why the option is closed (a refusal, worded as one).
   */
  noteValues?: Record<string, number>;
}

/**
 * The local dates a scheduled pickup can fall on: the menu's days with slots, from `today` on (the
 * page may have been open since yesterday). Their times come from the pickup-slots endpoint.
 * `today` is the business's local date now.
 */
export function pickupDates(menu: PublicMenu, today: string): string[] {
  if (!schedulingAllowed(menu)) return [];
  return menu.fulfilment.pickup.slotDates.filter((date) => date >= today);
}

function schedulingAllowed(menu: PublicMenu): boolean {
  return menu.fulfilment.pickup.scheduleOffered && allowsScheduling(menu.status as OpenStatus);
}

/**
 * How this customer may get the order, in the order the checkout lists them: dine-in (restaurants
 * that offer it), pickup now, a scheduled pickup, delivery. Each says whether it is possible now.
 */
export function fulfilmentOptions(menu: PublicMenu): FulfilmentOption[] {
  const { fulfilment, business } = menu;
  const options: FulfilmentOption[] = [];
  const closedNote = menu.status.message ?? 'Not available right now';
  if (policyOf(business.kind).offersDineIn && fulfilment.dineIn.offered)
    options.push({
      choice: 'dine-in',
      label: 'Dine-in',
      available: fulfilment.dineIn.available,
      ...(fulfilment.dineIn.available
        ? {
            note: 'Served in about {{minutes}} min',
            noteValues: { minutes: fulfilment.dineIn.preparationMinutes },
          }
        : { note: closedNote }),
    });
  options.push({
    choice: 'pickup-now',
    label: 'Pickup now',
    available: fulfilment.pickup.asapAvailable,
    note: fulfilment.pickup.asapAvailable ? 'As soon as it is ready' : closedNote,
  });
  if (fulfilment.pickup.scheduleOffered) {
    const possible = schedulingAllowed(menu) && fulfilment.pickup.slotDates.length > 0;
    options.push({
      choice: 'pickup-later',
      label: 'Schedule a pickup',
      available: possible,
      note: possible ? 'Choose a day and time' : 'No pickup times are free',
    });
  }
  if (fulfilment.delivery.offered)
    options.push({
      choice: 'delivery',
      label: 'Delivery',
      available: fulfilment.delivery.available,
      ...(fulfilment.delivery.available
        ? {
            note: 'In about {{minutes}} min',
            noteValues: { minutes: fulfilment.delivery.minimumDeliveryTimeMinutes },
          }
        : { note: closedNote }),
    });
  return options;
}

/** Whether any order can be placed now (else the menu is for browsing only). */
export function canOrder(menu: PublicMenu): boolean {
  return fulfilmentOptions(menu).some((option) => option.available);
}

/** The flags the menu page shows before any ordering code has loaded (computed on the server). */
export function menuOrderingOf(menu: PublicMenu): MenuOrdering {
  return {
    canOrder: canOrder(menu),
    canSchedule: fulfilmentOptions(menu).some(
      (option) => option.choice === 'pickup-later' && option.available,
    ),
  };
}
