import type { SelectOption } from '../../../components/form-select-field.tsx';

type SupportedValuesOf = (key: 'currency' | 'timeZone') => string[];
const supportedValuesOf = (Intl as { supportedValuesOf?: SupportedValuesOf }).supportedValuesOf;

const FALLBACK_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'SGD', 'AED'];

/** Every ISO 4217 currency the browser can format, "INR - Indian Rupee". */
export function currencyOptions(current: string, locale = 'en'): SelectOption[] {
  const codes = new Set(supportedValuesOf?.('currency') ?? FALLBACK_CURRENCIES);
  if (current) codes.add(current);
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
  } catch {
    names = undefined;
  }
  return [...codes].sort().map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} - ${name}` : code };
  });
}

/** The browser's own IANA zone (docs/product/ordering.md: the default time zone of a new business). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** ICU still lists some zones under their old names; owners look for the current ones. */
const CURRENT_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Europe/Kiev': 'Europe/Kyiv',
};

/** A zone's generic name in `locale` ("hora de Europa central", "India Standard Time"), if Intl has one. */
function zoneNameOf(zone: string, locale: string): string | undefined {
  try {
    return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}

/** The labelled zones per locale: a formatter per zone is about 80 ms for the 400-odd zones, paid once. */
const zonesByLocale = new Map<string, SelectOption[]>();

function labelledZone(zone: string, locale: string): SelectOption {
  const name = zone === 'UTC' ? undefined : zoneNameOf(zone, locale);
  return { value: zone, label: name ? `${zone.replaceAll('_', ' ')} (${name})` : zone };
}

/**
 * Every IANA zone the browser knows, with the current one always present: the value is the zone,
 * the label adds its name in the owner's language, "Europe/Madrid (hora de Europa central)", so the
 * list reads as places and times rather than raw identifiers (typing "Europe/M" still finds it).
 */
export function timeZoneOptions(current: string, locale = 'en'): SelectOption[] {
  let options = zonesByLocale.get(locale);
  if (!options) {
    const zones = new Set(supportedValuesOf?.('timeZone') ?? []);
    for (const [old, name] of Object.entries(CURRENT_NAMES)) if (zones.has(old)) zones.add(name);
    zones.add('UTC');
    options = [...zones].sort().map((zone) => labelledZone(zone, locale));
    zonesByLocale.set(locale, options);
  }
  if (!current || options.some((option) => option.value === current)) return options;
  return [...options, labelledZone(current, locale)].sort((a, b) => (a.value < b.value ? -1 : 1));
}
