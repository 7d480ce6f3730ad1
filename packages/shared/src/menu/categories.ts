import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import type { OwnerLanguage } from '../account/owner-language.ts';
import { textField } from '../validation/fields.ts';

/** docs/product/menu.md: the categories every new business starts with. */
export const DEFAULT_CATEGORIES = {
  restaurant: [
    'Entrees',
    'Appetizer',
    'CoolDrinks',
    'Desserts',
    'Pizzas and FlatBreads',
    'Sides',
    'Starter',
    'Soups',
    'Salads',
  ],
  grocery: [
    'Produce',
    'Condiments',
    'Baking/Spices',
    'Bread/Grains',
    'For the Home',
    'Beverages',
    'Dairy & Eggs',
    'Snacks',
    'Toiletries',
    'Frozen Foods',
    'Pets',
    'Meat/Fish',
    'Fruit',
    'Canned Goods',
    'Baby & Child',
    'Personal Care',
    'Medicine',
    'Pantry',
    'Candy',
  ],
} as const satisfies Record<BusinessKind, readonly string[]>;

/**
 * The same starting categories in Spanish, for a business created by an owner who works in
 * Spanish (decision 054): their menu is written in Spanish, so its categories are too.
 */
export const DEFAULT_CATEGORIES_ES = {
  restaurant: [
    'Platos principales',
    'Aperitivos',
    'Bebidas frías',
    'Postres',
    'Pizzas y panes planos',
    'Guarniciones',
    'Entrantes',
    'Sopas',
    'Ensaladas',
  ],
  grocery: [
    'Verduras',
    'Condimentos',
    'Repostería/Especias',
    'Pan/Cereales',
    'Para el hogar',
    'Bebidas',
    'Lácteos y huevos',
    'Snacks',
    'Droguería',
    'Congelados',
    'Mascotas',
    'Carne/Pescado',
    'Fruta',
    'Conservas',
    'Bebé y niños',
    'Cuidado personal',
    'Parafarmacia',
    'Despensa',
    'Golosinas',
  ],
} as const satisfies Record<BusinessKind, readonly string[]>;

/** The starting categories of a kind in a menu's language (English: the spec's, verbatim). */
export const defaultCategoriesOf = (kind: BusinessKind, language: OwnerLanguage): string[] => [
  ...(language === 'es' ? DEFAULT_CATEGORIES_ES : DEFAULT_CATEGORIES)[kind],
];

export const MAX_CATEGORIES = 100;

export const categoryMessages = {
  duplicate: 'Category names must be different',
  atLeastOne: 'Keep at least one category',
  inUse: (name: string, count: number) =>
    `Category ${name} still has ${count} menu items. Move or delete them first.`,
  unknown: 'Please choose a Category from the list',
} as const;

export const categoryNameField = textField('Category', 2, 50);

/** The ordered category list an owner saves: defaults (renamed, reordered or removed) plus custom ones. */
export const categoriesInputSchema = z.object({
  categories: z
    .array(categoryNameField)
    .min(1, categoryMessages.atLeastOne)
    .max(MAX_CATEGORIES, `At most ${MAX_CATEGORIES} categories`)
    .refine(
      (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
      categoryMessages.duplicate,
    ),
  /** Renamed categories: their items move to the new name. */
  renames: z
    .array(z.object({ from: z.string().trim().min(1).max(50), to: categoryNameField }))
    .max(MAX_CATEGORIES)
    .default([]),
});
export type CategoriesInput = z.infer<typeof categoriesInputSchema>;

export const categoriesSchema = z.object({
  categories: z.array(z.string()),
  /** The spec's default list for the kind, so a form can offer to restore one. */
  defaults: z.array(z.string()),
  /** Menu items per category name. */
  itemCounts: z.record(z.string(), z.number().int()),
});
export type Categories = z.infer<typeof categoriesSchema>;
