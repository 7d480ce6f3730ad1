import { useCallback, useSyncExternalStore } from 'react';
import {
  currencyPreferenceSchema,
  DEFAULT_CURRENCY_PREFERENCE,
  type CurrencyPreference,
} from '@scanorder/shared/money/currency-preference';
import { detectCurrencyPreference } from '@scanorder/shared/geo/visitor-country';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedValue: CurrencyPreference = DEFAULT_CURRENCY_PREFERENCE;

/**
 * A first visit's preference: the country of the device's time zone, else of its language region
 * (navigator.languages is what the browser sends as Accept-Language), else India, INR, ₹. Nothing
 * leaves the browser.
 */
function detected(): CurrencyPreference {
  return detectCurrencyPreference({
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    languages: navigator.languages,
  });
}

/** Reads the stored preference, validated; nothing stored is the detected one. */
function snapshot(): CurrencyPreference {
  const raw = readStorage(STORAGE_KEYS.currency);
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  if (raw === null) {
    cachedValue = detected();
    return cachedValue;
  }
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  const result = currencyPreferenceSchema.safeParse(parsed);
  cachedValue = result.success ? result.data : detected();
  return cachedValue;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.currency) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's currency preference (docs/product/plans-and-limits.md), shared by every tab through storage. */
export function useCurrencyPreference() {
  const preference = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_CURRENCY_PREFERENCE);
  const setPreference = useCallback((next: CurrencyPreference) => {
    writeStorage(STORAGE_KEYS.currency, JSON.stringify(currencyPreferenceSchema.parse(next)));
    listeners.forEach((listener) => listener());
  }, []);
  return [preference, setPreference] as const;
}
