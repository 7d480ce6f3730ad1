import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { payoutMessages, type PayoutAccount } from '@scanorder/shared/billing/payouts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { payoutAccountQuery } from '../api/billing-api.ts';
import { billingErrorOf } from '../lib/billing-errors.ts';
import { useDeletePayoutAccount, useStartOnboarding } from '../hooks/use-payouts.ts';
import { ConnectedAccountInfo } from './connected-account-info.tsx';
import { PayoutBalance } from './payout-balance.tsx';
import { PayoutOnboardingForm, payoutCountryOr } from './payout-onboarding-form.tsx';
import { usePayoutCountry } from '../hooks/use-payout-country.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';

type Account = NonNullable<PayoutAccount['account']>;

function AccountState({
  account,
  isAdmin,
  defaultCountry,
}: {
  account: Account;
  isAdmin: boolean;
  defaultCountry: string;
}) {
  const { t } = useOwnerT();
  const [confirming, setConfirming] = useState(false);
  const resume = useStartOnboarding();
  const remove = useDeletePayoutAccount();
  const data = account.onboardingData;
  const complete = account.status === 'complete';
  return (
    <>
      {complete ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t(payoutMessages.completed)}
        </Alert>
      ) : (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('Payment onboarding is not finished yet. Continue it to receive payouts.')}
        </Alert>
      )}
      {complete ? <PayoutBalance /> : null}
      {data ? <ConnectedAccountInfo data={data} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        {complete ? null : (
          <PendingButton
            pending={resume.isPending}
            variant="contained"
            disabled={!isAdmin}
            onClick={() =>
              resume.mutate({
                // The provider keeps the country of an account already made; this names one for
                // an account made anew (another provider), and must be a code.
                country: data?.country ?? (payoutCountryOr(defaultCountry) || 'US'),
                businessDescription: data?.businessDescription ?? 'Orders through ScanOrder',
              })
            }
          >
            {t('Continue Onboarding')}
          </PendingButton>
        )}
        <PendingButton
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlinedIcon />}
          disabled={!isAdmin}
          pending={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('Delete Connected Account')}
        </PendingButton>
      </Box>
      <ConfirmDialog
        destructive
        open={confirming}
        title={t('Delete Connected Account')}
        confirmLabel={t('Delete')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        {t('Delete the connected payout account? Payouts stop until you onboard again.')}
      </ConfirmDialog>
    </>
  );
}

/** Payouts (docs/product/payments.md): onboard with the card payment provider to get paid. */
export function PayoutsPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useOwnerT();
  const payouts = useQuery(payoutAccountQuery);
  const payoutCountry = usePayoutCountry();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="payouts-title" sx={{ p: 2 }}>
      <Typography id="payouts-title" variant="h6" component="h2">
        {t('Payouts')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('Onboard with the card payment provider to receive payouts for your orders.')}
        {payouts.data?.testMode
          ? t(' TEST MODE: no bank account or identity check is needed.')
          : ''}
      </Typography>
      {payouts.isPending || payoutCountry.pending ? (
        <Box aria-busy>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Box>
      ) : payouts.isError ? (
        <QueryErrorAlert
          message={billingErrorOf(payoutMessages.infoFailed, payouts.error, t).toUpperCase()}
          error={payouts.error}
          onRetry={payouts.refetch}
        />
      ) : payouts.data.account ? (
        <AccountState
          account={payouts.data.account}
          isAdmin={isAdmin}
          defaultCountry={payoutCountry.country}
        />
      ) : (
        <PayoutOnboardingForm disabled={!isAdmin} defaultCountry={payoutCountry.country} />
      )}
    </Paper>
  );
}
