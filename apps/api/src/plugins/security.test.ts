import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_TAPS_HASH } from '../http/security.ts';
import {
  createTestApp,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../test/harness.ts';

function directivesOf(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );
}

describe.each(databaseKinds)('HTTP surface on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(() => test.close());

  it('reports health with the database in use', async () => {
    const response = await new TestClient(test.app).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '1.0.2', database: kind });
  });

  it('sends helmet headers with a strict CSP on every response', async () => {
    for (const url of ['/api/health', '/api/v1/me', '/api/nope']) {
      const response = await new TestClient(test.app).get(url);
      const csp = directivesOf(String(response.headers['content-security-policy']));
      expect(csp.get('frame-ancestors'), url).toBe("'none'");
      expect(csp.get('default-src'), url).toBe("'self'");
      // The guest page's one inline script by its hash; nothing else inline.
      expect(csp.get('script-src'), url).toBe(`'self' ${EARLY_TAPS_HASH}`);
      expect(csp.get('object-src'), url).toBe("'none'");
      // The local billing provider needs no third-party frame (Stripe's is allowed only with Stripe).
      expect(csp.get('frame-src'), url).toBe("'none'");
      expect(csp.has('upgrade-insecure-requests'), url).toBe(false);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      // Plain http here, so no HSTS (it would pin browsers to https on localhost).
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('answers an unknown API path with the JSON error envelope', async () => {
    const response = await new TestClient(test.app).get('/api/v1/nothing-here?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/v1/nothing-here' },
    });
  });

  it('serves an OpenAPI 3 document generated from the routes', async () => {
    const response = await new TestClient(test.app).get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: 'ScanOrder API', version: '1.0.2' });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/v1/me',
        '/api/v1/plans',
        '/api/v1/customer/session',
      ]),
    );
    // better-auth's catch-all mount is not part of the REST surface.
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/auth'))).toBe(false);
    const plans = doc.paths['/api/v1/plans'].get as { parameters: { name: string }[] };
    expect(plans.parameters.map((parameter) => parameter.name).sort()).toEqual([
      'currency',
      'interval',
    ]);
    expect(
      doc.paths['/api/v1/plans'].get.responses['200'].content['application/json'].schema,
    ).toBeDefined();
    expect(doc.paths['/api/v1/me'].get.security).toEqual([{ session: [] }]);
  });

  it('serves the docs page', async () => {
    const response = await new TestClient(test.app).get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('takes JSON bodies only: an HTML form post gets 415, and from another site 403 first', async () => {
    const form = (origin: string) =>
      new TestClient(test.app, uniqueIp(), origin).request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: `email=${encodeURIComponent(uniqueEmail('form'))}&password=Secret%40123`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await form(test.config.publicUrl)).statusCode).toBe(415);
    expect((await form('https://evil.example')).statusCode).toBe(403);
  });
});

describe('HTTP surface behind https (production-like PUBLIC_URL)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('pglite', { PUBLIC_URL: 'https://scanorder.example' });
  });
  afterAll(() => test.close());

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const response = await new TestClient(test.app).get('/api/health');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(
      directivesOf(String(response.headers['content-security-policy'])).has(
        'upgrade-insecure-requests',
      ),
    ).toBe(true);
  });

  it('marks the session and customer cookies Secure, the session one with the __Secure- prefix', async () => {
    const customer = await new TestClient(test.app, uniqueIp(), test.config.publicUrl).get(
      '/api/v1/customer/session',
    );
    expect(String(customer.headers['set-cookie'])).toMatch(/;\s*Secure/i);

    const owner = await signUpVerifiedOwner(test, { ip: uniqueIp() });
    const signIn = await new TestClient(test.app, uniqueIp(), test.config.publicUrl).post(
      '/api/auth/sign-in/email',
      {
        email: owner.email,
        password: owner.password,
      },
    );
    expect(signIn.statusCode).toBe(200);
    const cookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .find((line) => line.includes('session_token='));
    expect(cookie).toMatch(/^__Secure-scanorder\.session_token=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    // The signed-in area reads the prefixed cookie.
    expect((await owner.client.get('/api/v1/me')).statusCode).toBe(200);
  });
});
