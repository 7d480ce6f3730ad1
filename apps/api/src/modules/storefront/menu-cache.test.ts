import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuTranslations } from '@scanorder/shared/i18n/menu-translations';
import type { MenuAvailability } from '@scanorder/shared/menu/availability';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { databaseKinds, signUpVerifiedOwner, TestClient, uniqueIp } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import {
  addItem,
  menuUrl,
  paneerTikka,
  readMenu,
  setAvailability,
  setUpStore,
} from '../../../test/ordering-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

/** The customer menu is shared from the storefront cache (decision 011); owners' changes show at once. */
describe.each(databaseKinds)('the shared customer menu on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', { env: { STOREFRONT_CACHE_TTL_MS: '60000' } });
  let itemId: string;
  let customer: TestClient;

  beforeAll(async () => {
    itemId = (await addItem(shop.owner.client, 'restaurant', paneerTikka())).id;
    customer = new TestClient(shop.test.app, uniqueIp());
  });

  /** The owner sets the availability of this suite's item. */
  const setItemAvailability = (availability: MenuAvailability) =>
    setAvailability(shop.owner.client, 'restaurant', itemId, availability);

  const itemOf = (menu: PublicMenu) =>
    menu.categories.flatMap((category) => category.items).find((item) => item.id === itemId);

  it("shows the owner's item, availability and hours changes on the very next read", async () => {
    expect(itemOf(await readMenu(customer, shop.store))?.availability).toBe('Available');

    const availability = await setItemAvailability('Not Available Indefinitely');
    expect(availability.statusCode, availability.body).toBe(200);
    expect(itemOf(await readMenu(customer, shop.store))?.availability).toBe(
      'Not Available Indefinitely',
    );

    const hidden = await setItemAvailability('Hidden from Menu');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(itemOf(await readMenu(customer, shop.store))).toBeUndefined();

    expect((await readMenu(customer, shop.store)).status.open).toBe(true);
    const closed = await put(shop.owner.client, '/api/v1/businesses/restaurant/status', {
      takingOrders: false,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await readMenu(customer, shop.store)).status.open).toBe(false);

    await setItemAvailability('Available');
    await put(shop.owner.client, '/api/v1/businesses/restaurant/status', { takingOrders: true });
    expect(itemOf(await readMenu(customer, shop.store))?.availability).toBe('Available');
  });

  it('answers 304 to a browser holding the same menu, and 200 after a change', async () => {
    const first = await customer.get(menuUrl(shop.store));
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await customer.request({
      method: 'GET',
      url: menuUrl(shop.store),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await setItemAvailability('Not Available Today');
    const changed = await customer.request({
      method: 'GET',
      url: menuUrl(shop.store),
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await setItemAvailability('Available');
  });

  it('sends the same menu compressed as the browser accepts it', async () => {
    const plain = await customer.get(menuUrl(shop.store));
    const json = JSON.parse(plain.body) as PublicMenu;

    const br = await customer.request({
      method: 'GET',
      url: menuUrl(shop.store),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    // The menu differs by language and cookie too: a shared cache must key it on all three.
    expect(br.headers.vary).toBe('Accept-Language, Cookie, accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);

    const gzip = await customer.request({
      method: 'GET',
      url: menuUrl(shop.store),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);
  });

  it('shows a translation the owner saves on the very next read in that language, and only there', async () => {
    const french = () =>
      customer.request({
        method: 'GET',
        url: menuUrl(shop.store),
        headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      });
    const before = await french();
    expect(before.statusCode, before.body).toBe(200);
    const etag = before.headers.etag as string;
    expect(itemOf(before.json<PublicMenu>())?.name).toBe('Paneer Tikka');
    // A second read in the language is the cached answer (the same bytes, so the same ETag).
    expect((await french()).headers.etag).toBe(etag);

    const texts = await shop.owner.client.get('/api/v1/businesses/restaurant/menu-translations/fr');
    expect(texts.statusCode, texts.body).toBe(200);
    const name = texts
      .json<MenuTranslations>()
      .texts.find((text) => text.entityKind === 'item' && text.original === 'Paneer Tikka');
    if (!name) throw new Error('the item name is not a translatable text');
    const saved = await put(
      shop.owner.client,
      '/api/v1/businesses/restaurant/menu-translations/fr',
      {
        translations: [
          {
            entityKind: name.entityKind,
            entityKey: name.entityKey,
            field: name.field,
            text: 'Paneer tikka grillé',
          },
        ],
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await french();
    expect(after.headers.etag).not.toBe(etag);
    expect(itemOf(after.json<PublicMenu>())?.name).toBe('Paneer tikka grillé');
    expect(itemOf(await readMenu(customer, shop.store))?.name).toBe('Paneer Tikka');
  });

  it("never answers one account's cached menu under another account's id", async () => {
    await readMenu(customer, shop.store);
    const other = await signUpVerifiedOwner(shop.test);
    const otherStore = await setUpStore(other.client, 'restaurant');
    const response = await customer.get(
      menuUrl({ ...shop.store, accountId: otherStore.accountId }),
    );
    expect(response.statusCode).toBe(404);
  });
});
