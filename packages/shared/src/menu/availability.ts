import { z } from 'zod';
import { startOfNextLocalDay } from '../business/zoned-time.ts';

/** An item's availability states (docs/product/menu.md). */
export const MENU_AVAILABILITY = [
  'Available',
  'Not Available Today',
  'Not Available Indefinitely',
  'Hidden from Menu',
] as const;
export type MenuAvailability = (typeof MENU_AVAILABILITY)[number];

export const availabilityInputSchema = z.object({
  availability: z.enum(MENU_AVAILABILITY, { error: 'Please choose a valid Availability' }),
});
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

/**
 * When a newly chosen availability ends by itself: "Not Available Today" lasts until the next
 * business day starts (local midnight in the business's time zone); the others never end.
 */
export function availabilityResetAt(
  availability: MenuAvailability,
  now: Date,
  timeZone: string,
): Date | null {
  return availability === 'Not Available Today' ? startOfNextLocalDay(now, timeZone) : null;
}

/** What an item reads as now: "Not Available Today" turns back into Available once its day is over. */
export function effectiveAvailability(
  stored: MenuAvailability,
  resetAt: Date | string | null,
  now: Date,
): MenuAvailability {
  if (stored !== 'Not Available Today' || resetAt === null) return stored;
  return new Date(resetAt).getTime() <= now.getTime() ? 'Available' : stored;
}

/** Customers see the item on the menu (possibly greyed out). */
export function isListed(availability: MenuAvailability): boolean {
  return availability !== 'Hidden from Menu';
}

/** Customers can add the item to a cart. */
export function isOrderable(availability: MenuAvailability): boolean {
  return availability === 'Available';
}
