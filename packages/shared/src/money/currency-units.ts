import { divideRoundHalfUp } from '../ordering/price.ts';
import { MINOR_PER_MAJOR } from '../menu/price-field.ts';
import { currencyFormatter } from './format.ts';

// Building an Intl.NumberFormat costs tens of microseconds, and pricing an order or a payment asks
// for the exponent of its currency many times; ICU's answer never changes in a process.
const exponents = new Map<string, number>();

/**
 * Digits after the decimal point of a currency's minor unit (ISO 4217, as the runtime's ICU data
 * holds it): USD and INR 2, JPY and KRW 0, BHD and KWD 3. No hand-kept table to drift out of date.
 */
export function currencyExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    exponent =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    exponents.set(currency, exponent);
  }
  return exponent;
}

/**
 * Menus keep every amount in hundredths of the major unit (`MINOR_PER_MAJOR`), whatever the
 * currency; a payment is charged in the currency's own minor units. Converts one to the other,
 * rounding half up where the currency has fewer than two decimals (123450 hundredths of a yen ->
 * 1235 yen) and scaling up where it has more (1234 hundredths of a dinar -> 12340 fils).
 */
export function toCurrencyMinor(hundredths: number, currency: string): number {
  const exponent = currencyExponent(currency);
  const scale = 10 ** exponent;
  if (scale >= MINOR_PER_MAJOR) return hundredths * (scale / MINOR_PER_MAJOR);
  return divideRoundHalfUp(hundredths, MINOR_PER_MAJOR / scale);
}

/** An amount in the currency's own minor units, as the guest reads it ("¥1,235", "BHD 12.340"). */
export function formatCurrencyMinor(amount: number, currency: string, locale = 'en-IN'): string {
  const exponent = currencyExponent(currency);
  return currencyFormatter(locale, currency, exponent).format(amount / 10 ** exponent);
}
