import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TestClient, type TestApp } from '../harness.ts';
import { phonePhoto, pngImage, uploadFile } from '../uploads.ts';
import { createTenant, type Tenant } from './tenant-world.ts';

/** The GPS IFD pointer tag (0x8825) as a little-endian EXIF block carries it. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

/** Issue 20: logos and menu photos take a phone photo as it comes (10 MB); the profile keeps 1 MB. */
describe.each(databaseKinds)('phone photos on %s', (kind) => {
  let test: TestApp;
  let owner: Tenant;
  let photo: Buffer;

  beforeAll(async () => {
    test = await createTestApp(kind);
    owner = await createTenant(test, 'Photos');
    photo = await phonePhoto();
  }, 120_000);
  afterAll(() => test.close());

  const served = async (body: string) => {
    const url = /"(\/uploads\/[^"]+)"/.exec(body)?.[1];
    expect(url).toMatch(/\.webp$/);
    const response = await new TestClient(test.app).get(url!);
    expect(response.statusCode).toBe(200);
    return sharp(response.rawPayload).metadata();
  };

  it('the generated photo is what a phone sends: over 5 MB, sideways, with EXIF and GPS', async () => {
    const metadata = await sharp(photo).metadata();
    expect(photo.length).toBeGreaterThan(5_000_000);
    expect(metadata.orientation).toBe(6);
    expect(metadata.exif?.includes(GPS_POINTER)).toBe(true);
  });

  it('stores a 5 MB phone photo upright, resized, as WebP without any metadata', async () => {
    for (const [url, maxSide] of [
      [`/api/v1/businesses/restaurant/menu-items/${owner.kinds.restaurant.itemId}/image`, 800],
      [`/api/v1/businesses/grocery/menu-items/${owner.kinds.grocery.itemId}/image`, 800],
      ['/api/v1/businesses/restaurant/logo', 512],
    ] as const) {
      const response = await uploadFile(owner.client, url, 'IMG_0042.JPG', photo, 'image/jpeg');
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      const metadata = await served(response.body);
      expect(metadata.format).toBe('webp');
      // 2600 x 1950 stored sideways: upright it is portrait, 3 wide for 4 high.
      expect(metadata.height).toBe(maxSide);
      expect(metadata.width).toBe((maxSide * 3) / 4);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it('takes WebP for photos, by content, whatever the accepted extension says', async () => {
    const webp = await sharp(await pngImage(640, 480))
      .webp()
      .toBuffer();
    const url = `/api/v1/businesses/restaurant/menu-items/${owner.kinds.restaurant.itemId}/image`;
    for (const name of ['dish.webp', 'dish.png']) {
      const response = await uploadFile(owner.client, url, name, webp, 'image/webp');
      expect(response.statusCode, response.body).toBe(200);
      expect((await served(response.body)).width).toBe(640);
    }
  });

  it("keeps the profile picture's spec limit: the same photo is 'File Size is too Large!'", async () => {
    const response = await uploadFile(
      owner.client,
      '/api/v1/profile/picture',
      'IMG_0042.JPG',
      photo,
      'image/jpeg',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File Size is too Large!',
    });
  });
});
