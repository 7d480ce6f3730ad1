import { z } from 'zod';
import { numberTypeError, textField } from '../validation/fields.ts';
import { minorAmountField } from './price-field.ts';
import { messages } from '../validation/messages.ts';

/** Menu tags (badges), docs/product/menu.md. */
export const MENU_TAGS = ['Popular', 'Spicy', 'Vegetarian', 'Vegan', 'Gluten Friendly'] as const;
export type MenuTag = (typeof MENU_TAGS)[number];

/** The 14 major allergens that EU and UK food law requires menus to declare. */
export const ALLERGENS = [
  'Celery',
  'Cereals containing gluten',
  'Crustaceans',
  'Eggs',
  'Fish',
  'Lupin',
  'Milk',
  'Molluscs',
  'Mustard',
  'Tree nuts',
  'Peanuts',
  'Sesame',
  'Soybeans',
  'Sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const optionGroupMessages = {
  minAboveMax: 'Minimum cannot be more than Maximum',
  maxAboveOptions: 'Maximum cannot be more than the number of options',
  selectorPicksOne: 'A selector picks one option: Maximum must be 1',
  atLeastOneOption: 'Add at least one option',
  duplicateOption: 'Option values must be different',
  duplicate: 'Choose each value only once',
  defaultsAboveMax: 'Default options cannot be more than Maximum',
} as const;

/** A list of distinct values from a fixed set. */
export function distinctList<const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
) {
  return z
    .array(z.enum(values, { error: `Please choose a valid ${label}` }))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, optionGroupMessages.duplicate);
}

export const tagListSchema = distinctList(MENU_TAGS, 'Tag');
export const allergenListSchema = distinctList(ALLERGENS, 'Allergen');

const countField = (label: string) =>
  z
    .number({ error: numberTypeError(label) })
    .int(messages.valid(label))
    .min(0, messages.tooShort(label, 0, 'value'))
    .max(99, messages.tooLong(label, 99, 'value'));

const MAX_OPTIONS = 30;
export const MAX_GROUPS_PER_TYPE = 20;
export const MAX_VARIANTS = 50;

/**
 * Option groups of a restaurant item and variants of a grocery item. `id` is optional when an owner
 * saves (the server gives new options one) and always present when read, so orders can point at them.
 */
function buildOptionSchemas<Id extends z.ZodType<string | undefined>>(id: Id) {
  const option = z.object({
    id,
    value: textField('Option', 1, 100),
    /** Minor units added to the item's price when chosen (once per count for incrementors). */
    additionalPriceMinor: minorAmountField('Additional price', 0, 1_000_000),
    allergens: allergenListSchema,
    /** Preselected in the guest's item sheet (issue 22); the guest may still change it. */
    isDefault: z.boolean().optional(),
  });

  const options = z
    .array(option)
    .min(1, optionGroupMessages.atLeastOneOption)
    .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`)
    .refine(
      (list) => new Set(list.map((item) => item.value.toLowerCase())).size === list.length,
      optionGroupMessages.duplicateOption,
    );

  const groupFields = {
    id,
    name: textField('Group name', 2, 50),
    min: countField('Minimum'),
    max: countField('Maximum'),
    options,
  };

  const minNotAboveMax = (
    group: { min: number; max: number; options: { isDefault?: boolean | undefined }[] },
    context: z.RefinementCtx,
  ) => {
    if (group.min > group.max)
      context.addIssue({ code: 'custom', message: optionGroupMessages.minAboveMax, path: ['min'] });
    // Preselected defaults must be a choice the guest could make (one each, within the maximum).
    if (group.options.filter((option) => option.isDefault).length > group.max)
      context.addIssue({
        code: 'custom',
        message: optionGroupMessages.defaultsAboveMax,
        path: ['options'],
      });
  };

  /** A group the guest picks several from must let them pick at least one. */
  const maxAtLeastOne = (group: { max: number }, context: z.RefinementCtx) => {
    if (group.max < 1)
      context.addIssue({
        code: 'custom',
        message: 'Maximum cannot be less than 1 value',
        path: ['max'],
      });
  };

  /** Modifiers: pick any number of options between min and max, each adding its price. */
  const modifierGroup = z.object(groupFields).superRefine((group, context) => {
    minNotAboveMax(group, context);
    maxAtLeastOne(group, context);
    if (group.max > group.options.length)
      context.addIssue({
        code: 'custom',
        message: optionGroupMessages.maxAboveOptions,
        path: ['max'],
      });
  });

  /** Selectors: pick exactly one (min 1, required) or at most one (min 0, optional). */
  const selectorGroup = z.object(groupFields).superRefine((group, context) => {
    minNotAboveMax(group, context);
    if (group.max !== 1)
      context.addIssue({
        code: 'custom',
        message: optionGroupMessages.selectorPicksOne,
        path: ['max'],
      });
  });

  /** Incrementors: a count per option; the counts of the group add up to between min and max. */
  const incrementorGroup = z.object(groupFields).superRefine((group, context) => {
    minNotAboveMax(group, context);
    maxAtLeastOne(group, context);
  });

  /** Grocery variants: a named value whose price replaces the item's base price. */
  const variant = z.object({
    id,
    variantName: textField('Variant name', 1, 50),
    value: textField('Value', 1, 50),
    newPriceMinor: minorAmountField('New price', 0.5, 1_000_000),
  });

  return { option, modifierGroup, selectorGroup, incrementorGroup, variant };
}

export const optionSchemas = buildOptionSchemas(z.string().min(1).max(64));
export const optionInputSchemas = buildOptionSchemas(z.string().min(1).max(64).optional());

export type MenuOption = z.infer<typeof optionSchemas.option>;
export type OptionGroup = z.infer<typeof optionSchemas.modifierGroup>;
export type Variant = z.infer<typeof optionSchemas.variant>;
export type OptionGroupInput = z.infer<typeof optionInputSchemas.modifierGroup>;
export type VariantInput = z.infer<typeof optionInputSchemas.variant>;

export type OptionGroupType = 'modifiers' | 'selectors' | 'incrementors';

/** The counts a guest's item sheet starts with: each option the owner marked as a default, once. */
export function defaultCounts(group: OptionGroup): Record<string, number> {
  return Object.fromEntries(
    group.options.filter((option) => option.isDefault).map((option) => [option.id, 1]),
  );
}

/**
 * The rule a customer's choice in one group breaks, with the group's name and the number the
 * message needs: the guest's page says it in the guest's language (customer/menu), the API and
 * the owner app in the words of `selectionProblem`.
 */
export type SelectionIssue =
  | { rule: 'unknown' | 'repeated' | 'chooseOne' | 'onlyOne'; name: string }
  | { rule: 'atLeast'; name: string; min: number }
  | { rule: 'atMost'; name: string; max: number };

/**
 * Which rule of one group a customer's choice breaks, or null when it is fine. `counts` maps
 * option ids to how many were chosen (1 for a ticked modifier or the chosen selector option).
 */
export function selectionIssue(
  type: OptionGroupType,
  group: OptionGroup,
  counts: Readonly<Record<string, number>>,
): SelectionIssue | null {
  // Loops over the counts' own keys, no set or entries: the server judges every option group of
  // every line of every order placed (decision 040, twelfth pass).
  let total = 0;
  let repeated = false;
  const { name } = group;
  for (const optionId in counts) {
    if (!Object.hasOwn(counts, optionId)) continue;
    const count = counts[optionId]!;
    if (!(count > 0)) continue;
    if (!group.options.some((option) => option.id === optionId)) return { rule: 'unknown', name };
    if (count !== 1) repeated = true;
    total += count;
  }
  if (type !== 'incrementors' && repeated) return { rule: 'repeated', name };
  if (total < group.min)
    return type === 'selectors'
      ? { rule: 'chooseOne', name }
      : { rule: 'atLeast', name, min: group.min };
  if (total > group.max)
    return type === 'selectors'
      ? { rule: 'onlyOne', name }
      : { rule: 'atMost', name, max: group.max };
  return null;
}

/** A broken rule in English, the spec's language: "Choose one Spice level". */
function selectionIssueText(issue: SelectionIssue): string {
  switch (issue.rule) {
    case 'unknown':
      return `Unknown option in ${issue.name}`;
    case 'repeated':
      return `Choose each option of ${issue.name} once`;
    case 'chooseOne':
      return `Choose one ${issue.name}`;
    case 'onlyOne':
      return `Choose only one ${issue.name}`;
    case 'atLeast':
      return `Choose at least ${issue.min} of ${issue.name}`;
    case 'atMost':
      return `Choose at most ${issue.max} of ${issue.name}`;
  }
}

/** Why a customer's choice in one group breaks its rules, in English, or null when it is fine. */
export function selectionProblem(
  type: OptionGroupType,
  group: OptionGroup,
  counts: Readonly<Record<string, number>>,
): string | null {
  const issue = selectionIssue(type, group, counts);
  return issue && selectionIssueText(issue);
}
