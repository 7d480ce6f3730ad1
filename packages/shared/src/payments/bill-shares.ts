import { currencyExponent } from '../money/currency-units.ts';

// The arithmetic of a table's bill (decision 047), without zod: the guest's page previews a share
// with the same functions the server charges it with.

/**
 * The smallest amount a share moves by: 1 minor unit, but 10 fils for three-decimal currencies
 * (menus keep hundredths, and Stripe wants their last digit 0, decision 039).
 */
export function chargeStepOf(currency: string): number {
  return 10 ** Math.max(0, currencyExponent(currency) - 2);
}

/**
 * Splits `total` over `weights` in proportion, largest remainder first, so the parts sum to
 * `total` exactly (a line's share of its order's tax and service charge), in steps of `step`.
 */
export function apportion(total: number, weights: readonly number[], step = 1): number[] {
  if (step > 1) return apportion(total / step, weights).map((part) => part * step);
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * Math.max(0, weight)) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The `index`-th (0-based) of `parts` even shares of `base`: the first `base % parts` shares are
 * one minor unit more, so the shares sum to `base` exactly.
 */
export function evenShareOf(base: number, parts: number, index: number, step = 1): number {
  if (step > 1) return evenShareOf(base / step, parts, index) * step;
  const floor = Math.floor(base / parts);
  return floor + (index < base % parts ? 1 : 0);
}
