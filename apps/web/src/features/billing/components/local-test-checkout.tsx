import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { checkoutMessages } from '@scanorder/shared/billing/checkout';
import { formatMinor } from '@scanorder/shared/money/format';
import type { StartedCheckout } from '../hooks/use-checkout.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

interface LocalTestCheckoutProps {
  checkout: StartedCheckout;
  completing: boolean;
  onComplete: () => void;
}

const PER = { month: 'month', year: 'year' } as const;

/** The built-in provider's checkout: clearly TEST MODE, no card, one button. */
export function LocalTestCheckout({ checkout, completing, onComplete }: LocalTestCheckoutProps) {
  const { t, intlLocale } = useOwnerT();
  const { plan, session } = checkout;
  const subscribing = session.mode === 'subscription';
  return (
    <Box>
      <Alert severity="warning" icon={<ScienceOutlinedIcon />} sx={{ mb: 3 }}>
        <AlertTitle>{t('TEST MODE')}</AlertTitle>
        {t(checkoutMessages.testMode)}
      </Alert>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {subscribing && plan ? (
          <>
            <Typography variant="h5" component="h3">
              {t('Subscribe to {{name}}', { name: plan.name })}
            </Typography>
            <Typography sx={{ mt: 1, fontSize: '1.5rem', fontWeight: 800 }}>
              {formatMinor(plan.unitAmount, plan.currency, intlLocale)}{' '}
              <Typography component="span" sx={{ color: 'text.secondary' }}>
                {plan.currency} / {t(PER[plan.interval])}
              </Typography>
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>
              {t('{{branches}} branches, {{members}} team members and {{qrCodes}} QR codes.', {
                branches: plan.limits.entityCount,
                members: plan.limits.memberCount,
                qrCodes: plan.limits.qrCount,
              })}
            </Typography>
          </>
        ) : (
          <>
            <Typography variant="h5" component="h3">
              {t('Update payment details')}
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>
              {t('The test payment method replaces the one on your subscription.')}
            </Typography>
          </>
        )}
        <Typography sx={{ mt: 2 }}>
          {t('No card is needed: the test payment method always succeeds.')}
        </Typography>
        <PendingButton
          pending={completing}
          variant="contained"
          size="large"
          sx={{ mt: 3 }}
          onClick={onComplete}
        >
          {subscribing ? t('Complete Test Payment') : t('Save Test Payment Details')}
        </PendingButton>
      </Paper>
    </Box>
  );
}
