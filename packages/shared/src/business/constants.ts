import type { BusinessKind } from '../account/services.ts';

/** How the spec names each kind in its texts ("Restaurant Records", "Grocery Logo"). */
export const KIND_LABEL: Record<BusinessKind, string> = {
  restaurant: 'Restaurant',
  grocery: 'Grocery',
};

/** The business types an owner picks from, per kind (docs/product/fields.md). */
export const BUSINESS_TYPES = {
  restaurant: ['Food Truck', 'Virtual Kitchen', 'Enterprise', 'Local Store'],
  grocery: ['Enterprise', 'Local Store'],
} as const satisfies Record<BusinessKind, readonly string[]>;

/** Store (branch) names: restaurant 2-30, grocery 2-20 (docs/product/fields.md). */
export const BRANCH_NAME_LENGTH: Record<BusinessKind, { min: number; max: number }> = {
  restaurant: { min: 2, max: 30 },
  grocery: { min: 2, max: 20 },
};

/**
 * Menu size rules. Restaurant: one list of at most 1000 items (docs/product/menu.md). Grocery: pages
 * of 100 with a name search and a total; its cap is ours, high enough for a neighbourhood store.
 */
export const MENU_LIMITS: Record<BusinessKind, { maxItems: number; pageSize: number }> = {
  restaurant: { maxItems: 1000, pageSize: 1000 },
  grocery: { maxItems: 10_000, pageSize: 100 },
};
