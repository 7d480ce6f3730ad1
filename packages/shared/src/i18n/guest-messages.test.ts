import { describe, expect, it } from 'vitest';
import { formatMinor } from '../money/format.ts';
import { selectionProblem, type OptionGroup, type OptionGroupType } from '../menu/option-groups.ts';
import { orderMessages } from '../ordering/order-messages.ts';
import {
  priceCart,
  PricingError,
  pricingMessages,
  type PricingMenuItem,
} from '../ordering/price.ts';
import { billMessages } from '../payments/table-bill.ts';
import { messages } from '../validation/messages.ts';
import { englishOf, GUEST_MESSAGES, keyedOf } from './guest-messages.ts';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

describe('the guest messages built with values', () => {
  it('name every placeholder of each key with how it is worded, and nothing else', () => {
    for (const [key, spec] of Object.entries(GUEST_MESSAGES)) {
      const placeholders = [...key.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();
      expect(Object.keys(spec.values).sort(), key).toEqual(placeholders);
      if (spec.plural !== undefined) expect(spec.values[spec.plural], key).toBe('number');
    }
  });

  it("keep the spec's English exactly as the message functions wrote it before they were keyed", () => {
    expect(pricingMessages.unavailable('Paneer Tikka').message).toBe(
      'Paneer Tikka is not available right now',
    );
    expect(pricingMessages.unknownOption('Paneer Tikka').message).toBe(
      'An option chosen for Paneer Tikka is no longer available',
    );
    expect(pricingMessages.unknownVariant('Basmati rice').message).toBe(
      'The chosen variant of Basmati rice is no longer available',
    );
    expect(orderMessages.deliveryMinimum(29_900, 'INR').message).toBe(
      `Delivery needs an order of at least ${formatMinor(29_900, 'INR')}`,
    );
    expect(orderMessages.outsideRadius(5, 'KiloMeter').message).toBe(
      'Your location is outside the delivery area (5 KiloMeter)',
    );
    expect(billMessages.splitAlready(3).message).toBe(
      'This bill is already split between 3 people.',
    );
  });

  it("key a cart's broken option rule as '{item}: {rule}', the rule worded as selectionProblem words it", () => {
    const group: OptionGroup = {
      id: 'g',
      name: 'Spice level',
      min: 1,
      max: 2,
      options: ['a', 'b', 'c'].map((id) => ({
        id,
        value: id,
        additionalPriceMinor: 0,
        allergens: [],
      })),
    };
    const cases: [OptionGroupType, OptionGroup, Record<string, number>][] = [
      ['selectors', group, {}],
      ['selectors', { ...group, max: 1 }, { a: 1, b: 1 }],
      ['modifiers', group, {}],
      ['modifiers', group, { a: 1, b: 1, c: 1 }],
      ['modifiers', group, { a: 2 }],
      ['modifiers', group, { z: 1 }],
    ];
    for (const [type, withRules, counts] of cases) {
      const item: PricingMenuItem = {
        id: 'i',
        name: 'Paneer Tikka',
        priceMinor: 100,
        taxEnabled: false,
        taxPercentage: 0,
        availability: 'Available',
        modifiers: type === 'modifiers' ? [withRules] : [],
        selectors: type === 'selectors' ? [withRules] : [],
        incrementors: [],
        variants: [],
      };
      const options = Object.entries(counts).map(([optionId, count]) => ({
        groupId: 'g',
        optionId,
        count,
      }));
      let caught: unknown;
      try {
        priceCart({
          items: [item],
          settings: { includeTaxCalculation: false, taxPercentage: 0, includeTips: false } as never,
          lines: [{ menuItemId: 'i', quantity: 1, options, variantId: null, instruction: '' }],
          tipPercentage: 0,
        });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(PricingError);
      const refusal = caught as PricingError;
      const problem = selectionProblem(type, withRules, counts);
      if (refusal.code === 'UNKNOWN_OPTION') continue; // an option the menu lacks: named before
      expect(refusal.message).toBe(`Paneer Tikka: ${problem}`);
      expect(refusal.keyed && englishOf(refusal.keyed)).toBe(refusal.message);
      expect(refusal.keyed && GUEST_MESSAGES[refusal.keyed.key]).toBeDefined();
    }
  });

  it("read a schema's English back into its key and values, numbers as numbers", () => {
    expect(keyedOf(messages.tooLong('Instruction', 200))).toEqual({
      key: '{{label}} cannot be more than {{max}} characters',
      values: { label: 'Instruction', max: 200 },
    });
    expect(keyedOf(messages.tooShort('Street address', 2))).toEqual({
      key: '{{label}} cannot be less than {{min}} characters',
      values: { label: 'Street address', min: 2 },
    });
    expect(keyedOf('Paneer Tikka: Choose one Spice level')).toEqual({
      key: '{{item}}: Choose one {{name}}',
      values: { item: 'Paneer Tikka', name: 'Spice level' },
    });
    expect(keyedOf('Quantity cannot be more than 99 value')).toBeNull();
    expect(keyedOf('Please enter valid Zip code')).toBeNull();
  });
});
