import { getCountryForTimezone } from 'countries-and-timezones';
import {
  DEFAULT_CURRENCY_PREFERENCE,
  type CurrencyPreference,
} from '../money/currency-preference.ts';
import { COUNTRIES, countryByCode, type Country } from './countries.ts';

/** What a browser tells about where its user is, without asking anyone (no network). */
export interface VisitorHints {
  /** IANA zone, e.g. `Asia/Kolkata` (Intl.DateTimeFormat().resolvedOptions().timeZone). */
  timeZone?: string | undefined;
  /** Preferred languages, e.g. `['en-IN', 'en']` (navigator.languages, or Accept-Language). */
  languages?: readonly string[] | undefined;
}

function regionOf(language: string): string | undefined {
  try {
    return new Intl.Locale(language).maximize().region;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's country: the time zone's country first (where the device is), then the region of
 * the first language that names one (`en-GB`), else none. `en` alone says nothing, so only an
 * explicit region counts.
 */
export function visitorCountryOf(hints: VisitorHints): Country | undefined {
  const zoneCountry = hints.timeZone ? getCountryForTimezone(hints.timeZone) : null;
  const fromZone = zoneCountry ? countryByCode(zoneCountry.id) : undefined;
  if (fromZone?.currency) return fromZone;
  for (const language of hints.languages ?? []) {
    if (!/[-_][A-Za-z]{2}\b/.test(language)) continue;
    const region = regionOf(language.replace('_', '-'));
    const country = region ? countryByCode(region) : undefined;
    if (country?.currency) return country;
  }
  return undefined;
}

/** The currency's symbol as people there write it ('₹', '$', '€'), from the runtime's own data. */
export function currencySymbolOf(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

export function currencyPreferenceOfCountry(country: Country): CurrencyPreference | undefined {
  if (!country.currency) return undefined;
  return {
    country: country.name,
    currencyCode: country.currency,
    symbol: currencySymbolOf(country.currency),
  };
}

/** The preference a visitor starts with: their country's currency, else India, INR, ₹ (spec). */
export function detectCurrencyPreference(hints: VisitorHints): CurrencyPreference {
  const country = visitorCountryOf(hints);
  return (country && currencyPreferenceOfCountry(country)) ?? DEFAULT_CURRENCY_PREFERENCE;
}

/** Every country with its currency: what the currency preference may be (docs/product/plans-and-limits.md). */
export const COUNTRY_CURRENCY_PREFERENCES: readonly CurrencyPreference[] = COUNTRIES.flatMap(
  (country) => {
    const preference = currencyPreferenceOfCountry(country);
    return preference ? [preference] : [];
  },
);
