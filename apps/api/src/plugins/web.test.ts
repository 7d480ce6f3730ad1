import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TestClient, type TestApp } from '../../test/harness.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>ScanOrder</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';
const APP_JS = `console.log(${JSON.stringify('ScanOrder '.repeat(2000))});\n`;
/** A bundle the build compressed (apps/web/vite.config.ts, `precompressed`). */
const MENU_JS = `console.log(${JSON.stringify('Menu '.repeat(2000))});\n`;

describe.each(databaseKinds)('serving the built web app on %s', (kind) => {
  let test: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'scanorder-web-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    await fs.writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await fs.writeFile(path.join(distDir, 'assets', 'app-abc123.js'), APP_JS);
    await fs.writeFile(path.join(distDir, 'assets', 'menu-def456.js'), MENU_JS);
    await fs.writeFile(
      path.join(distDir, 'assets', 'menu-def456.js.br'),
      brotliCompressSync(MENU_JS),
    );
    await fs.writeFile(
      path.join(distDir, 'manifest.webmanifest'),
      JSON.stringify({ name: 'ScanOrder' }),
    );
    test = await createTestApp(kind, { WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await test.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  const client = () => new TestClient(test.app);

  it('caches hashed assets for a year', async () => {
    const response = await client().get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(APP_JS);
  });

  it('revalidates files that are not hashed', async () => {
    const response = await client().get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/some/client/route', '/signin', '/abc123/overview?memberId=m1'])(
    'answers the client route %s with index.html, revalidated',
    async (url) => {
      const response = await client().get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
      expect(String(response.headers['content-security-policy'])).toContain(
        "frame-ancestors 'none'",
      );
    },
  );

  it('answers a missing hashed asset with 404, not the HTML shell', async () => {
    const response = await client().get('/assets/app-old999.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<!doctype html>');
  });

  it('keeps the JSON 404 envelope for unknown API paths', async () => {
    for (const url of ['/api/nope', '/api', '/api/v1/unknown']) {
      const response = await client().get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        error: { code: 'NOT_FOUND', message: `No route for GET ${url}` },
      });
    }
  });

  it('does not answer non-GET client routes with the page', async () => {
    const response = await client().post('/some/client/route', {});
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('gzips a large script when the browser accepts gzip', async () => {
    const response = await client().request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 5);
    expect(gunzipSync(response.rawPayload).toString()).toBe(APP_JS);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli copy as it is to a browser that accepts brotli", async () => {
    const stored = await fs.readFile(path.join(distDir, 'assets', 'menu-def456.js.br'));
    const response = await client().request({
      method: 'GET',
      url: '/assets/menu-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(stored)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(MENU_JS);

    const plain = await client().get('/assets/menu-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MENU_JS);
  });

  it('sends the script uncompressed to a client that does not accept gzip', async () => {
    const response = await client().get('/assets/app-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
