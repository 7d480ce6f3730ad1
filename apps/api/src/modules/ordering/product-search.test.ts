import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { databaseKinds, TestClient, uniqueIp } from '../../../test/harness.ts';
import { addItem, menuUrl } from '../../../test/ordering-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const product = (name: string, category = 'Produce') => ({
  category,
  name,
  description: `Fresh ${name.toLowerCase()}.`,
  priceMinor: 4_000,
});

describe.each(databaseKinds)('typo-tolerant product search on %s', (kind) => {
  const shop = useOwnerStore(kind, 'grocery');
  let guest: TestClient;

  beforeAll(async () => {
    for (const name of ['Tomatoes', 'Potatoes', 'Onion', 'Green Chillies', 'Plátanos de Canarias'])
      await addItem(shop.owner.client, 'grocery', product(name));
    await addItem(shop.owner.client, 'grocery', product('Tomato Ketchup', 'Condiments'));
    await addItem(shop.owner.client, 'grocery', product('Jabón de manos', 'Toiletries'));
    for (const name of [
      'Café de olla',
      'Jalapeño Peppers',
      'Crème brûlée',
      'मसाला चाय',
      'شاي بالنعناع',
    ])
      await addItem(shop.owner.client, 'grocery', product(name, 'Condiments'));
    await addItem(shop.owner.client, 'grocery', {
      ...product('Tomato Puree', 'Condiments'),
      availability: 'Hidden from Menu',
    });
    guest = new TestClient(shop.test.app, uniqueIp());
  });

  const search = async (text: string) => {
    const response = await guest.get(
      menuUrl(shop.store, 'Counter', `&search=${encodeURIComponent(text)}`),
    );
    expect(response.statusCode).toBe(200);
    const menu = response.json<PublicMenu>();
    return {
      names: menu.categories.flatMap((category) => category.items.map((item) => item.name)),
      didYouMean: menu.didYouMean,
    };
  };

  it('finds Tomatoes for "tomatos" and says what it meant', async () => {
    const found = await search('tomatos');
    expect(found.names).toContain('Tomatoes');
    expect(found.names).not.toContain('Potatoes');
    expect(found.didYouMean).toBe('Tomatoes');
  });

  it('finds singulars and plurals either way, without a suggestion when the letters match', async () => {
    expect((await search('tomato')).names).toEqual(['Tomatoes', 'Tomato Ketchup']);
    expect((await search('tomato')).didYouMean).toBeNull();
    expect((await search('onions')).names).toEqual(['Onion']);
    expect((await search('chilli')).names).toEqual(['Green Chillies']);
  });

  it('finds a product whatever the accents, as a Spanish shopper types on a phone', async () => {
    expect(await search('platano')).toEqual({ names: ['Plátanos de Canarias'], didYouMean: null });
    expect(await search('JABON')).toEqual({ names: ['Jabón de manos'], didYouMean: null });
    expect((await search('plátano')).names).toEqual(['Plátanos de Canarias']);
  });

  it('finds Café, Jalapeño and Crème brûlée typed without accents, in any case', async () => {
    expect(await search('cafe')).toEqual({ names: ['Café de olla'], didYouMean: null });
    expect(await search('JALAPENO')).toEqual({ names: ['Jalapeño Peppers'], didYouMean: null });
    expect(await search('creme brulee')).toEqual({ names: ['Crème brûlée'], didYouMean: null });
    expect((await search('CAFÉ')).names).toEqual(['Café de olla']);
  });

  it('finds Hindi and Arabic names as typed (their vowel signs are part of the word)', async () => {
    expect(await search('मसाला')).toEqual({ names: ['मसाला चाय'], didYouMean: null });
    expect(await search('चाय')).toEqual({ names: ['मसाला चाय'], didYouMean: null });
    expect(await search('بالنعناع')).toEqual({ names: ['شاي بالنعناع'], didYouMean: null });
  });

  it('suggests the accented name for a typo typed without accents', async () => {
    const found = await search('crem brulee');
    expect(found.names).toEqual(['Crème brûlée']);
    expect(found.didYouMean).toBe('Crème brûlée');
  });

  it('never shows a hidden product, nor suggests one', async () => {
    const found = await search('tomato puree');
    expect(found.names).not.toContain('Tomato Puree');
    expect(found.didYouMean).not.toBe('Tomato Puree');
  });

  it('answers a search that matches nothing with no products and no suggestion', async () => {
    expect(await search('xylophone')).toEqual({ names: [], didYouMean: null });
  });

  it('treats wildcards and quotes as plain text', async () => {
    expect((await search('%')).names).toEqual([]);
    expect((await search("to'mato")).names).toEqual([]);
  });

  it("keeps the owner's item list search exact (what the owner typed, contained)", async () => {
    const list = await shop.owner.client.get(
      '/api/v1/businesses/grocery/menu-items?search=tomatos',
    );
    expect(list.json<{ total: number }>().total).toBe(0);
  });

  it("finds the owner's product in the item list without its accents too", async () => {
    const list = await shop.owner.client.get('/api/v1/businesses/grocery/menu-items?search=jabon');
    expect(list.json<{ total: number }>().total).toBe(1);
  });

  it("finds a Hindi name in the owner's item list as typed (no near matches there)", async () => {
    const list = await shop.owner.client.get(
      `/api/v1/businesses/grocery/menu-items?search=${encodeURIComponent('मसाला')}`,
    );
    expect(list.json<{ total: number }>().total).toBe(1);
  });

  it('leaves the suggestion out of a menu read without a search', async () => {
    const menu = (await guest.get(menuUrl(shop.store, 'Counter'))).json<PublicMenu>();
    expect(menu.didYouMean).toBeUndefined();
  });
});
