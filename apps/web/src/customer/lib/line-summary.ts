import type { PricedLine } from '@scanorder/shared/ordering/order-line';

/** A line's choices in a few words: "500 g" or "Hot, Extra cheese, 3 × Butter naan". */
export function optionsSummary(line: Pick<PricedLine, 'options' | 'variant'>): string {
  const parts = line.options.map((option) =>
    option.count > 1 ? `${option.count} × ${option.value}` : option.value,
  );
  if (line.variant) parts.unshift(line.variant.value);
  return parts.join(', ');
}
