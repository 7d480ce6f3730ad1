import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { errorEnvelopeSchema } from '@scanorder/shared/errors/app-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  signUpVerifiedOwner,
  TEST_ORIGIN,
  uniqueIp,
  type TestApp,
  type TestClient,
} from '../harness.ts';
import { readOperations, type Operation } from './openapi.ts';
import { sampleOf } from './schema-values.ts';
import { createTenant, type Tenant } from './tenant-world.ts';

/** better-auth's routes take JSON bodies too, outside the OpenAPI document. */
const AUTH_POSTS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/sign-out',
];

/** Pages served outside /api whose path or query reaches the database. */
const PAGES = [
  '/q/%00',
  '/q/ab%00cd',
  `/${randomUUID()}/restaurant/${randomUUID()}/store/${randomUUID()}/identity/Table%001/menu`,
  `/${randomUUID()}/restaurant/order/${randomUUID()}%00/order/details`,
];

const urlOf = (operation: Operation, value: () => string = () => randomUUID()) =>
  operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(value()));

/** Paths to every string in a sample body, so each can carry the hostile value in turn. */
function stringSpots(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringSpots(item, [...at, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringSpots(item, [...at, key]));
  return [];
}

function withValue(body: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}

const PLATFORM_ADMIN = 'platform-admin@example.com';

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('hostile input every route refuses with a 4xx, never a 500', () => {
  let test: TestApp;
  let owner: Tenant;
  let operations: Operation[];

  let admin: TestClient;

  beforeAll(async () => {
    test = await createTestApp('pglite', { PLATFORM_ADMIN_EMAILS: PLATFORM_ADMIN });
    owner = await createTenant(test, 'Hostile');
    // The platform admin, so the data editor's routes are reached past their guard.
    admin = (await signUpVerifiedOwner(test, { email: PLATFORM_ADMIN, ip: uniqueIp() })).client;
    operations = await readOperations(test.app);
  }, 120_000);
  afterAll(() => test.close());

  const send = (method: string, url: string, payload?: string, headers = {}) =>
    test.app.inject({
      method: method as 'POST',
      url,
      remoteAddress: uniqueIp(),
      headers: {
        origin: TEST_ORIGIN,
        cookie: (url.startsWith('/api/v1/admin/') ? admin : owner.client).cookieHeader,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });

  it('refuses U+0000 in every path parameter, query parameter and body text with 400', async () => {
    const wrong: string[] = [];
    let cases = 0;
    const expect400 = async (what: string, method: string, url: string, body?: unknown) => {
      cases += 1;
      const response = await send(
        method,
        url,
        body === undefined ? undefined : JSON.stringify(body),
      );
      if (response.statusCode !== 400) wrong.push(`${what} -> ${response.statusCode}`);
    };
    for (const operation of operations) {
      const sample = operation.body ? sampleOf(operation.body) : undefined;
      for (const parameter of operation.parameters) {
        if (parameter.in === 'path')
          await expect400(
            `${operation.key} path ${parameter.name}`,
            operation.method,
            operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
              name === parameter.name ? 'a%00b' : randomUUID(),
            ),
            sample,
          );
        if (parameter.in === 'query')
          await expect400(
            `${operation.key} query ${parameter.name}`,
            operation.method,
            `${urlOf(operation)}?${parameter.name}=a%00b`,
            sample,
          );
      }
      for (const spot of stringSpots(sample))
        await expect400(
          `${operation.key} body ${spot.join('.')}`,
          operation.method,
          urlOf(operation),
          withValue(sample, spot, 'Paneer\u0000Tikka'),
        );
      // A key with NUL, in any body.
      if (operation.body)
        await expect400(`${operation.key} body key`, operation.method, urlOf(operation), {
          ...(sample as object),
          'a\u0000b': 'x',
        });
    }
    for (const url of AUTH_POSTS)
      await expect400(`POST ${url} body`, 'POST', url, {
        email: 'nul\u0000@example.com',
        password: 'Secret@123',
        token: 'x\u0000',
        newPassword: 'Secret@123',
      });
    for (const url of PAGES) await expect400(`GET ${url}`, 'GET', url);
    await expect400('GET /api/v1/public/menus search', 'GET', '/api/v1/public/menus/x?search=%00');
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThan(200);
  });

  it('answers a path that is not valid percent-encoding, or an over-long parameter, in the error envelope on every route', async () => {
    const wrong: string[] = [];
    let cases = 0;
    const expectEnvelope = async (what: string, method: string, url: string, status: number) => {
      cases += 1;
      const response = await send(method, url);
      const body = String(response.headers['content-type']).startsWith('application/json')
        ? response.json<unknown>()
        : response.body.slice(0, 80);
      if (response.statusCode !== status || !errorEnvelopeSchema.safeParse(body).success)
        wrong.push(`${what} -> ${response.statusCode} ${JSON.stringify(body).slice(0, 120)}`);
    };
    for (const operation of operations)
      for (const parameter of operation.parameters.filter((each) => each.in === 'path'))
        for (const [broken, value, status] of [
          ['a broken escape', 'a%E0%A4%A', 400],
          ['an over-long value', 'a'.repeat(101), 414],
        ] as const)
          await expectEnvelope(
            `${operation.key} path ${parameter.name} with ${broken}`,
            operation.method,
            operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
              name === parameter.name ? value : randomUUID(),
            ),
            status,
          );
    for (const url of ['/q/%E0%A4%A', `/${randomUUID()}/restaurant/order/%ff/order/details`])
      await expectEnvelope(`GET ${url}`, 'GET', url, 400);
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThan(100);
  });

  it('refuses a deeply nested body on every route that takes one, auth routes included, with 400', async () => {
    const writes = [
      ...operations.filter((operation) => operation.body).map((op) => [op.method, urlOf(op)]),
      ...AUTH_POSTS.map((url) => ['POST', url]),
    ];
    const wrong: string[] = [];
    for (const [method, url] of writes)
      for (const body of [deepArray(20_000), deepObject(5_000), `{"a":${deepArray(100)}}`]) {
        const response = await send(method!, url!, body);
        if (response.statusCode !== 400)
          wrong.push(`${method} ${url} -> ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
    expect(wrong).toEqual([]);
  });

  it('refuses compressed request bodies (a small gzip that expands enormously) with 415', async () => {
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024, 0x20), { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    const wrong: string[] = [];
    const writes = operations.filter((operation) => !['GET', 'HEAD'].includes(operation.method));
    for (const operation of writes)
      for (const encoding of ['gzip', 'deflate', 'br', 'GZIP, identity']) {
        const response = await send(operation.method, urlOf(operation), undefined, {
          'content-type': 'application/json',
          'content-encoding': encoding,
        });
        if (response.statusCode !== 415) wrong.push(`${operation.key} ${encoding}`);
      }
    const upload = await test.app.inject({
      method: 'POST',
      url: '/api/v1/businesses/restaurant/logo',
      remoteAddress: uniqueIp(),
      headers: {
        origin: TEST_ORIGIN,
        cookie: owner.client.cookieHeader,
        'content-type': 'multipart/form-data; boundary=x',
        'content-encoding': 'gzip',
      },
      payload: bomb,
    });
    expect(upload.statusCode).toBe(415);
    expect(wrong).toEqual([]);
  });

  it('answers malformed multipart on every upload route with 400 and the upload message', async () => {
    const uploads = operations.filter((operation) =>
      /\/(logo|picture|image)$/.test(operation.path),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(3);
    const bodies: [string, string][] = [
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="f'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      ],
      ['multipart/form-data', '--xyz\r\n\r\n--xyz--'],
      ['multipart/form-data; boundary=xyz', 'no parts here at all'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nBroken header line\r\n\r\nbody\r\n--xyz--\r\n',
      ],
    ];
    const wrong: string[] = [];
    for (const operation of uploads.filter((op) => op.method === 'POST' || op.method === 'PUT'))
      for (const [type, payload] of bodies) {
        const response = await test.app.inject({
          method: operation.method as 'POST',
          url: urlOf(operation, () => owner.kinds.restaurant.itemId),
          remoteAddress: uniqueIp(),
          headers: { origin: TEST_ORIGIN, cookie: owner.client.cookieHeader, 'content-type': type },
          payload,
        });
        if (response.statusCode !== 400)
          wrong.push(
            `${operation.key} ${JSON.stringify(payload.slice(0, 30))} -> ${response.statusCode}`,
          );
        else
          expect(response.json<{ error: { field?: string } }>().error.field, operation.key).toBe(
            'file',
          );
      }
    expect(wrong).toEqual([]);
  });

  it('refuses dates out of range in every date field of the data editor with 400', async () => {
    const record = await test.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?email=${encodeURIComponent(owner.owner.email)}`,
      headers: { cookie: admin.cookieHeader },
    });
    expect(record.statusCode).toBe(200);
    const editable = JSON.stringify(record.json());
    const dateKeys = [...new Set(editable.match(/"key":"[\w.]*At"/g) ?? [])].map((match) =>
      match.slice(7, -1),
    );
    expect(dateKeys.length).toBeGreaterThanOrEqual(1);
    const wrong: string[] = [];
    for (const key of dateKeys)
      for (const value of [
        '+275760-09-13',
        '-271821-04-20',
        '+010000-01-01T00:00:00Z',
        '9999-12-31T23:59:59Z',
        '0001-01-01',
      ]) {
        const response = await send(
          'PATCH',
          `/api/v1/admin/users/${owner.userId}/fields`,
          JSON.stringify({ key, value, type: 'string' }),
        );
        if (response.statusCode !== 400) wrong.push(`${key}=${value} -> ${response.statusCode}`);
      }
    expect(wrong).toEqual([]);
  });
});
