import { subscribeLocally } from '../../../test/billing-fixtures.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemberOf, databaseKinds, signUpVerifiedOwner } from '../../../test/harness.ts';
import { accountIdOf, del, patch, put, setUpBusiness } from '../../../test/business-fixtures.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { branches } from '../../db/schema/business.ts';
import { verifyPin } from './pin-hash.ts';
import { useOwner } from '../../../test/owner-store.ts';

const RESTAURANT_BRANCHES = '/api/v1/businesses/restaurant/branches';
const GROCERY_BRANCHES = '/api/v1/businesses/grocery/branches';

describe.each(databaseKinds)('branches (store names) on %s', (kind) => {
  const shop = useOwner(kind);
  beforeAll(async () => {
    await setUpBusiness(shop.owner.client, 'restaurant');
    await setUpBusiness(shop.owner.client, 'grocery');
  });

  it('creates, lists in order, renames and deletes store names', async () => {
    const main = await shop.owner.client.post(RESTAURANT_BRANCHES, { name: 'Main Street' });
    expect(main.statusCode).toBe(201);
    expect(main.json()).toMatchObject({
      name: 'Main Street',
      position: 0,
      outOfOperation: false,
      hasPin: false,
    });
    const airport = (await shop.owner.client.post(RESTAURANT_BRANCHES, { name: 'Airport' })).json();
    expect(airport.position).toBe(1);

    const listed = await shop.owner.client.get(RESTAURANT_BRANCHES);
    expect(
      listed.json<{ branches: { name: string }[] }>().branches.map((branch) => branch.name),
    ).toEqual(['Main Street', 'Airport']);

    const renamed = await patch(shop.owner.client, `${RESTAURANT_BRANCHES}/${airport.id}`, {
      name: 'Airport T2',
      position: 0,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Airport T2', position: 0 });

    expect((await del(shop.owner.client, `${RESTAURANT_BRANCHES}/${airport.id}`)).statusCode).toBe(
      204,
    );
    expect((await del(shop.owner.client, `${RESTAURANT_BRANCHES}/${airport.id}`)).statusCode).toBe(
      404,
    );
    expect((await shop.owner.client.get(RESTAURANT_BRANCHES)).json().branches).toHaveLength(1);
  });

  it('validates names per kind (restaurant 2-30, grocery 2-20) and refuses a duplicate', async () => {
    expect(
      (await shop.owner.client.post(RESTAURANT_BRANCHES, { name: 'M' })).json().error.message,
    ).toBe('Store name cannot be less than 2 characters');
    expect(
      (await shop.owner.client.post(RESTAURANT_BRANCHES, { name: 'x'.repeat(31) })).json().error
        .message,
    ).toBe('Store name cannot be more than 30 characters');
    expect(
      (await shop.owner.client.post(GROCERY_BRANCHES, { name: 'x'.repeat(21) })).json().error
        .message,
    ).toBe('Store name cannot be more than 20 characters');
    expect((await shop.owner.client.post(GROCERY_BRANCHES, {})).json().error.message).toBe(
      'Store name field is required',
    );
    const duplicate = await shop.owner.client.post(RESTAURANT_BRANCHES, { name: 'main street' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('Store name already exists');
    expect(
      (await shop.owner.client.post(GROCERY_BRANCHES, { name: 'Main Street' })).statusCode,
    ).toBe(201);
  });

  it('marks a store out of operation with a reason and until-date, and back in operation', async () => {
    const [branch] = (await shop.owner.client.get(RESTAURANT_BRANCHES)).json().branches;
    const out = await put(shop.owner.client, `${RESTAURANT_BRANCHES}/${branch.id}/operation`, {
      outOfOperation: true,
      reason: 'Renovation',
      until: '2026-09-30',
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      outOfOperation: true,
      outOfOperationReason: 'Renovation',
      outOfOperationUntil: '2026-09-30',
    });
    expect(
      (
        await put(shop.owner.client, `${RESTAURANT_BRANCHES}/${branch.id}/operation`, {
          outOfOperation: true,
          until: '2026-02-30',
        })
      ).statusCode,
    ).toBe(400);
    const back = await put(shop.owner.client, `${RESTAURANT_BRANCHES}/${branch.id}/operation`, {
      outOfOperation: false,
      reason: 'ignored',
    });
    expect(back.json()).toMatchObject({
      outOfOperation: false,
      outOfOperationReason: null,
      outOfOperationUntil: null,
    });
  });

  it('sets, changes and removes a staff PIN, stored as a scrypt hash and never returned', async () => {
    const [branch] = (await shop.owner.client.get(RESTAURANT_BRANCHES)).json().branches;
    const url = `${RESTAURANT_BRANCHES}/${branch.id}/pin`;
    expect((await put(shop.owner.client, url, { pin: '123' })).json().error.message).toBe(
      'PIN must be 4 to 8 digits',
    );
    expect((await put(shop.owner.client, url, { pin: '123456789' })).json().error.message).toBe(
      'PIN must be 4 to 8 digits',
    );
    expect((await put(shop.owner.client, url, { pin: '12a4' })).statusCode).toBe(400);

    const set = await put(shop.owner.client, url, { pin: '4821' });
    expect(set.statusCode).toBe(200);
    expect(set.json().hasPin).toBe(true);
    expect(set.body).not.toContain('4821');
    const [row] = await shop.test.deps.database.db
      .select()
      .from(branches)
      .where(eq(branches.id, branch.id));
    expect(row!.pinHash).toMatch(/^scrypt\$/);
    expect(row!.pinHash).not.toContain('4821');
    expect(await verifyPin('4821', row!.pinHash!)).toBe(true);
    expect(await verifyPin('4822', row!.pinHash!)).toBe(false);

    await put(shop.owner.client, url, { pin: '99887766' });
    const [changed] = await shop.test.deps.database.db
      .select()
      .from(branches)
      .where(eq(branches.id, branch.id));
    expect(await verifyPin('99887766', changed!.pinHash!)).toBe(true);
    expect(await verifyPin('4821', changed!.pinHash!)).toBe(false);

    const removed = await del(shop.owner.client, url);
    expect(removed.json().hasPin).toBe(false);
  });

  it("refuses another account's branch ids as not found, and never lists them", async () => {
    const [branch] = (await shop.owner.client.get(RESTAURANT_BRANCHES)).json().branches;
    const stranger = await signUpVerifiedOwner(shop.test);
    await setUpBusiness(stranger.client, 'restaurant');
    expect((await stranger.client.get(RESTAURANT_BRANCHES)).json().branches).toEqual([]);
    expect(
      (await patch(stranger.client, `${RESTAURANT_BRANCHES}/${branch.id}`, { name: 'Stolen' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await put(stranger.client, `${RESTAURANT_BRANCHES}/${branch.id}/pin`, { pin: '0000' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await put(stranger.client, `${RESTAURANT_BRANCHES}/${branch.id}/operation`, {
          outOfOperation: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await del(stranger.client, `${RESTAURANT_BRANCHES}/${branch.id}/pin`)).statusCode).toBe(
      404,
    );
    expect((await del(stranger.client, `${RESTAURANT_BRANCHES}/${branch.id}`)).statusCode).toBe(
      404,
    );
    // The same id under the owner's other kind is not that branch either.
    expect(
      (await patch(shop.owner.client, `${GROCERY_BRANCHES}/${branch.id}`, { name: 'Moved' }))
        .statusCode,
    ).toBe(404);
    expect((await shop.owner.client.get(RESTAURANT_BRANCHES)).json().branches[0]).toMatchObject({
      id: branch.id,
      name: 'Main Street',
      hasPin: false,
    });
  });

  it('lets a member see the branches but not create, rename, delete or set PINs', async () => {
    const [branch] = (await shop.owner.client.get(RESTAURANT_BRANCHES)).json().branches;
    const member = await createMemberOf(shop.test, shop.owner, 'member');
    expect((await member.client.get(RESTAURANT_BRANCHES)).statusCode).toBe(200);
    const refusals = [
      await member.client.post(RESTAURANT_BRANCHES, { name: 'Member Branch' }),
      await patch(member.client, `${RESTAURANT_BRANCHES}/${branch.id}`, { name: 'Renamed' }),
      await put(member.client, `${RESTAURANT_BRANCHES}/${branch.id}/pin`, { pin: '1111' }),
      await put(member.client, `${RESTAURANT_BRANCHES}/${branch.id}/operation`, {
        outOfOperation: true,
      }),
      await del(member.client, `${RESTAURANT_BRANCHES}/${branch.id}`),
    ];
    for (const refused of refusals) expect(refused.statusCode).toBe(403);
  });

  // The limits of each plan, the trial and both kinds counting together are service tests
  // (branches.service.test.ts); this one proves the refusal reaches a caller over HTTP.
  it("refuses a branch past the plan's entity count with LIMIT_REACHED: Starter Kit 1 after the trial", async () => {
    const fresh = await signUpVerifiedOwner(shop.test);
    await setUpBusiness(fresh.client, 'restaurant');
    await setUpBusiness(fresh.client, 'grocery');
    await shop.test.deps.database.db
      .update(accounts)
      .set({ trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(accounts.id, await accountIdOf(fresh.client)));
    await subscribeLocally(fresh.client, 'starter-kit-month-INR');
    expect((await fresh.client.post(RESTAURANT_BRANCHES, { name: 'Main Street' })).statusCode).toBe(
      201,
    );
    const second = await fresh.client.post(GROCERY_BRANCHES, { name: 'Corner Shop' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Your plan allows 1 branch. Upgrade your subscription to add more.',
    });
  });
});
