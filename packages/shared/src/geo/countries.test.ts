import { describe, expect, it } from 'vitest';
import { businessDetailsInputSchemas } from '../business/details.ts';
import { profileUpdateInputSchema } from '../profile/profile.ts';
import { firstMessage } from '../validation/first-message.ts';
import { COUNTRIES, countriesOfDialCode, countryCodeField, dialCodeOptions } from './countries.ts';
import {
  COUNTRY_CURRENCY_PREFERENCES,
  detectCurrencyPreference,
  visitorCountryOf,
} from './visitor-country.ts';

describe('the country list', () => {
  it('names every country with its dialling codes and currency', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(COUNTRIES.find((country) => country.code === 'IN')).toEqual({
      code: 'IN',
      name: 'India',
      dialCodes: ['+91'],
      currency: 'INR',
    });
    expect(countriesOfDialCode('+1').map((country) => country.code)).toEqual(
      expect.arrayContaining(['US', 'CA']),
    );
    expect(dialCodeOptions().find((option) => option.dialCode === '+44')?.label).toContain(
      'United Kingdom',
    );
    // In the owner's language: a Spanish owner finds Spain as España.
    expect(dialCodeOptions('es').find((option) => option.dialCode === '+34')?.label).toBe('España');
    expect(dialCodeOptions('es').find((option) => option.dialCode === '+44')?.label).toContain(
      'Reino Unido',
    );
  });
});

describe('one country-code rule for business and profile', () => {
  const profile = { firstName: 'Meena', lastName: 'Raman', mobileNo: '9876543210' };
  const business = {
    businessOwnerLegalName: 'Priya Raman',
    businessName: 'Spice Route',
    businessType: 'Local Store',
    businessDescription: 'South Indian meals.',
    mobileNo: '9876543210',
    whatsAppSameAsMobileNo: true,
    menuCurrency: 'INR',
    timeZone: 'Asia/Kolkata',
  };
  const accepts = (code: string) => ({
    profile: profileUpdateInputSchema.safeParse({ ...profile, countryCode: code }).success,
    business: businessDetailsInputSchemas.grocery.safeParse({ ...business, countryCode: code })
      .success,
  });

  it.each(['+91', '91', '+1', '+1809', '+353'])('accepts the dialling code %s in both', (code) => {
    expect(accepts(code)).toEqual({ profile: true, business: true });
  });

  it.each(['+1234', '+999', '+0', '12345'])('refuses %s in both', (code) => {
    expect(accepts(code)).toEqual({ profile: false, business: false });
    expect(firstMessage(countryCodeField(), code)).toBe('Please enter valid Country code');
  });
});

describe('visitor country and currency, from the browser alone', () => {
  it('reads the time zone first, then a language region, else India', () => {
    expect(visitorCountryOf({ timeZone: 'Europe/Berlin', languages: ['en-US'] })?.code).toBe('DE');
    expect(detectCurrencyPreference({ timeZone: 'Asia/Tokyo' })).toEqual({
      country: 'Japan',
      currencyCode: 'JPY',
      symbol: '¥',
    });
    expect(detectCurrencyPreference({ timeZone: 'UTC', languages: ['en', 'en-GB'] })).toEqual({
      country: 'United Kingdom',
      currencyCode: 'GBP',
      symbol: '£',
    });
    expect(detectCurrencyPreference({ timeZone: 'UTC', languages: ['en'] })).toEqual({
      country: 'India',
      currencyCode: 'INR',
      symbol: '₹',
    });
  });

  it('offers every country currency, not only INR, USD and EUR', () => {
    const codes = new Set(
      COUNTRY_CURRENCY_PREFERENCES.map((preference) => preference.currencyCode),
    );
    for (const code of ['INR', 'USD', 'EUR', 'GBP', 'JPY', 'AUD', 'AED'])
      expect(codes).toContain(code);
    expect(codes.size).toBeGreaterThan(100);
  });
});
