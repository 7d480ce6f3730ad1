import { describe, expect, it } from 'vitest';
import { formatMinor } from './format.ts';
import { currencyPreferenceSchema, DEFAULT_CURRENCY_PREFERENCE } from './currency-preference.ts';

describe('formatMinor (docs/product/fields.md: minor units / 100, two decimals)', () => {
  it('shows two decimals in the default Indian format', () => {
    expect(formatMinor(99900, 'INR')).toBe('₹999.00');
    expect(formatMinor(12345678, 'INR')).toBe('₹1,23,456.78');
    expect(formatMinor(0, 'INR')).toBe('₹0.00');
  });

  it('keeps two decimals for small and odd amounts', () => {
    expect(formatMinor(5, 'USD', 'en-US')).toBe('$0.05');
    expect(formatMinor(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(formatMinor(1900, 'USD', 'en-US')).toBe('$19.00');
  });

  it('follows the locale and currency given', () => {
    expect(formatMinor(139000, 'EUR', 'de-DE')).toBe('1.390,00\u00a0€');
  });

  it('keeps each locale and currency apart when called in turn', () => {
    expect(formatMinor(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(formatMinor(1999, 'EUR', 'de-DE')).toBe('19,99\u00a0€');
    expect(formatMinor(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(formatMinor(1999, 'USD', 'de-DE')).toBe('19,99\u00a0$');
  });

  it('refuses an unknown currency code every time, never caching a broken formatter', () => {
    expect(() => formatMinor(100, 'RUPEE')).toThrow(RangeError);
    expect(() => formatMinor(100, 'RUPEE')).toThrow(RangeError);
  });
});

describe('currency preference', () => {
  it('defaults to India, INR, ₹', () => {
    expect(DEFAULT_CURRENCY_PREFERENCE).toEqual({
      country: 'India',
      currencyCode: 'INR',
      symbol: '₹',
    });
  });

  it('validates what comes back from local storage', () => {
    expect(
      currencyPreferenceSchema.safeParse({ country: 'India', currencyCode: 'INR', symbol: '₹' })
        .success,
    ).toBe(true);
    expect(
      currencyPreferenceSchema.safeParse({ country: 'India', currencyCode: 'RUPEE', symbol: '₹' })
        .success,
    ).toBe(false);
    expect(currencyPreferenceSchema.safeParse('INR').success).toBe(false);
  });
});
