import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { memoByHeader } from '../http/header-memo.ts';

const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Below this an answer goes out as it is. It is at most three TCP segments, inside a connection's
 * first flight: compressing it saves one or two kilobytes and no round trip, and cost the server
 * about a tenth of a placed order's CPU (its 3 KB answer; decision 013, 2026-11-30).
 */
const MIN_BYTES = 4 * 1024;
/**
 * Up to this an answer is compressed at once, in place (brotli: 40-120 µs here). Larger answers and
 * streams go through @fastify/compress, whose streams run the work on libuv's threads.
 */
const IN_PLACE_MAX_BYTES = 32 * 1024;
/**
 * Brotli's quality for an answer compressed per request. Most of a 2 KB answer's cost is the
 * encoder's set-up and quality 4's match search: quality 2 takes about half the time of 4 for
 * 7 % more bytes (an order-shaped 2 KB answer: 930 bytes against 870; decision 040, seventh pass).
 */
const IN_PLACE_QUALITY = 2;

const COMPRESSIBLE = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream))/i;

const encodingOf = memoByHeader((accepted): Encoding | null => {
  const encoding = accepted ? negotiate(accepted, [...ENCODINGS]) : null;
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
});

/** The encoding the request's `accept-encoding` prefers among those we send, if any. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  return encodingOf(request.headers['accept-encoding']);
}

/** Compresses a whole body: brotli at `quality` (text mode, window sized to it), or gzip. */
export function compressBody(body: string | Buffer, encoding: Encoding, quality: number): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  const size = Buffer.byteLength(body);
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      // The default 4 MB window is allocated for every answer; one the body's size does the same
      // work (an order's answer: 28 -> 22 µs).
      [constants.BROTLI_PARAM_LGWIN]: Math.min(
        constants.BROTLI_MAX_WINDOW_BITS,
        Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))),
      ),
    },
  });
}

/** Adds `accept-encoding` to the answer's Vary, keeping what the route put there. */
export function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current))
    reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

/** The answer compressed here, or as it was when it is not one of the small answers we compress. */
function compressedInPlace(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const size = Buffer.byteLength(payload);
  if (size < MIN_BYTES || size > IN_PLACE_MAX_BYTES) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  const encoding = acceptedEncoding(request);
  if (!encoding) return payload;
  addVary(reply);
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return compressBody(payload, encoding, IN_PLACE_QUALITY);
}

/**
 * Response compression. Most API answers (an order placed, a form saved, a page of orders) are
 * small serialized JSON: those are compressed here, synchronously, because @fastify/compress turns
 * every answer into a chain of streams and a trip to libuv's thread pool, which cost more than the
 * compression itself and cut order placement's throughput by a quarter (decision 013). Answers
 * already encoded (`content-encoding` set, e.g. the prepared menu) are left alone by both.
 */
export async function registerCompression(app: FastifyInstance) {
  // A callback hook: it never waits, and an async one costs every answer a promise and a turn of
  // the microtask queue.
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, compressedInPlace(request, reply, payload));
  });
  // Request bodies are never decompressed (input-guards.ts refuses them): no limit sees their real size.
  await app.register(fastifyCompress, { threshold: MIN_BYTES, globalDecompression: false });
}
