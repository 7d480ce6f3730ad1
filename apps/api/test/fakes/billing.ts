import type { AccountPlanState, PlanStateSource } from '../../src/modules/billing/plan-limits.ts';

/** Billing's trial and subscription reads, from one account state kept in memory. */
export function createFakePlanState(state: AccountPlanState): PlanStateSource & {
  set(next: AccountPlanState): void;
} {
  let current = state;
  return {
    findTrialEnd: async () => current.trialEndsAt,
    findSubscription: async () => current.subscription ?? undefined,
    set(next) {
      current = next;
    },
  };
}
