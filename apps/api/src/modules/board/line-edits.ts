import { isDeepStrictEqual } from 'node:util';
import { AppError } from '@scanorder/shared/errors/app-error';
import type { EditOrderLinesInput } from '@scanorder/shared/ordering/board';
import { repriceOrderLines } from '@scanorder/shared/ordering/edit-lines';
import { orderSchema } from '@scanorder/shared/ordering/place-order';
import { PricingError } from '@scanorder/shared/ordering/price';
import { storedPricingSchema } from '../ordering/order-view.ts';
import type { OrderRow } from '../ordering/orders.repository.ts';
import { pricingItemOf } from '../storefront/storefront.ts';
import type { StorefrontItem } from '../storefront/storefront.repository.ts';
import type { LineChange } from './order-updates.repository.ts';

const storedLinesSchema = orderSchema.shape.lines;

/**
 * What a staff edit writes over an order's lines: kept lines at the price charged, new ones priced
 * from the menu now (with their image), the totals again; a line the rules refuse is a 400 on it.
 */
export function repricedLinesOf(
  row: OrderRow,
  edit: {
    lines: EditOrderLinesInput['lines'];
    items: StorefrontItem[];
    imageUrls: Map<string, string | null>;
    at: Date;
  },
): LineChange {
  try {
    const repriced = repriceOrderLines({
      current: storedLinesSchema.parse(row.lines),
      lines: edit.lines,
      items: edit.items.map((item) => pricingItemOf(item, edit.at)),
      pricing: storedPricingSchema.parse(row.pricing),
    });
    return {
      lines: repriced.lines.map((line) => ({
        ...line,
        imageUrl:
          'imageUrl' in line ? line.imageUrl : (edit.imageUrls.get(line.menuItemId) ?? null),
      })),
      subtotalMinor: repriced.subtotalMinor,
      taxMinor: repriced.taxMinor,
      serviceChargeMinor: repriced.serviceChargeMinor,
      tipMinor: repriced.tipMinor,
      totalMinor: repriced.totalMinor,
    };
  } catch (error) {
    if (error instanceof PricingError)
      throw new AppError(
        'VALIDATION_FAILED',
        error.message,
        error.lineIndex === null ? 'lines' : `lines.${error.lineIndex}`,
      );
    throw error;
  }
}

/**
 * Whether an edit leaves the order as it is: the same lines (as stored: JSON, no undefined keys)
 * and the same totals.
 */
export function sameLines(change: LineChange, row: OrderRow): boolean {
  const { lines, ...totals } = change;
  return (
    isDeepStrictEqual(JSON.parse(JSON.stringify(lines)), row.lines) &&
    Object.entries(totals).every(([key, value]) => row[key as keyof typeof totals] === value)
  );
}
