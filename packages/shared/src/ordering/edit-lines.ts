import type { OrderLineInput, PricedLine } from './order-line.ts';
import { percentOf, priceCart, PricingError, type PricingMenuItem } from './price.ts';

/** The pricing settings an order was placed with (stored on the order). */
export interface StoredOrderPricing {
  includeTaxCalculation: boolean;
  taxPercentage: number;
  serviceChargePercentage: number;
  tipPercentage: number;
}

export interface RepriceInput<Line extends PricedLine> {
  /** The order's lines as charged. */
  current: readonly Line[];
  /** The whole new line list staff sent. */
  lines: readonly OrderLineInput[];
  /** The menu now, for lines that were not on the order. */
  items: readonly PricingMenuItem[];
  pricing: StoredOrderPricing;
}

export interface RepricedOrder<Line extends PricedLine> {
  /** Kept lines are the stored line (so its extra fields stay); new lines are plain priced lines. */
  lines: (Line | PricedLine)[];
  /** For each new line, whether it was priced from the menu now (false: kept as charged). */
  fromMenu: boolean[];
  subtotalMinor: number;
  taxMinor: number;
  serviceChargeMinor: number;
  tipMinor: number;
  totalMinor: number;
}

/** Item, variant, options (counts added up, in a fixed order) and instruction of a line. */
function signatureOf(line: {
  menuItemId: string;
  variantId: string | null;
  options: readonly { groupId: string; optionId: string; count: number }[];
  instruction: string;
}): string {
  const counts = new Map<string, number>();
  for (const option of line.options) {
    const key = `${option.groupId}\u0000${option.optionId}`;
    counts.set(key, (counts.get(key) ?? 0) + option.count);
  }
  const options = [...counts]
    .map(([key, count]) => `${key}\u0000${count}`)
    .sort()
    .join('\u0001');
  return [line.menuItemId, line.variantId ?? '', options, line.instruction.trim()].join('\u0002');
}

/**
 * Prices an edited order (issue 6). A line that was already on the order (same item, variant,
 * options and instruction) keeps the unit price and tax rate it was charged, whatever the menu says
 * now, with its new quantity; any other line is priced from the menu now by the shared `priceCart`
 * (so it must be available). Subtotal, tax, service charge and tip follow the order's stored
 * settings, rounded as `priceCart` rounds. Throws a `PricingError` naming the line's index.
 */
export function repriceOrderLines<Line extends PricedLine>(
  input: RepriceInput<Line>,
): RepricedOrder<Line> {
  const charged = new Map<string, Line>();
  for (const line of input.current) {
    const signature = signatureOf({
      menuItemId: line.menuItemId,
      variantId: line.variant?.id ?? null,
      options: line.options,
      instruction: line.instruction,
    });
    if (!charged.has(signature)) charged.set(signature, line);
  }

  const settings = {
    includeTaxCalculation: input.pricing.includeTaxCalculation,
    taxPercentage: input.pricing.taxPercentage,
    includeTips: false,
    tipsOptions: [],
    serviceChargePercentage: input.pricing.serviceChargePercentage,
  };
  const fromMenu: boolean[] = [];
  const lines = input.lines.map((line, index): Line | PricedLine => {
    const kept = charged.get(signatureOf(line));
    if (kept) {
      fromMenu.push(false);
      const lineTotalMinor = kept.unitPriceMinor * line.quantity;
      return {
        ...kept,
        quantity: line.quantity,
        lineTotalMinor,
        taxMinor: percentOf(lineTotalMinor, kept.taxPercentage),
      };
    }
    fromMenu.push(true);
    try {
      return priceCart({ items: input.items, settings, lines: [line], tipPercentage: 0 }).lines[0]!;
    } catch (error) {
      if (error instanceof PricingError)
        throw new PricingError(
          error.code,
          error.keyed ? { ...error.keyed, message: error.message } : error.message,
          error.lineIndex === null ? null : index,
        );
      throw error;
    }
  });

  const subtotalMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  const taxMinor = lines.reduce((sum, line) => sum + line.taxMinor, 0);
  const serviceChargeMinor = percentOf(subtotalMinor, input.pricing.serviceChargePercentage);
  const tipMinor = percentOf(subtotalMinor, input.pricing.tipPercentage);
  return {
    lines,
    fromMenu,
    subtotalMinor,
    taxMinor,
    serviceChargeMinor,
    tipMinor,
    totalMinor: subtotalMinor + taxMinor + serviceChargeMinor + tipMinor,
  };
}
