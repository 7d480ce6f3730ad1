import type { AccountPlanState } from '@scanorder/shared/plans/limits';
import type { StandingSource } from '../../src/modules/billing/plan-activity.ts';
import type { PlanStateSource } from '../../src/modules/billing/plan-limits.ts';

/** Billing's trial and subscription reads, from one account state kept in memory. */
export function createFakePlanState(state: AccountPlanState): PlanStateSource &
  StandingSource & {
    set(next: AccountPlanState): void;
  } {
  let current = state;
  return {
    findTrialEnd: async () => current.trialEndsAt,
    findSubscription: async () => current.subscription ?? undefined,
    async findStanding() {
      const { status, currentPeriodEnd } = current.subscription ?? {};
      return {
        closed: false,
        trialEndsAt: new Date(current.trialEndsAt),
        subscription: status && currentPeriodEnd ? { status, currentPeriodEnd } : null,
      };
    },
    set(next) {
      current = next;
    },
  };
}
