import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@scanorder/shared/errors/app-error';
import { loadConfig } from '../config/env.ts';
import { allowStripe, registerSecurityHeaders, securityHeadersOf } from './security.ts';

/** What helmet's own middleware sets on a fresh answer, with the options the server uses. */
function helmetHeaders(https: boolean): Record<string, string> {
  const answer = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  })(answer.req, answer, () => {});
  return Object.fromEntries(
    Object.entries(answer.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

describe.each([false, true])('security headers (https: %s)', (https) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      ...(https ? { PUBLIC_URL: 'https://scanorder.example' } : {}),
    });
    app = Fastify({ logger: false });
    registerSecurityHeaders(app, securityHeadersOf(config));
    app.get('/json', () => ({ ok: true }));
    app.get('/own-type', (_request, reply) => reply.header('x-frame-options', 'DENY').send('x'));
    app.get('/stripe', (_request, reply) => allowStripe(reply, "default-src 'none'").send('x'));
    app.get('/refused', () => {
      throw new AppError('FORBIDDEN', 'no');
    });
    app.get('/stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, reply.getHeaders() as Record<string, string>);
      reply.raw.end('data: x\n\n');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends every header helmet sets, and the strict CSP, on answers, errors, 404s and taken-over streams', async () => {
    const expected = helmetHeaders(https);
    expect(Object.keys(expected)).toContain('x-content-type-options');
    expect('strict-transport-security' in expected).toBe(https);
    for (const url of ['/json', '/refused', '/nothing', '/stream']) {
      const response = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected))
        expect(response.headers[name], `${url} ${name}`).toBe(value);
      expect(String(response.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it("lets a route's own header replace one of them", async () => {
    expect((await app.inject({ method: 'GET', url: '/own-type' })).headers['x-frame-options']).toBe(
      'DENY',
    );
    const stripe = await app.inject({ method: 'GET', url: '/stripe' });
    expect(stripe.headers['content-security-policy']).toBe("default-src 'none'");
  });
});
