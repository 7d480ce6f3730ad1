import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuImportPreview } from '@scanorder/shared/menu/menu-csv';
import type { RestaurantMenuItem } from '@scanorder/shared/menu/menu-item';
import type { SharedOptionGroup } from '@scanorder/shared/menu/shared-option-groups';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import type { MenuTranslations } from '@scanorder/shared/i18n/menu-translations';
import { createMemberOf, databaseKinds, TestClient, uniqueIp } from '../../../test/harness.ts';
import { del, put, setUpBusiness } from '../../../test/business-fixtures.ts';
import {
  addItem,
  menuUrl,
  orderRequest,
  paneerTikka,
  readMenu,
  SPICE_LEVEL,
} from '../../../test/ordering-fixtures.ts';
import { useOwnerStore, useTwoOwners } from '../../../test/owner-store.ts';

const BASE = '/api/v1/businesses/restaurant';
const GROUPS = `${BASE}/option-groups`;

const spiceLevel = (overrides: Record<string, unknown> = {}) => ({
  type: 'selectors',
  ...SPICE_LEVEL,
  ...overrides,
});

describe.each(databaseKinds)('shared option groups on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant');
  const itemIds: string[] = [];
  let group: SharedOptionGroup;

  beforeAll(async () => {
    const created = await shop.owner.client.post(GROUPS, spiceLevel());
    expect(created.statusCode).toBe(201);
    group = created.json<SharedOptionGroup>();
    for (const name of ['Paneer Tikka', 'Chicken Tikka', 'Veg Biryani'])
      itemIds.push(
        (
          await addItem(
            shop.owner.client,
            'restaurant',
            paneerTikka({ name, selectors: [], sharedOptionGroupIds: [group.id] }),
          )
        ).id,
      );
  });

  const item = async (id: string) =>
    (await shop.owner.client.get(`${BASE}/menu-items/${id}`)).json<RestaurantMenuItem>();

  it('is defined once, attached to three items and counted; items keep their own groups', async () => {
    const list = (await shop.owner.client.get(GROUPS)).json<{ groups: SharedOptionGroup[] }>();
    expect(list.groups).toMatchObject([{ id: group.id, name: 'Spice level', itemCount: 3 }]);
    const first = await item(itemIds[0]!);
    expect(first.sharedOptionGroupIds).toEqual([group.id]);
    // The owner edits the item's own groups; the shared one is named, not copied in.
    expect(first.selectors).toEqual([]);
    expect(first.modifiers.map((entry) => entry.name)).toEqual(['Extras']);
  });

  it('one edit reaches every item on the guest menu, and pricing and order edits use it', async () => {
    const edited = await put(shop.owner.client, `${GROUPS}/${group.id}`, {
      ...spiceLevel({ name: 'Heat' }),
      options: [
        { id: group.options[0]!.id, value: 'Mild', additionalPriceMinor: 0, allergens: [] },
        { id: group.options[1]!.id, value: 'Fiery', additionalPriceMinor: 2_000, allergens: [] },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<SharedOptionGroup>()).toMatchObject({ name: 'Heat', itemCount: 3 });

    const menu = await readMenu(new TestClient(shop.test.app, uniqueIp()), shop.store);
    const guestItems = menu.categories.flatMap((category) => category.items);
    for (const id of itemIds) {
      const guestItem = guestItems.find((entry) => entry.id === id);
      expect(guestItem?.selectors).toEqual([
        expect.objectContaining({
          id: group.id,
          name: 'Heat',
          options: [
            expect.objectContaining({ value: 'Mild' }),
            expect.objectContaining({ value: 'Fiery', additionalPriceMinor: 2_000 }),
          ],
        }),
      ]);
    }

    const fiery = { groupId: group.id, optionId: group.options[1]!.id, count: 1 };
    const placed = await new TestClient(shop.test.app, uniqueIp()).post(
      '/api/v1/public/orders',
      orderRequest(shop.store, {
        lines: [{ menuItemId: itemIds[1]!, quantity: 1, options: [fiery], instruction: '' }],
      }),
    );
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    expect(order.lines[0]).toMatchObject({ unitPriceMinor: 24_900 + 2_000 });
    expect(order.lines[0]!.options).toMatchObject([{ groupName: 'Heat', value: 'Fiery' }]);

    const member = await createMemberOf(shop.test, shop.owner, 'member');
    const changed = await put(member.client, `/api/v1/orders/${order.id}/lines`, {
      version: 1,
      lines: [{ menuItemId: itemIds[2]!, quantity: 2, options: [fiery], instruction: '' }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<BoardTicket>().lines[0]).toMatchObject({
      name: 'Veg Biryani',
      lineTotalMinor: 2 * (24_900 + 2_000),
    });
  });

  it('checks a group by the rules of its type and refuses unknown or repeated attachments', async () => {
    const twoPicks = await shop.owner.client.post(GROUPS, spiceLevel({ name: 'Sauces', max: 2 }));
    expect(twoPicks.statusCode).toBe(400);
    expect(twoPicks.body).toContain('A selector picks one option: Maximum must be 1');

    const sameName = await shop.owner.client.post(GROUPS, spiceLevel({ name: 'heat' }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.body).toContain('A shared option group with this name already exists');

    const unknown = await shop.owner.client.post(
      `${BASE}/menu-items`,
      paneerTikka({ name: 'Ghost', sharedOptionGroupIds: [crypto.randomUUID()] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Unknown shared option group');

    const twice = await put(
      shop.owner.client,
      `${BASE}/menu-items/${itemIds[0]!}`,
      paneerTikka({ selectors: [], sharedOptionGroupIds: [group.id, group.id] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Attach each shared option group only once');
  });

  it('lets members read but not change shared groups', async () => {
    const member = await createMemberOf(shop.test, shop.owner, 'member');
    expect((await member.client.get(GROUPS)).statusCode).toBe(200);
    expect((await member.client.post(GROUPS, spiceLevel({ name: 'Dips' }))).statusCode).toBe(403);
    expect((await del(member.client, `${GROUPS}/${group.id}`)).statusCode).toBe(403);
  });

  it('is one text to translate, whichever items attach it', async () => {
    const translations = (
      await shop.owner.client.get(`${BASE}/menu-translations/es`)
    ).json<MenuTranslations>();
    const names = translations.texts.filter(
      (text) => text.entityKind === 'option-group' && text.entityKey === group.id,
    );
    expect(names).toEqual([
      expect.objectContaining({ original: 'Heat', context: 'Shared option group' }),
    ]);
    const saved = await put(shop.owner.client, `${BASE}/menu-translations/es`, {
      translations: [
        { entityKind: 'option-group', entityKey: group.id, field: 'name', text: 'Picante' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const menu = await new TestClient(shop.test.app, uniqueIp()).request({
      method: 'GET',
      url: menuUrl(shop.store),
      headers: { 'accept-language': 'es' },
    });
    const selectorNames = menu
      .json<PublicMenu>()
      .categories.flatMap((category) => category.items)
      .filter((entry) => itemIds.includes(entry.id))
      .map((entry) => entry.selectors[0]?.name);
    expect(selectorNames).toEqual(['Picante', 'Picante', 'Picante']);
  });

  it('round-trips through the menu CSV: one Shared row per attachment, re-import changes nothing', async () => {
    const csv = (await shop.owner.client.get(`${BASE}/menu/export.csv`)).body;
    expect(csv.match(/^Option,.*,Shared,Heat,/gm)).toHaveLength(3);
    const preview = (
      await shop.owner.client.post(`${BASE}/menu/import/preview`, { csv })
    ).json<MenuImportPreview>();
    expect(preview.counts).toMatchObject({ create: 0, change: 0, refuse: 0 });

    const renamed = csv.replace('Shared,Heat,', 'Shared,Sweetness,');
    const refused = (
      await shop.owner.client.post(`${BASE}/menu/import/preview`, { csv: renamed })
    ).json<MenuImportPreview>();
    expect(refused.counts.refuse).toBe(1);
    expect(refused.items.flatMap((row) => row.problems.map((problem) => problem.message))).toEqual([
      'No shared option group is named Sweetness',
    ]);
  });

  it('deleting a group detaches it from every item', async () => {
    expect((await del(shop.owner.client, `${GROUPS}/${group.id}`)).statusCode).toBe(204);
    expect((await del(shop.owner.client, `${GROUPS}/${group.id}`)).statusCode).toBe(404);
    for (const id of itemIds) expect((await item(id)).sharedOptionGroupIds).toEqual([]);
    const menu = await readMenu(new TestClient(shop.test.app, uniqueIp()), shop.store);
    const guestItems = menu.categories.flatMap((category) => category.items);
    expect(guestItems.find((entry) => entry.id === itemIds[0])?.selectors).toEqual([]);
  });
});

describe.each(databaseKinds)('shared option groups across accounts on %s', (kind) => {
  const accounts = useTwoOwners(kind);
  const victim = () => accounts.owner;
  const attacker = () => accounts.other;
  let groupId: string;
  let attackerItemId: string;

  beforeAll(async () => {
    await setUpBusiness(victim().client, 'restaurant');
    await setUpBusiness(attacker().client, 'restaurant');
    groupId = (await victim().client.post(GROUPS, spiceLevel())).json<SharedOptionGroup>().id;
    attackerItemId = (await addItem(attacker().client, 'restaurant', paneerTikka())).id;
  });

  it("another account neither reads, edits, deletes nor attaches a business's groups", async () => {
    const theirs = (await attacker().client.get(GROUPS)).json<{ groups: SharedOptionGroup[] }>();
    expect(theirs.groups).toEqual([]);
    const edit = await put(
      attacker().client,
      `${GROUPS}/${groupId}`,
      spiceLevel({ name: 'Taken' }),
    );
    expect(edit.statusCode).toBe(404);
    expect((await del(attacker().client, `${GROUPS}/${groupId}`)).statusCode).toBe(404);
    const attach = await put(
      attacker().client,
      `${BASE}/menu-items/${attackerItemId}`,
      paneerTikka({ sharedOptionGroupIds: [groupId] }),
    );
    expect(attach.statusCode).toBe(400);
    expect(attach.body).toContain('Unknown shared option group');
    const mine = (await victim().client.get(GROUPS)).json<{ groups: SharedOptionGroup[] }>();
    expect(mine.groups).toMatchObject([{ id: groupId, name: 'Spice level', itemCount: 0 }]);
  });
});
