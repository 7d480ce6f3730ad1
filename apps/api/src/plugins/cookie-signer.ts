import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { UnsignResult } from '@fastify/cookie';

/** What `@fastify/cookie` calls to sign and check its signed cookies. */
interface CookieSigner {
  sign(value: string): string;
  unsign(signed: string): UnsignResult;
}

/** A SHA-256 digest is 32 bytes: 43 base64 characters and one `=`, which cookies cannot carry. */
const SIGNATURE_LENGTH = 43;

/**
 * `@fastify/cookie`'s signer, with the secret made a key once. Same value format
 * (`value.signature`, HMAC-SHA256 in base64 without its padding), same checks: a constant-time
 * comparison of the signature's bytes. Its own signer turned the secret string into a new buffer and
 * key for every cookie, and stripped the padding with a regular expression; with the key made once,
 * the new guest's signature took about 17 instead of 23 µs in the server under load (decision 040,
 * thirteenth pass, second round): each is the first crypto call of its request, with the caches
 * cold, so it costs several times what a loop measures.
 */
export function createCookieSigner(secret: string): CookieSigner {
  const key = createSecretKey(Buffer.from(secret));
  const signatureOf = (value: string) =>
    createHmac('sha256', key).update(value).digest('base64').slice(0, SIGNATURE_LENGTH);
  return {
    sign(value) {
      return `${value}.${signatureOf(value)}`;
    },
    unsign(signed) {
      const dot = signed.lastIndexOf('.');
      if (dot === -1 || dot === signed.length - 1) {
        return { valid: false, renew: false, value: null };
      }
      const value = signed.slice(0, dot);
      const given = Buffer.from(signed.slice(dot + 1));
      const expected = Buffer.from(signatureOf(value));
      if (given.length === expected.length && timingSafeEqual(given, expected)) {
        return { valid: true, renew: false, value };
      }
      return { valid: false, renew: false, value: null };
    },
  };
}
