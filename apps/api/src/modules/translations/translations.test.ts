import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuTranslations } from '@scanorder/shared/i18n/menu-translations';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { put } from '../../../test/business-fixtures.ts';
import { createMemberOf, databaseKinds } from '../../../test/harness.ts';
import { menuUrl, paneerTikka } from '../../../test/ordering-fixtures.ts';
import { translationMessages } from './translations.service.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const BASE = '/api/v1/businesses/restaurant/menu-translations';

describe.each(databaseKinds)('menu translations on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', { timeout: 120_000 });
  let texts: MenuTranslations['texts'];
  beforeAll(async () => {
    const created = await shop.owner.client.post(
      '/api/v1/businesses/restaurant/menu-items',
      paneerTikka(),
    );
    expect(created.statusCode, created.body).toBe(201);
    const listed = await shop.owner.client.get(`${BASE}/fr`);
    expect(listed.statusCode, listed.body).toBe(200);
    texts = listed.json<MenuTranslations>().texts;
  }, 120_000);

  const textOf = (entityKind: string, original: string) => {
    const found = texts.find(
      (text) => text.entityKind === entityKind && text.original === original,
    );
    if (!found) throw new Error(`no ${entityKind} text ${original}`);
    return {
      entityKind: found.entityKind,
      entityKey: found.entityKey,
      field: found.field,
    };
  };

  it('lists every text a guest reads: description, category, item, option groups and options', () => {
    const originals = texts.map((text) => `${text.entityKind}:${text.field}:${text.original}`);
    expect(originals).toEqual(
      expect.arrayContaining([
        'category:name:Starter',
        'item:name:Paneer Tikka',
        'item:description:Cottage cheese cubes marinated in yoghurt and grilled in the tandoor.',
        'option-group:name:Spice level',
        'option:value:Hot',
        'option-group:name:Extras',
        'option:value:Extra cheese',
      ]),
    );
    expect(texts.some((text) => text.entityKind === 'business')).toBe(true);
  });

  it('saves French, counts it per language, and the French guest reads it while the German reads the original', async () => {
    const saved = await put(shop.owner.client, `${BASE}/fr`, {
      translations: [
        { ...textOf('item', 'Paneer Tikka'), text: 'Paneer tikka grillé' },
        { ...textOf('category', 'Starter'), text: 'Entrées' },
        { ...textOf('option-group', 'Spice level'), text: 'Niveau d’épices' },
        { ...textOf('option', 'Hot'), text: 'Relevé' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<MenuTranslations>();
    expect(body.completeness.find((entry) => entry.locale === 'fr')).toEqual({
      locale: 'fr',
      translated: 4,
      total: texts.length,
    });
    expect(body.completeness.find((entry) => entry.locale === 'de')?.translated).toBe(0);

    const french = await shop.owner.client.request({
      method: 'GET',
      url: menuUrl(shop.store),
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(french.statusCode).toBe(200);
    const frenchMenu = french.json<PublicMenu>();
    expect(frenchMenu.categories[0]?.name).toBe('Entrées');
    const item = frenchMenu.categories[0]!.items[0]!;
    expect(item.name).toBe('Paneer tikka grillé');
    expect(item.selectors[0]?.name).toBe('Niveau d’épices');
    expect(item.selectors[0]?.options.map((option) => option.value)).toEqual(['Mild', 'Relevé']);
    // Untranslated texts read as the original.
    expect(item.description).toBe(
      'Cottage cheese cubes marinated in yoghurt and grilled in the tandoor.',
    );

    const german = await shop.owner.client.request({
      method: 'GET',
      url: menuUrl(shop.store),
      headers: { 'accept-language': 'de' },
    });
    expect(german.json<PublicMenu>().categories[0]?.items[0]?.name).toBe('Paneer Tikka');
  });

  it('removes a translation saved empty: the guest reads the original again', async () => {
    await put(shop.owner.client, `${BASE}/es`, {
      translations: [{ ...textOf('item', 'Paneer Tikka'), text: 'Paneer a la parrilla' }],
    });
    const cleared = await put(shop.owner.client, `${BASE}/es`, {
      translations: [{ ...textOf('item', 'Paneer Tikka'), text: '  ' }],
    });
    expect(cleared.statusCode).toBe(200);
    expect(
      cleared.json<MenuTranslations>().completeness.find((entry) => entry.locale === 'es')
        ?.translated,
    ).toBe(0);
  });

  it("serves no translation into the menu's own language once the owner says it is written in it (decision 054)", async () => {
    const spanishGuest = async () =>
      (
        await shop.owner.client.request({
          method: 'GET',
          url: menuUrl(shop.store),
          headers: { 'accept-language': 'es-ES,es;q=0.9' },
        })
      ).json<PublicMenu>().categories[0]!.items[0]!.name;
    const saved = await put(shop.owner.client, `${BASE}/es`, {
      translations: [{ ...textOf('item', 'Paneer Tikka'), text: 'Paneer a la parrilla' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await spanishGuest()).toBe('Paneer a la parrilla');

    // The menu was written in Spanish all along: its originals are what a Spanish guest reads.
    const language = await put(shop.owner.client, '/api/v1/businesses/restaurant/menu-language', {
      menuLanguage: 'es',
    });
    expect(language.statusCode, language.body).toBe(200);
    expect(await spanishGuest()).toBe('Paneer Tikka');

    // Back to English: the saved Spanish is there again, never lost.
    await put(shop.owner.client, '/api/v1/businesses/restaurant/menu-language', {
      menuLanguage: 'en',
    });
    expect(await spanishGuest()).toBe('Paneer a la parrilla');
    await put(shop.owner.client, `${BASE}/es`, {
      translations: [{ ...textOf('item', 'Paneer Tikka'), text: '' }],
    });
  });

  it('refuses bad input with the field and a clear message, never a 500', async () => {
    const cases: [string, unknown, string][] = [
      [`${BASE}/xx`, { translations: [] }, 'Please choose a language'],
      [
        `${BASE}/fr`,
        { translations: [{ ...textOf('item', 'Paneer Tikka'), text: 'x'.repeat(101) }] },
        'Name cannot be more than 100 characters',
      ],
      [
        `${BASE}/fr`,
        { translations: [{ ...textOf('category', 'Starter'), field: 'description', text: 'x' }] },
        'A category has no description to translate',
      ],
      [
        `${BASE}/fr`,
        {
          translations: [
            {
              entityKind: 'item',
              entityKey: '00000000-0000-4000-8000-000000000000',
              field: 'name',
              text: 'Fantôme',
            },
          ],
        },
        translationMessages.unknownText,
      ],
      [`${BASE}/fr`, { translations: 'all of them' }, ''],
    ];
    for (const [url, body, message] of cases) {
      const response = await put(shop.owner.client, url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      if (message) expect(response.body).toContain(message);
    }
  });

  it('is for admins and managers: a member is refused', async () => {
    const member = await createMemberOf(shop.test, shop.owner, 'member');
    const read = await member.client.get(`${BASE}/fr`);
    expect(read.statusCode).toBe(403);
  });
});
