import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CUSTOMER_COOKIE = 'scanorder.customer';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Customers never sign up: a signed httpOnly cookie carries a random id (cart restore, "my recent
 * orders"). Nothing is stored per visit, so nothing has to be cleaned up when a page unloads.
 */
export function ensureCustomerId(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): string {
  const raw = request.cookies[CUSTOMER_COOKIE];
  if (raw) {
    const unsigned = request.unsignCookie(raw);
    if (unsigned.valid && unsigned.value) return unsigned.value;
  }
  const id = randomUUID();
  reply.setCookie(CUSTOMER_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}

/** The customer cookie's id when the browser has a valid one; reading never sets a cookie. */
export function readCustomerId(request: FastifyRequest): string | null {
  const raw = request.cookies[CUSTOMER_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}
