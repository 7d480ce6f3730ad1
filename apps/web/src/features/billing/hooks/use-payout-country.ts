import { useQueries } from '@tanstack/react-query';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { countryOfBusiness } from '@scanorder/shared/geo/business-country';
import { visitorCountryOf } from '@scanorder/shared/geo/visitor-country';
import { businessQuery } from '../../../api/business.ts';

/**
 * The country a payout account starts on: the business's own (its time zone, else its dialling
 * code; the restaurant's before the grocery's), else the device's, else none ('': the owner
 * chooses). `pending` while the businesses load, so the form does not start on another.
 */
export function usePayoutCountry(): { country: string; pending: boolean } {
  const businesses = useQueries({ queries: BUSINESS_KINDS.map((kind) => businessQuery(kind)) });
  if (businesses.some((business) => business.isPending)) return { country: '', pending: true };
  for (const business of businesses) {
    const country = business.data ? countryOfBusiness(business.data) : undefined;
    if (country) return { country, pending: false };
  }
  const device = visitorCountryOf({
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    languages: navigator.languages,
  });
  return { country: device?.code ?? '', pending: false };
}
