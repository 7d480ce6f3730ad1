import { formatMinor } from '@scanorder/shared/money/format';

/**
 * The guest's Intl locale for every price, date and time on the page. A page renders in one
 * language, so it is set once, before rendering (server) or hydrating (browser), by the page's
 * i18n setup (i18n/guest-i18n.tsx), instead of being threaded through every component.
 */
let intlLocale = 'en-IN';

export function setFormatLocale(locale: string): void {
  intlLocale = locale;
}

/** English keeps the spec's US-style carryout date and time ("Jul 14", "6:30 PM"). */
const carryoutLocale = () => (intlLocale === 'en-IN' ? 'en-US' : intlLocale);

/** A day and a time of day, spelt the same in every label that shows one ("Tue, 14 Jul", "6:30 pm"). */
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** A price in the menu currency, two decimals (docs/product/fields.md). */
export function money(amountMinor: number, currency: string): string {
  return formatMinor(amountMinor, currency, intlLocale);
}

/** A local calendar date (YYYY-MM-DD) as "Tue, 14 Jul". */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat(intlLocale, { ...DAY, timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** A clock time "18:30" as "6:30 pm". */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(intlLocale, { ...TIME, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  );
}

/** An instant in the business's zone, e.g. "Tue, 14 Jul, 6:30 pm". */
export function instantLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale, { ...DAY, ...TIME, timeZone }).format(new Date(iso));
}

/** The spec's carryout date: month and day, e.g. "Jul 14". */
export function monthDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(carryoutLocale(), {
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** The carryout time, e.g. "6:30 PM". */
export function timeOfDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(carryoutLocale(), { ...TIME, timeZone }).format(new Date(iso));
}

/** A percentage without trailing zeros: 12.5 -> "12.5%", 10 -> "10%". */
export function percent(value: number): string {
  return new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );
}

/** A list in the guest's language: "Milk, Tree nuts"; Arabic joins with "،". */
export function list(items: readonly string[]): string {
  return new Intl.ListFormat(intlLocale, { style: 'short', type: 'unit' }).format(items);
}

/** A whole number in the guest's digits and grouping: 1000 -> "1,000", "1.000", "١٬٠٠٠". */
export function count(value: number): string {
  return new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2 }).format(value);
}
