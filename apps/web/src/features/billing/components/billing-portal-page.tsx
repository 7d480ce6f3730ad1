import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { checkoutMessages } from '@scanorder/shared/billing/checkout';
import { billingMessages } from '@scanorder/shared/billing/messages';
import { useMeQuery } from '../../../api/me.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { subscriptionQuery } from '../api/billing-api.ts';
import { billingErrorOf } from '../lib/billing-errors.ts';
import { SubscriptionDetailsTable } from './subscription-details-table.tsx';
import { SubscriptionsLink } from './subscriptions-link.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

/**
 * The built-in provider's billing portal (/:userId/billing/portal), where MANAGE BILLING leads in
 * test mode: what Stripe's portal would show, with no card on file.
 */
export function BillingPortalPage() {
  const { t } = useOwnerT();
  useDocumentTitle('Billing Portal');
  const me = useMeQuery();
  const role = me.data?.member.role;
  const canView = role === 'admin' || role === 'manager';
  const billing = useQuery({ ...subscriptionQuery, enabled: canView });
  if (me.data && !canView) return <Navigate to="/unauthorized" replace />;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('Billing Portal')}
      </Typography>
      {billing.data?.testMode ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <AlertTitle>{t('TEST MODE')}</AlertTitle>
          {t(checkoutMessages.testMode)}
        </Alert>
      ) : null}
      {billing.isError ? (
        <QueryErrorAlert
          message={billingErrorOf(billingMessages.fetchFailed, billing.error, t).toUpperCase()}
          error={billing.error}
          onRetry={billing.refetch}
        />
      ) : billing.data ? (
        <>
          <SubscriptionDetailsTable billing={billing.data} />
          <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
            <Typography variant="h6" component="h2">
              {t('Payment Method')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {billing.data.testMode
                ? t('Test payment method: no card is stored and nothing is charged.')
                : t('Managed by the card payment provider.')}
            </Typography>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {t('Invoices')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {billing.data.testMode
                ? t('Test payments create no invoices.')
                : t('Invoices are emailed by the card payment provider.')}
            </Typography>
          </Paper>
        </>
      ) : (
        <Box aria-busy>
          <Skeleton variant="rounded" height={240} />
        </Box>
      )}
      <SubscriptionsLink me={me.data} variant="contained">
        {t('Return to Subscriptions')}
      </SubscriptionsLink>
    </Box>
  );
}
