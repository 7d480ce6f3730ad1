import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createMemberOf,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type OwnerFixture,
} from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import { addItem, orderRequest, plainDish, setUpStore } from '../../../test/ordering-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const EXPORT = '/api/v1/account/export';

describe.each(databaseKinds)('account data export on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', { owner: { ip: uniqueIp() }, timeout: 120_000 });
  let other: OwnerFixture;

  beforeAll(async () => {
    const item = await addItem(shop.owner.client, 'restaurant', plainDish());
    const placed = await new TestClient(shop.test.app, uniqueIp()).post(
      '/api/v1/public/orders',
      orderRequest(shop.store, { lines: [{ menuItemId: item.id, quantity: 2 }] }),
    );
    expect(placed.statusCode).toBe(201);
    await put(
      shop.owner.client,
      `/api/v1/businesses/restaurant/branches/${shop.store.branchId}/pin`,
      {
        pin: '2468',
      },
    );
    other = await signUpVerifiedOwner(shop.test, { ip: uniqueIp() });
    await setUpStore(other.client, 'grocery');
  }, 120_000);

  it('gives the admin a zip of every table of the account as JSON and CSV, without secrets', async () => {
    const response = await shop.owner.client.get(EXPORT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="scanorder-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    for (const name of ['account', 'members', 'businesses', 'branches', 'menu-items', 'orders'])
      expect(Object.keys(files)).toEqual(expect.arrayContaining([`${name}.json`, `${name}.csv`]));
    const json = (name: string) =>
      JSON.parse(strFromU8(files[`${name}.json`]!)) as Record<string, unknown>[];
    expect(json('account')).toEqual([expect.objectContaining({ id: shop.store.accountId })]);
    expect(json('members')).toEqual([expect.objectContaining({ emailAddress: shop.owner.email })]);
    expect(json('orders')).toEqual([
      expect.objectContaining({
        accountId: shop.store.accountId,
        customer: expect.objectContaining({ firstName: 'Asha', lastName: 'Raman' }),
      }),
    ]);
    // Read through the account's orders (decision 040, eighth pass): the order's first event.
    expect(json('order-events')).toEqual([
      expect.objectContaining({ orderId: json('orders')[0]!.id, toStatus: 'Order Placed' }),
    ]);
    expect(json('menu-items').map((row) => row.name)).toEqual(['Paneer Tikka']);
    const ordersCsv = strFromU8(files['orders.csv']!);
    expect(ordersCsv.split('\r\n')[0]).toContain('"customer"');
    expect(ordersCsv).toContain('""firstName"":""Asha""');
    // The branch's PIN is stored hashed: the hash proves nothing to the owner and stays here.
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(everything).not.toMatch(/pinHash|inviteTokenHash|\$argon|\$scrypt/);
  });

  it("never includes another account's data, and another admin gets only their own", async () => {
    const mine = unzipSync(new Uint8Array((await shop.owner.client.get(EXPORT)).rawPayload));
    const theirs = unzipSync(new Uint8Array((await other.client.get(EXPORT)).rawPayload));
    const text = (files: Record<string, Uint8Array>) =>
      Object.values(files)
        .map((file) => strFromU8(file))
        .join('\n');
    expect(text(mine)).not.toContain(other.email);
    expect(text(theirs)).not.toContain(shop.owner.email);
    expect(text(theirs)).not.toContain(shop.store.accountId);
    expect(text(theirs)).not.toContain('Paneer Tikka');
  });

  it('refuses team members and visitors', async () => {
    const manager = await createMemberOf(shop.test, shop.owner, 'manager');
    expect((await manager.client.get(EXPORT)).statusCode).toBe(403);
    expect((await new TestClient(shop.test.app, uniqueIp()).get(EXPORT)).statusCode).toBe(401);
  });
});
