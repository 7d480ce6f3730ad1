import { describe, expect, it } from 'vitest';
import type { OrderLineInput } from './order-line.ts';
import {
  divideRoundHalfUp,
  priceCart,
  PricingError,
  tipChoicesOf,
  type PriceCartInput,
  type PricingMenuItem,
  type PricingSettings,
} from './price.ts';

describe('priceCart examples', () => {
  const curry: PricingMenuItem = {
    id: '3b0c7f5e-2a1c-4f55-9a4c-7d1c0e5b9a01',
    name: 'Paneer Tikka',
    priceMinor: 24_900,
    taxEnabled: false,
    taxPercentage: 0,
    availability: 'Available',
    modifiers: [
      {
        id: 'extras',
        name: 'Extras',
        min: 0,
        max: 2,
        options: [
          { id: 'cheese', value: 'Extra cheese', additionalPriceMinor: 3_000, allergens: [] },
          { id: 'mint', value: 'Mint chutney', additionalPriceMinor: 1_000, allergens: [] },
        ],
      },
    ],
    selectors: [
      {
        id: 'spice',
        name: 'Spice level',
        min: 1,
        max: 1,
        options: [
          { id: 'mild', value: 'Mild', additionalPriceMinor: 0, allergens: [] },
          { id: 'hot', value: 'Hot', additionalPriceMinor: 500, allergens: [] },
        ],
      },
    ],
    incrementors: [
      {
        id: 'breads',
        name: 'Breads',
        min: 0,
        max: 5,
        options: [{ id: 'naan', value: 'Naan', additionalPriceMinor: 4_000, allergens: [] }],
      },
    ],
    variants: [],
  };
  const settings: PricingSettings = {
    includeTaxCalculation: true,
    taxPercentage: 5,
    includeTips: true,
    tipsOptions: [5, 10, 15],
    serviceChargePercentage: 2.5,
  };
  const line = (overrides: Partial<OrderLineInput> = {}): OrderLineInput => ({
    menuItemId: curry.id,
    quantity: 2,
    options: [
      { groupId: 'spice', optionId: 'hot', count: 1 },
      { groupId: 'extras', optionId: 'cheese', count: 1 },
      { groupId: 'breads', optionId: 'naan', count: 3 },
    ],
    variantId: null,
    instruction: '',
    ...overrides,
  });

  it('adds modifier, selector and incrementor x count to the base price, then tax, service charge and tip', () => {
    const result = priceCart({ items: [curry], settings, lines: [line()], tipPercentage: 10 });
    // 24900 + 500 + 3000 + 3 x 4000 = 40400 a piece, 80800 for two.
    expect(result.lines[0]).toMatchObject({ unitPriceMinor: 40_400, lineTotalMinor: 80_800 });
    expect(result.lines[0]!.options.map((option) => option.value)).toEqual([
      'Extra cheese',
      'Hot',
      'Naan',
    ]);
    expect(result).toMatchObject({
      subtotalMinor: 80_800,
      taxMinor: 4_040,
      serviceChargeMinor: 2_020,
      tipMinor: 8_080,
      totalMinor: 94_940,
    });
  });

  it("uses the item's own rate when its tax is enabled, even with the business tax off", () => {
    const withBusinessTaxOff = (item: PricingMenuItem) =>
      priceCart({
        items: [item],
        settings: { ...settings, includeTaxCalculation: false },
        lines: [line({ options: [{ groupId: 'spice', optionId: 'mild', count: 1 }], quantity: 1 })],
        tipPercentage: 0,
      });
    const taxed = { ...curry, taxEnabled: true, taxPercentage: 18 };
    expect(withBusinessTaxOff(taxed).lines[0]).toMatchObject({
      taxPercentage: 18,
      taxMinor: 4_482,
    });
    expect(withBusinessTaxOff(curry).taxMinor).toBe(0);
  });

  it('rounds half up: 0.5 of a minor unit goes up, below goes down', () => {
    expect(divideRoundHalfUp(1, 2)).toBe(1);
    expect(divideRoundHalfUp(3, 2)).toBe(2);
    expect(divideRoundHalfUp(2_624, 1_000)).toBe(3);
    expect(divideRoundHalfUp(2_499, 1_000)).toBe(2);
    const cheap = { ...curry, priceMinor: 105, selectors: [], modifiers: [], incrementors: [] };
    const result = priceCart({
      items: [cheap],
      settings: { ...settings, taxPercentage: 2.5, serviceChargePercentage: 0 },
      lines: [line({ options: [], quantity: 1 })],
      tipPercentage: 0,
    });
    // 105 x 2.5 % = 2.625 -> 3
    expect(result.taxMinor).toBe(3);
  });

  it('refuses unknown items and options, a missing required selector and unavailable items', () => {
    const attempt = (input: Partial<PriceCartInput>) => {
      try {
        priceCart({ items: [curry], settings, lines: [line()], tipPercentage: 0, ...input });
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(PricingError);
        return error as PricingError;
      }
    };
    expect(
      attempt({ lines: [line({ menuItemId: '00000000-0000-4000-8000-000000000000' })] }),
    ).toMatchObject({
      code: 'UNKNOWN_ITEM',
      lineIndex: 0,
    });
    expect(
      attempt({
        lines: [line(), line({ options: [{ groupId: 'spice', optionId: 'nope', count: 1 }] })],
      }),
    ).toMatchObject({ code: 'UNKNOWN_OPTION', lineIndex: 1 });
    expect(
      attempt({ lines: [line({ options: [{ groupId: 'extras', optionId: 'hot', count: 1 }] })] }),
    ).toMatchObject({ code: 'UNKNOWN_OPTION' });
    expect(attempt({ lines: [line({ options: [] })] })).toMatchObject({
      code: 'INVALID_SELECTION',
      message: 'Paneer Tikka: Choose one Spice level',
    });
    expect(
      attempt({
        lines: [
          line({
            options: [
              { groupId: 'spice', optionId: 'hot', count: 1 },
              { groupId: 'breads', optionId: 'naan', count: 6 },
            ],
          }),
        ],
      }),
    ).toMatchObject({
      code: 'INVALID_SELECTION',
      message: 'Paneer Tikka: Choose at most 5 of Breads',
    });
    expect(attempt({ lines: [line({ variantId: 'large' })] })).toMatchObject({
      code: 'UNKNOWN_VARIANT',
    });
    expect(attempt({ items: [{ ...curry, availability: 'Not Available Today' }] })).toMatchObject({
      code: 'ITEM_UNAVAILABLE',
      message: 'Paneer Tikka is not available right now',
    });
    expect(attempt({ tipPercentage: 12 })).toMatchObject({ code: 'INVALID_TIP', lineIndex: null });
    expect(
      attempt({ settings: { ...settings, includeTips: false }, tipPercentage: 10 }),
    ).toMatchObject({ code: 'INVALID_TIP' });
  });

  it('offers 0 % plus the configured tips, sorted, and only 0 % when tips are off', () => {
    expect(tipChoicesOf({ includeTips: true, tipsOptions: [15, 5, 10] })).toEqual([0, 5, 10, 15]);
    expect(tipChoicesOf({ includeTips: false, tipsOptions: [5] })).toEqual([0]);
  });
});
