import { hasServiceAccess } from '@scanorder/shared/billing/subscription';
import type { PlanStateSource } from './plan-limits.ts';

/** Whether an account may take orders now: in its trial, or with a live subscription. */
export type PlanActivity = (accountId: string, now: Date) => Promise<boolean>;

/** Plan activity from billing's trial end and subscription row (docs/product/plans-and-limits.md). */
export function createPlanActivity(billing: PlanStateSource): PlanActivity {
  return async (accountId, now) => {
    const scope = { accountId };
    const [trialEndsAt, subscription] = await Promise.all([
      billing.findTrialEnd(scope),
      billing.findSubscription(scope),
    ]);
    const live =
      subscription?.status && subscription.currentPeriodEnd
        ? { status: subscription.status, currentPeriodEnd: subscription.currentPeriodEnd }
        : null;
    return hasServiceAccess({ trialEndsAt, subscription: live }, now);
  };
}
