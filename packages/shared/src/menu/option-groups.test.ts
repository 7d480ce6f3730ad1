import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/first-message.ts';
import {
  ALLERGENS,
  optionInputSchemas,
  selectionProblem,
  type OptionGroup,
} from './option-groups.ts';

const option = (value: string, additionalPriceMinor = 0) => ({
  value,
  additionalPriceMinor,
  allergens: [],
});
const group = (min: number, max: number, values = ['A', 'B', 'C']) => ({
  name: 'Extras',
  min,
  max,
  options: values.map((value) => option(value)),
});

describe('option groups', () => {
  it('lists the 14 major allergens', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(ALLERGENS).toContain('Cereals containing gluten');
    expect(ALLERGENS).toContain('Sulphites');
  });

  it('modifiers: min <= max <= number of options, max at least 1', () => {
    expect(optionInputSchemas.modifierGroup.safeParse(group(0, 3)).success).toBe(true);
    expect(firstMessage(optionInputSchemas.modifierGroup, group(2, 1))).toBe(
      'Minimum cannot be more than Maximum',
    );
    expect(firstMessage(optionInputSchemas.modifierGroup, group(0, 4))).toBe(
      'Maximum cannot be more than the number of options',
    );
    expect(firstMessage(optionInputSchemas.modifierGroup, group(0, 0))).toBe(
      'Maximum cannot be less than 1 value',
    );
  });

  it('says a Minimum or Maximum typed as no number is not valid, one left out is required', () => {
    expect(firstMessage(optionInputSchemas.modifierGroup, group(Number.NaN, 3))).toBe(
      'Please enter valid Minimum',
    );
    expect(firstMessage(optionInputSchemas.modifierGroup, { ...group(0, 3), max: undefined })).toBe(
      'Maximum field is required',
    );
  });

  it('selectors pick one: max is 1, min 0 (optional) or 1 (required)', () => {
    expect(optionInputSchemas.selectorGroup.safeParse(group(1, 1)).success).toBe(true);
    expect(optionInputSchemas.selectorGroup.safeParse(group(0, 1)).success).toBe(true);
    expect(firstMessage(optionInputSchemas.selectorGroup, group(0, 2))).toBe(
      'A selector picks one option: Maximum must be 1',
    );
    expect(firstMessage(optionInputSchemas.selectorGroup, group(2, 1))).toBe(
      'Minimum cannot be more than Maximum',
    );
  });

  it('incrementors count up to max in total, beyond the number of options', () => {
    expect(optionInputSchemas.incrementorGroup.safeParse(group(0, 10, ['Naan'])).success).toBe(
      true,
    );
    expect(firstMessage(optionInputSchemas.incrementorGroup, group(3, 2))).toBe(
      'Minimum cannot be more than Maximum',
    );
  });

  it('needs named groups with at least one distinct option, prices 0 to 1,000,000', () => {
    expect(firstMessage(optionInputSchemas.modifierGroup, { ...group(0, 1), name: 'X' })).toBe(
      'Group name cannot be less than 2 characters',
    );
    expect(firstMessage(optionInputSchemas.modifierGroup, { ...group(0, 1), options: [] })).toBe(
      'Add at least one option',
    );
    expect(firstMessage(optionInputSchemas.modifierGroup, group(0, 1, ['Cheese', 'cheese']))).toBe(
      'Option values must be different',
    );
    expect(
      firstMessage(optionInputSchemas.modifierGroup, {
        ...group(0, 1),
        options: [option('A', -1)],
      }),
    ).toBe('Additional price cannot be less than 0 value');
    expect(
      firstMessage(optionInputSchemas.modifierGroup, {
        ...group(0, 1),
        options: [{ ...option('A'), allergens: ['Nuts'] }],
      }),
    ).toBe('Please choose a valid Allergen');
  });
});

describe('selectionProblem', () => {
  const withIds = (min: number, max: number): OptionGroup => ({
    id: 'g',
    name: 'Extras',
    min,
    max,
    options: ['a', 'b', 'c'].map((id) => ({
      id,
      value: id.toUpperCase(),
      additionalPriceMinor: 100,
      allergens: [],
    })),
  });

  it('checks modifier choices against min and max', () => {
    expect(selectionProblem('modifiers', withIds(1, 2), {})).toBe('Choose at least 1 of Extras');
    expect(selectionProblem('modifiers', withIds(0, 2), { a: 1, b: 1 })).toBeNull();
    expect(selectionProblem('modifiers', withIds(0, 2), { a: 1, b: 1, c: 1 })).toBe(
      'Choose at most 2 of Extras',
    );
    expect(selectionProblem('modifiers', withIds(0, 2), { a: 2 })).toBe(
      'Choose each option of Extras once',
    );
  });

  it('requires a required selector and allows only one choice', () => {
    expect(selectionProblem('selectors', withIds(1, 1), {})).toBe('Choose one Extras');
    expect(selectionProblem('selectors', withIds(0, 1), {})).toBeNull();
    expect(selectionProblem('selectors', withIds(1, 1), { a: 1, b: 1 })).toBe(
      'Choose only one Extras',
    );
  });

  it('adds incrementor counts up against the group maximum and refuses unknown options', () => {
    expect(selectionProblem('incrementors', withIds(0, 5), { a: 3, b: 2 })).toBeNull();
    expect(selectionProblem('incrementors', withIds(0, 5), { a: 3, b: 3 })).toBe(
      'Choose at most 5 of Extras',
    );
    expect(selectionProblem('incrementors', withIds(0, 5), { z: 1 })).toBe(
      'Unknown option in Extras',
    );
  });
});

describe('selectionProblem judged without a set or entries (decision 040, twelfth pass)', () => {
  /** The rules as they were written before, with a set of the options and the counts' entries. */
  function asWritten(
    type: 'modifiers' | 'selectors' | 'incrementors',
    group: OptionGroup,
    counts: Readonly<Record<string, number>>,
  ): string | null {
    const known = new Set(group.options.map((option) => option.id));
    const entries = Object.entries(counts).filter(([, count]) => count > 0);
    if (entries.some(([optionId]) => !known.has(optionId)))
      return `Unknown option in ${group.name}`;
    if (type !== 'incrementors' && entries.some(([, count]) => count !== 1))
      return `Choose each option of ${group.name} once`;
    const total = entries.reduce((sum, [, count]) => sum + count, 0);
    if (total < group.min)
      return type === 'selectors'
        ? `Choose one ${group.name}`
        : `Choose at least ${group.min} of ${group.name}`;
    if (total > group.max)
      return type === 'selectors'
        ? `Choose only one ${group.name}`
        : `Choose at most ${group.max} of ${group.name}`;
    return null;
  }

  it('answers as the rules with a set and entries did, for any counts', () => {
    const ids = ['a', 'b', 'c', 'd', 'x'];
    const arbitrary = fc.record({
      type: fc.constantFrom('modifiers' as const, 'selectors' as const, 'incrementors' as const),
      known: fc.subarray(ids.slice(0, 4), { minLength: 1 }),
      min: fc.integer({ min: 0, max: 3 }),
      extra: fc.integer({ min: 0, max: 3 }),
      counts: fc.dictionary(
        fc.constantFrom(...ids),
        fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constant(Number.NaN)),
      ),
    });
    fc.assert(
      fc.property(arbitrary, ({ type, known, min, extra, counts }) => {
        const group = {
          id: 'g',
          name: 'Sides',
          min,
          max: min + extra,
          options: known.map((id) => ({ id, value: id, additionalPriceMinor: 0, allergens: [] })),
        } as unknown as OptionGroup;
        expect(selectionProblem(type, group, counts)).toBe(asWritten(type, group, counts));
      }),
      { numRuns: 3000 },
    );
  });
});
