import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpBody, TestClient, uniqueEmail, uniqueIp } from '../harness.ts';
import { useOwner, useTestApp } from '../owner-store.ts';
import { readOperations, type Operation } from './openapi.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** better-auth's writes are not in the OpenAPI document; the ones a signed-in browser makes are. */
const AUTH_WRITES = [
  'POST /api/auth/sign-out',
  'POST /api/auth/change-password',
  'POST /api/auth/revoke-sessions',
];

/**
 * Spellings of one path that the router decodes to the same route: a prefix test on the raw URL
 * (`/api/v1/`) once let every one but the first through.
 */
function spellings(path: string): string[] {
  const encodeAll = (segment: string) =>
    [...segment].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  const [, first, second, ...rest] = path.split('/');
  return [
    path,
    ['', first, encodeAll(second!), ...rest].join('/'),
    ['', encodeAll(first!), second, ...rest].join('/'),
  ].filter((spelling, index, all) => all.indexOf(spelling) === index);
}

const sampleUrl = (operation: Operation) =>
  operation.path.replace(/\{[^}]+\}/g, () => randomUUID());

describe('cross-site request forgery: every write checks where it came from', () => {
  const world = useOwner('pglite', { owner: { ip: uniqueIp() }, timeout: 120_000 });
  let writes: { method: string; url: string }[];

  beforeAll(async () => {
    const operations = await readOperations(world.test.app);
    writes = [
      ...operations
        .filter((operation) => !SAFE.has(operation.method))
        .map((operation) => ({ method: operation.method, url: sampleUrl(operation) })),
      ...AUTH_WRITES.map((key) => {
        const [method, url] = key.split(' ');
        return { method: method!, url: url! };
      }),
    ];
  });

  const send = (method: string, url: string, headers: Record<string, string>) =>
    world.test.app.inject({
      method: method as 'POST',
      url,
      remoteAddress: uniqueIp(),
      headers: {
        cookie: world.owner.client.cookieHeader,
        'content-type': 'application/json',
        ...headers,
      },
      payload: '{}',
    });

  it('the reported example: PUT /api/%76%31/profile from another site changes nothing', async () => {
    const response = await send('PUT', '/api/%76%31/profile', { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    const message = response.json<{ error: { message: string } }>().error.message;
    expect(message).toContain('https://evil.example');
    expect(message).toContain(world.test.config.publicUrl);
    expect(message).toContain('PUBLIC_URL');
  });

  it('refuses every write, spelled any way, from a foreign or null Origin or a foreign Referer', async () => {
    expect(writes.length).toBeGreaterThan(40);
    const attacks: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `${world.test.config.publicUrl}.evil.example` },
      { referer: 'https://evil.example/page' },
      // A page may not forge the app's header from another site, and the header never overrules Origin.
      { origin: 'https://evil.example', 'x-scanorder-request': '1' },
    ];
    const passed: string[] = [];
    for (const write of writes)
      for (const url of spellings(write.url))
        for (const headers of attacks) {
          const response = await send(write.method, url, headers);
          if (response.statusCode !== 403)
            passed.push(`${write.method} ${url} ${JSON.stringify(headers)}`);
        }
    expect(passed).toEqual([]);
  });

  it('refuses a cookie-carrying write with neither Origin nor Referer unless the app header is on it', async () => {
    const passed: string[] = [];
    for (const write of writes)
      for (const url of spellings(write.url)) {
        const response = await send(write.method, url, {});
        if (response.statusCode !== 403) passed.push(`${write.method} ${url}`);
      }
    expect(passed).toEqual([]);

    const withHeader = await send('PUT', '/api/v1/profile', { 'x-scanorder-request': '1' });
    expect(withHeader.statusCode).not.toBe(403);
  });

  it('lets the own origin and cookie-less callers (webhooks, scripts) through', async () => {
    const own = await send('PUT', '/api/v1/profile', { origin: world.test.config.publicUrl });
    expect(own.statusCode).not.toBe(403);
    const anonymous = await world.test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: uniqueIp(),
      payload: { email: world.owner.email, password: world.owner.password },
    });
    expect(anonymous.statusCode).toBe(200);
  });
});

describe('the demo without PUBLIC_URL accepts its own loopback names', () => {
  const world = useTestApp('pglite', { env: { PUBLIC_URL: '', PORT: '3000' }, timeout: 120_000 });

  const signUp = (origin: string) =>
    new TestClient(world.test.app, uniqueIp(), origin).post(
      '/api/auth/sign-up/email',
      signUpBody(uniqueEmail('demo')),
    );

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'signs up from %s',
    async (origin) => {
      const response = await signUp(origin);
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  it('refuses another port and names the expected origin and PUBLIC_URL', async () => {
    const response = await signUp('http://127.0.0.1:5173');
    expect(response.statusCode).toBe(403);
    const { message } = response.json<{ error: { message: string } }>().error;
    expect(message).toContain('http://localhost:3000');
    expect(message).toContain('PUBLIC_URL');
    expect(message).not.toMatch(/^invalid origin$/i);
  });
});
