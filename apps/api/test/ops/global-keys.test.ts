import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import type { Database } from '../../src/db/client.ts';
import { globalKeys } from '../../src/db/schema/global-keys.ts';
import { qrCodes } from '../../src/db/schema/orders.ts';
import { del } from '../business-fixtures.ts';
import { databaseKinds, signUpVerifiedOwner, uniqueEmail, type OwnerFixture } from '../harness.ts';
import { setUpStore, type Store } from '../ordering-fixtures.ts';
import { useTwoOwners } from '../owner-store.ts';

const EMAIL_IN_USE = 'UserNam/Email already used. Try Different';

/**
 * Keys unique across accounts live in `global_keys`, kept by triggers, now that the tenant tables'
 * own keys all include account_id (decision 016). These tests go through HTTP where a user can reach
 * the key, and to the database where only a bug could.
 */
describe.each(databaseKinds)('keys unique across accounts on %s', (kind) => {
  const accounts = useTwoOwners(kind);
  const first = () => accounts.owner;
  const second = () => accounts.other;
  const db = (): Database => accounts.test.deps.database.db;
  let firstStore: Store;
  beforeAll(async () => {
    firstStore = await setUpStore(first().client, 'restaurant');
  });

  const invite = (owner: OwnerFixture, emailAddress: string) =>
    owner.client.post('/api/v1/members', {
      firstName: 'Ravi',
      lastName: 'Kumar',
      mobileNo: '9876543210',
      emailAddress,
      customMessage: 'Welcome to the team!',
      role: 'member',
    });

  const keysOf = (keyKind: (typeof globalKeys.kind.enumValues)[number], key: string) =>
    db()
      .select({ accountId: globalKeys.accountId })
      .from(globalKeys)
      .where(and(eq(globalKeys.kind, keyKind), eq(globalKeys.key, key)));

  it("refuses a team member's email another account already uses, and frees it when that member goes", async () => {
    const email = uniqueEmail('shared');
    const invited = await invite(first(), email);
    expect(invited.statusCode).toBe(201);
    expect(await keysOf('member-email', email)).toEqual([{ accountId: firstStore.accountId }]);

    const clash = await invite(second(), email.toUpperCase());
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(EMAIL_IN_USE);

    expect((await del(first().client, `/api/v1/members/${invited.json().id}`)).statusCode).toBe(
      200,
    );
    expect(await keysOf('member-email', email)).toEqual([]);
    expect((await invite(second(), email)).statusCode).toBe(201);
  });

  it('gives two accounts inviting the same name two different user names', async () => {
    const one = await invite(first(), uniqueEmail('ravi'));
    const two = await invite(second(), uniqueEmail('ravi'));
    expect(one.statusCode).toBe(201);
    expect(two.statusCode).toBe(201);
    expect(one.json().userName).not.toBe(two.json().userName);
  });

  it('keeps a short code unique across accounts even against a direct write, under its old name', async () => {
    const created = await first().client.post('/api/v1/businesses/restaurant/qr-codes', {
      branchId: firstStore.branchId,
      identifier: 'Table 1',
    });
    expect(created.statusCode).toBe(201);
    const code = created.json<QrCode>();
    expect(await keysOf('qr-short-code', code.shortCode)).toEqual([
      { accountId: firstStore.accountId },
    ]);

    const secondStore = await setUpStore(second().client, 'restaurant');
    const other = (
      await second().client.post('/api/v1/businesses/restaurant/qr-codes', {
        branchId: secondStore.branchId,
        identifier: 'Table 1',
      })
    ).json<QrCode>();
    const error = await db()
      .update(qrCodes)
      .set({ shortCode: code.shortCode })
      .where(eq(qrCodes.id, other.id))
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeDefined();
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain(
      'qr_codes_short_code_key',
    );

    // The guest's short link still finds the first account's code.
    const scan = await first().client.get(`/q/${code.shortCode}`);
    expect(scan.statusCode).toBeLessThan(400);
  });

  it('takes the keys away with the rows, including when an account is deleted', async () => {
    const owner = await signUpVerifiedOwner(accounts.test);
    const store = await setUpStore(owner.client, 'grocery');
    const email = uniqueEmail('leaving');
    expect((await invite(owner, email)).statusCode).toBe(201);
    const count = sql<number>`count(*)::int`;
    const [before] = await db()
      .select({ count })
      .from(globalKeys)
      .where(eq(globalKeys.accountId, store.accountId));
    expect(before!.count).toBeGreaterThanOrEqual(3); // owner, member email, member user name, invite

    await db().execute(sql`delete from accounts where id = ${store.accountId}`);
    const [after] = await db()
      .select({ count })
      .from(globalKeys)
      .where(eq(globalKeys.accountId, store.accountId));
    expect(after!.count).toBe(0);
    expect((await invite(second(), email)).statusCode).toBe(201);
  });
});
