import { orderLinesOf } from '@scanorder/shared/ordering/cart';
import {
  priceCart,
  PricingError,
  type PriceBreakdown,
  type PricingSettings,
} from '@scanorder/shared/ordering/price';
import type { PublicMenuItem } from '@scanorder/shared/ordering/public-menu';
import type { SavedCart } from './saved-cart.ts';

export type CartPrice =
  { ok: true; breakdown: PriceBreakdown } | { ok: false; error: PricingError; breakdown: null };

/**
 * The cart priced by the shared function the server uses. Items of the menu as loaded now win over
 * the copies saved with the cart, so a price or availability change shows before placing.
 */
export function priceSavedCart(
  cart: SavedCart,
  menuItems: readonly PublicMenuItem[],
  settings: PricingSettings,
  tipPercentage: number,
): CartPrice {
  const items = new Map(Object.entries(cart.items));
  for (const item of menuItems) items.set(item.id, item);
  try {
    return {
      ok: true,
      breakdown: priceCart({
        items: [...items.values()],
        settings,
        lines: orderLinesOf(cart),
        tipPercentage,
      }),
    };
  } catch (error) {
    if (error instanceof PricingError) return { ok: false, error, breakdown: null };
    throw error;
  }
}
