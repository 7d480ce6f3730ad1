import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutMessages, type PayoutOnboardingInput } from '@scanorder/shared/billing/payouts';
import { ApiError } from '../../../api/client.ts';
import { useToast } from '../../../lib/use-toast.ts';
import {
  deletePayoutAccount,
  payoutAccountQuery,
  startPayoutOnboarding,
} from '../api/billing-api.ts';
import { billingErrorOf } from '../lib/billing-errors.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { leaveAppFor } from '../lib/leave-app.ts';

/**
 * docs/product/plans-and-limits.md, payment onboarding: start (or continue) creates the connected account and its
 * link, then the browser goes to the link; it comes back to /:userId/payment/onboarding/complete.
 */
export function useStartOnboarding() {
  const toast = useToast();
  const { t } = useOwnerT();
  return useMutation({
    mutationFn: (input: PayoutOnboardingInput) => startPayoutOnboarding(input),
    onSuccess: ({ url }) => leaveAppFor(url),
    onError: (error) => toast.error(billingErrorOf(payoutMessages.onboardingFailed, error, t)),
  });
}

/** Deletes the connected account with the provider and the stored payment record. */
export function useDeletePayoutAccount() {
  const toast = useToast();
  const { t } = useOwnerT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayoutAccount,
    onSuccess: () => {
      queryClient.setQueryData(payoutAccountQuery.queryKey, (previous) =>
        previous ? { ...previous, account: null } : previous,
      );
      toast.success('Connected account deleted');
    },
    onError: (error) =>
      toast.error(
        // 503: the provider refused; anything else: our own record could not be removed.
        billingErrorOf(
          error instanceof ApiError && error.status === 503
            ? payoutMessages.deleteFailed
            : payoutMessages.deleteInfoFailed,
          error,
          t,
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutAccountQuery.queryKey }),
  });
}
