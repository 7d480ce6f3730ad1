import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signedCookieValue } from '../http/signed-cookie.ts';

export const CUSTOMER_COOKIE = 'scanorder.customer';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** How many new guests' ids are made and signed in one go. */
const SIGNED_AHEAD = 64;

interface NewGuest {
  id: string;
  /** The cookie's value: the id and its signature. */
  signed: string;
}

/** The customer cookie's attributes; its value is the id and its signature. */
const COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: ONE_YEAR_SECONDS,
} as const;

interface Guests {
  /**
   * New guests' ids, signed ahead (by the server's cookie signer, which checks them later). Signed
   * one per request, the signature was the request's first crypto call with the caches cold,
   * several times what the same call costs right after another (decision 040, thirteenth pass,
   * second round); signed 64 at a time, all but the first find them warm. Each id is taken once.
   */
  waiting: NewGuest[];
  /** The `Set-Cookie` line after the value, without and with `Secure`, serialized once. */
  attributes: Map<boolean, string>;
}

const guestsPerServer = new WeakMap<FastifyInstance, Guests>();

function guestsOf(server: FastifyInstance): Guests {
  let guests = guestsPerServer.get(server);
  if (!guests) {
    guests = { waiting: [], attributes: new Map() };
    guestsPerServer.set(server, guests);
  }
  return guests;
}

function signedGuest(reply: FastifyReply): NewGuest {
  const id = randomUUID();
  return { id, signed: reply.signCookie(id) };
}

function newGuest(reply: FastifyReply, waiting: NewGuest[]): NewGuest {
  const guest = waiting.pop();
  if (guest) return guest;
  for (let i = 1; i < SIGNED_AHEAD; i++) waiting.push(signedGuest(reply));
  return signedGuest(reply);
}

/**
 * What `@fastify/cookie` writes after `name=value` for this cookie: its own serializer's answer
 * for an empty value, once per server and `secure`. Every new guest's line is the same but for
 * the value (decision 040, fourteenth pass).
 */
function attributesOf(server: FastifyInstance, guests: Guests, secure: boolean): string {
  let attributes = guests.attributes.get(secure);
  if (attributes === undefined) {
    const empty = server.serializeCookie(CUSTOMER_COOKIE, '', { ...COOKIE_OPTIONS, secure });
    attributes = empty.slice(CUSTOMER_COOKIE.length + 1);
    guests.attributes.set(secure, attributes);
  }
  return attributes;
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
  const known = readCustomerId(request);
  if (known) return known;
  const guests = guestsOf(reply.server);
  const { id, signed } = newGuest(reply, guests.waiting);
  // The line `reply.setCookie` would have the plugin serialize when the reply is sent, written
  // here: an id and a base64 signature are cookie octets, which its serializer leaves as they are.
  // Fastify adds it to any other `Set-Cookie` line, and the plugin adds its own cookies after it.
  reply.header(
    'set-cookie',
    `${CUSTOMER_COOKIE}=${signed}${attributesOf(reply.server, guests, secure)}`,
  );
  return id;
}

/** The customer cookie's id when the browser has a valid one; reading never sets a cookie. */
export function readCustomerId(request: FastifyRequest): string | null {
  return signedCookieValue(request, CUSTOMER_COOKIE);
}
