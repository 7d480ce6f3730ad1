import { describe, expect, it } from 'vitest';
import { countryOfBusiness } from './business-country.ts';

describe('countryOfBusiness', () => {
  it("is the time zone's country first", () => {
    expect(countryOfBusiness({ timeZone: 'Europe/Madrid', countryCode: '+34' })).toBe('ES');
    expect(countryOfBusiness({ timeZone: 'America/Mexico_City', countryCode: '+34' })).toBe('MX');
  });

  it('is the dialling code of a single country when the zone says nothing', () => {
    expect(countryOfBusiness({ timeZone: 'UTC', countryCode: '34' })).toBe('ES');
    expect(countryOfBusiness({ timeZone: 'UTC', countryCode: '+1' })).toBeUndefined();
  });
});
