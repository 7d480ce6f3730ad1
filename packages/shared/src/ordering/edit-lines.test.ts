import { describe, expect, it } from 'vitest';
import { lineInputOf } from './board.ts';
import { repriceOrderLines, type StoredOrderPricing } from './edit-lines.ts';
import { isEditableStatus, ORDER_STATUSES } from './order-status.ts';
import { priceCart, PricingError, type PricingMenuItem } from './price.ts';

const curry: PricingMenuItem = {
  id: 'curry',
  name: 'Paneer Curry',
  priceMinor: 20_000,
  taxEnabled: true,
  taxPercentage: 5,
  availability: 'Available',
  modifiers: [
    {
      id: 'extras',
      name: 'Extras',
      min: 0,
      max: 2,
      options: [{ id: 'cheese', value: 'Cheese', additionalPriceMinor: 3_000, allergens: [] }],
    },
  ],
  selectors: [],
  incrementors: [],
  variants: [],
};
const naan: PricingMenuItem = {
  ...curry,
  id: 'naan',
  name: 'Naan',
  priceMinor: 4_000,
  modifiers: [],
};
const pricing: StoredOrderPricing = {
  includeTaxCalculation: true,
  taxPercentage: 12,
  serviceChargePercentage: 2.5,
  tipPercentage: 10,
};
const settings = {
  includeTaxCalculation: true,
  taxPercentage: 12,
  includeTips: true,
  tipsOptions: [10],
  serviceChargePercentage: 2.5,
};

describe('repriceOrderLines', () => {
  const placed = priceCart({
    items: [curry, naan],
    settings,
    lines: [
      {
        menuItemId: 'curry',
        quantity: 1,
        options: [{ groupId: 'extras', optionId: 'cheese', count: 1 }],
        variantId: null,
        instruction: 'less oil',
      },
    ],
    tipPercentage: 10,
  });

  it('prices like priceCart when the menu has not changed', () => {
    const current = placed.lines;
    const lines = [
      { ...lineInputOf(current[0]!), quantity: 3 },
      { menuItemId: 'naan', quantity: 2, options: [], variantId: null, instruction: '' },
    ];
    const edited = repriceOrderLines({ current, lines, items: [curry, naan], pricing });
    const expected = priceCart({ items: [curry, naan], settings, lines, tipPercentage: 10 });
    expect(edited).toMatchObject({
      subtotalMinor: expected.subtotalMinor,
      taxMinor: expected.taxMinor,
      serviceChargeMinor: expected.serviceChargeMinor,
      tipMinor: expected.tipMinor,
      totalMinor: expected.totalMinor,
      fromMenu: [false, true],
    });
    expect(edited.lines).toEqual(expected.lines);
  });

  it('keeps the price a line was charged after the menu price changed; new lines pay the menu now', () => {
    const dearer = { ...curry, priceMinor: 99_000 };
    const edited = repriceOrderLines({
      current: placed.lines,
      lines: [
        { ...lineInputOf(placed.lines[0]!), quantity: 2 },
        { menuItemId: 'curry', quantity: 1, options: [], variantId: null, instruction: '' },
      ],
      items: [dearer],
      pricing,
    });
    expect(edited.lines[0]).toMatchObject({ unitPriceMinor: 23_000, lineTotalMinor: 46_000 });
    expect(edited.lines[1]).toMatchObject({ unitPriceMinor: 99_000, lineTotalMinor: 99_000 });
    expect(edited.subtotalMinor).toBe(145_000);
    expect(edited.taxMinor).toBe(2_300 + 4_950);
    expect(edited.serviceChargeMinor).toBe(3_625);
    expect(edited.tipMinor).toBe(14_500);
    expect(edited.totalMinor).toBe(145_000 + 7_250 + 3_625 + 14_500);
  });

  it('refuses a new line the menu cannot price, naming its index', () => {
    const gone = () =>
      repriceOrderLines({
        current: placed.lines,
        lines: [
          lineInputOf(placed.lines[0]!),
          { menuItemId: 'naan', quantity: 1, options: [], variantId: null, instruction: '' },
        ],
        items: [{ ...naan, availability: 'Not Available Today' }],
        pricing,
      });
    expect(gone).toThrow(PricingError);
    try {
      gone();
    } catch (error) {
      expect((error as PricingError).lineIndex).toBe(1);
      expect((error as PricingError).message).toBe('Naan is not available right now');
    }
  });
});

describe('editable statuses', () => {
  it('lets staff edit lines until the order is Ready', () => {
    expect(ORDER_STATUSES.filter(isEditableStatus)).toEqual(['Order Placed', 'Order Accepted']);
  });
});
