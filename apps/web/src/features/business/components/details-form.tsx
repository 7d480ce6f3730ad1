import { isRestaurantShaped, policyOf } from '@scanorder/shared/business/kind-policy';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useWatch, type Control, type Resolver } from 'react-hook-form';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { BUSINESS_TYPES, KIND_LABEL } from '@scanorder/shared/business/constants';
import {
  businessDetailsInputSchemas,
  type BusinessDetailsInput,
} from '@scanorder/shared/business/details';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { CountryCodeField, dialCodeOf } from '../../../components/country-code-field.tsx';
import { useCurrencyPreference } from '../../../lib/currency-preference.ts';
import { saveBusinessDetails } from '../api/business-api.ts';
import { useSettingsForm } from '../hooks/use-settings-form.ts';
import { browserTimeZone, currencyOptions, useTimeZoneOptions } from './details-options.ts';
import { LocationFields } from './location-fields.tsx';
import { inKind, useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PendingButton } from '../../../components/pending-button.tsx';
import { fieldGrid } from './settings-form.tsx';

/** The OVERVIEW form as typed: text everywhere, numbers for the coordinates. */
export interface DetailsFormValues {
  businessOwnerLegalName: string;
  businessName: string;
  businessType: string;
  businessDescription: string;
  countryCode: string;
  mobileNo: string;
  whatsAppSameAsMobileNo: boolean;
  whatsAppCountryCode: string;
  whatsAppMobileNo: string;
  menuCurrency: string;
  websiteUrl: string;
  timeZone: string;
  businessAddress: string;
  placeId: string;
  latitude: number | undefined;
  longitude: number | undefined;
}

export function detailsFormValuesOf(
  business: Business | null,
  defaults: { currency: string; timeZone: string; countryCode: string },
): DetailsFormValues {
  const restaurant = business && isRestaurantShaped(business) ? business : undefined;
  return {
    businessOwnerLegalName: business?.businessOwnerLegalName ?? '',
    businessName: business?.businessName ?? '',
    businessType: business?.businessType ?? '',
    businessDescription: business?.businessDescription ?? '',
    countryCode: business?.countryCode ?? defaults.countryCode,
    mobileNo: business?.mobileNo ?? '',
    whatsAppSameAsMobileNo: business?.whatsAppSameAsMobileNo ?? true,
    whatsAppCountryCode: business?.whatsAppCountryCode ?? '',
    whatsAppMobileNo: business?.whatsAppMobileNo ?? '',
    menuCurrency: business?.menuCurrency ?? defaults.currency,
    websiteUrl: business?.websiteUrl ?? '',
    timeZone: business?.timeZone ?? defaults.timeZone,
    businessAddress: restaurant?.businessAddress ?? '',
    placeId: restaurant?.placeId ?? '',
    latitude: business?.latitude ?? undefined,
    longitude: business?.longitude ?? undefined,
  };
}

// @hookform/resolvers' zodResolver types each kind's resolver by its own schema, not by the shared form values.
const resolvers = {
  restaurant: zodResolver(businessDetailsInputSchemas.restaurant),
  grocery: zodResolver(businessDetailsInputSchemas.grocery),
} as unknown as Record<BusinessKind, Resolver<DetailsFormValues, unknown, BusinessDetailsInput>>;

/**
 * A dialling code beside its number in the form's grid: the business's mobile, and its WhatsApp
 * when that is another number.
 */
function PhoneNumberFields({
  control,
  code,
  number,
  required = false,
}: {
  control: Control<DetailsFormValues, unknown, BusinessDetailsInput>;
  code: { name: 'countryCode' | 'whatsAppCountryCode'; label: string };
  number: { name: 'mobileNo' | 'whatsAppMobileNo'; label: string };
  required?: boolean;
}) {
  return (
    <Box sx={fieldGrid}>
      <CountryCodeField control={control} {...code} required={required} />
      <FormTextField
        control={control}
        {...number}
        required={required}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
    </Box>
  );
}

interface DetailsFormProps {
  kind: BusinessKind;
  business: Business | null;
}

/** OVERVIEW: the business details (docs/product/fields.md). */
export function DetailsForm({ kind, business }: DetailsFormProps) {
  const { t, locale } = useOwnerT();
  const [preference] = useCurrencyPreference();
  const defaults = useMemo(
    () => ({
      currency: preference.currencyCode,
      timeZone: browserTimeZone(),
      countryCode: dialCodeOf(preference.country),
    }),
    [preference.currencyCode, preference.country],
  );
  const label = t(KIND_LABEL[kind]);
  const { form, draft, save, onSubmit } = useSettingsForm({
    kind,
    draftId: 'details',
    resolver: resolvers[kind],
    business,
    valuesOf: (values) => detailsFormValuesOf(values, defaults),
    save: saveBusinessDetails,
    savedMessage: t('{{kind}} details saved', { kind: label }),
  });
  const { control, setValue } = form;
  const sameAsMobile = useWatch({ control, name: 'whatsAppSameAsMobileNo' });
  const currency = useWatch({ control, name: 'menuCurrency' });
  const timeZone = useWatch({ control, name: 'timeZone' });
  const currencies = useMemo(() => currencyOptions(currency, locale), [currency, locale]);
  const zones = useTimeZoneOptions(timeZone, locale);

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Typography variant="h6" component="h2">
        {t('{{kind}} details', { kind: label })}
      </Typography>
      {draft.prompt}
      <Box sx={fieldGrid}>
        <FormTextField
          control={control}
          name="businessOwnerLegalName"
          label={t('Business Owner Legal Name')}
          required
        />
        <FormTextField control={control} name="businessName" label={t('Business Name')} required />
        <FormSelectField
          control={control}
          name="businessType"
          label={t('Business Type')}
          required
          placeholder={t('Choose a business type')}
          options={BUSINESS_TYPES[kind].map((type) => ({ value: type, label: t(type) }))}
        />
        <FormSelectField
          control={control}
          name="menuCurrency"
          label={t('Menu Currency', inKind(kind))}
          required
          options={currencies}
        />
      </Box>
      <FormTextField
        control={control}
        name="businessDescription"
        label={t('Business Description')}
        required
        multiline
        minRows={3}
      />
      <PhoneNumberFields
        control={control}
        code={{ name: 'countryCode', label: t('Country Code') }}
        number={{ name: 'mobileNo', label: t('Mobile Number') }}
        required
      />
      <FormSwitch
        control={control}
        name="whatsAppSameAsMobileNo"
        label={t('WhatsApp same as Mobile No')}
      />
      {sameAsMobile ? null : (
        <PhoneNumberFields
          control={control}
          code={{ name: 'whatsAppCountryCode', label: t('WhatsApp Country Code') }}
          number={{ name: 'whatsAppMobileNo', label: t('WhatsApp Mobile Number') }}
        />
      )}
      <Box sx={fieldGrid}>
        <FormTextField
          control={control}
          name="websiteUrl"
          label={t('Website URL')}
          placeholder="https://"
          slotProps={{ htmlInput: { inputMode: 'url' } }}
        />
        <FormSelectField
          control={control}
          name="timeZone"
          label={t('Time Zone')}
          required
          options={zones}
          helperText={t("Hours, holidays and today's orders follow this zone.")}
        />
      </Box>
      {policyOf(kind).hasAddress ? (
        <>
          <FormTextField
            control={control}
            name="businessAddress"
            label={t('Business Address')}
            multiline
            minRows={2}
          />
          <FormTextField control={control} name="placeId" label={t('Place ID')} />
        </>
      ) : null}
      <LocationFields control={control} setValue={setValue} />
      <PendingButton
        pending={save.isPending}
        type="submit"
        variant="contained"
        size="large"
        sx={{ mt: 2 }}
      >
        {business
          ? t('Save Details')
          : // Whole phrases: Spanish writes them in sentence case ("Crear restaurante").
            kind === 'restaurant'
            ? t('Create Restaurant')
            : t('Create Grocery')}
      </PendingButton>
    </Box>
  );
}
