import { policyOf } from '@scanorder/shared/business/kind-policy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import type { OrderSettingsControl } from './order-settings-values.ts';
import { Link as RouterLink, useParams } from 'react-router';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { fetchOnlinePaymentStatus } from '../api/business-api.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/**
 * Whether guests are offered online payment now and, when not, why and what to do: the owner's
 * own switch (pay at the counter) or payout onboarding not complete (a link to finish it).
 * `paymentNotAvailable` is the form's value, so the note follows the switch before saving.
 */
function OnlinePaymentNote({
  kind,
  paymentNotAvailable,
}: {
  kind: BusinessKind;
  paymentNotAvailable: boolean;
}) {
  const { t } = useOwnerT();
  const { userId = '' } = useParams();
  const status = useQuery({
    queryKey: queryKeys.onlinePayment(kind),
    queryFn: () => fetchOnlinePaymentStatus(kind),
  });
  if (paymentNotAvailable)
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        {t('Guests are told to pay at the counter; no payment is taken online.')}
      </Alert>
    );
  if (!status.data) return null;
  if (status.data.unavailableReason === 'payouts-not-ready')
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        {t(
          'Online payment is not offered to guests yet: payout onboarding is not complete, so your connected account cannot take charges.',
        )}{' '}
        <Link component={RouterLink} to={`/${encodeURIComponent(userId)}/subscriptions`}>
          {t('Complete payout onboarding')}
        </Link>
      </Alert>
    );
  if (!status.data.online) return null;
  return (
    <Alert severity="success" sx={{ mt: 1 }}>
      {status.data.testMode
        ? t('Guests can pay online (TEST MODE: test cards only, no real money).')
        : t('Guests can pay online by card.')}
    </Alert>
  );
}

/** When dine-in guests pay; pickup and delivery are always paid before they are sent. */
function DineInPaymentField({ control }: { control: OrderSettingsControl }) {
  const { t } = useOwnerT();
  const { field } = useController({ control, name: 'dineInPayment' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
        {t('When dine-in guests pay')}
      </Typography>
      <RadioGroup
        name={field.name}
        value={field.value ?? 'at-end'}
        onChange={(event) => field.onChange(event.target.value)}
      >
        <FormControlLabel
          value="before-sent"
          control={<Radio />}
          label={t('Before the order is sent')}
        />
        <FormControlLabel value="at-end" control={<Radio />} label={t('At the end')} />
      </RadioGroup>
    </Box>
  );
}

/** ORDER SETTINGS, payment: the spec's switch, what guests are offered, and when they pay. */
export function PaymentSettings({
  kind,
  control,
  paymentNotAvailable,
}: {
  kind: BusinessKind;
  control: OrderSettingsControl;
  paymentNotAvailable: boolean;
}) {
  const { t } = useOwnerT();
  return (
    <>
      <OnlinePaymentNote kind={kind} paymentNotAvailable={paymentNotAvailable} />
      {paymentNotAvailable ? null : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('Pickup and delivery orders are paid before they are sent to you.')}
          </Typography>
          {policyOf(kind).offersDineIn ? <DineInPaymentField control={control} /> : null}
        </>
      )}
    </>
  );
}
