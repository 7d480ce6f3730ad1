import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  databaseKinds,
  signUpOwnerWithMember,
  signUpVerifiedOwner,
  TestClient,
} from '../../../test/harness.ts';
import { useTestApp } from '../../../test/owner-store.ts';

/** A multipart/form-data body with one file, as a browser's file picker sends it. */
function multipart(filename: string, data: Buffer, contentType = 'image/png') {
  const boundary = `----scanorder${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (width: number, height: number, color = { r: 200, g: 40, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

describe.each(databaseKinds)('profile picture on %s', (kind) => {
  const world = useTestApp(kind);

  const upload = (client: TestClient, filename: string, data: Buffer, contentType?: string) =>
    client.request({
      method: 'POST',
      url: '/api/v1/profile/picture',
      ...multipart(filename, data, contentType),
    });
  const storedFile = (url: string) =>
    path.join(world.test.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

  it('refuses a file over 1,000,000 bytes with "File Size is too Large!"', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const response = await upload(owner.client, 'big.png', Buffer.alloc(1_000_001, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('File Size is too Large!');
    expect((await owner.client.get('/api/v1/profile')).json().image).toBeNull();
  });

  it('refuses a name over 70 characters and content that is not an image', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const longName = await upload(owner.client, `${'a'.repeat(67)}.png`, await png(10, 10));
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error.message).toBe('Name is larger than 70 characters');
    const fake = await upload(
      owner.client,
      'photo.png',
      Buffer.from('<svg onload="alert(1)"></svg>'),
    );
    expect(fake.statusCode).toBe(415);
    const svg = await upload(owner.client, 'photo.svg', await png(10, 10), 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
  });

  it('stores a good png as a 256 px WebP, serves it, and deletes the previous file on replace and remove', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const accountId = (await owner.client.get('/api/v1/me')).json().account.id;

    const first = await upload(owner.client, 'me.png', await png(800, 600));
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().image;
    expect(firstUrl).toMatch(new RegExp(`^/uploads/${accountId}/profile/[0-9a-f-]+\\.webp$`));
    expect((await owner.client.get('/api/v1/profile')).json().image).toBe(firstUrl);
    expect((await owner.client.get('/api/v1/me')).json().user.image).toBe(firstUrl);

    const served = await world.test.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const second = await upload(
      owner.client,
      'me-again.jpg',
      await sharp({ create: { width: 300, height: 300, channels: 3, background: '#00f' } })
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
    expect(second.statusCode).toBe(200);
    const secondUrl: string = second.json().image;
    expect(secondUrl).not.toBe(firstUrl);
    expect(fs.existsSync(storedFile(firstUrl))).toBe(false);
    expect((await world.test.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect(fs.existsSync(storedFile(secondUrl))).toBe(true);

    const removed = await owner.client.request({
      method: 'DELETE',
      url: '/api/v1/profile/picture',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ image: null });
    expect(fs.existsSync(storedFile(secondUrl))).toBe(false);
    expect((await owner.client.get('/api/v1/profile')).json().image).toBeNull();
  });

  it('a member changes only their own picture; another account’s user cannot remove it', async () => {
    const { owner, member } = await signUpOwnerWithMember(world.test);
    const ownerPicture = (
      await upload(
        owner.client,
        'owner.gif',
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } })
          .gif()
          .toBuffer(),
        'image/gif',
      )
    ).json().image;
    const memberPicture = await upload(member.client, 'member.png', await png(64, 64));
    expect(memberPicture.statusCode).toBe(200);
    expect((await owner.client.get('/api/v1/profile')).json().image).toBe(ownerPicture);

    const stranger = await signUpVerifiedOwner(world.test);
    expect(
      (await stranger.client.request({ method: 'DELETE', url: '/api/v1/profile/picture' }))
        .statusCode,
    ).toBe(200);
    expect(fs.existsSync(storedFile(ownerPicture))).toBe(true);
    expect((await owner.client.get('/api/v1/profile')).json().image).toBe(ownerPicture);
  });

  it('refuses a visitor without a session', async () => {
    const response = await upload(new TestClient(world.test.app), 'me.png', await png(10, 10));
    expect(response.statusCode).toBe(401);
  });
});
