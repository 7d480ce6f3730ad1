import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/harness.ts';
import { del, put, setUpBusiness } from '../../../test/business-fixtures.ts';
import { paneerTikka } from '../../../test/ordering-fixtures.ts';
import { useOwner } from '../../../test/owner-store.ts';

const BASE = '/api/v1/businesses/restaurant';
const ITEMS = `${BASE}/menu-items`;

describe.each(databaseKinds)('restaurant menu items on %s', (kind) => {
  const shop = useOwner(kind);
  beforeAll(async () => {
    await setUpBusiness(shop.owner.client, 'restaurant');
  });

  it('adds an item with a selector, a modifier and an incrementor, giving every group and option an id', async () => {
    const naan = {
      value: 'Butter naan',
      additionalPriceMinor: 4500,
      allergens: ['Cereals containing gluten', 'Milk'],
    };
    const created = await shop.owner.client.post(
      ITEMS,
      paneerTikka({ incrementors: [{ name: 'Breads', min: 0, max: 5, options: [naan] }] }),
    );
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      kind: 'restaurant',
      category: 'Starter',
      name: 'Paneer Tikka',
      priceMinor: 24900,
      currency: 'INR',
      taxEnabled: true,
      taxPercentage: 5,
      tags: ['Popular', 'Vegetarian'],
      allergens: ['Milk'],
      availability: 'Available',
      availableAgainAt: null,
      imageUrl: null,
      position: 0,
    });
    expect(item.selectors[0]).toMatchObject({
      name: 'Spice level',
      min: 1,
      max: 1,
      id: expect.any(String),
    });
    expect(item.modifiers[0].options[0]).toMatchObject({
      value: 'Extra cheese',
      additionalPriceMinor: 3000,
      allergens: ['Milk'],
      id: expect.any(String),
    });
    expect(item.incrementors[0].options[0].allergens).toEqual([
      'Cereals containing gluten',
      'Milk',
    ]);
    expect((await shop.owner.client.get(`${ITEMS}/${item.id}`)).json()).toEqual(item);

    const business = (await shop.owner.client.get(BASE)).json();
    expect(business.completeSetup.missing).not.toContain('menuItem');
  });

  it('validates items with the spec messages: price 0.5 to 1,000,000, name 2-100, description 5-500, tax 0-100', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ priceMinor: 49 }, 'Price cannot be less than 0.5 value'],
      [{ priceMinor: 100_000_001 }, 'Price cannot be more than 1000000 value'],
      [{ priceMinor: undefined }, 'Price field is required'],
      [{ name: 'P' }, 'Name cannot be less than 2 characters'],
      [{ name: 'x'.repeat(101) }, 'Name cannot be more than 100 characters'],
      [{ description: 'Good' }, 'Description cannot be less than 5 characters'],
      [{ description: 'x'.repeat(501) }, 'Description cannot be more than 500 characters'],
      [{ taxPercentage: 101 }, 'Tax percentage cannot be more than 100 value'],
      [{ category: '' }, 'Category field is required'],
      [{ category: 'Breakfast Specials' }, 'Please choose a Category from the list'],
      [{ tags: ['Popular', 'Popular'] }, 'Choose each value only once'],
      [{ allergens: ['Gluten'] }, 'Please choose a valid Allergen'],
      [
        {
          selectors: [
            {
              name: 'Size',
              min: 0,
              max: 2,
              options: [
                { value: 'S', additionalPriceMinor: 0, allergens: [] },
                { value: 'L', additionalPriceMinor: 0, allergens: [] },
              ],
            },
          ],
        },
        'A selector picks one option: Maximum must be 1',
      ],
      [
        {
          modifiers: [
            {
              name: 'Extras',
              min: 2,
              max: 1,
              options: [{ value: 'A', additionalPriceMinor: 0, allergens: [] }],
            },
          ],
        },
        'Minimum cannot be more than Maximum',
      ],
      [{ modifiers: [{ name: 'Extras', min: 0, max: 1, options: [] }] }, 'Add at least one option'],
    ];
    for (const [override, message] of cases) {
      const response = await shop.owner.client.post(ITEMS, paneerTikka(override));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('replaces an item, moves it to the end of a new category, duplicates and deletes it', async () => {
    const first = (
      await shop.owner.client.post(
        ITEMS,
        paneerTikka({ name: 'Veg Samosa', selectors: [], modifiers: [], incrementors: [] }),
      )
    ).json();
    expect(first.position).toBe(1);
    const replaced = await put(
      shop.owner.client,
      `${ITEMS}/${first.id}`,
      paneerTikka({
        name: 'Punjabi Samosa',
        category: 'Appetizer',
        priceMinor: 9900,
        modifiers: [],
      }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      name: 'Punjabi Samosa',
      category: 'Appetizer',
      priceMinor: 9900,
      position: 0,
      modifiers: [],
    });

    const copy = await shop.owner.client.post(`${ITEMS}/${first.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: 'Punjabi Samosa (Copy)',
      category: 'Appetizer',
      priceMinor: 9900,
      position: 1,
    });
    expect(copy.json().id).not.toBe(first.id);

    expect((await del(shop.owner.client, `${ITEMS}/${copy.json().id}`)).statusCode).toBe(204);
    expect((await shop.owner.client.get(`${ITEMS}/${copy.json().id}`)).statusCode).toBe(404);
  });

  it('lists the whole menu in category order, then by position; reorders items of a category', async () => {
    const list = (await shop.owner.client.get(ITEMS)).json<{
      items: { id: string; category: string }[];
      total: number;
      pageSize: number;
    }>();
    expect(list.total).toBe(list.items.length);
    expect(list.pageSize).toBe(1000);
    const categories: string[] = list.items.map((item) => item.category);
    expect(categories.indexOf('Appetizer')).toBeLessThan(categories.indexOf('Starter'));

    const starters = list.items
      .filter((item) => item.category === 'Starter')
      .map((item) => item.id);
    const extra = (
      await shop.owner.client.post(ITEMS, paneerTikka({ name: 'Hara Bhara Kabab' }))
    ).json();
    const order = [extra.id, ...starters];
    expect(
      (await put(shop.owner.client, `${ITEMS}/order`, { category: 'Starter', itemIds: order }))
        .statusCode,
    ).toBe(204);
    const reordered = (await shop.owner.client.get(`${ITEMS}?category=Starter`)).json<{
      items: { id: string }[];
    }>();
    expect(reordered.items.map((item) => item.id)).toEqual(order);

    const stale = await put(shop.owner.client, `${ITEMS}/order`, {
      category: 'Starter',
      itemIds: starters,
    });
    expect(stale.statusCode).toBe(409);
  });
});
