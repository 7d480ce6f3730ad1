import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, addVary, compressBody, type Encoding } from './compression.ts';

/**
 * A JSON answer many requests share (the customer menu): serialized once, its ETag computed once,
 * and compressed at most once per encoding, instead of on every request.
 */
export class PreparedJson {
  readonly json: string;
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  /** `json`: the value already serialized (by a checked serializer), else JSON.stringify's. */
  constructor(value: unknown, json?: string) {
    this.json = json ?? JSON.stringify(value);
    this.etag = `"${createHash('sha256').update(this.json).digest('base64url').slice(0, 27)}"`;
  }

  encodedAs(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      // Compressed once for many requests: a little more effort than a one-off answer gets.
      body = compressBody(this.json, encoding, 5);
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
  reply.header('etag', prepared.etag);
  addVary(reply);
  if (matchesEtag(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(request);
  if (encoding)
    return reply.header('content-encoding', encoding).send(prepared.encodedAs(encoding));
  return reply.send(prepared.json);
}
