import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import {
  payoutOnboardingInputSchema,
  type PayoutOnboardingInput,
} from '@scanorder/shared/billing/payouts';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useStartOnboarding } from '../hooks/use-payouts.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

/** Countries where Stripe Connect accounts can receive payouts. */
const PAYOUT_COUNTRIES = [
  'AE',
  'AT',
  'AU',
  'BE',
  'BG',
  'BR',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GI',
  'GR',
  'HK',
  'HR',
  'HU',
  'IE',
  'IN',
  'IT',
  'JP',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'MX',
  'MY',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'RO',
  'SE',
  'SG',
  'SI',
  'SK',
  'TH',
  'US',
] as const;

/** The countries by the names of the owner's language ("España" in Spanish), in its order. */
function countryOptions(locale: string) {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  return PAYOUT_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  );
}

const resolver = zodResolver(payoutOnboardingInputSchema);

/** A country Stripe Connect can pay out in, or '' (the owner chooses). */
export function payoutCountryOr(country: string | undefined): string {
  return PAYOUT_COUNTRIES.find((code) => code === country) ?? '';
}

/**
 * Start onboarding: country and business description, then on to the onboarding link. The country
 * starts on `defaultCountry` (the business's own), never on one country for every owner.
 */
export function PayoutOnboardingForm({
  disabled,
  defaultCountry,
}: {
  disabled: boolean;
  defaultCountry: string;
}) {
  const { t, locale } = useOwnerT();
  const start = useStartOnboarding();
  const form = useForm<PayoutOnboardingInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { country: payoutCountryOr(defaultCountry), businessDescription: '' },
  });
  const draft = useFormDraft(form, 'payout-onboarding');
  const onSubmit = form.handleSubmit((input) =>
    start.mutate(input, { onSuccess: () => draft.clear() }),
  );
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('Start payout onboarding')}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ maxWidth: 560 }}
    >
      {draft.prompt}
      <FormSelectField
        control={form.control}
        name="country"
        label={t('Country')}
        options={countryOptions(locale)}
        placeholder={t('Choose a country')}
        disabled={disabled}
      />
      <FormTextField
        control={form.control}
        name="businessDescription"
        label={t('Business Description')}
        multiline
        minRows={2}
        disabled={disabled}
      />
      <PendingButton
        pending={start.isPending}
        type="submit"
        variant="contained"
        sx={{ mt: 1 }}
        disabled={disabled}
      >
        {t('Start Onboarding')}
      </PendingButton>
    </Box>
  );
}
