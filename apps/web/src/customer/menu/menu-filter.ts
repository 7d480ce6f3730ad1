import type { Allergen, MenuTag } from '@scanorder/shared/menu/option-groups';
import type { PublicMenu, PublicMenuItem } from '@scanorder/shared/ordering/public-menu';

export type MenuCategory = PublicMenu['categories'][number];

export interface MenuFilters {
  /** Show only items carrying every one of these tags. */
  tags: readonly MenuTag[];
  /** Hide items that declare any of these allergens. */
  hiddenAllergens: readonly Allergen[];
}

export const NO_FILTERS: MenuFilters = { tags: [], hiddenAllergens: [] };

export function matchesFilters(item: PublicMenuItem, filters: MenuFilters): boolean {
  return (
    filters.tags.every((tag) => item.tags.includes(tag)) &&
    !item.allergens.some((allergen) => filters.hiddenAllergens.includes(allergen))
  );
}

/** The categories with only the items the filters let through; empty categories drop out. */
export function filterCategories(
  categories: readonly MenuCategory[],
  filters: MenuFilters,
): MenuCategory[] {
  if (filters.tags.length === 0 && filters.hiddenAllergens.length === 0) return [...categories];
  return categories
    .map((category) => ({
      name: category.name,
      items: category.items.filter((item) => matchesFilters(item, filters)),
    }))
    .filter((category) => category.items.length > 0);
}

/** Appends a further page: a category that continues across the page break stays one section. */
export function appendCategories(
  current: readonly MenuCategory[],
  next: readonly MenuCategory[],
): MenuCategory[] {
  const merged = current.map((category) => ({ ...category, items: [...category.items] }));
  const seen = new Set(merged.flatMap((category) => category.items.map((item) => item.id)));
  for (const category of next) {
    const items = category.items.filter((item) => !seen.has(item.id));
    if (items.length === 0) continue;
    items.forEach((item) => seen.add(item.id));
    const last = merged.at(-1);
    if (last?.name === category.name) last.items.push(...items);
    else merged.push({ name: category.name, items });
  }
  return merged;
}

/** The id of a category's section, for the category links. */
export const categoryAnchor = (index: number) => `category-${index + 1}`;
