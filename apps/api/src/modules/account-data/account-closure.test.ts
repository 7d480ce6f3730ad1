import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_CLOSURE_GRACE_DAYS,
  closureMessages,
  type AccountClosure,
} from '@scanorder/shared/account/closure';
import { members } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';
import {
  createMemberOf,
  databaseKinds,
  readLatestMail,
  signInElsewhere,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type InvitedMemberFixture,
  type OwnerFixture,
} from '../../../test/harness.ts';
import {
  addItem,
  orderRequest,
  paneerTikka,
  setUpStore,
  type Store,
} from '../../../test/ordering-fixtures.ts';
import { pngImage, uploadFile } from '../../../test/uploads.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const CLOSURE = '/api/v1/account/closure';
const DAY_MS = 86_400_000;

describe.each(databaseKinds)('closing an account on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', { owner: { ip: uniqueIp() }, timeout: 120_000 });
  let itemId: string;
  let manager: InvitedMemberFixture;
  let member: InvitedMemberFixture;
  let other: OwnerFixture;
  let otherStore: Store;
  let otherItemId: string;

  const cancel = (client: TestClient) => client.request({ method: 'DELETE', url: CLOSURE });
  const place = (where: Store, menuItemId: string) =>
    new TestClient(shop.test.app, uniqueIp()).post(
      '/api/v1/public/orders',
      orderRequest(where, { lines: [{ menuItemId, quantity: 2 }] }),
    );
  const ordersOf = (accountId: string) =>
    shop.test.deps.database.db.select().from(orders).where(eq(orders.accountId, accountId));

  beforeAll(async () => {
    itemId = (await addItem(shop.owner.client, 'restaurant', paneerTikka({ selectors: [] }))).id;
    expect((await place(shop.store, itemId)).statusCode).toBe(201);
    manager = await createMemberOf(shop.test, shop.owner, 'manager');
    member = await createMemberOf(shop.test, shop.owner, 'member');
    other = await signUpVerifiedOwner(shop.test, { ip: uniqueIp() });
    otherStore = await setUpStore(other.client, 'restaurant');
    otherItemId = (await addItem(other.client, 'restaurant', paneerTikka({ selectors: [] }))).id;
  }, 120_000);

  it('refuses a request without the typed confirmation or the right password', async () => {
    const empty = await shop.owner.client.post(CLOSURE, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(closureMessages.confirmationRequired);
    const wrongWord = await shop.owner.client.post(CLOSURE, {
      confirmation: 'close it',
      password: shop.owner.password,
    });
    expect(wrongWord.statusCode).toBe(400);
    expect(wrongWord.body).toContain(closureMessages.confirmationRequired);
    const noPassword = await shop.owner.client.post(CLOSURE, { confirmation: 'CLOSE' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.body).toContain(closureMessages.passwordRequired);
    const wrongPassword = await shop.owner.client.post(CLOSURE, {
      confirmation: 'CLOSE',
      password: 'Not-the-password1',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.body).toContain('Incorrect Password');
    expect((await shop.owner.client.get(CLOSURE)).json()).toEqual({
      requestedAt: null,
      closesAt: null,
    });
  });

  it('is for admins only: managers, members and visitors are refused', async () => {
    for (const { client } of [manager, member]) {
      expect((await client.get(CLOSURE)).statusCode).toBe(403);
      const asked = await client.post(CLOSURE, { confirmation: 'CLOSE', password: 'Member@123' });
      expect(asked.statusCode).toBe(403);
      expect((await cancel(client)).statusCode).toBe(403);
    }
    expect((await new TestClient(shop.test.app, uniqueIp()).get(CLOSURE)).statusCode).toBe(401);
    expect((await shop.owner.client.get(CLOSURE)).json()).toEqual({
      requestedAt: null,
      closesAt: null,
    });
  });

  it('sets the closing date after the grace period, emails the owner, and can be cancelled', async () => {
    const asked = await shop.owner.client.post(CLOSURE, {
      confirmation: shop.owner.email.toUpperCase(),
      password: shop.owner.password,
    });
    expect(asked.statusCode).toBe(200);
    const state = asked.json<AccountClosure>();
    expect(Date.parse(state.closesAt!) - Date.parse(state.requestedAt!)).toBe(
      ACCOUNT_CLOSURE_GRACE_DAYS * DAY_MS,
    );
    const mail = await readLatestMail(shop.test.dataDir, shop.owner.email);
    expect(mail.subject).toBe('Your ScanOrder account will close');
    expect(mail.text).toContain('Cancel closing');
    expect(mail.text).toContain(new Date(state.closesAt!).getUTCFullYear().toString());

    const again = await shop.owner.client.post(CLOSURE, {
      confirmation: 'close',
      password: shop.owner.password,
    });
    expect(again.statusCode).toBe(409);
    // During the grace period the account works: the export still downloads.
    expect((await shop.owner.client.get('/api/v1/account/export')).statusCode).toBe(200);

    const cancelled = await cancel(shop.owner.client);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ requestedAt: null, closesAt: null });
    expect((await cancel(shop.owner.client)).statusCode).toBe(404);
  });

  it('touches only the asking account: another admin neither sees nor cancels it', async () => {
    const asked = await shop.owner.client.post(CLOSURE, {
      confirmation: 'CLOSE',
      password: shop.owner.password,
    });
    expect(asked.statusCode).toBe(200);
    expect((await other.client.get(CLOSURE)).json()).toEqual({ requestedAt: null, closesAt: null });
    expect((await cancel(other.client)).statusCode).toBe(404);
    expect((await shop.owner.client.get(CLOSURE)).json()).toEqual(asked.json());
  });

  it('erases nothing before the closing date, and everything personal after it', async () => {
    const { closesAt } = (await shop.owner.client.get(CLOSURE)).json<AccountClosure>();
    const closes = new Date(closesAt!);
    const logo = await uploadFile(
      shop.owner.client,
      '/api/v1/businesses/restaurant/logo',
      'logo.png',
      await pngImage(80, 80),
    );
    const picture = await uploadFile(
      shop.owner.client,
      '/api/v1/profile/picture',
      'me.png',
      await pngImage(80, 80),
    );
    const files = [
      logo.json<{ logoUrl: string }>().logoUrl,
      picture.json<{ image: string }>().image,
    ].map((url) => path.join(shop.test.dataDir, 'uploads', url.replace(/^\/uploads\//, '')));
    for (const file of files) expect(fs.existsSync(file), file).toBe(true);

    expect(await shop.test.deps.accountClosures.eraseDue(new Date(closes.getTime() - 60_000))).toBe(
      0,
    );
    expect(
      (await signInElsewhere(shop.test, shop.owner.email, shop.owner.password)).response.statusCode,
    ).toBe(200);
    expect((await ordersOf(shop.store.accountId))[0]!.customer).toMatchObject({
      firstName: 'Asha',
    });
    expect((await place(shop.store, itemId)).statusCode).toBe(201);
    for (const file of files) expect(fs.existsSync(file), file).toBe(true);

    expect(await shop.test.deps.accountClosures.eraseDue(new Date(closes.getTime() + 60_000))).toBe(
      1,
    );
    // The uploaded logo and profile picture are deleted from the storage.
    for (const file of files) expect(fs.existsSync(file), file).toBe(false);
    // Nobody of the account signs in any more, and the sessions they had are gone.
    expect(
      (await signInElsewhere(shop.test, shop.owner.email, shop.owner.password)).response.statusCode,
    ).not.toBe(200);
    expect(
      (await signInElsewhere(shop.test, manager.email, 'Member@123')).response.statusCode,
    ).not.toBe(200);
    expect((await shop.owner.client.get(CLOSURE)).statusCode).toBe(401);
    expect((await manager.client.get('/api/v1/profile')).statusCode).toBe(401);

    const erased = await ordersOf(shop.store.accountId);
    expect(erased).toHaveLength(2);
    for (const order of erased) {
      expect(order.customer).toMatchObject({ firstName: '', lastName: '', mobileNo: '' });
      expect(order.personalDataErasedAt).not.toBeNull();
      expect(order.totalMinor).toBeGreaterThan(0);
    }
    const team = await shop.test.deps.database.db
      .select()
      .from(members)
      .where(eq(members.accountId, shop.store.accountId));
    for (const row of team) {
      expect(row).toMatchObject({
        firstName: '',
        lastName: '',
        emailAddress: null,
        mobileNo: null,
      });
      expect(row.status).toBe('revoked');
    }
    // Its menus are no longer served; a second sweep finds nothing more to do.
    expect((await place(shop.store, itemId)).statusCode).toBe(404);
    expect(await shop.test.deps.accountClosures.eraseDue(new Date(closes.getTime() + DAY_MS))).toBe(
      0,
    );

    // The other account is untouched.
    expect(
      (await signInElsewhere(shop.test, other.email, other.password)).response.statusCode,
    ).toBe(200);
    expect((await place(otherStore, otherItemId)).statusCode).toBe(201);
  });
});
