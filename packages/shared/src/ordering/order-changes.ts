import { z } from 'zod';
import type { PricedLine } from './order-line.ts';

/** One change a staff edit made to what the customer ordered (issue 19, "modified"). */
export const orderChangeSchema = z.object({
  name: z.string(),
  /** The line's choices in a few words ("Hot, 2 × Extra cheese"), or ''. */
  details: z.string(),
  /** 0: added by the team. */
  fromQuantity: z.number().int(),
  /** 0: removed by the team. */
  toQuantity: z.number().int(),
});
export type OrderChange = z.infer<typeof orderChangeSchema>;

/** A line's choices in a few words: "500 g" or "Hot, Extra cheese, 3 × Butter naan". */
export function lineDetailsOf(line: Pick<PricedLine, 'options' | 'variant'>): string {
  const parts = line.options.map((option) =>
    option.count > 1 ? `${option.count} × ${option.value}` : option.value,
  );
  if (line.variant) parts.unshift(line.variant.value);
  return parts.join(', ');
}

const keyOf = (line: PricedLine) =>
  JSON.stringify([
    line.menuItemId,
    line.variant?.id ?? null,
    line.options.map((option) => [option.groupId, option.optionId, option.count]),
    line.instruction,
  ]);

/**
 * What changed between the lines the customer ordered and the lines now: each item whose quantity
 * differs (0 on one side: added or removed), in the order the customer listed them, then additions.
 * A changed choice reads as the old line removed and the new one added.
 */
export function orderChangesOf(original: PricedLine[], current: PricedLine[]): OrderChange[] {
  const entries = new Map<string, OrderChange>();
  const add = (line: PricedLine, side: 'fromQuantity' | 'toQuantity') => {
    const key = keyOf(line);
    const entry = entries.get(key) ?? {
      name: line.name,
      details: lineDetailsOf(line),
      fromQuantity: 0,
      toQuantity: 0,
    };
    entry[side] += line.quantity;
    entries.set(key, entry);
  };
  for (const line of original) add(line, 'fromQuantity');
  for (const line of current) add(line, 'toQuantity');
  return [...entries.values()].filter((entry) => entry.fromQuantity !== entry.toQuantity);
}
