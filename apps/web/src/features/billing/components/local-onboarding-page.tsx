import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import {
  localOnboardingInputSchema,
  payoutMessages,
  type LocalOnboardingInput,
} from '@scanorder/shared/billing/payouts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { accountPath } from '../../../lib/account-links.ts';
import { useMeQuery } from '../../../api/me.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { completeLocalOnboarding, payoutAccountQuery } from '../api/billing-api.ts';
import { billingErrorOf } from '../lib/billing-errors.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

const resolver = zodResolver(localOnboardingInputSchema);

/**
 * The built-in provider's onboarding form (/:userId/payment/onboarding/local?account=...): stands
 * in for Stripe's hosted onboarding, then returns to /:userId/payment/onboarding/complete.
 */
export function LocalOnboardingPage() {
  const { t } = useOwnerT();
  useDocumentTitle('Payout Onboarding');
  const me = useMeQuery();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const accountId = searchParams.get('account') ?? '';
  const form = useForm<LocalOnboardingInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { businessName: '' },
  });
  const complete = useMutation({
    mutationFn: completeLocalOnboarding,
    onSuccess: (account) => {
      queryClient.setQueryData(payoutAccountQuery.queryKey, account);
      if (me.data) void navigate(accountPath(me.data, 'payment/onboarding/complete'));
    },
    onError: (error) => toast.error(billingErrorOf(payoutMessages.savingFailed, error, t)),
  });

  if (me.data && me.data.member.role !== 'admin') return <Navigate to="/unauthorized" replace />;
  const onSubmit = form.handleSubmit((input) => complete.mutate({ accountId, input }));

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('Payout Onboarding')}
      </Typography>
      <Alert severity="warning" sx={{ mb: 3 }}>
        <AlertTitle>{t('TEST MODE')}</AlertTitle>
        {t(
          'This onboarding is simulated by ScanOrder: no bank account or identity check is needed and no payout is ever made.',
        )}
      </Alert>
      {accountId ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          {/* The id is one unbroken word: let it wrap on a phone. */}
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {t('Connected account {{accountId}}', { accountId })}
          </Typography>
          <Box
            component="form"
            noValidate
            aria-label={t('Payout onboarding')}
            onSubmit={(event) => void onSubmit(event)}
          >
            <FormTextField control={form.control} name="businessName" label={t('Business Name')} />
            <PendingButton
              pending={complete.isPending}
              type="submit"
              variant="contained"
              sx={{ mt: 1 }}
            >
              {t('Complete Onboarding')}
            </PendingButton>
          </Box>
        </Paper>
      ) : (
        <Alert severity="error">{t(payoutMessages.notFound)}</Alert>
      )}
    </Box>
  );
}
