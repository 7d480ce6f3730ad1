import { isSubscriptionLive } from '../billing/subscription.ts';
import { PLANS, TRIAL_LIMITS, TRIAL_RANK, type PlanLimits } from './catalog.ts';

export interface AccountPlanState {
  trialEndsAt: Date | string;
  /** The account's subscription, if it ever subscribed, with its plan's limits. */
  subscription?: {
    status: string | null;
    currentPeriodEnd: Date | string | null;
    entityCount: number | null;
    memberCount: number | null;
    qrCount: number | null;
    /** The subscribed plan's rank, which decides its features. */
    planRank?: number | null;
  } | null;
}

const timeOf = (value: Date | string) =>
  value instanceof Date ? value.getTime() : new Date(value).getTime();

/** The plan limits of a subscription, when it is live and carries them. */
function subscribedLimits(
  subscription: AccountPlanState['subscription'],
  now: Date,
): PlanLimits | undefined {
  if (!subscription?.status || !subscription.currentPeriodEnd) return undefined;
  const { status, currentPeriodEnd } = subscription;
  if (!isSubscriptionLive({ status, currentPeriodEnd }, now)) return undefined;
  const { entityCount, memberCount, qrCount } = subscription;
  if (entityCount == null || memberCount == null || qrCount == null) return undefined;
  return { entityCount, memberCount, qrCount };
}

/**
 * The limits an account may use now: Enterprise limits during the 14-day trial, the subscribed
 * plan's limits while the subscription is live, and the Starter Kit's when it has neither
 * (docs/product/plans-and-limits.md). The server enforces these and the Subscription Details table
 * shows them, so an owner never reads a limit the server refuses.
 */
export function planLimitsOf(state: AccountPlanState, now: Date = new Date()): PlanLimits {
  if (timeOf(state.trialEndsAt) > now.getTime()) return TRIAL_LIMITS;
  return subscribedLimits(state.subscription, now) ?? PLANS[0]!.limits;
}

/**
 * The rank of the plan whose features the account has now: the top rank in the trial, the
 * subscribed plan's while it is live, the Starter Kit's otherwise.
 */
export function planRankOf(state: AccountPlanState, now: Date = new Date()): number {
  if (timeOf(state.trialEndsAt) > now.getTime()) return TRIAL_RANK;
  if (!subscribedLimits(state.subscription, now)) return PLANS[0]!.rank;
  return state.subscription?.planRank ?? PLANS[0]!.rank;
}
