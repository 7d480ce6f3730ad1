import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, EMPTY_CART, orderLinesOf } from '@scanorder/shared/ordering/cart';
import type { OrderLineInput } from '@scanorder/shared/ordering/order-line';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { PublicMenu, PublicMenuItem } from '@scanorder/shared/ordering/public-menu';
// What the customer's cart (apps/web/src/customer/cart) shows as the total before placing.
import { priceSavedCart } from '@scanorder/shared/ordering/saved-cart';
import type { SavedCart } from '@scanorder/shared/ordering/saved-cart';
import {
  createTestApp,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type TestApp,
} from './harness.ts';
import {
  addItem,
  orderRequest,
  paneerTikka,
  plainDish,
  readMenu,
  setUpStore,
  type Store,
} from './ordering-fixtures.ts';

/** One generated cart line: which item and, by position, which of its options. */
interface LinePick {
  item: number;
  quantity: number;
  selector: number;
  modifiers: boolean[];
  incrementor: number;
}

const linePick = fc.record({
  item: fc.nat(),
  quantity: fc.integer({ min: 1, max: 25 }),
  selector: fc.nat(),
  modifiers: fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
  incrementor: fc.integer({ min: 0, max: 5 }),
});

/** The line the item dialog would add for these picks (every required choice made). */
function lineOf(item: PublicMenuItem, pick: LinePick): OrderLineInput {
  const options: OrderLineInput['options'] = [];
  for (const group of item.selectors) {
    const option = group.options[pick.selector % group.options.length]!;
    options.push({ groupId: group.id, optionId: option.id, count: 1 });
  }
  for (const group of item.modifiers) {
    const chosen = group.options.filter((_, index) => pick.modifiers[index]).slice(0, group.max);
    for (const option of chosen) options.push({ groupId: group.id, optionId: option.id, count: 1 });
  }
  for (const group of item.incrementors) {
    const option = group.options[0]!;
    const count = Math.min(pick.incrementor, group.max);
    if (count > 0) options.push({ groupId: group.id, optionId: option.id, count });
  }
  return {
    menuItemId: item.id,
    quantity: pick.quantity,
    options,
    variantId: null,
    instruction: '',
  };
}

describe.each(databaseKinds)(
  "the browser's cart total equals the server's priced order on %s",
  (kind) => {
    let test: TestApp;
    let store: Store;
    let menu: PublicMenu;
    let items: PublicMenuItem[];

    beforeAll(async () => {
      test = await createTestApp(kind, { ORDER_RATE_LIMIT_MAX: '1000' });
      const owner = await signUpVerifiedOwner(test, { ip: uniqueIp() });
      store = await setUpStore(owner.client, 'restaurant', {
        orderSettings: {
          taxPercentage: 7.5,
          serviceChargePercentage: 2.5,
          tipsOptions: [5, 12, 15],
        },
      });
      // Prices and tax rates that leave fractions of a minor unit to round.
      await addItem(owner.client, 'restaurant', paneerTikka({ priceMinor: 24_999 }));
      await addItem(owner.client, 'restaurant', {
        ...plainDish(),
        name: 'Masala Chai',
        priceMinor: 3_333,
        taxEnabled: false,
      });
      await addItem(owner.client, 'restaurant', {
        ...paneerTikka({ selectors: [], incrementors: [] }),
        name: 'Gulab Jamun',
        priceMinor: 1_999,
        taxPercentage: 18,
      });
      menu = await readMenu(new TestClient(test.app, uniqueIp()), store);
      items = menu.categories.flatMap((category) => category.items);
      expect(items).toHaveLength(3);
    }, 120_000);
    afterAll(() => test.close());

    it('for generated carts and tips, every amount the customer saw is the amount charged', async () => {
      const customer = new TestClient(test.app, uniqueIp());
      const tips = [0, ...menu.orderSettings.tipsOptions];
      await fc.assert(
        fc.asyncProperty(
          fc.array(linePick, { minLength: 1, maxLength: 6 }),
          fc.nat(),
          async (picks, tipPick) => {
            let cart: SavedCart = { ...EMPTY_CART, items: {} };
            for (const pick of picks) {
              const item = items[pick.item % items.length]!;
              cart = {
                ...addToCart(cart, lineOf(item, pick), Date.now()),
                items: { ...cart.items, [item.id]: item },
              };
            }
            const tipPercentage = tips[tipPick % tips.length]!;
            const shown = priceSavedCart(cart, items, menu.orderSettings, tipPercentage);
            if (!shown.ok) throw shown.error;

            const placed = await customer.post(
              '/api/v1/public/orders',
              orderRequest(store, { lines: orderLinesOf(cart), tipPercentage }),
            );
            expect(placed.statusCode, placed.body).toBe(201);
            const { totals } = placed.json<Order>();
            expect({
              subtotalMinor: totals.subtotalMinor,
              taxMinor: totals.taxMinor,
              serviceChargeMinor: totals.serviceChargeMinor,
              tipMinor: totals.tipMinor,
              totalMinor: totals.totalMinor,
            }).toEqual({
              subtotalMinor: shown.breakdown.subtotalMinor,
              taxMinor: shown.breakdown.taxMinor,
              serviceChargeMinor: shown.breakdown.serviceChargeMinor,
              tipMinor: shown.breakdown.tipMinor,
              totalMinor: shown.breakdown.totalMinor,
            });
          },
        ),
        { numRuns: 25 },
      );
    });
  },
);
