import { subscribeLocally } from '../../../test/billing-fixtures.ts';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import { createMemberOf, databaseKinds, signUpVerifiedOwner } from '../../../test/harness.ts';
import { del, put } from '../../../test/business-fixtures.ts';
import { setUpStore } from '../../../test/ordering-fixtures.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { qrModulesPath } from './qr-images.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const CODES = '/api/v1/businesses/restaurant/qr-codes';

describe.each(databaseKinds)('QR codes on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant');

  const create = (body: Record<string, unknown>) =>
    shop.owner.client.post(CODES, { branchId: shop.store.branchId, ...body });

  it('creates a code with additional data and a prefill, lists, edits and deletes it', async () => {
    const created = await create({
      identifier: 'Asha Raman',
      description: 'Weekly order',
      additionalData: [{ key: 'Floor', value: 'Rooftop' }],
      prefill: { firstName: 'Asha', lastName: 'Raman', mobileNo: '9876543210', zipCode: '641018' },
    });
    expect(created.statusCode).toBe(201);
    const code = created.json<QrCode>();
    expect(code).toMatchObject({
      kind: 'restaurant',
      branchId: shop.store.branchId,
      storeName: 'Main Street',
      identifier: 'Asha Raman',
      description: 'Weekly order',
      additionalData: [{ key: 'Floor', value: 'Rooftop' }],
      prefill: {
        firstName: 'Asha',
        lastName: 'Raman',
        mobileNo: '9876543210',
        emailAddress: null,
        zipCode: '641018',
      },
      address: null,
      shortUrl: `${shop.test.config.publicUrl}/q/${code.shortCode}`,
      menuPath: `/${shop.store.accountId}/restaurant/${shop.store.businessId}/store/${shop.store.branchId}/identity/Asha%20Raman/menu`,
    });
    expect(code.shortCode).toMatch(/^[0-9A-Za-z]{8}$/);

    const table = (await create({ identifier: 'Table 1' })).json<QrCode>();
    const listed = await shop.owner.client.get(`${CODES}?branchId=${shop.store.branchId}`);
    expect(listed.json<{ qrCodes: QrCode[] }>().qrCodes.map((entry) => entry.identifier)).toEqual([
      'Asha Raman',
      'Table 1',
    ]);

    const edited = await put(shop.owner.client, `${CODES}/${table.id}`, {
      branchId: shop.store.branchId,
      identifier: 'Table 2',
      description: 'Window seat',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ identifier: 'Table 2', shortCode: table.shortCode });
    expect((await shop.owner.client.get(`${CODES}/${table.id}`)).json().description).toBe(
      'Window seat',
    );

    expect((await del(shop.owner.client, `${CODES}/${table.id}`)).statusCode).toBe(204);
    expect((await shop.owner.client.get(`${CODES}/${table.id}`)).statusCode).toBe(404);
  });

  it("validates the spec's QR rows and refuses a second code for the same identifier", async () => {
    expect((await create({ identifier: 'T' })).json().error.message).toBe(
      'Identifier name cannot be less than 2 characters',
    );
    expect(
      (await create({ identifier: 'Bar', description: 'x'.repeat(31) })).json().error.message,
    ).toBe('Identifier description cannot be more than 30 characters');
    expect(
      (
        await shop.owner.client.post('/api/v1/businesses/grocery/qr-codes', {
          branchId: shop.store.branchId,
          identifier: 'Bar',
        })
      ).json().error.message,
    ).toBe('Description field is required');
    expect((await create({ identifier: 'Counter' })).statusCode).toBe(201);
    const duplicate = await create({ identifier: 'counter' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe(
      'This identifier already has a QR code in this store',
    );
    const unknownBranch = await shop.owner.client.post(CODES, {
      branchId: '00000000-0000-4000-8000-000000000000',
      identifier: 'Patio',
    });
    expect(unknownBranch.statusCode).toBe(404);
    expect(unknownBranch.json().error.message).toBe('Store name not found');
  });

  it('deletes many at once, skipping ids that are not its own', async () => {
    const first = (await create({ identifier: 'Patio 1' })).json<QrCode>();
    const second = (await create({ identifier: 'Patio 2' })).json<QrCode>();
    const deleted = await shop.owner.client.post(`${CODES}/delete`, {
      ids: [first.id, second.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(deleted.json()).toEqual({ deleted: 2 });
  });

  it('redirects a short link to the customer menu route and 404s an unknown one', async () => {
    const code = (await create({ identifier: 'Table 9/A' })).json<QrCode>();
    const redirect = await shop.test.app.inject({ method: 'GET', url: `/q/${code.shortCode}` });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(
      `/${shop.store.accountId}/restaurant/${shop.store.businessId}/store/${shop.store.branchId}/identity/Table%209%2FA/menu`,
    );
    expect((await shop.test.app.inject({ method: 'GET', url: '/q/zzzzzzzz' })).statusCode).toBe(
      404,
    );
  });

  it('downloads a PNG that decodes as a PNG, an SVG and a PDF sheet of the branch', async () => {
    const code = (await create({ identifier: 'Table 5' })).json<QrCode>();
    const png = await shop.owner.client.get(`${CODES}/${code.id}/image.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toContain(
      'attachment; filename="main-street-table-5.png"',
    );
    expect(png.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const metadata = await sharp(png.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    // Black and white only: a scanner's contrast.
    const { data } = await sharp(png.rawPayload)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(new Set(data)).toEqual(new Set([0, 255]));

    const svg = await shop.owner.client.get(`${CODES}/${code.id}/image.svg`);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.headers['content-disposition']).toContain('.svg');

    const pdf = await shop.owner.client.get(
      `/api/v1/businesses/restaurant/branches/${shop.store.branchId}/qr-codes.pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(pdf.rawPayload);
    const count = (await shop.owner.client.get(`${CODES}?branchId=${shop.store.branchId}`)).json()
      .qrCodes.length;
    expect(document.getPageCount()).toBe(Math.ceil(count / 12));
    expect(document.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it('encodes the short link with error correction M', () => {
    const { size } = qrModulesPath('http://localhost:3000/q/AbCdEfGh');
    // 31 characters in byte mode at level M need version 3 (29 modules); level L would fit version 2.
    expect(size).toBe(29);
  });

  it('keeps codes to their account: another owner sees 404 and cannot delete them', async () => {
    const code = (await create({ identifier: 'Private' })).json<QrCode>();
    const other = await signUpVerifiedOwner(shop.test);
    await setUpStore(other.client, 'restaurant');
    for (const url of [`${CODES}/${code.id}`, `${CODES}/${code.id}/image.png`])
      expect((await other.client.get(url)).statusCode).toBe(404);
    expect(
      (
        await put(other.client, `${CODES}/${code.id}`, {
          branchId: shop.store.branchId,
          identifier: 'Mine',
        })
      ).statusCode,
    ).toBe(404);
    expect((await del(other.client, `${CODES}/${code.id}`)).statusCode).toBe(404);
    expect((await other.client.post(`${CODES}/delete`, { ids: [code.id] })).json()).toEqual({
      deleted: 0,
    });
    expect((await other.client.get(CODES)).json().qrCodes).toEqual([]);
    expect(
      (await other.client.post(CODES, { branchId: shop.store.branchId, identifier: 'Stolen' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await other.client.get(
          `/api/v1/businesses/restaurant/branches/${shop.store.branchId}/qr-codes.pdf`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await shop.owner.client.get(`${CODES}/${code.id}`)).statusCode).toBe(200);
  });

  it('lets managers manage codes and refuses plain members', async () => {
    const manager = await createMemberOf(shop.test, shop.owner, 'manager');
    expect(
      (await manager.client.post(CODES, { branchId: shop.store.branchId, identifier: 'Manager' }))
        .statusCode,
    ).toBe(201);
    const member = await createMemberOf(shop.test, shop.owner, 'member');
    const refused = await member.client.post(CODES, {
      branchId: shop.store.branchId,
      identifier: 'Member',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your are not authorized to perform this action.');
    expect((await member.client.get(CODES)).statusCode).toBe(403);
    expect((await shop.test.app.inject({ method: 'GET', url: CODES })).statusCode).toBe(401);
  });

  it('documents the QR code, customer menu and order routes in the OpenAPI document', async () => {
    const response = await shop.test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const businessKind of ['restaurant', 'grocery']) {
      const base = `/api/v1/businesses/${businessKind}`;
      for (const suffix of [
        '/qr-codes',
        '/qr-codes/delete',
        '/qr-codes/{id}',
        '/qr-codes/{id}/image.png',
        '/qr-codes/{id}/image.svg',
        '/branches/{branchId}/qr-codes.pdf',
      ])
        expect(paths).toContain(`${base}${suffix}`);
    }
    for (const path of [
      '/q/{code}',
      '/api/v1/public/menus/{accountId}/{kind}/{businessId}/branches/{branchId}',
      '/api/v1/public/menus/{accountId}/{kind}/{businessId}/branches/{branchId}/pickup-slots',
      '/api/v1/public/orders',
      '/api/v1/public/orders/{orderId}',
      '/api/v1/public/orders/{orderId}/events',
      '/api/v1/orders/{orderId}',
      '/api/v1/orders/{orderId}/status',
    ])
      expect(paths).toContain(path);
  });

  it("refuses a code beyond the plan's QR code count", async () => {
    const starter = await signUpVerifiedOwner(shop.test);
    const own = await setUpStore(starter.client, 'restaurant');
    // After the trial on the Starter Kit its 25 codes apply (unsubscribed, nothing may be added).
    await shop.test.deps.database.db
      .update(accounts)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(accounts.id, own.accountId));
    await subscribeLocally(starter.client, 'starter-kit-month-INR');
    for (let index = 1; index <= 25; index++) {
      const response = await starter.client.post(CODES, {
        branchId: own.branchId,
        identifier: `Table ${index}`,
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await starter.client.post(CODES, {
      branchId: own.branchId,
      identifier: 'Table 26',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'LIMIT_REACHED',
      message: 'Your plan allows 25 QR codes. Upgrade your subscription to add more.',
    });
  });
});
