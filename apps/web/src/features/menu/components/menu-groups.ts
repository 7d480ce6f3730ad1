import type { MenuItem } from '@scanorder/shared/menu/menu-item';

export interface MenuGroup {
  category: string;
  items: MenuItem[];
}

/** Items arrive in menu order (category order, then position): consecutive runs per category. */
export function groupByCategory(items: readonly MenuItem[]): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.category === item.category) last.items.push(item);
    else groups.push({ category: item.category, items: [item] });
  }
  return groups;
}

/**
 * Whether an item can move up or down inside its category. A category's run may continue on the
 * previous or next page, and a search shows only some of its items; then the server decides.
 */
export function movesOf(
  groups: readonly MenuGroup[],
  groupIndex: number,
  indexInGroup: number,
  { page, pageCount, searching }: { page: number; pageCount: number; searching: boolean },
): { up: boolean; down: boolean } {
  if (searching) return { up: true, down: true };
  const group = groups[groupIndex]!;
  const startsHere = groupIndex > 0 || page === 1;
  const endsHere = groupIndex < groups.length - 1 || page >= pageCount;
  return {
    up: !(indexInGroup === 0 && startsHere),
    down: !(indexInGroup === group.items.length - 1 && endsHere),
  };
}
