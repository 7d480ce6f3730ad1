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

  /** A switch's two ways (pause/resume, cancel/activate): the toast names the way it went. */
  const switched = (on: string, off: string) => ({
    onSuccess: (billing: BillingSubscription, turnedOn: boolean) => {
      apply(billing);
      toast.success(turnedOn ? on : off);
    },
    onError: refused,
  });

  const pauseResume = useMutation({
    mutationFn: setPaused,
    ...switched('Subscription paused', 'Subscription resumed'),
  });

  const cancelActivate = useMutation({
    mutationFn: setCancelAtPeriodEnd,
    ...switched('Subscription cancelled', 'Subscription activated'),
  });

  return { updatePlan, pauseResume, cancelActivate };
}
