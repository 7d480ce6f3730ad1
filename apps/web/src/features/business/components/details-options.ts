import { useEffect, useMemo, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle.ts';
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

interface LocaleZones {
  /** Every zone the browser lists, sorted, UTC and the current names included. */
  zones: string[];
  /** The first `labels.length` zones, labelled; the list itself once every zone is. */
  labels: SelectOption[];
}

/** Per locale: a formatter per zone is about 80 ms for the 400-odd zones, paid once. */
const zonesByLocale = new Map<string, LocaleZones>();

function zonesOf(locale: string): LocaleZones {
  let entry = zonesByLocale.get(locale);
  if (!entry) {
    const zones = new Set(supportedValuesOf?.('timeZone') ?? []);
    for (const [old, name] of Object.entries(CURRENT_NAMES)) if (zones.has(old)) zones.add(name);
    zones.add('UTC');
    entry = { zones: [...zones].sort(), labels: [] };
    zonesByLocale.set(locale, entry);
  }
  return entry;
}

const isLabelled = (entry: LocaleZones) => entry.labels.length === entry.zones.length;

/** Labels a batch of zones, more while `budget()` leaves time; true once every zone is. */
function labelSome(entry: LocaleZones, locale: string, budget: () => number): boolean {
  for (let count = 0; !isLabelled(entry) && (count < 20 || budget() > 1); count += 1) {
    entry.labels.push(labelledZone(entry.zones[entry.labels.length]!, locale));
  }
  return isLabelled(entry);
}

function labelledZone(zone: string, locale: string): SelectOption {
  const name = zone === 'UTC' ? undefined : zoneNameOf(zone, locale);
  return { value: zone, label: name ? `${zone.replaceAll('_', ' ')} (${name})` : zone };
}

function withCurrent(options: SelectOption[], current: string, locale: string): SelectOption[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [...options, labelledZone(current, locale)].sort((a, b) => (a.value < b.value ? -1 : 1));
}

/**
 * Every IANA zone the browser knows, with the current one always present: the value is the zone,
 * the label adds its name in the owner's language, "Europe/Madrid (hora de Europa central)", so the
 * list reads as places and times rather than raw identifiers (typing "Europe/M" still finds it).
 */
export function timeZoneOptions(current: string, locale = 'en'): SelectOption[] {
  const entry = zonesOf(locale);
  labelSome(entry, locale, () => Infinity);
  return withCurrent(entry.labels, current, locale);
}

/**
 * timeZoneOptions for a form: the current zone is labelled at once and the others while the page
 * is idle, so the labels do not hold up the form's first paint (they were a seventh of the busy
 * time before OVERVIEW's create form showed on a slowed phone). Until then the others read as
 * their zone ids.
 */
export function useTimeZoneOptions(current: string, locale: string): SelectOption[] {
  const entry = zonesOf(locale);
  const ready = isLabelled(entry);
  const [, setLabelledLocale] = useState<string>();
  useEffect(() => {
    if (ready) return undefined;
    let cancel = whenIdle(function step(budget) {
      if (labelSome(entry, locale, budget)) setLabelledLocale(locale);
      else cancel = whenIdle(step);
    });
    return () => cancel();
  }, [entry, locale, ready]);
  return useMemo(() => {
    if (ready) return timeZoneOptions(current, locale);
    const partial = entry.zones.map(
      (zone, index) =>
        entry.labels[index] ??
        (zone === current ? labelledZone(zone, locale) : { value: zone, label: zone }),
    );
    return withCurrent(partial, current, locale);
  }, [entry, current, locale, ready]);
}
