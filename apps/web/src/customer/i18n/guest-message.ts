import type { TFunction } from 'i18next';
import {
  GUEST_MESSAGES,
  keyedOf,
  type GuestValues,
  type KeyedMessage,
} from '@scanorder/shared/i18n/guest-messages';
import { SOURCE_LOCALE } from '@scanorder/shared/i18n/locales';
import { count, money } from '../lib/format.ts';
import { useLocale, useT } from './guest-i18n.tsx';

/**
 * A refusal as the API or the shared rules give it: the spec's English, and for a message built
 * with values (a dish's name, a number, an amount) its key and values (error envelope `key`,
 * `values`; a `PricingError`'s `keyed`).
 */
export interface Refusal {
  message: string;
  key?: string | undefined;
  values?: GuestValues | undefined;
}

/** First-strong isolate (a name keeps its own direction), left-to-right isolate, pop. */
const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * A keyed message in the page's language: names kept as written, numbers and amounts in the
 * guest's digits, labels ("Instruction", "KiloMeter") looked up, a message inside worded as a
 * refusal of its own. On a right-to-left page a name is
 * isolated (an English dish's name would otherwise pull the Arabic around it) and a number or an
 * amount reads left to right inside it. Null when the values do not fit the key.
 */
function wordKeyed(
  t: TFunction,
  locale: string,
  rtl: boolean,
  { key, values }: KeyedMessage,
): string | null {
  const spec = GUEST_MESSAGES[key];
  if (!spec) return null;
  const options: Record<string, string | number> = {};
  for (const [name, kind] of Object.entries(spec.values)) {
    const value = values[name];
    if (value === undefined) return null;
    if (kind === 'label') options[name] = t(String(value));
    else if (kind === 'message') options[name] = refusalText(t, locale, rtl, String(value));
    else if (kind === 'name') options[name] = rtl ? `${FSI}${value}${PDI}` : String(value);
    else {
      const currency = values['currency'];
      if (typeof value !== 'number') return null;
      if (kind === 'money' && typeof currency !== 'string') return null;
      const text = kind === 'money' ? money(value, String(currency)) : count(value);
      options[name] = rtl ? `${LRI}${text}${PDI}` : text;
    }
  }
  if (spec.plural !== undefined) {
    const plural = values[spec.plural];
    if (typeof plural !== 'number') return null;
    options['count'] = plural;
  }
  return t(key, options);
}

/**
 * What a guest reads of a refusal. English reads the spec's words as they came. Another language
 * words a keyed message from its key and values; a message without them is looked up as it is
 * (decision 038), and a spec message with values that came as English only (a schema's "Instruction
 * cannot be more than 200 characters") is read back into its key and values first.
 */
export function refusalText(
  t: TFunction,
  locale: string,
  rtl: boolean,
  refusal: Refusal | string,
): string {
  const { message, key, values } = typeof refusal === 'string' ? { message: refusal } : refusal;
  const given = key !== undefined && values !== undefined ? { key, values } : null;
  if (locale === SOURCE_LOCALE) return given ? message : t(message);
  const worded = given && wordKeyed(t, locale, rtl, given);
  if (worded) return worded;
  const looked = t(message);
  if (looked !== message) return looked;
  const read = keyedOf(message);
  return (read && wordKeyed(t, locale, rtl, read)) ?? looked;
}

/** `refusalText` in the page's language. */
export function useRefusalText(): (refusal: Refusal | string) => string {
  const t = useT();
  const { locale, dir } = useLocale();
  return (refusal) => refusalText(t, locale, dir === 'rtl', refusal);
}
