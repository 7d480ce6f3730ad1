import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OptionGroup } from '../menu/option-groups.ts';
import type { OptionSelection, OrderLineInput } from './order-line.ts';
import {
  priceCart,
  tipChoicesOf,
  type PriceCartInput,
  type PricingMenuItem,
  type PricingSettings,
} from './price.ts';

let idCounter = 0;
const nextId = () => `id-${++idCounter}`;

/** A price or percentage with at most two decimals, as the schemas allow. */
const percentage = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);

const optionArb = fc.record({
  value: fc.string({ minLength: 1, maxLength: 8 }),
  additionalPriceMinor: fc.integer({ min: 0, max: 100_000_000 }),
});

function groupArb(type: 'modifiers' | 'selectors' | 'incrementors') {
  return fc
    .tuple(
      fc.array(optionArb, { minLength: 1, maxLength: 4 }),
      fc.boolean(),
      fc.integer({ min: 1, max: 12 }),
    )
    .map(([options, required, max]): OptionGroup => {
      const withIds = options.map((option, index) => ({
        id: nextId(),
        value: `${option.value}-${index}`,
        additionalPriceMinor: option.additionalPriceMinor,
        allergens: [],
      }));
      if (type === 'selectors')
        return { id: nextId(), name: 'Size', min: required ? 1 : 0, max: 1, options: withIds };
      if (type === 'modifiers')
        return { id: nextId(), name: 'Extras', min: 0, max: withIds.length, options: withIds };
      return { id: nextId(), name: 'Sides', min: 0, max, options: withIds };
    });
}

const itemArb: fc.Arbitrary<PricingMenuItem> = fc
  .record({
    priceMinor: fc.integer({ min: 50, max: 100_000_000 }),
    taxEnabled: fc.boolean(),
    taxPercentage: percentage,
    modifiers: fc.array(groupArb('modifiers'), { maxLength: 2 }),
    selectors: fc.array(groupArb('selectors'), { maxLength: 2 }),
    incrementors: fc.array(groupArb('incrementors'), { maxLength: 2 }),
    variants: fc.array(fc.integer({ min: 50, max: 100_000_000 }), { maxLength: 3 }),
  })
  .map((item) => ({
    ...item,
    id: nextId(),
    name: 'Dish',
    availability: 'Available' as const,
    variants: item.variants.map((newPriceMinor, index) => ({
      id: nextId(),
      variantName: 'Size',
      value: `v${index}`,
      newPriceMinor,
    })),
  }));

const settingsArb: fc.Arbitrary<PricingSettings> = fc.record({
  includeTaxCalculation: fc.boolean(),
  taxPercentage: percentage,
  includeTips: fc.boolean(),
  tipsOptions: fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { maxLength: 6 }),
  serviceChargePercentage: percentage,
});

/** A valid line for an item, its choices derived from random numbers so every rule holds. */
function lineFor(item: PricingMenuItem, quantity: number, picks: number[]): OrderLineInput {
  let cursor = 0;
  const pick = () => picks[cursor++ % picks.length] ?? 0;
  const options: OptionSelection[] = [];
  for (const group of item.modifiers)
    for (const option of group.options)
      if (pick() % 2 === 0) options.push({ groupId: group.id, optionId: option.id, count: 1 });
  for (const group of item.selectors) {
    if (group.min === 0 && pick() % 2 === 0) continue;
    const option = group.options[pick() % group.options.length]!;
    options.push({ groupId: group.id, optionId: option.id, count: 1 });
  }
  for (const group of item.incrementors) {
    let left = group.max;
    for (const option of group.options) {
      const count = left === 0 ? 0 : pick() % (left + 1);
      left -= count;
      if (count > 0) options.push({ groupId: group.id, optionId: option.id, count });
    }
  }
  const variantPick = pick() % (item.variants.length + 1);
  return {
    menuItemId: item.id,
    quantity,
    options,
    variantId: variantPick === item.variants.length ? null : item.variants[variantPick]!.id,
    instruction: '',
  };
}

const cartArb: fc.Arbitrary<PriceCartInput> = fc
  .record({
    items: fc.array(itemArb, { minLength: 1, maxLength: 5 }),
    settings: settingsArb,
    lineSpecs: fc.array(
      fc.record({
        itemIndex: fc.nat(),
        quantity: fc.integer({ min: 1, max: 99 }),
        picks: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 20 }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    tipPick: fc.nat(),
  })
  .map(({ items, settings, lineSpecs, tipPick }) => {
    const tips = tipChoicesOf(settings);
    return {
      items,
      settings,
      lines: lineSpecs.map((spec) =>
        lineFor(items[spec.itemIndex % items.length]!, spec.quantity, spec.picks),
      ),
      tipPercentage: tips[tipPick % tips.length]!,
    };
  });

describe('priceCart properties', () => {
  it('never gives negative or fractional amounts, and total = subtotal + tax + service charge + tip', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const result = priceCart(input);
        for (const amount of [
          result.subtotalMinor,
          result.taxMinor,
          result.serviceChargeMinor,
          result.tipMinor,
          result.totalMinor,
          ...result.lines.flatMap((line) => [
            line.unitPriceMinor,
            line.lineTotalMinor,
            line.taxMinor,
          ]),
        ]) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(result.totalMinor).toBe(
          result.subtotalMinor + result.taxMinor + result.serviceChargeMinor + result.tipMinor,
        );
        expect(result.subtotalMinor).toBe(
          result.lines.reduce((sum, line) => sum + line.lineTotalMinor, 0),
        );
      }),
    );
  });

  it('prices each line as base or variant price plus its options, times the quantity', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const result = priceCart(input);
        result.lines.forEach((line, index) => {
          const item = input.items.find((candidate) => candidate.id === line.menuItemId)!;
          const requested = input.lines[index]!;
          const base =
            requested.variantId === null
              ? item.priceMinor
              : item.variants.find((variant) => variant.id === requested.variantId)!.newPriceMinor;
          const extras = requested.options.reduce((sum, selection) => {
            const group = [...item.modifiers, ...item.selectors, ...item.incrementors].find(
              (candidate) => candidate.id === selection.groupId,
            )!;
            const option = group.options.find((candidate) => candidate.id === selection.optionId)!;
            return sum + option.additionalPriceMinor * selection.count;
          }, 0);
          expect(line.unitPriceMinor).toBe(base + extras);
          expect(line.lineTotalMinor).toBe((base + extras) * requested.quantity);
        });
      }),
    );
  });

  it('rounds tax per line to whole minor units, half up, at the item or business rate', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const result = priceCart(input);
        for (const line of result.lines) {
          const item = input.items.find((candidate) => candidate.id === line.menuItemId)!;
          const rate = item.taxEnabled
            ? item.taxPercentage
            : input.settings.includeTaxCalculation
              ? input.settings.taxPercentage
              : 0;
          expect(line.taxPercentage).toBe(rate);
          // taxMinor - exact tax lies in (-0.5, 0.5]: the nearest integer, ties going up.
          const exactTimes10000 = BigInt(line.lineTotalMinor) * BigInt(Math.round(rate * 100));
          const difference = BigInt(line.taxMinor) * 10_000n - exactTimes10000;
          expect(difference > -5_000n && difference <= 5_000n).toBe(true);
        }
        expect(result.taxMinor).toBe(result.lines.reduce((sum, line) => sum + line.taxMinor, 0));
      }),
    );
  });

  it('gives the same totals whatever the order of the lines', () => {
    fc.assert(
      fc.property(
        cartArb.chain((input) =>
          fc
            .shuffledSubarray([...input.lines], { minLength: input.lines.length })
            .map((shuffled) => ({
              input,
              shuffled,
            })),
        ),
        ({ input, shuffled }) => {
          const original = priceCart(input);
          const reordered = priceCart({ ...input, lines: shuffled });
          expect(reordered.subtotalMinor).toBe(original.subtotalMinor);
          expect(reordered.taxMinor).toBe(original.taxMinor);
          expect(reordered.serviceChargeMinor).toBe(original.serviceChargeMinor);
          expect(reordered.tipMinor).toBe(original.tipMinor);
          expect(reordered.totalMinor).toBe(original.totalMinor);
        },
      ),
    );
  });
});
