import { isGroceryShaped, isRestaurantShaped } from '@scanorder/shared/business/kind-policy';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { menuItemInputSchemas, type MenuItem } from '@scanorder/shared/menu/menu-item';
import type {
  Allergen,
  MenuTag,
  OptionGroup,
  OptionGroupType,
  Variant,
} from '@scanorder/shared/menu/option-groups';

/** Options and groups as typed: amounts may be empty (undefined) until the owner fills them. */
export interface OptionFormValues {
  id?: string | undefined;
  value: string;
  additionalPriceMinor: number | undefined;
  allergens: Allergen[];
  isDefault?: boolean | undefined;
}

export interface GroupFormValues {
  id?: string | undefined;
  name: string;
  min: number | undefined;
  max: number | undefined;
  options: OptionFormValues[];
}

export interface VariantFormValues {
  id?: string | undefined;
  variantName: string;
  value: string;
  newPriceMinor: number | undefined;
}

/**
 * The item editor holds both kinds' extras; each kind's shared schema keeps only its own (zod
 * objects drop unknown keys), so the restaurant never sends variants nor the grocery groups.
 */
export interface ItemFormValues {
  category: string;
  name: string;
  description: string;
  priceMinor: number | undefined;
  taxEnabled: boolean;
  taxPercentage: number | undefined;
  tags: MenuTag[];
  allergens: Allergen[];
  modifiers: GroupFormValues[];
  selectors: GroupFormValues[];
  incrementors: GroupFormValues[];
  /** Shared option groups attached, in order (restaurant; decision 035). */
  sharedOptionGroupIds: string[];
  variants: VariantFormValues[];
}

export const OPTION_GROUP_TYPES: readonly OptionGroupType[] = [
  'modifiers',
  'selectors',
  'incrementors',
];

export const newOption = (): OptionFormValues => ({
  value: '',
  additionalPriceMinor: 0,
  allergens: [],
});

/** Modifiers pick any (0..max), selectors pick one (required: min 1), incrementors count. */
export function newGroup(type: OptionGroupType): GroupFormValues {
  const limits = { modifiers: [0, 1], selectors: [1, 1], incrementors: [0, 5] } as const;
  const [min, max] = limits[type];
  return { name: '', min, max, options: [newOption()] };
}

export const newVariant = (): VariantFormValues => ({
  variantName: '',
  value: '',
  newPriceMinor: undefined,
});

export const groupValues = (groups: readonly OptionGroup[]): GroupFormValues[] =>
  groups.map((group) => ({
    ...group,
    options: group.options.map((option) => ({ ...option, allergens: [...option.allergens] })),
  }));

const variantValues = (variants: readonly Variant[]): VariantFormValues[] =>
  variants.map((variant) => ({ ...variant }));

export function itemFormValuesOf(item: MenuItem | null, category: string): ItemFormValues {
  const withGroups = item && isRestaurantShaped(item) ? item : null;
  return {
    category: item?.category ?? category,
    name: item?.name ?? '',
    description: item?.description ?? '',
    priceMinor: item?.priceMinor,
    taxEnabled: item?.taxEnabled ?? false,
    taxPercentage: item?.taxPercentage ?? 0,
    tags: item ? [...item.tags] : [],
    allergens: item ? [...item.allergens] : [],
    modifiers: withGroups ? groupValues(withGroups.modifiers) : [],
    selectors: withGroups ? groupValues(withGroups.selectors) : [],
    incrementors: withGroups ? groupValues(withGroups.incrementors) : [],
    sharedOptionGroupIds: withGroups ? [...withGroups.sharedOptionGroupIds] : [],
    variants: item && isGroceryShaped(item) ? variantValues(item.variants) : [],
  };
}

/**
 * The shared item schema of the kind as the form's resolver. Its parsed output (what
 * handleSubmit receives) is the API's input: minor units, defaults applied, the other kind's
 * fields dropped.
 */
// @hookform/resolvers' zodResolver types each kind's resolver by its own schema, not by the shared form values.
export const itemResolvers = {
  restaurant: zodResolver(menuItemInputSchemas.restaurant),
  grocery: zodResolver(menuItemInputSchemas.grocery),
} as unknown as Record<BusinessKind, Resolver<ItemFormValues>>;
