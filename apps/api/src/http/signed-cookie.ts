import type { FastifyRequest } from 'fastify';

/** A cookie's value when the browser sent it with a valid signature of this server's; else null. */
export function signedCookieValue(request: FastifyRequest, name: string): string | null {
  const raw = request.cookies[name];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}
