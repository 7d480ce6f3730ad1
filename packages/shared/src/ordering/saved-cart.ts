import { EMPTY_CART, orderLinesOf, type Cart } from './cart.ts';
import { priceCart, PricingError, type PriceBreakdown, type PricingSettings } from './price.ts';
import type { PublicMenuItem } from './public-menu.ts';

/**
 * The saved cart: the shared cart plus the menu items its lines point at, so a grocery cart keeps
 * its prices while the customer searches or pages to other products (the server prices again
 * anyway).
 */
export interface SavedCart extends Cart {
  items: Record<string, PublicMenuItem>;
}

export const EMPTY_SAVED_CART: SavedCart = { ...EMPTY_CART, items: {} };

export type CartPrice =
  { ok: true; breakdown: PriceBreakdown } | { ok: false; error: PricingError; breakdown: null };

/**
 * The cart as the customer's browser prices it, with the function the server uses. Items of the menu as loaded now win over
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
