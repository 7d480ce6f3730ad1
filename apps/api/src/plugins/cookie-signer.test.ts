import { randomBytes, randomUUID } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { createCookieSigner } from './cookie-signer.ts';

// Cookies signed before this signer (and by other processes of the same release) must still be
// read, and what it signs must read the same with @fastify/cookie's own signer.
const secrets = [
  'x'.repeat(48),
  randomBytes(32).toString('base64url'),
  'short',
  'k'.repeat(100), // longer than SHA-256's block: HMAC hashes it first
  'clé secrète 🔑',
];
const values = [
  ...Array.from({ length: 50 }, () => randomUUID()),
  '',
  'a.b.c',
  'menu:12 table=3',
  'ünïcödé ✓',
  randomBytes(200).toString('base64'),
];

describe.each(secrets)('the cookie signer with the secret %s', (secret) => {
  const theirs = new Signer(secret);
  const ours = createCookieSigner(secret);

  it('signs as @fastify/cookie does, and each reads the other', () => {
    for (const value of values) {
      const signed = ours.sign(value);
      expect(signed).toBe(theirs.sign(value));
      expect(ours.unsign(signed)).toEqual({ valid: true, renew: false, value });
      expect(theirs.unsign(signed)).toEqual({ valid: true, renew: false, value });
    }
  });

  it('refuses what @fastify/cookie refuses', () => {
    const other = createCookieSigner(`${secret}!`);
    const id = randomUUID();
    const signed = ours.sign(id);
    const signature = signed.slice(id.length + 1);
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const forged = [
      id,
      `${id}.`,
      `.${signature}`,
      `${randomUUID()}.${signature}`,
      `${id}.${flipped}`,
      `${id}.${signature.slice(0, -1)}`,
      `${id}.${signature}=`,
      `${signed}.${signature}`,
      other.sign(id),
      '',
      '.',
    ];
    for (const value of forged) {
      expect(ours.unsign(value), value).toEqual({ valid: false, renew: false, value: null });
      expect(theirs.unsign(value), value).toEqual(ours.unsign(value));
    }
  });
});
