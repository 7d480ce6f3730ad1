import { describe, expect, it } from 'vitest';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import { endTrial, subscribeLocally } from '../../../test/billing-fixtures.ts';
import { databaseKinds, signUpVerifiedOwner } from '../../../test/harness.ts';
import { setUpStore } from '../../../test/ordering-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const codesOf = (kind: 'restaurant' | 'grocery') => `/api/v1/businesses/${kind}/qr-codes`;

describe.each(databaseKinds)('QR codes in one go on %s', (database) => {
  const shop = useOwnerStore(database, 'restaurant');

  const listed = async (branchId: string, kind: 'restaurant' | 'grocery' = 'restaurant') =>
    (await shop.owner.client.get(`${codesOf(kind)}?branchId=${branchId}`))
      .json<{ qrCodes: QrCode[] }>()
      .qrCodes.map((code) => code.identifier);

  it('creates Table 1 to Table 20 in one action, each with its own short link', async () => {
    const response = await shop.owner.client.post(`${codesOf('restaurant')}/range`, {
      branchId: shop.store.branchId,
      prefix: 'Table',
      from: 1,
      to: 20,
      description: 'Main hall',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ qrCodes: QrCode[] }>().qrCodes;
    expect(created.map((code) => code.identifier)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Table ${index + 1}`),
    );
    expect(new Set(created.map((code) => code.shortCode)).size).toBe(20);
    expect(created[6]).toMatchObject({ storeName: 'Main Street', description: 'Main hall' });
    // Listed as made, Table 2 before Table 10: made in one go they share a moment, and the
    // identifier's text order put Table 10 to 19 between Table 1 and Table 2.
    expect(await listed(shop.store.branchId)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Table ${index + 1}`),
    );
  });

  it('refuses the whole range when one identifier is taken, naming it', async () => {
    const response = await shop.owner.client.post(`${codesOf('restaurant')}/range`, {
      branchId: shop.store.branchId,
      prefix: 'table',
      from: 18,
      to: 25,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'This identifier already has a QR code in this store: table 18, table 19, table 20',
    );
    // Listed as made, Table 2 before Table 10: made in one go they share a moment, and the
    // identifier's text order put Table 10 to 19 between Table 1 and Table 2.
    expect(await listed(shop.store.branchId)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Table ${index + 1}`),
    );
  });

  it("validates the range with the spec's identifier rule", async () => {
    const post = (body: Record<string, unknown>) =>
      shop.owner.client.post(`${codesOf('restaurant')}/range`, {
        branchId: shop.store.branchId,
        ...body,
      });
    expect((await post({ prefix: 'Room', from: 5, to: 2 })).json().error.message).toBe(
      'To cannot be less than From',
    );
    expect((await post({ prefix: 'Room', from: 1, to: 300 })).json().error.message).toBe(
      'At most 250 QR codes in one go',
    );
    expect(
      (await post({ prefix: 'A very long prefix', from: 9, to: 10 })).json().error,
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'prefix',
      message: 'Identifier name cannot be more than 20 characters (A very long prefix 10)',
    });
    expect((await post({ prefix: '', from: 1, to: 3 })).json().error.message).toBe(
      'Identifier name cannot be less than 2 characters (1)',
    );
  });

  it('needs a description for a grocery range, as the grocery QR row does', async () => {
    const grocery = await setUpStore(shop.owner.client, 'grocery');
    const post = (body: Record<string, unknown>) =>
      shop.owner.client.post(`${codesOf('grocery')}/range`, {
        branchId: grocery.branchId,
        ...body,
      });
    expect((await post({ prefix: 'Counter', from: 1, to: 3 })).json().error.message).toBe(
      'Description field is required',
    );
    expect(
      (await post({ prefix: 'Counter', from: 1, to: 3, description: 'Checkout' })).statusCode,
    ).toBe(201);
    expect(await listed(grocery.branchId, 'grocery')).toEqual([
      'Counter 1',
      'Counter 2',
      'Counter 3',
    ]);
  });

  it("refuses a range beyond the plan's QR codes and says how many still fit", async () => {
    const starter = await signUpVerifiedOwner(shop.test);
    const own = await setUpStore(starter.client, 'restaurant');
    await endTrial(shop.test, own.accountId);
    await subscribeLocally(starter.client, 'starter-kit-month-INR');
    const range = (from: number, to: number) =>
      starter.client.post(`${codesOf('restaurant')}/range`, {
        branchId: own.branchId,
        prefix: 'Table',
        from,
        to,
      });
    expect((await range(1, 20)).statusCode).toBe(201);
    const refused = await range(21, 30);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'LIMIT_REACHED',
      message:
        'Your plan allows 25 QR codes. Upgrade your subscription to add more. This range makes 10; 5 more fit in your plan.',
    });
    expect((await range(21, 25)).statusCode).toBe(201);
  });
});
