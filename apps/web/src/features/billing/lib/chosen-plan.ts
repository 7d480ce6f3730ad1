import { BILLING_INTERVALS, type BillingInterval } from '@scanorder/shared/plans/catalog';

export interface ChosenPlan {
  planId: string;
  interval: BillingInterval;
}

/** Navigation state that opens SUBSCRIPTIONS with a plan chosen (PRICING's Get Started). */
export const chosenPlanState = ({ planId, interval }: ChosenPlan) => ({
  chosenPlan: { planId, interval },
});

/** The plan PRICING handed over, if the navigation state carries a readable one. */
export function chosenPlanOf(state: unknown): ChosenPlan | null {
  if (typeof state !== 'object' || state === null || !('chosenPlan' in state)) return null;
  const chosen = state.chosenPlan;
  if (typeof chosen !== 'object' || chosen === null) return null;
  const { planId, interval } = chosen as Record<string, unknown>;
  if (typeof planId !== 'string' || !BILLING_INTERVALS.includes(interval as BillingInterval))
    return null;
  return { planId, interval: interval as BillingInterval };
}
