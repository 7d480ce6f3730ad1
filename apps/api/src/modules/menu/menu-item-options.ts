import { hasOptionGroupInput, policyOf } from '@scanorder/shared/business/kind-policy';
import { randomUUID } from 'node:crypto';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { MenuItemInput } from '@scanorder/shared/menu/menu-item';
import type {
  OptionGroup,
  OptionGroupInput,
  Variant,
  VariantInput,
} from '@scanorder/shared/menu/option-groups';
import type { NewMenuItem, OptionGroups } from './menu-items.repository.ts';

const EMPTY_GROUPS: OptionGroups = { modifiers: [], selectors: [], incrementors: [] };

/** Gives every group, option and variant a stable id (kept when the owner saves one it was given). */
function withIds<T extends { id?: string | undefined }>(
  list: readonly T[],
  taken = new Set<string>(),
): (T & { id: string })[] {
  return list.map((entry) => {
    let id = entry.id;
    if (!id || taken.has(id)) id = randomUUID();
    taken.add(id);
    return { ...entry, id };
  });
}

function groupsWithIds(groups: readonly OptionGroupInput[], taken: Set<string>): OptionGroup[] {
  return withIds(groups, taken).map((group) => ({ ...group, options: withIds(group.options) }));
}

/** Option groups (restaurant) or variants (grocery) of a saved item as stored, every entry with an id. */
export function optionColumns(
  kind: BusinessKind,
  input: MenuItemInput,
): Pick<NewMenuItem, 'optionGroups' | 'variants' | 'sharedOptionGroupIds'> {
  if (policyOf(kind).hasOptionGroups && hasOptionGroupInput(input)) {
    const taken = new Set<string>();
    return {
      optionGroups: {
        modifiers: groupsWithIds(input.modifiers, taken),
        selectors: groupsWithIds(input.selectors, taken),
        incrementors: groupsWithIds(input.incrementors, taken),
      } satisfies OptionGroups,
      variants: [],
      sharedOptionGroupIds: input.sharedOptionGroupIds,
    };
  }
  const variants: Variant[] = 'variants' in input ? withIds<VariantInput>(input.variants) : [];
  return { optionGroups: EMPTY_GROUPS, variants, sharedOptionGroupIds: [] };
}

/** What a saved item stores from the owner's input, its category aside (callers place or map it). */
export function menuItemColumns(kind: BusinessKind, input: MenuItemInput) {
  return {
    name: input.name,
    description: input.description,
    priceMinor: input.priceMinor,
    taxEnabled: input.taxEnabled,
    taxPercentage: input.taxPercentage,
    tags: input.tags,
    allergens: input.allergens,
    ...optionColumns(kind, input),
  };
}
