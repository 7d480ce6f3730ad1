import Stack from '@mui/material/Stack';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { CountryCodeField } from './country-code-field.tsx';
import { FormTextField } from './form-text-field.tsx';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

interface NameValues extends FieldValues {
  firstName: string;
  lastName: string;
}

interface PhoneValues extends FieldValues {
  countryCode: string;
  mobileNo: string;
}

interface PersonFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /**
   * The person is the one signed in (sign-up, their profile): the browser may fill in their own
   * details. Off for someone else (a member invited or edited), whom autofill would get wrong.
   */
  own?: boolean;
}

/** First and last name side by side (stacked on a phone), the same on every form about a person. */
export function NameFields<T extends NameValues, TOut = T>({
  control,
  own = false,
}: PersonFieldsProps<T, TOut>) {
  const { t } = useOwnerT();
  // T has both fields by its constraint; react-hook-form's Path<T> cannot be worked out for a
  // generic T, so the names are stated as paths of it.
  const firstName = 'firstName' as Path<T>;
  const lastName = 'lastName' as Path<T>;
  return (
    // A gap, not the Stack's margins: those would zero each field's own margin, and on a phone
    // the first name's message then touched the Last Name label below it.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap>
      <FormTextField
        control={control}
        name={firstName}
        label={t('First Name')}
        autoComplete={own ? 'given-name' : undefined}
      />
      <FormTextField
        control={control}
        name={lastName}
        label={t('Last Name')}
        autoComplete={own ? 'family-name' : undefined}
      />
    </Stack>
  );
}

/**
 * A dialling code beside a mobile number (stacked on a phone, as the names are), as a profile and
 * a team member hold them. Side by side at 390 px the number's label was cut ("Número de m…").
 */
export function PhoneFields<T extends PhoneValues, TOut = T>({
  control,
  own = false,
}: PersonFieldsProps<T, TOut>) {
  const { t } = useOwnerT();
  const countryCode = 'countryCode' as Path<T>;
  const mobileNo = 'mobileNo' as Path<T>;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap>
      <CountryCodeField
        control={control}
        name={countryCode}
        label={t('Country Code')}
        sx={{ flex: { sm: '0 0 auto' }, width: { sm: 150 } }}
      />
      <FormTextField
        control={control}
        name={mobileNo}
        label={t('Mobile Number')}
        type="tel"
        autoComplete={own ? 'tel-national' : undefined}
      />
    </Stack>
  );
}
