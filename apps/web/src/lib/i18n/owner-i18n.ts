import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from './locales/en.json';
import es from './locales/es.json';

/**
 * The owner app's languages (issue 22): English is the spec's own words, verbatim, and the key of
 * every message; Spanish is complete for what is converted. The owner app has no tight script
 * budget, so both catalogues ship with it (the customer pages ship one language only).
 */
export const OWNER_LOCALES = ['en', 'es'] as const;
export type OwnerLocale = (typeof OWNER_LOCALES)[number];
export const OWNER_LOCALE_NAMES: Record<OwnerLocale, string> = { en: 'English', es: 'Español' };

/** Remembered on the device; the owner app is rendered in the browser, so no cookie is needed. */
const STORAGE_KEY = 'scanorder.owner-language';

const isOwnerLocale = (value: unknown): value is OwnerLocale =>
  typeof value === 'string' && (OWNER_LOCALES as readonly string[]).includes(value);

function initialLocale(): OwnerLocale {
  if (typeof window === 'undefined') return 'en';
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (isOwnerLocale(saved)) return saved;
  } catch {
    // Storage may be blocked: the browser's language still applies.
  }
  const browser = window.navigator.language.split('-')[0];
  return isOwnerLocale(browser) ? browser : 'en';
}

/**
 * The spec's validation messages are built from a field label ("Email field is required", "Tax
 * cannot be more than 100 value"), too many to list: a message with no key of its own is matched
 * against those shapes and translated with its label. English shows the message as it came.
 */
const BUILT_MESSAGES: [RegExp, string][] = [
  [/^(?<label>.+) field is required$/, '{{label}} field is required'],
  [
    /^(?<label>.+) cannot be less than (?<n>-?[\d.,]+) characters$/,
    '{{label}} cannot be less than {{n}} characters',
  ],
  [
    /^(?<label>.+) cannot be more than (?<n>-?[\d.,]+) characters$/,
    '{{label}} cannot be more than {{n}} characters',
  ],
  [
    /^(?<label>.+) cannot be less than (?<n>-?[\d.,]+) value$/,
    '{{label}} cannot be less than {{n}} value',
  ],
  [
    /^(?<label>.+) cannot be more than (?<n>-?[\d.,]+) value$/,
    '{{label}} cannot be more than {{n}} value',
  ],
  // An option group's choice (the group's name is the owner's own text, shown as typed).
  [/^Unknown option in (?<name>.+)$/, 'Unknown option in {{name}}'],
  [/^Choose each option of (?<name>.+) once$/, 'Choose each option of {{name}} once'],
  [/^Choose at least (?<n>\d+) of (?<name>.+)$/, 'Choose at least {{n}} of {{name}}'],
  [/^Choose at most (?<n>\d+) of (?<name>.+)$/, 'Choose at most {{n}} of {{name}}'],
  [/^Choose only one (?<name>.+)$/, 'Choose only one {{name}}'],
  [/^Choose one (?<name>.+)$/, 'Choose one {{name}}'],
];

function translateBuiltMessage(key: string): string {
  if (ownerI18n.language === 'en') return key;
  for (const [shape, template] of BUILT_MESSAGES) {
    const parts = shape.exec(key)?.groups;
    if (parts)
      return ownerI18n.t(template, {
        ...parts,
        ...(parts.label === undefined ? {} : { label: ownerI18n.t(parts.label) }),
      });
  }
  return key;
}

const ownerI18n = i18next.createInstance();
void ownerI18n.use(initReactI18next).init({
  lng: initialLocale(),
  fallbackLng: 'en',
  resources: { en: { translation: en }, es: { translation: es } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  parseMissingKeyHandler: translateBuiltMessage,
  initAsync: false,
});

/**
 * The translate function of the owner app and its current language. `intlLocale` is for Intl
 * formatters: none in English, so dates and numbers keep the formats they had (the spec's
 * English); the chosen language otherwise.
 */
export function useOwnerT() {
  const { t, i18n } = useTranslation(undefined, { i18n: ownerI18n });
  const locale: OwnerLocale = isOwnerLocale(i18n.language) ? i18n.language : 'en';
  return { t, locale, intlLocale: locale === 'en' ? undefined : locale };
}

/** Switches the owner app's language on this device; every converted text re-renders in it. */
export function setOwnerLocale(locale: OwnerLocale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  document.documentElement.lang = locale;
  void ownerI18n.changeLanguage(locale);
}
