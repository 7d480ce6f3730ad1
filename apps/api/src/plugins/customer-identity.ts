import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CUSTOMER_COOKIE = 'scanorder.customer';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** How many new guests' ids are made and signed in one go. */
const SIGNED_AHEAD = 64;

interface NewGuest {
  id: string;
  /** The cookie's value: the id and its signature. */
  signed: string;
}

/**
 * New guests' ids, signed ahead, per server (signed by its cookie signer, which checks them later).
 * Signed one per request, the signature was the request's first crypto call with the caches cold,
 * several times what the same call costs right after another (decision 040, thirteenth pass,
 * second round); signed 64 at a time, all but the first find them warm. Each id is taken once.
 */
const signedAhead = new WeakMap<FastifyInstance, NewGuest[]>();

function signedGuest(reply: FastifyReply): NewGuest {
  const id = randomUUID();
  return { id, signed: reply.signCookie(id) };
}

function newGuest(reply: FastifyReply): NewGuest {
  let waiting = signedAhead.get(reply.server);
  if (!waiting) {
    waiting = [];
    signedAhead.set(reply.server, waiting);
  }
  const guest = waiting.pop();
  if (guest) return guest;
  for (let i = 1; i < SIGNED_AHEAD; i++) waiting.push(signedGuest(reply));
  return signedGuest(reply);
}

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
  const { id, signed } = newGuest(reply);
  // Signed already, by the signer that checks it on the next visit.
  reply.setCookie(CUSTOMER_COOKIE, signed, {
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
