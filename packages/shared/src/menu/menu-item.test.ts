import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/first-message.ts';
import { categoriesInputSchema, DEFAULT_CATEGORIES } from './categories.ts';
import {
  groceryMenuItemInputSchema,
  menuItemListQuerySchemas,
  restaurantMenuItemInputSchema,
} from './menu-item.ts';
import { toMajor, toMinor } from './price-field.ts';

const item = {
  category: 'Entrees',
  name: 'Masala Dosa',
  description: 'Crisp rice crêpe with spiced potato.',
  priceMinor: 12_000,
};

describe('menu item (docs/product/fields.md)', () => {
  it('requires a category', () => {
    expect(firstMessage(restaurantMenuItemInputSchema, { ...item, category: undefined })).toBe(
      'Category field is required',
    );
    expect(firstMessage(restaurantMenuItemInputSchema, { ...item, category: ' ' })).toBe(
      'Category field is required',
    );
  });

  it('name is 2-100 and description 5-500 characters', () => {
    expect(firstMessage(restaurantMenuItemInputSchema, { ...item, name: 'D' })).toBe(
      'Name cannot be less than 2 characters',
    );
    expect(firstMessage(restaurantMenuItemInputSchema, { ...item, name: 'x'.repeat(101) })).toBe(
      'Name cannot be more than 100 characters',
    );
    expect(firstMessage(restaurantMenuItemInputSchema, { ...item, description: 'Dosa' })).toBe(
      'Description cannot be less than 5 characters',
    );
    expect(
      firstMessage(restaurantMenuItemInputSchema, { ...item, description: 'x'.repeat(501) }),
    ).toBe('Description cannot be more than 500 characters');
    expect(
      restaurantMenuItemInputSchema.safeParse({
        ...item,
        name: 'x'.repeat(100),
        description: 'x'.repeat(500),
      }).success,
    ).toBe(true);
  });

  it('price is required, 0.5 to 1,000,000 major units, stored as whole minor units', () => {
    expect(firstMessage(restaurantMenuItemInputSchema, { ...item, priceMinor: undefined })).toBe(
      'Price field is required',
    );
    expect(firstMessage(restaurantMenuItemInputSchema, { ...item, priceMinor: 49 })).toBe(
      'Price cannot be less than 0.5 value',
    );
    expect(firstMessage(restaurantMenuItemInputSchema, { ...item, priceMinor: 100_000_001 })).toBe(
      'Price cannot be more than 1000000 value',
    );
    expect(firstMessage(restaurantMenuItemInputSchema, { ...item, priceMinor: 120.5 })).toBe(
      'Please enter valid Price',
    );
    expect(restaurantMenuItemInputSchema.safeParse({ ...item, priceMinor: 50 }).success).toBe(true);
    expect(
      restaurantMenuItemInputSchema.safeParse({ ...item, priceMinor: 100_000_000 }).success,
    ).toBe(true);
    expect(toMinor('12.50')).toBe(1250);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor('')).toBeUndefined();
    expect(toMajor(1250)).toBe(12.5);
  });

  it('tax is optional with a percentage 0-100', () => {
    const parsed = restaurantMenuItemInputSchema.parse(item);
    expect(parsed).toMatchObject({
      taxEnabled: false,
      taxPercentage: 0,
      tags: [],
      allergens: [],
      modifiers: [],
      selectors: [],
      incrementors: [],
    });
    expect(parsed.availability).toBeUndefined();
    expect(
      firstMessage(restaurantMenuItemInputSchema, { ...item, taxEnabled: true, taxPercentage: -1 }),
    ).toBe('Tax percentage cannot be less than 0 value');
    expect(
      firstMessage(restaurantMenuItemInputSchema, {
        ...item,
        taxEnabled: true,
        taxPercentage: 101,
      }),
    ).toBe('Tax percentage cannot be more than 100 value');
  });

  it('takes tags and allergens from the fixed lists, each once', () => {
    expect(
      restaurantMenuItemInputSchema.parse({
        ...item,
        tags: ['Popular', 'Spicy', 'Vegetarian', 'Vegan', 'Gluten Friendly'],
      }).tags,
    ).toHaveLength(5);
    expect(firstMessage(restaurantMenuItemInputSchema, { ...item, tags: ['Chef Special'] })).toBe(
      'Please choose a valid Tag',
    );
    expect(
      restaurantMenuItemInputSchema.parse({
        ...item,
        allergens: ['Peanuts', 'Sesame', 'Sulphites'],
      }).allergens,
    ).toEqual(['Peanuts', 'Sesame', 'Sulphites']);
    expect(
      firstMessage(restaurantMenuItemInputSchema, { ...item, allergens: ['Milk', 'Milk'] }),
    ).toBe('Choose each value only once');
  });

  it('grocery items have variants instead of option groups', () => {
    const grocery = groceryMenuItemInputSchema.parse({
      ...item,
      category: 'Pantry',
      variants: [{ variantName: 'Size', value: '1 kg', newPriceMinor: 899 }],
    });
    expect(grocery.variants).toEqual([{ variantName: 'Size', value: '1 kg', newPriceMinor: 899 }]);
    expect(grocery).not.toHaveProperty('modifiers');
    expect(
      firstMessage(groceryMenuItemInputSchema, {
        ...item,
        variants: [{ variantName: '', value: '1 kg', newPriceMinor: 899 }],
      }),
    ).toBe('Variant name field is required');
    expect(
      firstMessage(groceryMenuItemInputSchema, {
        ...item,
        variants: [{ variantName: 'Size', value: '1 kg', newPriceMinor: 100_000_001 }],
      }),
    ).toBe('New price cannot be more than 1000000 value');
  });

  it('lists restaurant menus whole (up to 1000) and grocery menus 100 a page', () => {
    expect(menuItemListQuerySchemas.restaurant.parse({})).toEqual({ page: 1, pageSize: 1000 });
    expect(menuItemListQuerySchemas.grocery.parse({ page: '2', search: ' rice ' })).toEqual({
      page: 2,
      pageSize: 100,
      search: 'rice',
    });
    expect(menuItemListQuerySchemas.grocery.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});

describe('categories (docs/product/menu.md)', () => {
  it('start from the spec lists per kind', () => {
    expect(DEFAULT_CATEGORIES.restaurant).toEqual([
      'Entrees',
      'Appetizer',
      'CoolDrinks',
      'Desserts',
      'Pizzas and FlatBreads',
      'Sides',
      'Starter',
      'Soups',
      'Salads',
    ]);
    expect(DEFAULT_CATEGORIES.grocery).toHaveLength(19);
    expect(DEFAULT_CATEGORIES.grocery[0]).toBe('Produce');
    expect(DEFAULT_CATEGORIES.grocery.at(-1)).toBe('Candy');
  });

  it('accept custom names once each, 2-50 characters, at least one', () => {
    expect(
      categoriesInputSchema.parse({
        categories: ['Chef Specials', ...DEFAULT_CATEGORIES.restaurant],
      }).renames,
    ).toEqual([]);
    expect(firstMessage(categoriesInputSchema, { categories: ['Soups', 'SOUPS'] })).toBe(
      'Category names must be different',
    );
    expect(firstMessage(categoriesInputSchema, { categories: [] })).toBe(
      'Keep at least one category',
    );
    expect(firstMessage(categoriesInputSchema, { categories: ['S'] })).toBe(
      'Category cannot be less than 2 characters',
    );
  });
});
