import { describe, expect, it } from 'vitest';
import { currencyExponent, formatCurrencyMinor, toCurrencyMinor } from './currency-units.ts';

describe('currency minor units', () => {
  it('knows two-, zero- and three-decimal currencies', () => {
    expect(['USD', 'INR', 'EUR'].map(currencyExponent)).toEqual([2, 2, 2]);
    expect(['JPY', 'KRW'].map(currencyExponent)).toEqual([0, 0]);
    expect(['BHD', 'KWD'].map(currencyExponent)).toEqual([3, 3]);
  });

  it('converts menu hundredths to what the currency charges', () => {
    expect(toCurrencyMinor(1250, 'USD')).toBe(1250);
    expect(toCurrencyMinor(123450, 'JPY')).toBe(1235);
    expect(toCurrencyMinor(123449, 'KRW')).toBe(1234);
    expect(toCurrencyMinor(1234, 'BHD')).toBe(12340);
    expect(toCurrencyMinor(1, 'KWD')).toBe(10);
  });

  it('formats with the currency own decimals', () => {
    expect(formatCurrencyMinor(1235, 'JPY', 'en-US')).toBe('¥1,235');
    expect(formatCurrencyMinor(12340, 'BHD', 'en-US')).toMatch(/^BHD\s12\.340$/);
    expect(formatCurrencyMinor(1250, 'USD', 'en-US')).toBe('$12.50');
  });
});
