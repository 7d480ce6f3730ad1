import { countries } from 'countries-list';
import { requiredText } from '../validation/fields.ts';
import { messages } from '../validation/messages.ts';

/** One country as every form and the currency preference use it. */
export interface Country {
  /** ISO 3166-1 alpha-2, e.g. `IN`. */
  code: string;
  name: string;
  /** International dialling codes with their plus sign, e.g. `['+91']`; NANP areas are `+1809`. */
  dialCodes: string[];
  /** The ISO 4217 currency used there (the first the runtime can format), or null. */
  currency: string | null;
}

function formattable(currency: string): boolean {
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency });
    return true;
  } catch {
    return false;
  }
}

/** Every country, by name (data: the countries-list package, no network). */
export const COUNTRIES: readonly Country[] = Object.entries(countries)
  .map(([code, country]) => ({
    code,
    name: country.name,
    dialCodes: country.phone.map((phone) => `+${phone}`),
    currency: country.currency.find(formattable) ?? null,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));
const DIAL_CODES = new Set(COUNTRIES.flatMap((country) => country.dialCodes));

export function countryByCode(code: string): Country | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** The countries a dialling code belongs to, e.g. `+1` is the United States, Canada and more. */
export function countriesOfDialCode(dialCode: string): Country[] {
  return COUNTRIES.filter((country) => country.dialCodes.includes(dialCode));
}

const DIAL_CODE_LISTS = new Map<string, readonly { dialCode: string; label: string }[]>();

/**
 * Distinct dialling codes with the countries that use them, named in `locale` ("+34 España" for a
 * Spanish owner; the runtime's own region names, English where it has none), for a suggestion list.
 */
export function dialCodeOptions(locale = 'en'): readonly { dialCode: string; label: string }[] {
  const known = DIAL_CODE_LISTS.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
  const nameOf = (country: Country) => names.of(country.code) ?? country.name;
  const options = [...new Set(COUNTRIES.flatMap((country) => country.dialCodes))]
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
    .map((dialCode) => ({
      dialCode,
      label: countriesOfDialCode(dialCode)
        .map(nameOf)
        .sort((a, b) => a.localeCompare(b, locale))
        .join(', '),
    }));
  DIAL_CODE_LISTS.set(locale, options);
  return options;
}

/** A dialling code as typed: '+' optional, 1 to 4 digits (ITU codes, or +1 with a NANP area). */
export const DIAL_CODE_PATTERN = /^\+?\d{1,4}$/;

const normalise = (code: string) => `+${code.replace(/^\+/, '')}`;

export function isDialCode(code: string): boolean {
  return DIAL_CODE_PATTERN.test(code) && DIAL_CODES.has(normalise(code));
}

/**
 * The one country-code rule of every form (business, WhatsApp, profile, team member): a dialling
 * code some country uses, stored with its plus sign ('91' and '+91' are both '+91').
 */
export const countryCodeField = (label = 'Country code') =>
  requiredText(label).refine(isDialCode, messages.valid(label)).transform(normalise);
