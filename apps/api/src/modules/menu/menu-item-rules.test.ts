import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startOfNextLocalDay } from '@scanorder/shared/business/zoned-time';
import {
  createMemberOf,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
} from '../../../test/harness.ts';
import { accountIdOf, del, put, setUpBusiness } from '../../../test/business-fixtures.ts';
import { paneerTikka } from '../../../test/ordering-fixtures.ts';
import { pngImage, uploadFile } from '../../../test/uploads.ts';
import { menuItems } from '../../db/schema/business.ts';
import { createMenuItemsRepository } from './menu-items.repository.ts';
import { useOwner } from '../../../test/owner-store.ts';

const BASE = '/api/v1/businesses/restaurant';
const ITEMS = `${BASE}/menu-items`;

describe.each(databaseKinds)(
  'restaurant menu items: availability, images, categories and who may change them, on %s',
  (kind) => {
    const shop = useOwner(kind);
    beforeAll(async () => {
      await setUpBusiness(shop.owner.client, 'restaurant');
      // The item the availability, tenancy and role tests act on.
      expect((await shop.owner.client.post(ITEMS, paneerTikka())).statusCode).toBe(201);
    });

    it('sets "Not Available Today" until the next business day in the business time zone, after which it reads Available', async () => {
      const item = (await shop.owner.client.get(ITEMS)).json().items[0];
      const before = Date.now();
      const today = await put(shop.owner.client, `${ITEMS}/${item.id}/availability`, {
        availability: 'Not Available Today',
      });
      expect(today.statusCode).toBe(200);
      expect(today.json().availability).toBe('Not Available Today');
      const expected = startOfNextLocalDay(new Date(before), 'Asia/Kolkata').toISOString();
      expect(today.json().availableAgainAt).toBe(expected);
      expect(new Date(expected).getUTCHours() * 60 + new Date(expected).getUTCMinutes()).toBe(
        18 * 60 + 30,
      ); // 00:00 IST

      await shop.test.deps.database.db
        .update(menuItems)
        .set({ availableAgainAt: new Date(Date.now() - 1000) })
        .where(eq(menuItems.id, item.id));
      expect((await shop.owner.client.get(`${ITEMS}/${item.id}`)).json()).toMatchObject({
        availability: 'Available',
        availableAgainAt: null,
      });

      const hidden = await put(shop.owner.client, `${ITEMS}/${item.id}/availability`, {
        availability: 'Hidden from Menu',
      });
      expect(hidden.json()).toMatchObject({
        availability: 'Hidden from Menu',
        availableAgainAt: null,
      });
      expect(
        (
          await put(shop.owner.client, `${ITEMS}/${item.id}/availability`, {
            availability: 'Sold out',
          })
        ).statusCode,
      ).toBe(400);
    });

    it('stores item images as WebP, shares them with duplicates and deletes the file once no item shows it', async () => {
      const item = (
        await shop.owner.client.post(ITEMS, paneerTikka({ name: 'Chicken 65' }))
      ).json();
      const withImage = await uploadFile(
        shop.owner.client,
        `${ITEMS}/${item.id}/image`,
        'chicken.png',
        await pngImage(1600, 1200),
      );
      expect(withImage.statusCode).toBe(200);
      const { imageUrl } = withImage.json<{ imageUrl: string }>();
      expect(imageUrl).toMatch(/\.webp$/);
      const served = await new TestClient(shop.test.app).get(imageUrl);
      expect(served.headers['content-type']).toBe('image/webp');
      const file = path.join(shop.test.dataDir, 'uploads', imageUrl.replace('/uploads/', ''));

      const copy = (await shop.owner.client.post(`${ITEMS}/${item.id}/duplicate`)).json();
      expect(copy.imageUrl).toBe(imageUrl);
      expect((await del(shop.owner.client, `${ITEMS}/${item.id}`)).statusCode).toBe(204);
      expect(fs.existsSync(file)).toBe(true);
      const removed = await del(shop.owner.client, `${ITEMS}/${copy.id}/image`);
      expect(removed.json().imageUrl).toBeNull();
      expect(fs.existsSync(file)).toBe(false);

      const tooLarge = await uploadFile(
        shop.owner.client,
        `${ITEMS}/${copy.id}/image`,
        'big.png',
        Buffer.alloc(10 * 1024 * 1024 + 1, 7),
      );
      expect(tooLarge.json().error.message).toBe('File Size is too Large!');
    });

    it('keeps the category list: defaults plus custom ones, renames move items, a used category cannot be dropped', async () => {
      const categories = (await shop.owner.client.get(`${BASE}/categories`)).json<{
        categories: string[];
        defaults: string[];
        itemCounts: Record<string, number>;
      }>();
      expect(categories.defaults).toContain('Pizzas and FlatBreads');
      expect(categories.itemCounts.Starter).toBeGreaterThan(0);

      const withoutStarter = categories.categories.filter((name) => name !== 'Starter');
      const refused = await put(shop.owner.client, `${BASE}/categories`, {
        categories: withoutStarter,
      });
      expect(refused.statusCode).toBe(409);

      const renamed = await put(shop.owner.client, `${BASE}/categories`, {
        categories: ['Chef Specials', 'Starters', ...withoutStarter],
        renames: [{ from: 'Starter', to: 'Starters' }],
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json<{ categories: string[] }>().categories.slice(0, 2)).toEqual([
        'Chef Specials',
        'Starters',
      ]);
      expect(renamed.json().itemCounts.Starters).toBe(categories.itemCounts.Starter);
      expect(
        (await shop.owner.client.post(ITEMS, paneerTikka({ category: 'Chef Specials' })))
          .statusCode,
      ).toBe(201);
      expect(
        (
          await put(shop.owner.client, `${BASE}/categories`, { categories: ['Soups', 'soups'] })
        ).json().error.message,
      ).toBe('Category names must be different');
    });

    it("refuses another account's item ids and never lists them", async () => {
      const item = (await shop.owner.client.get(ITEMS)).json().items[0];
      const stranger = await signUpVerifiedOwner(shop.test);
      expect((await stranger.client.get(ITEMS)).statusCode).toBe(404);
      await setUpBusiness(stranger.client, 'restaurant');
      expect((await stranger.client.get(ITEMS)).json()).toMatchObject({ items: [], total: 0 });
      expect((await stranger.client.get(`${ITEMS}/${item.id}`)).statusCode).toBe(404);
      expect((await put(stranger.client, `${ITEMS}/${item.id}`, paneerTikka())).statusCode).toBe(
        404,
      );
      expect(
        (
          await put(stranger.client, `${ITEMS}/${item.id}/availability`, {
            availability: 'Hidden from Menu',
          })
        ).statusCode,
      ).toBe(404);
      expect((await stranger.client.post(`${ITEMS}/${item.id}/duplicate`)).statusCode).toBe(404);
      expect(
        (
          await uploadFile(
            stranger.client,
            `${ITEMS}/${item.id}/image`,
            'x.png',
            await pngImage(20, 20),
          )
        ).statusCode,
      ).toBe(404);
      expect((await del(stranger.client, `${ITEMS}/${item.id}/image`)).statusCode).toBe(404);
      expect((await del(stranger.client, `${ITEMS}/${item.id}`)).statusCode).toBe(404);
      expect(
        (
          await put(stranger.client, `${ITEMS}/order`, {
            category: item.category,
            itemIds: [item.id],
          })
        ).statusCode,
      ).toBe(409);
      expect((await shop.owner.client.get(`${ITEMS}/${item.id}`)).json()).toMatchObject({
        id: item.id,
        name: item.name,
        availability: item.availability,
      });
    });

    it('lets a member set availability but not edit the menu', async () => {
      const item = (await shop.owner.client.get(ITEMS)).json().items[0];
      const member = await createMemberOf(shop.test, shop.owner, 'member');
      expect((await member.client.get(ITEMS)).statusCode).toBe(200);
      const availability = await put(member.client, `${ITEMS}/${item.id}/availability`, {
        availability: 'Not Available Indefinitely',
      });
      expect(availability.statusCode).toBe(200);
      expect(availability.json().availability).toBe('Not Available Indefinitely');

      const refusals = [
        await member.client.post(ITEMS, paneerTikka()),
        await put(member.client, `${ITEMS}/${item.id}`, paneerTikka()),
        await member.client.post(`${ITEMS}/${item.id}/duplicate`),
        await del(member.client, `${ITEMS}/${item.id}`),
        await put(member.client, `${ITEMS}/order`, { category: item.category, itemIds: [item.id] }),
        await uploadFile(
          member.client,
          `${ITEMS}/${item.id}/image`,
          'x.png',
          await pngImage(20, 20),
        ),
        await del(member.client, `${ITEMS}/${item.id}/image`),
        await put(member.client, `${BASE}/categories`, { categories: ['Soups'] }),
      ];
      for (const refused of refusals) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.message).toBe(
          'Your are not authorized to perform this action.',
        );
      }
    });

    it('caps the restaurant menu at 1000 items', async () => {
      const full = await signUpVerifiedOwner(shop.test);
      const business = await setUpBusiness(full.client, 'restaurant');
      const accountId = await accountIdOf(full.client);
      const rows = Array.from({ length: 999 }, (_, index) => ({
        kind: 'restaurant' as const,
        category: 'Entrees',
        name: `Dish ${index}`,
        description: 'A dish for the limit test.',
        priceMinor: 1000,
      }));
      await createMenuItemsRepository(shop.test.deps.database.db).insertMany(
        { accountId },
        business.id,
        rows,
      );
      const thousandth = await full.client.post(ITEMS, paneerTikka());
      expect(thousandth.statusCode).toBe(201);
      const refused = await full.client.post(ITEMS, paneerTikka({ name: 'One too many' }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'LIMIT_REACHED',
        message: 'Your restaurant menu can hold up to 1000 items.',
      });
      expect(
        (await full.client.post(`${ITEMS}/${thousandth.json().id}/duplicate`)).statusCode,
      ).toBe(409);
      const list = (await full.client.get(ITEMS)).json();
      expect(list.items).toHaveLength(1000);
      expect(list.total).toBe(1000);
    });
  },
);
