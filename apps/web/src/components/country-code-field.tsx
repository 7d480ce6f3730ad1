import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { COUNTRIES, dialCodeOptions } from '@scanorder/shared/geo/countries';
import { useCurrencyPreference } from '../lib/currency-preference.ts';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';
import { FormTextField } from './form-text-field.tsx';

type CountryCodeFieldProps<T extends FieldValues, TOut> = Parameters<
  typeof FormTextField<T, TOut>
>[0];

/**
 * The dialling code of the owner's country, as detected for the currency (a Spanish phone: +34);
 * none where a country has several.
 */
export function dialCodeOf(countryName: string): string {
  const country = COUNTRIES.find((candidate) => candidate.name === countryName);
  return country?.dialCodes.length === 1 ? country.dialCodes[0]! : '';
}

/**
 * A dialling-code field: typed freely ('+91' or '91'), with every country's code suggested by name
 * in the owner's language (a native datalist, so keyboards and screen readers get the browser's own
 * list). The rule is the shared `countryCodeField`, the same for a business, a profile and a team
 * member.
 */
export function CountryCodeField<T extends FieldValues, TOut = T>(
  props: CountryCodeFieldProps<T, TOut>,
) {
  const listId = useId();
  const { locale } = useOwnerT();
  const [preference] = useCurrencyPreference();
  return (
    <>
      <FormTextField
        // The hint is the owner's own country's code, as a new business's default is: "+91" only
        // where that is India or no single code is known.
        placeholder={dialCodeOf(preference.country) || '+91'}
        autoComplete="tel-country-code"
        {...props}
        slotProps={{ htmlInput: { inputMode: 'tel', list: listId } }}
      />
      <datalist id={listId}>
        {dialCodeOptions(locale).map((option) => (
          <option key={option.dialCode} value={option.dialCode}>
            {option.label}
          </option>
        ))}
      </datalist>
    </>
  );
}
