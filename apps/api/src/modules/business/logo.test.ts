import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createMemberOf,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
} from '../../../test/harness.ts';
import { del, setUpBusiness } from '../../../test/business-fixtures.ts';
import { pngImage, uploadFile } from '../../../test/uploads.ts';
import { useOwner } from '../../../test/owner-store.ts';

const LOGO = '/api/v1/businesses/restaurant/logo';

describe.each(databaseKinds)('business logo and /uploads on %s', (kind) => {
  const shop = useOwner(kind);
  beforeAll(async () => {
    await setUpBusiness(shop.owner.client, 'restaurant');
  });

  const fileOf = (url: string) =>
    path.join(shop.test.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

  it('stores a png as a resized WebP served from /uploads with immutable caching, and replaces it', async () => {
    const uploaded = await uploadFile(
      shop.owner.client,
      LOGO,
      'logo.png',
      await pngImage(1200, 800),
    );
    expect(uploaded.statusCode).toBe(200);
    const { logoUrl, completeSetup } = uploaded.json();
    expect(logoUrl).toMatch(/^\/uploads\/[0-9a-f-]+\/restaurant\/[0-9a-f-]+\.webp$/);
    expect(completeSetup.missing).not.toContain('logo');

    const served = await new TestClient(shop.test.app).get(logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(Math.max(metadata.width, metadata.height)).toBe(512);

    const replaced = await uploadFile(
      shop.owner.client,
      LOGO,
      'new-logo.jpg',
      await sharp(await pngImage(300, 300))
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().logoUrl).not.toBe(logoUrl);
    expect(fs.existsSync(fileOf(logoUrl))).toBe(false);
    expect((await new TestClient(shop.test.app).get(logoUrl)).statusCode).toBe(404);

    const removed = await del(shop.owner.client, LOGO);
    expect(removed.json().logoUrl).toBeNull();
    expect(fs.existsSync(fileOf(replaced.json().logoUrl))).toBe(false);
  });

  it("refuses files over 10 MB, names over 70 characters and content that is not an image, with the spec's messages", async () => {
    const tooLarge = await uploadFile(
      shop.owner.client,
      LOGO,
      'big.png',
      Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('File Size is too Large!');

    const longName = await uploadFile(
      shop.owner.client,
      LOGO,
      `${'n'.repeat(67)}.png`,
      await pngImage(50, 50),
    );
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error.message).toBe('Name is larger than 70 characters');

    const fake = await uploadFile(
      shop.owner.client,
      LOGO,
      'logo.png',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(fake.statusCode).toBe(415);

    const noFile = await shop.owner.client.request({ method: 'POST', url: LOGO, payload: {} });
    expect(noFile.statusCode).toBe(400);
    expect(
      (await shop.owner.client.get('/api/v1/businesses/restaurant')).json().logoUrl,
    ).toBeNull();
  });

  it("refuses a member's upload and never touches another account's logo", async () => {
    const member = await createMemberOf(shop.test, shop.owner, 'member');
    expect(
      (await uploadFile(member.client, LOGO, 'logo.png', await pngImage(50, 50))).statusCode,
    ).toBe(403);
    expect((await del(member.client, LOGO)).statusCode).toBe(403);

    const mine = (
      await uploadFile(shop.owner.client, LOGO, 'logo.png', await pngImage(60, 60))
    ).json().logoUrl;
    const stranger = await signUpVerifiedOwner(shop.test);
    expect(
      (await uploadFile(stranger.client, LOGO, 'logo.png', await pngImage(50, 50))).statusCode,
    ).toBe(404);
    expect((await del(stranger.client, LOGO)).statusCode).toBe(404);
    expect((await shop.owner.client.get('/api/v1/businesses/restaurant')).json().logoUrl).toBe(
      mine,
    );
    expect(fs.existsSync(fileOf(mine))).toBe(true);
  });

  it('serves only stored files: no listings, no escaping the uploads folder', async () => {
    fs.writeFileSync(path.join(shop.test.dataDir, 'secret.webp'), 'TOP-SECRET-CONTENT');
    const visitor = new TestClient(shop.test.app);
    for (const url of [
      '/uploads/',
      '/uploads/../secret.webp',
      '/uploads/%2e%2e/secret.webp',
      '/uploads/..%2fsecret.webp',
      '/uploads/nothing.webp',
      '/uploads/a/b.txt',
    ]) {
      const response = await visitor.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('TOP-SECRET-CONTENT');
    }
  });
});
