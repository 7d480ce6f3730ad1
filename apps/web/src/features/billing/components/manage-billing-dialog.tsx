import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { checkoutMessages } from '@scanorder/shared/billing/checkout';
import { billingMessages } from '@scanorder/shared/billing/messages';
import type { BillingSubscription } from '@scanorder/shared/billing/subscription';
import { useToast } from '../../../lib/use-toast.ts';
import { createPortalSession } from '../api/billing-api.ts';
import { billingErrorOf } from '../lib/billing-errors.ts';
import { leaveAppFor } from '../lib/leave-app.ts';
import { FullScreenDialog } from './full-screen-dialog.tsx';
import { SubscriptionDetailsTable } from './subscription-details-table.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

interface ManageBillingDialogProps {
  open: boolean;
  billing: BillingSubscription;
  onClose: () => void;
}

/**
 * MANAGE BILLING (docs/product/screens.md): the subscription at a glance and the way to the billing
 * portal, where invoices, the card and the billing address are kept.
 */
export function ManageBillingDialog({ open, billing, onClose }: ManageBillingDialogProps) {
  const { t } = useOwnerT();
  const toast = useToast();
  const portal = useMutation({
    mutationFn: createPortalSession,
    onSuccess: ({ url }) => leaveAppFor(url),
    onError: (error) => toast.error(billingErrorOf(billingMessages.fetchFailed, error, t)),
  });
  return (
    <FullScreenDialog
      open={open}
      title={t('Manage Billing')}
      closeLabel={t('Close Manage Billing')}
      onClose={onClose}
    >
      {billing.testMode ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <AlertTitle>{t('TEST MODE')}</AlertTitle>
          {t(checkoutMessages.testMode)}
        </Alert>
      ) : null}
      <SubscriptionDetailsTable billing={billing} />
      <Typography sx={{ mt: 3 }}>
        {t('Invoices, the payment card and the billing address are kept in the billing portal.')}
      </Typography>
      <PendingButton
        variant="contained"
        sx={{ mt: 2 }}
        pending={portal.isPending}
        startIcon={<OpenInNewIcon />}
        onClick={() => portal.mutate()}
      >
        {t('Open Billing Portal')}
      </PendingButton>
    </FullScreenDialog>
  );
}
