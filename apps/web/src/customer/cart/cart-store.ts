import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addToCart,
  changeQuantity,
  EMPTY_CART,
  freshCart,
  removeLine,
  setInstruction,
  type Cart,
} from '@scanorder/shared/ordering/cart';
import type { OrderLineInput } from '@scanorder/shared/ordering/order-line';
import type { PublicMenuItem } from '@scanorder/shared/ordering/public-menu';
import { readStored, removeStored, writeStored } from '../lib/storage.ts';
import { EMPTY_SAVED_CART, type SavedCart } from '@scanorder/shared/ordering/saved-cart';

const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; cart: SavedCart }>();

function rawOf(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The cart in local storage (docs/product/fields.md: per business and branch, dropped after 24 h). */
export function readCart(key: string, now = Date.now()): SavedCart {
  const raw = rawOf(key);
  const known = snapshots.get(key);
  if (known && known.raw === raw) return known.cart;
  const stored = raw ? readStored<SavedCart>(key) : null;
  const fresh = freshCart(stored, now);
  const cart: SavedCart =
    fresh === EMPTY_CART || !stored ? EMPTY_SAVED_CART : { ...fresh, items: stored.items ?? {} };
  snapshots.set(key, { raw, cart });
  return cart;
}

function saveCart(key: string, cart: SavedCart) {
  if (cart.lines.length === 0) removeStored(key);
  else writeStored(key, cart);
  snapshots.set(key, { raw: rawOf(key), cart });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same menu changed the cart.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Items still referenced by the cart's lines. */
function keepReferenced(items: Record<string, PublicMenuItem>, cart: Cart) {
  const used = new Set(cart.lines.map((line) => line.menuItemId));
  return Object.fromEntries(Object.entries(items).filter(([id]) => used.has(id)));
}

export interface CartActions {
  add: (item: PublicMenuItem, line: OrderLineInput) => void;
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  setInstruction: (key: string, instruction: string) => void;
  clear: () => void;
}

/**
 * The cart of one business branch. The server render and the first client render see an empty
 * cart (nothing to mismatch); the saved one appears right after hydration.
 */
export function useCart(key: string): { cart: SavedCart } & CartActions {
  const cart = useSyncExternalStore(
    subscribe,
    () => readCart(key),
    () => EMPTY_SAVED_CART,
  );
  const update = useCallback(
    (change: (current: SavedCart, now: number) => SavedCart) => {
      saveCart(key, change(readCart(key), Date.now()));
    },
    [key],
  );
  const actions = useMemo<CartActions>(
    () => ({
      add: (item, line) =>
        update((current, now) => {
          const next = addToCart(current, line, now);
          if (next === current) return current;
          return { ...next, items: { ...current.items, [item.id]: item } };
        }),
      setQuantity: (lineKey, quantity) =>
        update((current, now) => {
          const next = changeQuantity(current, lineKey, quantity, now);
          return { ...next, items: keepReferenced(current.items, next) };
        }),
      remove: (lineKey) =>
        update((current, now) => {
          const next = removeLine(current, lineKey, now);
          return { ...next, items: keepReferenced(current.items, next) };
        }),
      setInstruction: (lineKey, instruction) =>
        update((current, now) => ({
          ...setInstruction(current, lineKey, instruction, now),
          items: current.items,
        })),
      clear: () => update(() => EMPTY_SAVED_CART),
    }),
    [update],
  );
  return { cart, ...actions };
}
