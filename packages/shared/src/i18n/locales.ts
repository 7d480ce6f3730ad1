/**
 * The languages a guest can read the customer pages in (issue 22). English is the source: the
 * spec's words, and what any text without a translation falls back to.
 */
export const GUEST_LOCALES = ['en', 'hi', 'es', 'fr', 'de', 'ar'] as const;
export type GuestLocale = (typeof GUEST_LOCALES)[number];
export const SOURCE_LOCALE: GuestLocale = 'en';

/** Each language in its own name and script, as a guest looks for it in the picker. */
export const LOCALE_NAMES: Record<GuestLocale, string> = {
  en: 'English',
  hi: 'हिन्दी',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
};

/** The cookie that remembers the guest's choice on the device, so the server renders in it. */
export const LOCALE_COOKIE = 'scanorder.language';
/** A year: the choice is a preference, not a session. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isGuestLocale(value: unknown): value is GuestLocale {
  return typeof value === 'string' && (GUEST_LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: GuestLocale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The tag for Intl (prices, dates, times). English keeps the Indian English the menus were
 * written for (lakh grouping, "pm"), so existing prices read as before.
 */
export function intlLocaleOf(locale: GuestLocale): string {
  return locale === 'en' ? 'en-IN' : locale;
}
