import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ONBOARDING_POLLING_MS, payoutMessages } from '@scanorder/shared/billing/payouts';
import { useMeQuery } from '../../../api/me.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { payoutAccountQuery } from '../api/billing-api.ts';
import { billingErrorOf } from '../lib/billing-errors.ts';
import { useStartOnboarding } from '../hooks/use-payouts.ts';
import { usePayoutCountry } from '../hooks/use-payout-country.ts';
import { payoutCountryOr } from './payout-onboarding-form.tsx';
import { ConnectedAccountInfo } from './connected-account-info.tsx';
import { SubscriptionsLink } from './subscriptions-link.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';

/**
 * /:userId/payment/onboarding/complete (docs/product/screens.md): a spinner while the connected account
 * is still onboarding, asking every 3000 ms, then 'Payment Onboarding is completed.'.
 */
export function OnboardingCompletePage() {
  const { t } = useOwnerT();
  useDocumentTitle('Payment Onboarding');
  const me = useMeQuery();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const role = me.data?.member.role;
  const canView = role === 'admin' || role === 'manager';
  const payouts = useQuery({
    ...payoutAccountQuery,
    enabled: canView,
    // Fetching the account stops the polling once it is complete (docs/product/screens.md).
    refetchInterval: (query) =>
      query.state.data?.account?.status === 'pending' ? ONBOARDING_POLLING_MS : false,
    refetchIntervalInBackground: true,
  });
  const resume = useStartOnboarding();
  const payoutCountry = usePayoutCountry();
  const loadError = payouts.error;
  useEffect(() => {
    if (loadError) toast.error(billingErrorOf(payoutMessages.infoFailed, loadError, t));
  }, [loadError, toast, t]);

  if (me.data && !canView) return <Navigate to="/unauthorized" replace />;
  const account = payouts.data?.account;
  const data = account?.onboardingData;
  // Stripe sends the browser back with ?refresh=true when the onboarding link expired.
  const expired = searchParams.get('refresh') === 'true';

  let body;
  if (payouts.isError && !payouts.data) {
    body = (
      <QueryErrorAlert
        message={billingErrorOf(payoutMessages.infoFailed, payouts.error, t).toUpperCase()}
        error={payouts.error}
        onRetry={payouts.refetch}
      />
    );
  } else if (payouts.data && !account) {
    body = <Alert severity="warning">{t(payoutMessages.notFound)}</Alert>;
  } else if (account?.status === 'complete') {
    body = (
      <>
        <Typography variant="h5" component="p" role="status" sx={{ mb: 2, fontWeight: 700 }}>
          {t(payoutMessages.completed)}
        </Typography>
        {data ? <ConnectedAccountInfo data={data} /> : null}
      </>
    );
  } else {
    body = (
      <>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
          <CircularProgress size={32} aria-hidden />
          <Typography>{t('Payment onboarding is in progress…')}</Typography>
        </Box>
        {expired && account && role === 'admin' ? (
          <PendingButton
            variant="contained"
            pending={resume.isPending}
            onClick={() =>
              resume.mutate({
                country: data?.country ?? (payoutCountryOr(payoutCountry.country) || 'US'),
                businessDescription: data?.businessDescription ?? 'Orders through ScanOrder',
              })
            }
          >
            {t('Continue Onboarding')}
          </PendingButton>
        ) : null}
      </>
    );
  }

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('Payment Onboarding')}
      </Typography>
      {body}
      <SubscriptionsLink me={me.data} variant="outlined">
        {t('Back to Subscriptions')}
      </SubscriptionsLink>
    </Box>
  );
}
