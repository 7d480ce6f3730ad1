import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import {
  GUEST_LOCALES,
  isGuestLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  SOURCE_LOCALE,
  type GuestLocale,
} from '@scanorder/shared/i18n/locales';

/**
 * The guest's language: a choice made on the page (`?lang=`), else the one remembered on the device
 * (cookie), else the browser's `Accept-Language` (negotiator: q-values, `hi-IN` -> `hi`), else English.
 */
export function guestLocaleOf(request: FastifyRequest): {
  locale: GuestLocale;
  chosen: boolean;
} {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.lang;
  if (isGuestLocale(asked)) return { locale: asked, chosen: true };
  const remembered = request.cookies[LOCALE_COOKIE];
  if (isGuestLocale(remembered)) return { locale: remembered, chosen: false };
  const negotiated = new Negotiator({
    headers: { 'accept-language': request.headers['accept-language'] },
  }).language([...GUEST_LOCALES]);
  return { locale: isGuestLocale(negotiated) ? negotiated : SOURCE_LOCALE, chosen: false };
}

/**
 * Remembers a language chosen on the page for a year, readable by the server only (the pages are
 * rendered in it); not secret, so not signed. Pages that depend on it say so to caches.
 */
export function rememberGuestLocale(
  reply: FastifyReply,
  locale: GuestLocale,
  secure: boolean,
): void {
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}
