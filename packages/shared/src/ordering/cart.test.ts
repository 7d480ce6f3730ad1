import { describe, expect, it } from 'vitest';
import {
  addToCart,
  CART_TTL_MS,
  cartCount,
  cartLineKey,
  changeQuantity,
  EMPTY_CART,
  freshCart,
  orderLinesOf,
  removeLine,
  setInstruction,
} from './cart.ts';
import type { OrderLineInput } from './order-line.ts';

const ITEM = '3b0c7f5e-2a1c-4f55-9a4c-7d1c0e5b9a01';
const OTHER = '7d1c0e5b-9a01-4f55-9a4c-3b0c7f5e2a1c';

const line = (overrides: Partial<OrderLineInput> = {}): OrderLineInput => ({
  menuItemId: ITEM,
  quantity: 1,
  options: [
    { groupId: 'spice', optionId: 'hot', count: 1 },
    { groupId: 'extras', optionId: 'cheese', count: 1 },
  ],
  variantId: null,
  instruction: '',
  ...overrides,
});

describe('cart', () => {
  it('merges the same item with the same options (in any order) into one line', () => {
    let cart = addToCart(EMPTY_CART, line(), 1);
    cart = addToCart(
      cart,
      line({
        quantity: 2,
        options: [
          { groupId: 'extras', optionId: 'cheese', count: 1 },
          { groupId: 'spice', optionId: 'hot', count: 1 },
        ],
      }),
      2,
    );
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.quantity).toBe(3);
    expect(cart.updatedAt).toBe(2);
  });

  it('adds a new line for other options, another variant or another item', () => {
    let cart = addToCart(EMPTY_CART, line(), 1);
    cart = addToCart(
      cart,
      line({ options: [{ groupId: 'spice', optionId: 'mild', count: 1 }] }),
      1,
    );
    cart = addToCart(cart, line({ variantId: 'large' }), 1);
    cart = addToCart(cart, line({ menuItemId: OTHER }), 1);
    cart = addToCart(
      cart,
      line({ options: [{ groupId: 'breads', optionId: 'naan', count: 2 }] }),
      1,
    );
    cart = addToCart(
      cart,
      line({ options: [{ groupId: 'breads', optionId: 'naan', count: 3 }] }),
      1,
    );
    expect(cart.lines).toHaveLength(6);
    expect(new Set(cart.lines.map((entry) => entry.key)).size).toBe(6);
  });

  it('keeps the instruction out of the identity and keeps the first one', () => {
    let cart = addToCart(EMPTY_CART, line({ instruction: 'No onions' }), 1);
    cart = addToCart(cart, line({ instruction: 'Extra spicy' }), 1);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.instruction).toBe('No onions');
    cart = addToCart(EMPTY_CART, line(), 1);
    cart = addToCart(cart, line({ instruction: 'Extra spicy' }), 1);
    expect(cart.lines[0]!.instruction).toBe('Extra spicy');
  });

  it('caps quantities at 99, changes, removes at 0 and sets instructions', () => {
    let cart = addToCart(EMPTY_CART, line({ quantity: 60 }), 1);
    cart = addToCart(cart, line({ quantity: 60 }), 1);
    const key = cart.lines[0]!.key;
    expect(cart.lines[0]!.quantity).toBe(99);
    cart = changeQuantity(cart, key, 4, 2);
    expect(cartCount(cart)).toBe(4);
    cart = setInstruction(cart, key, 'Less salt', 3);
    expect(cart.lines[0]!.instruction).toBe('Less salt');
    expect(changeQuantity(cart, key, 0, 4).lines).toHaveLength(0);
    expect(removeLine(cart, key, 4).lines).toHaveLength(0);
  });

  it('gives lines without keys to the order and the same key to equal choices', () => {
    const cart = addToCart(EMPTY_CART, line(), 1);
    expect(orderLinesOf(cart)[0]).not.toHaveProperty('key');
    expect(cartLineKey(line())).toBe(cart.lines[0]!.key);
  });

  it('drops a saved cart older than 24 hours', () => {
    const cart = addToCart(EMPTY_CART, line(), 1_000);
    expect(freshCart(cart, 1_000 + CART_TTL_MS)).toBe(cart);
    expect(freshCart(cart, 1_000 + CART_TTL_MS + 1)).toBe(EMPTY_CART);
    expect(freshCart(null, 0)).toBe(EMPTY_CART);
  });
});
