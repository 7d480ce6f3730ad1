import { PLANS, TRIAL_LIMITS, type PlanLimits } from '@scanorder/shared/plans/catalog';
import { AppError } from '@scanorder/shared/errors/app-error';

export interface AccountPlanState {
  trialEndsAt: Date;
  /** Set by billing once the account subscribes; null while it has no subscription. */
  planId?: string | null;
  subscriptionActive?: boolean;
}

/**
 * The limits an account may use now: Enterprise limits during the 14-day trial, the subscribed
 * plan's limits afterwards, and the Starter Kit's when it has neither (decisions.md).
 */
export function planLimitsOf(state: AccountPlanState, now = new Date()): PlanLimits {
  if (state.trialEndsAt.getTime() > now.getTime()) return TRIAL_LIMITS;
  const plan =
    state.planId && state.subscriptionActive
      ? PLANS.find((candidate) => candidate.id === state.planId)
      : undefined;
  return (plan ?? PLANS[0]!).limits;
}

export type LimitKind = keyof PlanLimits;

const LIMIT_NOUN: Record<LimitKind, [singular: string, plural: string]> = {
  entityCount: ['branch', 'branches'],
  memberCount: ['team member', 'team members'],
  qrCount: ['QR code', 'QR codes'],
};

/** Refuses creating one more of something when the plan's limit is reached. */
export function assertWithinLimit(kind: LimitKind, current: number, limits: PlanLimits): void {
  if (current >= limits[kind]) {
    const [singular, plural] = LIMIT_NOUN[kind];
    const allowed = limits[kind];
    throw new AppError(
      'LIMIT_REACHED',
      `Your plan allows ${allowed} ${allowed === 1 ? singular : plural}. Upgrade your subscription to add more.`,
    );
  }
}
