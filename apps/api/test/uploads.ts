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
