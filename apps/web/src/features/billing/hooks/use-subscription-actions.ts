import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DowngradeCheck } from '@scanorder/shared/billing/plan-change';
import type { BillingSubscription } from '@scanorder/shared/billing/subscription';
import { errorMessageOf } from '../../../api/client.ts';
import { useToast } from '../../../lib/use-toast.ts';
import {
  changePlan,
  downgradeOf,
  setCancelAtPeriodEnd,
  setPaused,
  subscriptionQuery,
} from '../api/billing-api.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** UPDATE PLAN, Pause/Resume and Cancel/Activate, each showing the subscription it returns. */
export function useSubscriptionActions(onDowngradeRefused: (check: DowngradeCheck) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const apply = (billing: BillingSubscription) => {
    queryClient.setQueryData(subscriptionQuery.queryKey, billing);
    // Service cards open or close with the subscription.
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  };
  const refused = (error: Error) => {
    toast.error(errorMessageOf(error));
    // A refusal usually means the page is out of date (changed in another tab or by a webhook).
    void queryClient.invalidateQueries({ queryKey: queryKeys.billing.all });
  };

  const updatePlan = useMutation({
    mutationFn: changePlan,
    onSuccess: (billing) => {
      apply(billing);
      toast.success(`Subscription plan updated to ${billing.subscription?.plan.productName ?? ''}`);
    },
    onError: (error) => {
      const downgrade = downgradeOf(error);
      if (downgrade) onDowngradeRefused(downgrade);
      else refused(error);
    },
  });

  const pauseResume = useMutation({
    mutationFn: setPaused,
    onSuccess: (billing, paused) => {
      apply(billing);
      toast.success(paused ? 'Subscription paused' : 'Subscription resumed');
    },
    onError: refused,
  });

  const cancelActivate = useMutation({
    mutationFn: setCancelAtPeriodEnd,
    onSuccess: (billing, cancel) => {
      apply(billing);
      toast.success(cancel ? 'Subscription cancelled' : 'Subscription activated');
    },
    onError: refused,
  });

  return { updatePlan, pauseResume, cancelActivate };
}
