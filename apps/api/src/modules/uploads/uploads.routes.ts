import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_URL_PREFIX } from '../../storage/file-storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/** Keys are ours: `<account>/<area>/<random>.<ext>`; anything else is not a stored file. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

function notFound() {
  return { error: { code: 'NOT_FOUND', message: 'File not found' } };
}

/**
 * Serves files of the local storage at /uploads/*. A key's content never changes (a new upload
 * gets a new random key), so responses are cacheable for a year. No directory listings; a key
 * can never leave the uploads folder.
 */
export function registerUploadRoutes(app: FastifyInstance, rootDir: string) {
  const root = path.resolve(rootDir);
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()];
    const file = path.resolve(root, key);
    if (!contentType || !KEY.test(key) || key.includes('..') || !file.startsWith(root + path.sep)) {
      return reply.status(404).send(notFound());
    }
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return reply.status(404).send(notFound());
    return reply
      .header('content-type', contentType)
      .header('content-length', stat.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(fs.createReadStream(file));
  });
}
