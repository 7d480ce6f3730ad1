import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  type OptionSelection,
  type OrderLineInput,
} from './order-line.ts';

/** docs/product/fields.md: a saved cart lives 24 hours. */
export const CART_TTL_MS = 86_400_000;

/** A cart line: what the order will ask for, plus the key that says which lines are "the same". */
export interface CartLine extends OrderLineInput {
  key: string;
}

export interface Cart {
  lines: CartLine[];
  /** When the cart was last changed (epoch ms); a cart older than CART_TTL_MS is dropped. */
  updatedAt: number;
}

export const EMPTY_CART: Cart = { lines: [], updatedAt: 0 };

function normalizedOptions(options: readonly OptionSelection[]): OptionSelection[] {
  const merged = new Map<string, OptionSelection>();
  for (const option of options) {
    const id = JSON.stringify([option.groupId, option.optionId]);
    const existing = merged.get(id);
    merged.set(id, { ...option, count: (existing?.count ?? 0) + option.count });
  }
  return [...merged.values()].sort(
    (a, b) => a.groupId.localeCompare(b.groupId) || a.optionId.localeCompare(b.optionId),
  );
}

/**
 * The identity of a line (docs/product/pricing.md): the same item with the same options and the
 * same variant is one line whose quantity grows; anything else is a new line. The order in which
 * options were ticked does not matter; the instruction is not part of the identity.
 */
export function cartLineKey(
  line: Pick<OrderLineInput, 'menuItemId' | 'options' | 'variantId'>,
): string {
  return JSON.stringify([
    line.menuItemId,
    line.variantId ?? null,
    normalizedOptions(line.options).map((option) => [
      option.groupId,
      option.optionId,
      option.count,
    ]),
  ]);
}

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, quantity));

/**
 * Adds a line: merged into the same line when there is one (quantity added, at most 99, the
 * existing instruction kept unless it was empty), appended otherwise. Returns the cart unchanged
 * when it is full (100 lines).
 */
export function addToCart(cart: Cart, line: OrderLineInput, now: number): Cart {
  const options = normalizedOptions(line.options);
  const key = cartLineKey({ ...line, options });
  const existing = cart.lines.find((candidate) => candidate.key === key);
  if (existing) {
    return {
      updatedAt: now,
      lines: cart.lines.map((candidate) =>
        candidate.key === key
          ? {
              ...candidate,
              quantity: clampQuantity(candidate.quantity + line.quantity),
              instruction: candidate.instruction || line.instruction,
            }
          : candidate,
      ),
    };
  }
  if (cart.lines.length >= MAX_ORDER_LINES) return cart;
  return {
    updatedAt: now,
    lines: [...cart.lines, { ...line, options, quantity: clampQuantity(line.quantity), key }],
  };
}

/** Sets a line's quantity; 0 or less removes it. */
export function changeQuantity(cart: Cart, key: string, quantity: number, now: number): Cart {
  if (quantity <= 0) return removeLine(cart, key, now);
  return {
    updatedAt: now,
    lines: cart.lines.map((line) =>
      line.key === key ? { ...line, quantity: clampQuantity(quantity) } : line,
    ),
  };
}

export function removeLine(cart: Cart, key: string, now: number): Cart {
  return { updatedAt: now, lines: cart.lines.filter((line) => line.key !== key) };
}

export function setInstruction(cart: Cart, key: string, instruction: string, now: number): Cart {
  return {
    updatedAt: now,
    lines: cart.lines.map((line) => (line.key === key ? { ...line, instruction } : line)),
  };
}

/** Number of pieces in the cart (the badge on the cart button). */
export function cartCount(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** A restored cart, or an empty one when it is older than 24 hours. */
export function freshCart(cart: Cart | null | undefined, now: number): Cart {
  if (!cart || now - cart.updatedAt > CART_TTL_MS) return EMPTY_CART;
  return cart;
}

/** The lines as the place-order call sends them (no keys). */
export function orderLinesOf(cart: Cart): OrderLineInput[] {
  return cart.lines.map(({ key: _key, ...line }) => line);
}

/** Where a cart is kept in local storage: one per account, business kind, business and branch. */
export function cartStorageKey(accountId: string, businessId: string, branchId: string): string {
  return `scanorder.cart.${accountId}.${businessId}.${branchId}`;
}
