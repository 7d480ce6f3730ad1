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
import { memoByHeader } from './header-memo.ts';

/** The guest locale a browser's `Accept-Language` prefers (negotiator: q-values, `hi-IN` -> `hi`). */
const negotiatedLocale = memoByHeader((acceptLanguage): GuestLocale => {
  const negotiated = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([
    ...GUEST_LOCALES,
  ]);
  return isGuestLocale(negotiated) ? negotiated : SOURCE_LOCALE;
});

/** A guest's language, and whether they chose it on the page (then it is remembered). */
export interface GuestLanguage {
  locale: GuestLocale;
  chosen: boolean;
}

/**
 * The guest's language: a choice made on the page (`?lang=`), else the one remembered on the device
 * (cookie), else the browser's `Accept-Language` (negotiator: q-values, `hi-IN` -> `hi`), else English.
 */
export function guestLocaleOf(request: FastifyRequest): GuestLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  return guestLanguageFrom(
    query?.lang,
    request.cookies[LOCALE_COOKIE],
    request.headers['accept-language'],
  );
}

/** `guestLocaleOf` from the query's `lang`, the cookie and the header, however they were read. */
export function guestLanguageFrom(
  asked: unknown,
  remembered: unknown,
  acceptLanguage: string | undefined,
): GuestLanguage {
  if (isGuestLocale(asked)) return { locale: asked, chosen: true };
  if (isGuestLocale(remembered)) return { locale: remembered, chosen: false };
  return { locale: negotiatedLocale(acceptLanguage), chosen: false };
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
