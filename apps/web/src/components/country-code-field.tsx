import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { DIAL_CODE_OPTIONS } from '@scanorder/shared/geo/countries';
import { FormTextField } from './form-text-field.tsx';

type CountryCodeFieldProps<T extends FieldValues, TOut> = Parameters<
  typeof FormTextField<T, TOut>
>[0];

/**
 * A dialling-code field: typed freely ('+91' or '91'), with every country's code suggested by name
 * (a native datalist, so keyboards and screen readers get the browser's own list). The rule is the
 * shared `countryCodeField`, the same for a business, a profile and a team member.
 */
export function CountryCodeField<T extends FieldValues, TOut = T>(
  props: CountryCodeFieldProps<T, TOut>,
) {
  const listId = useId();
  return (
    <>
      <FormTextField
        placeholder="+91"
        autoComplete="tel-country-code"
        {...props}
        slotProps={{ htmlInput: { inputMode: 'tel', list: listId } }}
      />
      <datalist id={listId}>
        {DIAL_CODE_OPTIONS.map((option) => (
          <option key={option.dialCode} value={option.dialCode}>
            {option.label}
          </option>
        ))}
      </datalist>
    </>
  );
}
