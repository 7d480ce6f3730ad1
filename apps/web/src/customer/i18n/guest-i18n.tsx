import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import {
  directionOf,
  intlLocaleOf,
  SOURCE_LOCALE,
  type GuestLocale,
} from '@scanorder/shared/i18n/locales';
import { setFormatLocale } from '../lib/format.ts';

/** One language's messages: English source text as the key (so a missing one reads in English). */
export type Messages = Record<string, string>;

/** What the server hands the browser: the chosen language and only its messages. */
export interface GuestI18nData {
  locale: GuestLocale;
  messages: Messages;
}

/**
 * An i18next instance for one language, ready at once (no backend, `initAsync: false`), so the
 * server renders and the browser hydrates the same text in the same tick. Keys are the English
 * text, hence no key or namespace separators (a '.' or ':' in a sentence is just text).
 */
export function createGuestI18n({ locale, messages }: GuestI18nData): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: SOURCE_LOCALE,
    resources: { [locale]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
  });
  setFormatLocale(intlLocaleOf(locale));
  return instance;
}

const GuestI18nContext = createContext<I18n | null>(null);

/**
 * Hands the page's i18next instance to every component. react-i18next does this and more for
 * 6 KB gzip; the menu's budget (100 KB gzip JS) keeps only what the pages use.
 */
export function GuestI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <GuestI18nContext.Provider value={i18n}>{children}</GuestI18nContext.Provider>;
}

let english: I18n | null = null;

/** Outside a provider (a component rendered on its own) the text is the English source. */
function useGuestI18n(): I18n {
  const i18n = useContext(GuestI18nContext);
  if (i18n) return i18n;
  english ??= createGuestI18n({ locale: SOURCE_LOCALE, messages: {} });
  return english;
}

/** The translate function of the page's language. */
export function useT(): TFunction {
  return useGuestI18n().t;
}

/** The page's language and writing direction. */
export function useLocale(): { locale: GuestLocale; dir: 'ltr' | 'rtl' } {
  const locale = useGuestI18n().language as GuestLocale;
  return { locale, dir: directionOf(locale) };
}
