import { PLANS, TRIAL_LIMITS, type PlanLimits } from '@scanorder/shared/plans/catalog';
import { isSubscriptionLive } from '@scanorder/shared/billing/subscription';
import { AppError } from '@scanorder/shared/errors/app-error';
import type { TenantScope } from '../../tenancy/tenant.ts';
import type { SubscriptionRow } from './billing.repository.ts';

export interface AccountPlanState {
  trialEndsAt: Date;
  /** The account's subscription row, if it ever subscribed. */
  subscription?: Pick<
    SubscriptionRow,
    'status' | 'currentPeriodEnd' | 'entityCount' | 'memberCount' | 'qrCount'
  > | null;
}

/** The plan limits of a subscription row, when it is live and carries them. */
function subscribedLimits(
  subscription: AccountPlanState['subscription'],
  now: Date,
): PlanLimits | undefined {
  if (!subscription?.status || !subscription.currentPeriodEnd) return undefined;
  if (
    !isSubscriptionLive(
      { status: subscription.status, currentPeriodEnd: subscription.currentPeriodEnd },
      now,
    )
  )
    return undefined;
  const { entityCount, memberCount, qrCount } = subscription;
  if (entityCount == null || memberCount == null || qrCount == null) return undefined;
  return { entityCount, memberCount, qrCount };
}

/**
 * The limits an account may use now: Enterprise limits during the 14-day trial, the subscribed
 * plan's limits (its product metadata) while the subscription is live, and the Starter Kit's when
 * it has neither (docs/product/plans-and-limits.md).
 */
export function planLimitsOf(state: AccountPlanState, now = new Date()): PlanLimits {
  if (state.trialEndsAt.getTime() > now.getTime()) return TRIAL_LIMITS;
  return subscribedLimits(state.subscription, now) ?? PLANS[0]!.limits;
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

/**
 * Reads an account's current limits from its trial end and subscription. Every feature that
 * creates something the plan counts (branches, members, QR codes) asks this before inserting:
 * `assertWithinLimit('qrCount', current, await planLimits.forAccount(accountId))`.
 */
/** What the plan limits read of billing: the billing repository, or an in-memory fake in tests. */
export interface PlanStateSource {
  findTrialEnd(scope: TenantScope): Promise<Date>;
  findSubscription(scope: TenantScope): Promise<AccountPlanState['subscription'] | undefined>;
}

export function createPlanLimits(billing: PlanStateSource, now: () => Date = () => new Date()) {
  return {
    async forAccount(accountId: string): Promise<PlanLimits> {
      const scope = { accountId };
      const [trialEndsAt, subscription] = await Promise.all([
        billing.findTrialEnd(scope),
        billing.findSubscription(scope),
      ]);
      return planLimitsOf({ trialEndsAt, subscription }, now());
    },
  };
}

export type PlanLimitsReader = ReturnType<typeof createPlanLimits>;
