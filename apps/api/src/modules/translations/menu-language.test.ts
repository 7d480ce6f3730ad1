import { beforeAll, describe, expect, it } from 'vitest';
import type { Business } from '@scanorder/shared/business/business';
import type { Categories } from '@scanorder/shared/menu/categories';
import { DEFAULT_CATEGORIES, DEFAULT_CATEGORIES_ES } from '@scanorder/shared/menu/categories';
import type { MenuTranslations } from '@scanorder/shared/i18n/menu-translations';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { put, setUpBusiness } from '../../../test/business-fixtures.ts';
import { databaseKinds } from '../../../test/harness.ts';
import { menuUrl, paneerTikka } from '../../../test/ordering-fixtures.ts';
import { useOwner, useOwnerStore } from '../../../test/owner-store.ts';
import { translationMessages } from './translations.service.ts';

const BASE = '/api/v1/businesses/restaurant/menu-translations';

/** Decision 054: a business is written in its creating owner's language. */
describe.each(databaseKinds)("a menu in its owner's language on %s", (kind) => {
  describe('an owner who signed up in Spanish', () => {
    const shop = useOwnerStore(kind, 'restaurant', {
      owner: { language: 'es' },
      timeout: 120_000,
    });
    let texts: MenuTranslations['texts'];
    beforeAll(async () => {
      const created = await shop.owner.client.post(
        '/api/v1/businesses/restaurant/menu-items',
        paneerTikka({ category: 'Entrantes', name: 'Croquetas' }),
      );
      expect(created.statusCode, created.body).toBe(201);
      texts = (await shop.owner.client.get(`${BASE}/en`)).json<MenuTranslations>().texts;
    }, 120_000);

    it('starts with the Spanish categories, and offers them back as the defaults', async () => {
      const response = await shop.owner.client.get('/api/v1/businesses/restaurant/categories');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<Categories>();
      expect(body.categories).toEqual([...DEFAULT_CATEGORIES_ES.restaurant]);
      expect(body.defaults).toEqual([...DEFAULT_CATEGORIES_ES.restaurant]);
    });

    it('says the menu is written in Spanish and refuses a Spanish translation of it', async () => {
      const read = await shop.owner.client.get(`${BASE}/en`);
      expect(read.json<MenuTranslations>().source).toBe('es');
      const item = texts.find((text) => text.original === 'Croquetas')!;
      const refused = await put(shop.owner.client, `${BASE}/es`, {
        translations: [{ ...item, text: 'Croquetas caseras' }],
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.body).toContain(translationMessages.sourceLocale);
    });

    it('translates into English: the English guest reads it, the Spanish guest the menu as written', async () => {
      const item = texts.find((text) => text.original === 'Croquetas')!;
      const category = texts.find((text) => text.original === 'Entrantes')!;
      const saved = await put(shop.owner.client, `${BASE}/en`, {
        translations: [
          {
            entityKind: item.entityKind,
            entityKey: item.entityKey,
            field: item.field,
            text: 'Croquettes',
          },
          {
            entityKind: category.entityKind,
            entityKey: category.entityKey,
            field: category.field,
            text: 'Starters',
          },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const read = async (language: string) =>
        (
          await shop.owner.client.request({
            method: 'GET',
            url: menuUrl(shop.store),
            headers: { 'accept-language': language },
          })
        ).json<PublicMenu>();
      const english = await read('en');
      expect(english.categories[0]?.name).toBe('Starters');
      expect(english.categories[0]?.items[0]?.name).toBe('Croquettes');
      const spanish = await read('es');
      expect(spanish.categories[0]?.name).toBe('Entrantes');
      expect(spanish.categories[0]?.items[0]?.name).toBe('Croquetas');
    });
  });

  describe('an owner who signed up in English', () => {
    const shop = useOwnerStore(kind, 'grocery', {
      owner: { language: 'en', serviceName: 'Grocery' },
      timeout: 120_000,
    });

    it("keeps the spec's English categories and English as the menu's language", async () => {
      const response = await shop.owner.client.get('/api/v1/businesses/grocery/categories');
      expect(response.json<Categories>().categories).toEqual([...DEFAULT_CATEGORIES.grocery]);
      const read = await shop.owner.client.get('/api/v1/businesses/grocery/menu-translations/es');
      expect(read.json<MenuTranslations>().source).toBe('en');
    });
  });

  describe("a new business's order settings", () => {
    const spanish = useOwner(kind, { owner: { language: 'es' } });
    const english = useOwner(kind, { owner: { language: 'en' } });

    it("name the tax as the menu is written: 'IVA' in Spanish, the spec's 'Tax' in English", async () => {
      // Guests read the tax's name as written on their order and receipt.
      const created = await setUpBusiness(spanish.owner.client, 'restaurant');
      expect(created).toMatchObject({ orderSettings: { taxTypeName: 'IVA' } });
      const read = await spanish.owner.client.get('/api/v1/businesses/restaurant');
      expect(read.json<Business>().orderSettings.taxTypeName).toBe('IVA');
      await setUpBusiness(english.owner.client, 'grocery');
      const grocery = await english.owner.client.get('/api/v1/businesses/grocery');
      expect(grocery.json<Business>().orderSettings.taxTypeName).toBe('Tax');
    });
  });
});
