import { EMPTY_CART, type Cart } from '@scanorder/shared/ordering/cart';
import type { PublicMenuItem } from '@scanorder/shared/ordering/public-menu';

/**
 * The saved cart: the shared cart plus the menu items its lines point at, so a grocery cart keeps
 * its prices while the customer searches or pages to other products (the server prices again
 * anyway).
 */
export interface SavedCart extends Cart {
  items: Record<string, PublicMenuItem>;
}

export const EMPTY_SAVED_CART: SavedCart = { ...EMPTY_CART, items: {} };
