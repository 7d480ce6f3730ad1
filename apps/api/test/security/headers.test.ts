import { beforeAll, describe, expect, it } from 'vitest';
import { EARLY_TAPS_HASH } from '../../src/http/security.ts';
import { cspDirectives } from '../csp.ts';
import { put } from '../business-fixtures.ts';
import { TestClient, uniqueIp } from '../harness.ts';
import { pngImage, uploadFile } from '../uploads.ts';
import { orderRequest } from '../ordering-fixtures.ts';
import { useDishStore } from '../payment-fixtures.ts';

function cookieLines(headers: Record<string, unknown>): string[] {
  return ([] as string[]).concat((headers['set-cookie'] as string[] | string | undefined) ?? []);
}

function attributesOf(line: string): Map<string, string> {
  const [, ...parts] = line.split(';');
  return new Map(
    parts.map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name!.toLowerCase(), value.join('=')] as const;
    }),
  );
}

interface Deployment {
  name: string;
  env: Record<string, string>;
  /** Headers a reverse proxy adds in front of the app. */
  proxyHeaders: Record<string, string>;
  https: boolean;
}

const DEPLOYMENTS: Deployment[] = [
  { name: 'plain http (npm start on a laptop)', env: {}, proxyHeaders: {}, https: false },
  {
    name: 'https behind a trusted reverse proxy',
    env: { PUBLIC_URL: 'https://scanorder.example', TRUST_PROXY: 'true' },
    proxyHeaders: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.20' },
    https: true,
  },
];

describe.each(DEPLOYMENTS)('security headers and cookies: $name', (deployment) => {
  const shop = useDishStore('pglite', {
    env: { ...deployment.env, ORDER_RATE_LIMIT_MAX: '100' },
    timeout: 120_000,
  });
  let logoUrl: string;
  let browser: (ip?: string) => TestClient;

  beforeAll(async () => {
    const logo = await uploadFile(
      shop.owner.client,
      '/api/v1/businesses/restaurant/logo',
      'logo.png',
      await pngImage(64, 64),
    );
    logoUrl = logo.json<{ logoUrl: string }>().logoUrl;
    const pin = await put(
      shop.owner.client,
      `/api/v1/businesses/restaurant/branches/${shop.store.branchId}/pin`,
      { pin: '2468' },
    );
    expect(pin.statusCode).toBeLessThan(300);
    browser = (ip = uniqueIp()) => new TestClient(shop.test.app, ip, shop.test.config.publicUrl);
  });

  const send = (client: TestClient, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    client.request({
      method,
      url,
      headers: deployment.proxyHeaders,
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  it('sends a strict CSP that forbids framing, and HSTS only behind https', async () => {
    const urls = [
      '/api/health',
      '/api/v1/me',
      '/api/v1/nothing-here',
      logoUrl,
      `/api/v1/public/menus/${shop.store.accountId}/restaurant/${shop.store.businessId}/branches/${shop.store.branchId}?identifier=Table%201`,
    ];
    for (const url of urls) {
      const response = await send(browser(), 'GET', url);
      const csp = cspDirectives(response.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'", EARLY_TAPS_HASH]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(csp.get('form-action'), url).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      for (const [directive, values] of csp)
        expect(values, `${url} ${directive}`).not.toContain("'unsafe-eval'");
      expect(csp.get('script-src'), url).not.toContain("'unsafe-inline'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
      if (deployment.https) {
        const hsts = String(response.headers['strict-transport-security']);
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), url).toBeGreaterThanOrEqual(31_536_000);
        expect(hsts, url).toContain('includeSubDomains');
        expect(csp.has('upgrade-insecure-requests'), url).toBe(true);
      } else {
        expect(response.headers['strict-transport-security'], url).toBeUndefined();
      }
    }
  });

  it("keeps the API docs under swagger-ui's own CSP: same-origin framing only, no inline script", async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await send(browser(), 'GET', url);
      expect(response.statusCode, url).toBe(200);
      const csp = cspDirectives(response.headers['content-security-policy']);
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('sets the session cookie httpOnly and SameSite, Secure with the __Secure- prefix behind https', async () => {
    const client = browser();
    const signIn = await send(client, 'POST', '/api/auth/sign-in/email', {
      email: shop.owner.email,
      password: shop.owner.password,
    });
    expect(signIn.statusCode).toBe(200);
    const session = cookieLines(signIn.headers).find((line) => line.includes('session_token='));
    expect(session).toBeDefined();
    const attributes = attributesOf(session!);
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(attributes.get('path')).toBe('/');
    expect(attributes.has('secure')).toBe(deployment.https);
    expect(session!.startsWith('__Secure-')).toBe(deployment.https);
    // Every cookie better-auth sets follows the same rules.
    for (const line of cookieLines(signIn.headers)) {
      expect(attributesOf(line).has('httponly'), line).toBe(true);
      expect(attributesOf(line).has('secure'), line).toBe(deployment.https);
    }
  });

  it("sets the customer's cookie httpOnly, SameSite and signed, Secure behind https", async () => {
    const placed = await send(
      browser(),
      'POST',
      '/api/v1/public/orders',
      orderRequest(shop.store, { lines: [{ menuItemId: shop.dishId, quantity: 1 }] }),
    );
    expect(placed.statusCode).toBe(201);
    const customer = cookieLines(placed.headers).find((line) =>
      line.startsWith('scanorder.customer='),
    );
    expect(customer).toBeDefined();
    const attributes = attributesOf(customer!);
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(attributes.has('secure')).toBe(deployment.https);
    // Signed: a value plus its signature, so a made-up customer id is not taken.
    expect(customer!.split(';')[0]!.split('=')[1]).toMatch(/\./);
  });

  it('sets the kiosk cookie httpOnly, SameSite=Strict and only for kiosk paths, Secure behind https', async () => {
    const opened = await send(
      browser(),
      'POST',
      `/api/v1/kiosk/branches/${shop.store.branchId}/session`,
      { pin: '2468' },
    );
    expect(opened.statusCode).toBe(200);
    const kiosk = cookieLines(opened.headers)[0];
    expect(kiosk).toBeDefined();
    const attributes = attributesOf(kiosk!);
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')?.toLowerCase()).toBe('strict');
    expect(attributes.get('path')).toMatch(/^\/api\/v1\/kiosk/);
    expect(attributes.has('secure')).toBe(deployment.https);
  });

  it('refuses state-changing calls from another origin', async () => {
    const evil = new TestClient(shop.test.app, uniqueIp(), 'https://evil.example');
    const response = await evil.request({
      method: 'POST',
      url: '/api/v1/public/orders',
      payload: orderRequest(shop.store, { lines: [{ menuItemId: shop.dishId, quantity: 1 }] }),
      headers: deployment.proxyHeaders,
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
