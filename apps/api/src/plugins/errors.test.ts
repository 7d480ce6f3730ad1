import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  errorEnvelopeSchema,
  type ErrorEnvelope,
} from '@scanorder/shared/errors/app-error';
import type { DatabaseHandle } from '../db/client.ts';
import { loadConfig } from '../config/env.ts';
import { securityHeadersOf } from '../http/security.ts';
import { frameworkErrorHandler, registerErrorHandling, sendNotFound } from './errors.ts';
import { registerHealthRoute } from './health.ts';

/** A bare server with only the error handling, so each failure kind can be provoked directly. */
describe('error envelope', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({
      logger: false,
      frameworkErrors: frameworkErrorHandler(securityHeadersOf(loadConfig({ NODE_ENV: 'test' })))
        .handle,
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    app.setNotFoundHandler(sendNotFound);
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get('/app-error', () => {
      throw new AppError('CONFLICT', 'Already there', 'name');
    });
    routes.post(
      '/validated',
      {
        schema: {
          body: z.object({ email: z.email('Please enter a valid email'), age: z.number() }),
        },
      },
      () => ({ ok: true }),
    );
    routes.get('/boom', () => {
      throw new Error('secret internal detail');
    });
    routes.get('/db-down', () => {
      throw Object.assign(new Error('query failed'), {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        }),
      });
    });
    routes.get('/db-restarting', () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    });
    routes.get('/teapot', () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418, code: 'TEAPOT' });
    });
    routes.get('/items/:itemId', () => ({ ok: true }));
    routes.get('/too-many', () => {
      throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('renders an AppError with its status, code, message and field', async () => {
    const response = await app.inject({ method: 'GET', url: '/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Already there', field: 'name' },
    });
  });

  it('renders schema validation failures as 400 with the field and the schema message first', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: { email: 'nope', age: 3 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid email',
        field: 'email',
        issues: [{ field: 'email', message: 'Please enter a valid email' }],
      },
    });
  });

  it('lists every invalid field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: { email: 'nope', age: 'old' },
    });
    expect(
      response
        .json<ErrorEnvelope>()
        .error.issues!.map((issue) => issue.field)
        .sort(),
    ).toEqual(['age', 'email']);
  });

  it('hides unexpected errors behind the spec server-error message', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Server Error! Please try again later.' },
    });
    expect(response.body).not.toContain('secret internal detail');
  });

  it.each(['/db-down', '/db-restarting'])(
    'answers %s (database unreachable) with 503 and retry-after',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    },
  );

  it('passes other client errors through in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ error: { code: 'TEAPOT', message: 'I am a teapot' } });
  });

  it('words 429 as the rate-limit message', async () => {
    const response = await app.inject({ method: 'GET', url: '/too-many' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a minute and try again.',
      },
    });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'File Size is too Large!' },
    });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.safeParse(response.json()).success).toBe(true);
    expect(response.json().error.code).toBe('FST_ERR_CTP_INVALID_JSON_BODY');
  });

  it('answers a path that is not valid percent-encoding, or a parameter over the length, in the envelope', async () => {
    for (const [url, status, code] of [
      ['/items/%E0%A4%A', 400, 'FST_ERR_BAD_URL'],
      ['/nothing/%ff', 400, 'FST_ERR_BAD_URL'],
      [`/items/${'a'.repeat(101)}`, 414, 'FST_ERR_MAX_PARAM_LENGTH'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.json(), url).toEqual({
        error: { code, message: 'This address is not valid.' },
      });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers a bad address with the page given for it, and with the envelope when the page fails', async () => {
    const handler = frameworkErrorHandler(securityHeadersOf(loadConfig({ NODE_ENV: 'test' })));
    const server = Fastify({ logger: false, frameworkErrors: handler.handle });
    server.get('/page/:name', () => 'never');
    handler.answerPagesWith((request, reply) => {
      if (request.url.startsWith('/page/broken')) throw new Error('the renderer failed');
      if (!request.url.startsWith('/page/')) return false;
      void reply.status(404).header('content-type', 'text/html').send('<h1>Not here</h1>');
      return true;
    });
    const page = await server.inject({ method: 'GET', url: '/page/%E0%A4%A' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe('<h1>Not here</h1>');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    for (const url of ['/page/broken%ff', '/other/%ff']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: { code: 'FST_ERR_BAD_URL', message: 'This address is not valid.' },
      });
    }
    await server.close();
  });

  it('answers unknown paths with the 404 envelope, without the query string', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/nothing?token=secret' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for DELETE /nothing' },
    });
  });
});

describe('health when the database is down', () => {
  it('answers 503 with status unavailable', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const database: Pick<DatabaseHandle, 'driver' | 'ping'> = {
      driver: 'postgres',
      ping: () => Promise.reject(new Error('down')),
    };
    registerHealthRoute(app, database);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      version: '1.0.2',
      database: 'postgres',
    });
    await app.close();
  });
});
