import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { OWNER_LANGUAGES, type OwnerLanguage } from '@scanorder/shared/account/owner-language';
import en from './locales/en.json';

/**
 * The owner app's languages (issue 22): English is the spec's own words, verbatim, and the key of
 * every message; Spanish is complete for what is converted. English ships with the app (its
 * plurals' singulars are not their keys); Spanish (about 110 kB) is a chunk of its own, fetched
 * only for an owner who reads it, before the app renders in it (decision 031, sixth addendum).
 */
export const OWNER_LOCALES = OWNER_LANGUAGES;
/** The language an account keeps (decision 051) is one of these. */
export type OwnerLocale = OwnerLanguage;
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
  // A form's number that is no number, and a menu file's cell.
  [/^Please enter valid (?<label>.+)$/, 'Please enter valid {{label}}'],
  // An option group's choice (the group's name is the owner's own text, shown as typed).
  [/^Unknown option in (?<name>.+)$/, 'Unknown option in {{name}}'],
  [/^Choose each option of (?<name>.+) once$/, 'Choose each option of {{name}} once'],
  [/^Choose at least (?<n>\d+) of (?<name>.+)$/, 'Choose at least {{n}} of {{name}}'],
  [/^Choose at most (?<n>\d+) of (?<name>.+)$/, 'Choose at most {{n}} of {{name}}'],
  [/^Choose only one (?<name>.+)$/, 'Choose only one {{name}}'],
  [/^Choose one (?<name>.+)$/, 'Choose one {{name}}'],
  // The menu import's reasons (menuCsvMessages): a column keeps the file's own (English) header.
  [/^The file has too many rows: at most (?<n>\d+)$/, 'The file has too many rows: at most {{n}}'],
  [/^The file is not a readable CSV: (?<reason>.+)$/, 'The file is not a readable CSV: {{reason}}'],
  [
    /^Column (?<column>.+) is missing from the header row$/,
    'Column {{column}} is missing from the header row',
  ],
  [
    /^Column (?<column>.+) is not part of the menu format$/,
    'Column {{column}} is not part of the menu format',
  ],
  [/^Row type must be Item or (?<type>.+)$/, 'Row type must be Item or {{type}}'],
  [
    /^An (?<type>.+) row must follow the Item row it belongs to$/,
    'An {{type}} row must follow the Item row it belongs to',
  ],
  [/^No shared option group is named (?<name>.+)$/, 'No shared option group is named {{name}}'],
  [
    /^The shared option group (?<name>.+) is attached twice$/,
    'The shared option group {{name}} is attached twice',
  ],
  [
    /^Min and Max of (?<name>.+) differ between its rows$/,
    'Min and Max of {{name}} differ between its rows',
  ],
  [/^(?<column>.+) must be Yes or No$/, '{{column}} must be Yes or No'],
  // A tag or allergen the file names as the owner typed it.
  [/^Unknown tag: (?<value>.+)$/, 'Unknown tag: {{value}}'],
  [/^Unknown allergen: (?<value>.+)$/, 'Unknown allergen: {{value}}'],

  [
    /^(?<column>.+) must be a number such as 249 or 249\.50, without a currency sign or thousands separator$/,
    '{{column}} must be a number such as 249 or 249.50, without a currency sign or thousands separator',
  ],
  [/^The same item is already on row (?<row>\d+)$/, 'The same item is already on row {{row}}'],
  [
    /^The import would make (?<count>\d+) items; a restaurant menu can hold up to (?<max>\d+)\.$/,
    'The import would make {{count}} items; a restaurant menu can hold up to {{max}}.',
  ],
  [
    /^The import would make (?<count>\d+) items; a grocery menu can hold up to (?<max>\d+)\.$/,
    'The import would make {{count}} items; a grocery menu can hold up to {{max}}.',
  ],
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

/** The catalogues not in the app's first load, one chunk each. */
const LATER_CATALOGUES: Record<Exclude<OwnerLocale, 'en'>, () => Promise<{ default: object }>> = {
  es: () => import('./locales/es.json'),
};
const catalogues = new Map<OwnerLocale, Promise<void>>([['en', Promise.resolve()]]);

/** The locale's catalogue in the instance; one fetch per locale, retried after a failure. */
function loadCatalogue(locale: OwnerLocale): Promise<void> {
  const known = catalogues.get(locale);
  if (known) return known;
  const loading = LATER_CATALOGUES[locale as Exclude<OwnerLocale, 'en'>]().then(
    (catalogue) => {
      ownerI18n.addResourceBundle(locale, 'translation', catalogue.default);
    },
    (error: unknown) => {
      catalogues.delete(locale);
      throw error;
    },
  );
  catalogues.set(locale, loading);
  return loading;
}

const startLocale = initialLocale();
const ownerI18n = i18next.createInstance();
void ownerI18n.use(initReactI18next).init({
  // English until the remembered language's catalogue is in (the app waits for it to render).
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
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

/** The page reads `locale` once its catalogue is in: `lang` and every converted text. */
async function showLocale(locale: OwnerLocale): Promise<void> {
  await loadCatalogue(locale);
  document.documentElement.lang = locale;
  await ownerI18n.changeLanguage(locale);
}

/**
 * The device's language ready to render: at once for English, after its catalogue's chunk for
 * another (the first render waits for it, so a Spanish owner never sees the English first).
 */
export async function ownerLocaleReady(): Promise<void> {
  if (startLocale === 'en') return;
  try {
    await showLocale(startLocale);
  } catch {
    // The chunk did not come (offline, a new release): the app opens in English.
  }
}

/**
 * Switches the owner app's language on this device once its catalogue is in, so no text shows
 * the English keys of a language still loading, and remembers it (only once it is shown).
 */
export async function setOwnerLocale(locale: OwnerLocale): Promise<void> {
  await showLocale(locale);
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered, but still switched for this visit.
  }
}

/**
 * t() options for a text that names the menu: a grocery reads its `_grocery` wording ("catálogo"
 * in Spanish, decision 054), a restaurant the base one. A function, not `{ context: kind }` written
 * at the call, so the extractor keeps the English text as the key.
 */
export const inKind = (kind: 'restaurant' | 'grocery') => ({ context: kind });

/**
 * A label set inside a sentence ("Falta: logotipo y al menos una sucursal."): Spanish writes it in
 * lower case, after a colon too, where English keeps the label's capital. An all-capital word (QR,
 * a tab's name such as ESTADO) stays as it is.
 */
export function midSentence(label: string, locale: string): string {
  if (locale === 'en' || /^\p{Lu}{2}/u.test(label)) return label;
  return label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
}
