import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HASHED_ASSET = /^\/assets\//;
/** Text files the build stores brotli and gzip copies of (apps/web/vite.config.ts, `precompressed`). */
const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|webmanifest)(\.br|\.gz)?$/;

/**
 * Serves the built web app from the API's port: hashed assets cached for a year, everything else
 * revalidated, and any non-API GET falls back to index.html so client routes (and the 404 page) work.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app is not built; only the API is served');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build's .br and .gz copies go out as they are; the compress plugin leaves them alone.
    preCompressed: true,
    setHeaders(res, filePath) {
      const urlPath = '/' + path.relative(distDir, filePath).split(path.sep).join('/');
      res.setHeader(
        'cache-control',
        HASHED_ASSET.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      if (PRECOMPRESSED.test(urlPath)) res.setHeader('vary', 'accept-encoding');
    },
  });
  return true;
}

export function isApiPath(url: string) {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * A GET for a page of the web app (answered with index.html). A missing hashed asset is a 404, never
 * the HTML shell: a stale tab asking for an old bundle must fail loudly, not parse HTML as script.
 */
export function isClientRoute(method: string, url: string) {
  return (method === 'GET' || method === 'HEAD') && !isApiPath(url) && !HASHED_ASSET.test(url);
}
