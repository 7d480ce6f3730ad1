import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';

/** A JSON answer of about `bytes` bytes, varied enough that it compresses like real data. */
const answerOf = (bytes: number) => ({
  orders: Array.from({ length: Math.ceil(bytes / 60) }, (_, index) => ({
    id: index,
    reference: `A-${1000 + index}`,
    status: index % 3 === 0 ? 'Order Placed' : 'Order Accepted',
  })),
});
const SMALL = answerOf(8_000);
/** About a placed order's answer. */
const ORDER_SIZED = answerOf(3_000);
const LARGE = answerOf(200_000);

describe('response compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await registerCompression(app);
    app.get('/small', () => SMALL);
    app.get('/tiny', () => ({ ok: true }));
    app.get('/order-sized', () => ORDER_SIZED);
    app.get('/large', () => LARGE);
    app.get('/varied', (_request, reply) => reply.header('vary', 'cookie').send(SMALL));
    app.get('/png', (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
    app.get('/encoded', (_request, reply) =>
      reply.type('application/json').header('content-encoding', 'br').send(Buffer.from('xyz')),
    );
    app.get('/events', (_request, reply) =>
      reply.type('text/event-stream').send(Readable.from(['data: one\n\n'.repeat(200)])),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a small JSON answer as brotli when the browser accepts it', async () => {
    const response = await get('/small', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(SMALL).length / 3);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(SMALL);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const response = await get('/small', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(SMALL);
  });

  it('sends the answer as it is without an accepted encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'zstd']) {
      const response = await get('/small', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual(SMALL);
    }
  });

  it('adds accept-encoding to a vary the route set', async () => {
    const response = await get('/varied', 'br');
    expect(response.headers.vary).toBe('cookie, accept-encoding');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(SMALL);
  });

  it('leaves answers under 4 KB, pictures and answers already encoded alone', async () => {
    const tiny = await get('/tiny', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ ok: true });
    const orderSized = await get('/order-sized', 'gzip, deflate, br');
    expect(orderSized.rawPayload.length).toBeGreaterThan(2_500);
    expect(orderSized.rawPayload.length).toBeLessThan(4 * 1024);
    expect(orderSized.headers['content-encoding']).toBeUndefined();
    expect(orderSized.headers.vary).toBeUndefined();
    expect(orderSized.json()).toEqual(ORDER_SIZED);
    const png = await get('/png', 'br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload).toEqual(Buffer.alloc(4096, 7));
    const encoded = await get('/encoded', 'gzip, br');
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.rawPayload.toString()).toBe('xyz');
  });

  it('still compresses a large answer (through @fastify/compress streams)', async () => {
    const response = await get('/large', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(LARGE);
  });

  it('never compresses a live event stream', async () => {
    const response = await get('/events', 'gzip, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('data: one\n\n'.repeat(200));
  });
});
