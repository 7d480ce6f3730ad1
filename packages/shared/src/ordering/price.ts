import type { MenuAvailability } from '../menu/availability.ts';
import {
  keyed,
  SELECTION_ISSUE_KEYS,
  type GuestValues,
  type KeyedMessage,
} from '../i18n/guest-messages.ts';
import {
  selectionIssue,
  type OptionGroup,
  type SelectionIssue,
  type Variant,
} from '../menu/option-groups.ts';
import type { OrderSettings } from '../business/settings.ts';
import {
  OPTION_GROUP_TYPES,
  type OrderLineInput,
  type PricedLine,
  type PricedOption,
} from './order-line.ts';

/**
 * What pricing needs of a menu item. The server passes its stored rows and the browser the public
 * menu it received; both have these fields, so both compute the same numbers.
 */
export interface PricingMenuItem {
  id: string;
  name: string;
  priceMinor: number;
  taxEnabled: boolean;
  taxPercentage: number;
  /** As it reads now (after the "Not Available Today" reset). Only Available can be ordered. */
  availability: MenuAvailability;
  modifiers: readonly OptionGroup[];
  selectors: readonly OptionGroup[];
  incrementors: readonly OptionGroup[];
  variants: readonly Variant[];
}

export type PricingSettings = Pick<
  OrderSettings,
  | 'includeTaxCalculation'
  | 'taxPercentage'
  | 'includeTips'
  | 'tipsOptions'
  | 'serviceChargePercentage'
>;

export interface PriceCartInput {
  items: readonly PricingMenuItem[];
  settings: PricingSettings;
  lines: readonly OrderLineInput[];
  /** One of 0 and the configured tip options; must be 0 when tips are off. */
  tipPercentage: number;
}

export interface PriceBreakdown {
  lines: PricedLine[];
  subtotalMinor: number;
  taxMinor: number;
  serviceChargeMinor: number;
  tipMinor: number;
  totalMinor: number;
  tipPercentage: number;
  serviceChargePercentage: number;
}

export const PRICING_ERROR_CODES = [
  'UNKNOWN_ITEM',
  'ITEM_UNAVAILABLE',
  'UNKNOWN_OPTION',
  'INVALID_SELECTION',
  'UNKNOWN_VARIANT',
  'INVALID_TIP',
] as const;
export type PricingErrorCode = (typeof PRICING_ERROR_CODES)[number];

/** A cart the menu cannot price: the message is shown to the customer as it is. */
export class PricingError extends Error {
  readonly code: PricingErrorCode;
  /** Index of the offending line in the input, or null for the whole cart (tip). */
  readonly lineIndex: number | null;

  /** The message's key and values when a name is in it, so a guest's page words it. */
  readonly keyed: KeyedMessage | undefined;

  constructor(
    code: PricingErrorCode,
    message: string | (KeyedMessage & { message: string }),
    lineIndex: number | null,
  ) {
    super(typeof message === 'string' ? message : message.message);
    this.name = 'PricingError';
    this.code = code;
    this.lineIndex = lineIndex;
    this.keyed =
      typeof message === 'string' ? undefined : { key: message.key, values: message.values };
  }
}

export const pricingMessages = {
  unknownItem: 'This item is no longer on the menu. Please remove it from the cart.',
  unavailable: (name: string) => keyed('{{name}} is not available right now', { name }),
  unknownOption: (name: string) =>
    keyed('An option chosen for {{name}} is no longer available', { name }),
  unknownVariant: (name: string) =>
    keyed('The chosen variant of {{name}} is no longer available', { name }),
  invalidTip: 'Please choose one of the tip options',
} as const;

/** A broken option rule of an item, "Paneer Tikka: Choose one Size", keyed with both names. */
function selectionRefusal(item: string, issue: SelectionIssue) {
  const rule = SELECTION_ISSUE_KEYS[issue.rule];
  const values: GuestValues = { item, name: issue.name };
  if (issue.rule === 'atLeast') values['min'] = issue.min;
  if (issue.rule === 'atMost') values['max'] = issue.max;
  return keyed(`{{item}}: ${rule}`, values);
}

/**
 * `numerator / denominator` rounded half up (0.5 goes up) for non-negative integers, exact for any
 * size because it runs on BigInt.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/** Percentages carry at most two decimals: 12.5 % is 1250 hundredths of a percent. */
function hundredthsOf(percentage: number): number {
  return Math.round(percentage * 100);
}

/** `amount x percentage / 100` in whole minor units, rounded half up. */
export function percentOf(amountMinor: number, percentage: number): number {
  return divideRoundHalfUp(amountMinor * hundredthsOf(percentage), 10_000);
}

/** The tax rate of one item: its own when its tax is enabled, else the business's when enabled. */
export function taxRateOf(
  item: Pick<PricingMenuItem, 'taxEnabled' | 'taxPercentage'>,
  settings: PricingSettings,
): number {
  if (item.taxEnabled) return item.taxPercentage;
  return settings.includeTaxCalculation ? settings.taxPercentage : 0;
}

/** A group none of whose options was chosen (never written to). */
const NO_COUNTS: Readonly<Record<string, number>> = Object.freeze({});

/**
 * The item's option group of that id (the last, as a map of the groups by id would keep), found
 * without building that map: pricing ran on every order and the map, its entries and a closure
 * per selection were a large share of what a placement allocated (decision 040, twelfth pass).
 */
function groupOf(item: PricingMenuItem, groupId: string): OptionGroup | undefined {
  let found: OptionGroup | undefined;
  for (const type of OPTION_GROUP_TYPES)
    for (const group of item[type]) if (group.id === groupId) found = group;
  return found;
}

function optionOf(
  group: OptionGroup,
  optionId: string,
): OptionGroup['options'][number] | undefined {
  for (const option of group.options) if (option.id === optionId) return option;
  return undefined;
}

/**
 * One line priced, its tax at `taxPercentage` included. Built as one object literal: spreading the
 * line into a second object to add the tax cost four times as much as the rest of the cart's pricing (decision
 * 040, twelfth pass).
 */
function priceLine(
  item: PricingMenuItem,
  line: OrderLineInput,
  index: number,
  taxPercentage: number,
): PricedLine {
  let basePrice = item.priceMinor;
  let variant: PricedLine['variant'] = null;
  if (line.variantId !== null) {
    const chosen = item.variants.find((candidate) => candidate.id === line.variantId);
    if (!chosen)
      throw new PricingError('UNKNOWN_VARIANT', pricingMessages.unknownVariant(item.name), index);
    basePrice = chosen.newPriceMinor;
    variant = {
      id: chosen.id,
      variantName: chosen.variantName,
      value: chosen.value,
      newPriceMinor: chosen.newPriceMinor,
    };
  }

  // Counts per group; a repeated selection of one option adds up, which the rules below then judge.
  // Keyed by the menu's ids, equal to the selection's: a property named by a string made afresh
  // from each request's body is looked up in V8's string table at every use, which was over half
  // of the order's pricing under load; the stored menu's strings are looked up once (decision 040,
  // thirteenth pass).
  const counts = new Map<string, Record<string, number>>();
  for (const selection of line.options) {
    const group = groupOf(item, selection.groupId);
    const option = group && optionOf(group, selection.optionId);
    if (!group || !option)
      throw new PricingError('UNKNOWN_OPTION', pricingMessages.unknownOption(item.name), index);
    const groupCounts = counts.get(group.id) ?? {};
    groupCounts[option.id] = (groupCounts[option.id] ?? 0) + selection.count;
    counts.set(group.id, groupCounts);
  }

  const options: PricedOption[] = [];
  let unitPrice = basePrice;
  for (const type of OPTION_GROUP_TYPES) {
    for (const group of item[type]) {
      const groupCounts = counts.get(group.id) ?? NO_COUNTS;
      const issue = selectionIssue(type, group, groupCounts);
      if (issue)
        throw new PricingError('INVALID_SELECTION', selectionRefusal(item.name, issue), index);
      // Options in the menu's order, so the order of the customer's clicks never matters.
      for (const option of group.options) {
        const count = groupCounts[option.id];
        if (!count) continue;
        unitPrice += option.additionalPriceMinor * count;
        options.push({
          groupId: group.id,
          groupName: group.name,
          groupType: type,
          optionId: option.id,
          value: option.value,
          count,
          additionalPriceMinor: option.additionalPriceMinor,
        });
      }
    }
  }

  const lineTotalMinor = unitPrice * line.quantity;
  return {
    menuItemId: item.id,
    name: item.name,
    quantity: line.quantity,
    variant,
    options,
    instruction: line.instruction,
    unitPriceMinor: unitPrice,
    lineTotalMinor,
    taxPercentage,
    taxMinor: percentOf(lineTotalMinor, taxPercentage),
  };
}

/**
 * The price breakdown of a cart from the stored menu (docs/product/pricing.md):
 * - a line's unit price is the item's price (or its variant's new price) plus each chosen
 *   modifier's and selector's additional price plus each incrementor's price times its count;
 *   the line total is the unit price times the quantity;
 * - tax is computed per line at the item's percentage when the item's tax is enabled, otherwise at
 *   the business's percentage when tax calculation is on, and rounded to whole minor units (two
 *   decimals), half up;
 * - the service charge and the tip are percentages of the subtotal, rounded the same way; the tip is
 *   0 or one of the configured options, and only when tips are on;
 * - total = subtotal + tax + service charge + tip.
 * Integer minor units throughout. Throws a `PricingError` for anything the menu cannot price.
 */
export function priceCart(input: PriceCartInput): PriceBreakdown {
  const itemsById = new Map(input.items.map((item) => [item.id, item]));
  const lines = input.lines.map((line, index): PricedLine => {
    const item = itemsById.get(line.menuItemId);
    if (!item) throw new PricingError('UNKNOWN_ITEM', pricingMessages.unknownItem, index);
    if (item.availability !== 'Available')
      throw new PricingError('ITEM_UNAVAILABLE', pricingMessages.unavailable(item.name), index);
    return priceLine(item, line, index, taxRateOf(item, input.settings));
  });

  const { settings, tipPercentage } = input;
  const tipAllowed =
    tipPercentage === 0 || (settings.includeTips && settings.tipsOptions.includes(tipPercentage));
  if (!tipAllowed) throw new PricingError('INVALID_TIP', pricingMessages.invalidTip, null);

  const subtotalMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  const taxMinor = lines.reduce((sum, line) => sum + line.taxMinor, 0);
  const serviceChargeMinor = percentOf(subtotalMinor, settings.serviceChargePercentage);
  const tipMinor = percentOf(subtotalMinor, tipPercentage);
  return {
    lines,
    subtotalMinor,
    taxMinor,
    serviceChargeMinor,
    tipMinor,
    totalMinor: subtotalMinor + taxMinor + serviceChargeMinor + tipMinor,
    tipPercentage,
    serviceChargePercentage: settings.serviceChargePercentage,
  };
}

/** The tip choices a customer sees: 0 % plus the configured options, or only 0 % when tips are off. */
export function tipChoicesOf(
  settings: Pick<OrderSettings, 'includeTips' | 'tipsOptions'>,
): number[] {
  return settings.includeTips ? [0, ...[...settings.tipsOptions].sort((a, b) => a - b)] : [0];
}
