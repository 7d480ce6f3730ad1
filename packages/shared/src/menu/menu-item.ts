import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import { MENU_LIMITS } from '../business/constants.ts';
import { messages } from '../validation/messages.ts';
import { requiredText, textField } from '../validation/fields.ts';
import { MENU_AVAILABILITY } from './availability.ts';
import {
  ALLERGENS,
  allergenListSchema,
  MAX_GROUPS_PER_TYPE,
  MAX_VARIANTS,
  MENU_TAGS,
  optionInputSchemas,
  optionSchemas,
  tagListSchema,
} from './option-groups.ts';
import { minorAmountField, percentageField } from './price-field.ts';
import { sharedOptionGroupIdsField } from './shared-option-groups.ts';

/** docs/product/fields.md: price 0.5 to 1,000,000 (kept as 50 to 100,000,000 minor units). */
export const priceMinorField = minorAmountField('Price', 0.5, 1_000_000);

const commonInputFields = {
  category: requiredText('Category').max(50, messages.tooLong('Category', 50)),
  name: textField('Name', 2, 100),
  description: textField('Description', 5, 500),
  priceMinor: priceMinorField,
  taxEnabled: z.boolean().default(false),
  taxPercentage: percentageField('Tax percentage').default(0),
  tags: tagListSchema.default([]),
  allergens: allergenListSchema.default([]),
  /** Absent: Available for a new item, unchanged for an edited one. */
  availability: z.enum(MENU_AVAILABILITY).optional(),
};

const groupList = <T extends z.ZodType>(group: T) =>
  z.array(group).max(MAX_GROUPS_PER_TYPE, `At most ${MAX_GROUPS_PER_TYPE} groups`);

export const restaurantMenuItemInputSchema = z.object({
  ...commonInputFields,
  modifiers: groupList(optionInputSchemas.modifierGroup).default([]),
  selectors: groupList(optionInputSchemas.selectorGroup).default([]),
  incrementors: groupList(optionInputSchemas.incrementorGroup).default([]),
  /** Shared option groups of the restaurant it attaches, in order (decision 035). */
  sharedOptionGroupIds: sharedOptionGroupIdsField.default([]),
});

export const groceryMenuItemInputSchema = z.object({
  ...commonInputFields,
  variants: z
    .array(optionInputSchemas.variant)
    .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`)
    .default([]),
});

export type RestaurantMenuItemInput = z.infer<typeof restaurantMenuItemInputSchema>;
export type GroceryMenuItemInput = z.infer<typeof groceryMenuItemInputSchema>;
export type MenuItemInput = RestaurantMenuItemInput | GroceryMenuItemInput;

export const menuItemInputSchemas = {
  restaurant: restaurantMenuItemInputSchema,
  grocery: groceryMenuItemInputSchema,
} as const;

const commonItemFields = {
  id: z.uuid(),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  priceMinor: z.number().int(),
  /** ISO code of the business's menu currency. */
  currency: z.string(),
  taxEnabled: z.boolean(),
  taxPercentage: z.number(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.enum(MENU_TAGS)),
  allergens: z.array(z.enum(ALLERGENS)),
  /** As it reads now: "Not Available Today" reads Available once its day is over. */
  availability: z.enum(MENU_AVAILABILITY),
  /** When "Not Available Today" ends; null otherwise. */
  availableAgainAt: z.string().nullable(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const restaurantMenuItemSchema = z.object({
  kind: z.literal('restaurant'),
  ...commonItemFields,
  modifiers: z.array(optionSchemas.modifierGroup),
  selectors: z.array(optionSchemas.selectorGroup),
  incrementors: z.array(optionSchemas.incrementorGroup),
  sharedOptionGroupIds: z.array(z.string()),
});

export const groceryMenuItemSchema = z.object({
  kind: z.literal('grocery'),
  ...commonItemFields,
  variants: z.array(optionSchemas.variant),
});

export const menuItemSchema = z.discriminatedUnion('kind', [
  restaurantMenuItemSchema,
  groceryMenuItemSchema,
]);
export type RestaurantMenuItem = z.infer<typeof restaurantMenuItemSchema>;
export type GroceryMenuItem = z.infer<typeof groceryMenuItemSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;
export const menuItemSchemas = {
  restaurant: restaurantMenuItemSchema,
  grocery: groceryMenuItemSchema,
} as const;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const menuItemPageSchemas = {
  restaurant: pageOf(restaurantMenuItemSchema),
  grocery: pageOf(groceryMenuItemSchema),
} as const;
export type MenuItemPage<Item extends MenuItem = MenuItem> = {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
};

/** Query of the menu list: restaurant menus come whole (up to 1000), grocery menus 100 a page. */
const listQuerySchema = (kind: BusinessKind) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(MENU_LIMITS[kind].pageSize)
      .default(MENU_LIMITS[kind].pageSize),
    search: z.string().trim().max(100).optional(),
    category: z.string().trim().max(50).optional(),
  });
export const menuItemListQuerySchemas = {
  restaurant: listQuerySchema('restaurant'),
  grocery: listQuerySchema('grocery'),
} as const;
export type MenuItemListQuery = z.infer<(typeof menuItemListQuerySchemas)['grocery']>;

/** New order of the items of one category (all of them, first to last). */
export const menuItemOrderInputSchema = z.object({
  category: z.string().trim().min(1, messages.required('Category')).max(50),
  itemIds: z.array(z.uuid()).min(1).max(MENU_LIMITS.grocery.maxItems),
});
export type MenuItemOrderInput = z.infer<typeof menuItemOrderInputSchema>;
