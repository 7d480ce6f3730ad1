import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { dialCodeOptions } from '@scanorder/shared/geo/countries';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';
import { FormTextField } from './form-text-field.tsx';

type CountryCodeFieldProps<T extends FieldValues, TOut> = Parameters<
  typeof FormTextField<T, TOut>
>[0];

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
  return (
    <>
      <FormTextField
        placeholder="+91"
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
