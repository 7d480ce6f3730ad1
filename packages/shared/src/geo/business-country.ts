import { getCountryForTimezone } from 'countries-and-timezones';
import { countriesOfDialCode, countryByCode } from './countries.ts';

/** What a business's details say about where it is. */
export interface BusinessPlace {
  /** IANA zone of the business, e.g. `Europe/Madrid`. */
  timeZone: string;
  /** Dialling code of its mobile number, e.g. `+34`. */
  countryCode: string;
}

/**
 * The ISO country a business is in: its time zone's country (the zone is chosen for the place, and
 * `+1` is shared by many countries), else its dialling code's where only one country uses it;
 * undefined when neither tells.
 */
export function countryOfBusiness({ timeZone, countryCode }: BusinessPlace): string | undefined {
  const zoneCountry = getCountryForTimezone(timeZone);
  if (zoneCountry && countryByCode(zoneCountry.id)) return zoneCountry.id;
  const dialCode = countryCode.trim().startsWith('+')
    ? countryCode.trim()
    : `+${countryCode.trim()}`;
  const byDialCode = countriesOfDialCode(dialCode);
  return byDialCode.length === 1 ? byDialCode[0]!.code : undefined;
}
