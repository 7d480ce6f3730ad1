import { z } from 'zod';

/** How many of one line a customer may order (and how many of one incrementor option). */
export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 100;
export const INSTRUCTION_MAX_LENGTH = 200;

export const orderLineMessages = {
  quantityMin: 'Quantity cannot be less than 1 value',
  quantityMax: `Quantity cannot be more than ${MAX_LINE_QUANTITY} value`,
  instructionMax: `Instruction cannot be more than ${INSTRUCTION_MAX_LENGTH} characters`,
  emptyCart: 'Add at least one item to the cart',
} as const;

const quantityField = z
  .number({ error: 'Quantity field is required' })
  .int('Please enter valid Quantity')
  .min(1, orderLineMessages.quantityMin)
  .max(MAX_LINE_QUANTITY, orderLineMessages.quantityMax);

/**
 * One chosen option of an item: which group and which option in it. Groups are named because an
 * owner may copy a group, so one option id can appear in two groups; `count` is the incrementor
 * count (1 for a ticked modifier or the chosen selector option).
 */
export const optionSelectionSchema = z.object({
  groupId: z.string().min(1).max(64),
  optionId: z.string().min(1).max(64),
  count: quantityField.default(1),
});
export type OptionSelection = z.infer<typeof optionSelectionSchema>;

/** A cart line as the browser sends it: ids and counts only, never prices. */
export const orderLineInputSchema = z.object({
  menuItemId: z.uuid('Please choose a valid menu item'),
  quantity: quantityField,
  options: z.array(optionSelectionSchema).max(200).default([]),
  /** Grocery: the chosen variant, whose price replaces the item's; null for the item itself. */
  variantId: z.string().min(1).max(64).nullable().default(null),
  instruction: z
    .string()
    .trim()
    .max(INSTRUCTION_MAX_LENGTH, orderLineMessages.instructionMax)
    .default(''),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

export const OPTION_GROUP_TYPES = ['modifiers', 'selectors', 'incrementors'] as const;

/** A chosen option as stored on a placed order, with the price it added then. */
export const pricedOptionSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  groupType: z.enum(OPTION_GROUP_TYPES),
  optionId: z.string(),
  value: z.string(),
  count: z.number().int(),
  additionalPriceMinor: z.number().int(),
});
export type PricedOption = z.infer<typeof pricedOptionSchema>;

export const pricedVariantSchema = z.object({
  id: z.string(),
  variantName: z.string(),
  value: z.string(),
  newPriceMinor: z.number().int(),
});

/** An order line as charged: what the shared price function returns and an order stores. */
export const pricedLineSchema = z.object({
  menuItemId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  variant: pricedVariantSchema.nullable(),
  options: z.array(pricedOptionSchema),
  instruction: z.string(),
  /** Base (or variant) price plus every option's price, for one of the line. */
  unitPriceMinor: z.number().int(),
  lineTotalMinor: z.number().int(),
  taxPercentage: z.number(),
  taxMinor: z.number().int(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;
