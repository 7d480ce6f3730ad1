import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * A JSON answer many requests share (the customer menu): serialized once, its ETag computed once,
 * and compressed at most once per encoding, instead of on every request.
 */
export class PreparedJson {
  readonly json: string;
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(value: unknown) {
    this.json = JSON.stringify(value);
    this.etag = `"${createHash('sha256').update(this.json).digest('base64url').slice(0, 27)}"`;
  }

  encodedAs(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: 5,
              },
            })
          : gzipSync(this.json);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sends a prepared answer: 304 when the browser already holds it (If-None-Match), else the body in
 * the best encoding the browser accepts (already compressed, so the compress plugin leaves it).
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedJson,
): FastifyReply {
  reply.header('etag', prepared.etag).header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, [...ENCODINGS]) : null;
  if (encoding === 'br' || encoding === 'gzip')
    return reply.header('content-encoding', encoding).send(prepared.encodedAs(encoding));
  return reply.send(prepared.json);
}
