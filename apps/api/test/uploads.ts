import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { TestClient } from './harness.ts';

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
  field = 'file',
) {
  const boundary = `----scanorder${randomUUID().replace(/-/g, '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads one file to a URL with the client's session. */
export function uploadFile(
  client: TestClient,
  url: string,
  filename: string,
  content: Buffer,
  contentType = 'image/png',
) {
  const { payload, headers } = multipartFile(filename, content, contentType);
  return client.request({ method: 'POST', url, payload, headers });
}

/** A real PNG of the given size (a colour gradient, so it does not compress to nothing). */
export async function pngImage(width = 640, height = 480): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#e65100"/><stop offset="1" stop-color="#1a237e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A photo as a phone takes it: a noisy 5 MB JPEG of 2600 x 1950 pixels, stored sideways with EXIF
 * orientation 6 (turn 90 degrees clockwise to view), a camera model and a GPS position.
 */
export async function phonePhoto(width = 2600, height = 1950, quality = 96): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  // A deterministic noise pattern: incompressible enough to weigh megabytes like a real photo.
  let seed = 42;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels[index] = (seed >>> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
