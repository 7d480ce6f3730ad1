import { beforeAll, describe, expect, it } from 'vitest';
import { createMemberOf, databaseKinds, signUpVerifiedOwner } from '../../../test/harness.ts';
import { accountIdOf, put, setUpBusiness } from '../../../test/business-fixtures.ts';
import { createMenuItemsRepository } from './menu-items.repository.ts';
import { useOwner } from '../../../test/owner-store.ts';

const ITEMS = '/api/v1/businesses/grocery/menu-items';

function basmati(overrides: Record<string, unknown> = {}) {
  return {
    category: 'Pantry',
    name: 'Basmati Rice',
    description: 'Aged long-grain basmati rice.',
    priceMinor: 899,
    tags: ['Gluten Friendly'],
    allergens: [],
    variants: [
      { variantName: 'Weight', value: '1 kg', newPriceMinor: 899 },
      { variantName: 'Weight', value: '5 kg', newPriceMinor: 3999 },
    ],
    ...overrides,
  };
}

describe.each(databaseKinds)('grocery menu on %s', (kind) => {
  const shop = useOwner(kind, { owner: { serviceName: 'Grocery' } });
  beforeAll(async () => {
    const business = await setUpBusiness(shop.owner.client, 'grocery');
    const accountId = await accountIdOf(shop.owner.client);
    const categories = ['Produce', 'Beverages', 'Snacks'];
    await createMenuItemsRepository(shop.test.deps.database.db).insertMany(
      { accountId },
      business.id,
      Array.from({ length: 150 }, (_, index) => ({
        kind: 'grocery' as const,
        category: categories[index % 3]!,
        name: `Product ${String(index).padStart(3, '0')}`,
        description: 'A product for the paging test.',
        priceMinor: 100 + index,
      })),
    );
  });

  it('adds an item with variants whose prices replace the base price', async () => {
    const created = await shop.owner.client.post(ITEMS, basmati());
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      kind: 'grocery',
      currency: 'USD',
      priceMinor: 899,
      tags: ['Gluten Friendly'],
    });
    expect(item.variants).toEqual([
      { id: expect.any(String), variantName: 'Weight', value: '1 kg', newPriceMinor: 899 },
      { id: expect.any(String), variantName: 'Weight', value: '5 kg', newPriceMinor: 3999 },
    ]);
    expect(item).not.toHaveProperty('modifiers');

    const kept = await put(
      shop.owner.client,
      `${ITEMS}/${item.id}`,
      basmati({
        variants: [
          item.variants[1],
          { variantName: 'Weight', value: '10 kg', newPriceMinor: 7499 },
        ],
      }),
    );
    expect(kept.json().variants[0].id).toBe(item.variants[1].id);
    expect(kept.json().variants).toHaveLength(2);

    const badVariant = await shop.owner.client.post(
      ITEMS,
      basmati({ variants: [{ variantName: 'Weight', value: '1 kg', newPriceMinor: 10 }] }),
    );
    expect(badVariant.json().error.message).toBe('New price cannot be less than 0.5 value');
  });

  it('pages the menu 100 at a time with the total count', async () => {
    const first = (await shop.owner.client.get(ITEMS)).json();
    expect(first).toMatchObject({ total: 151, page: 1, pageSize: 100 });
    expect(first.items).toHaveLength(100);
    const second = (await shop.owner.client.get(`${ITEMS}?page=2`)).json();
    expect(second).toMatchObject({ total: 151, page: 2, pageSize: 100 });
    expect(second.items).toHaveLength(51);
    const ids = new Set([...first.items, ...second.items].map((item: { id: string }) => item.id));
    expect(ids.size).toBe(151);
    expect((await shop.owner.client.get(`${ITEMS}?pageSize=101`)).statusCode).toBe(400);
    expect((await shop.owner.client.get(`${ITEMS}?page=0`)).statusCode).toBe(400);
  });

  it('searches by name, case-insensitively, with the total of matches; wildcards are plain text', async () => {
    const found = (await shop.owner.client.get(`${ITEMS}?search=basmati`)).json();
    expect(found.total).toBe(1);
    expect(found.items[0].name).toBe('Basmati Rice');
    const many = (
      await shop.owner.client.get(`${ITEMS}?search=${encodeURIComponent('product 1')}&pageSize=20`)
    ).json();
    expect(many.total).toBe(50);
    expect(many.items).toHaveLength(20);
    expect((await shop.owner.client.get(`${ITEMS}?search=%25`)).json().total).toBe(0);
    expect((await shop.owner.client.get(`${ITEMS}?search=_`)).json().total).toBe(0);
  });

  it('keeps grocery items out of the restaurant menu and the other way round', async () => {
    await setUpBusiness(shop.owner.client, 'restaurant');
    const grocery = (await shop.owner.client.get(ITEMS)).json().items[0];
    expect(
      (await shop.owner.client.get(`/api/v1/businesses/restaurant/menu-items/${grocery.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await shop.owner.client.get('/api/v1/businesses/restaurant/menu-items')).json().total,
    ).toBe(0);
  });

  it('refuses foreign accounts and lets members only set availability', async () => {
    const item = (await shop.owner.client.get(`${ITEMS}?search=basmati`)).json().items[0];
    const stranger = await signUpVerifiedOwner(shop.test, { serviceName: 'Grocery' });
    await setUpBusiness(stranger.client, 'grocery');
    expect((await stranger.client.get(`${ITEMS}?search=basmati`)).json().total).toBe(0);
    expect((await stranger.client.get(`${ITEMS}/${item.id}`)).statusCode).toBe(404);
    expect((await put(stranger.client, `${ITEMS}/${item.id}`, basmati())).statusCode).toBe(404);

    const member = await createMemberOf(shop.test, shop.owner, 'member');
    expect((await member.client.post(ITEMS, basmati())).statusCode).toBe(403);
    expect(
      (
        await put(member.client, `${ITEMS}/${item.id}/availability`, {
          availability: 'Not Available Today',
        })
      ).json(),
    ).toMatchObject({
      availability: 'Not Available Today',
    });
  });
});
