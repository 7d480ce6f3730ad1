import {
  planFeatureMessage,
  planHasFeature,
  type PlanFeature,
  type PlanLimits,
} from '@scanorder/shared/plans/catalog';
import { planLimitsOf, planRankOf, type AccountPlanState } from '@scanorder/shared/plans/limits';
import { AppError } from '@scanorder/shared/errors/app-error';
import type { TenantScope } from '../../tenancy/tenant.ts';

/** Refuses a feature the account's plan does not include (decision 030). */
export function assertPlanFeature(feature: PlanFeature, rank: number): void {
  if (!planHasFeature(rank, feature))
    throw new AppError('FORBIDDEN', planFeatureMessage(feature), feature);
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

/** What the plan limits read of billing: the billing repository, or an in-memory fake in tests. */
export interface PlanStateSource {
  findTrialEnd(scope: TenantScope): Promise<AccountPlanState['trialEndsAt']>;
  findSubscription(scope: TenantScope): Promise<AccountPlanState['subscription'] | undefined>;
}

/**
 * Reads an account's current limits from its trial end and subscription. Every feature that
 * creates something the plan counts (branches, members, QR codes) asks this before inserting:
 * `assertWithinLimit('qrCount', current, await planLimits.forAccount(accountId))`.
 */
export function createPlanLimits(billing: PlanStateSource, now: () => Date = () => new Date()) {
  // One read after the other: inside a request they share its scope's transaction (one connection).
  async function planStateOf(accountId: string) {
    const scope = { accountId };
    const trialEndsAt = await billing.findTrialEnd(scope);
    const subscription = await billing.findSubscription(scope);
    return { trialEndsAt, subscription };
  }

  return {
    async forAccount(accountId: string): Promise<PlanLimits> {
      return planLimitsOf(await planStateOf(accountId), now());
    },

    /** Refuses the feature when the account's plan (or trial) does not include it. */
    async assertFeature(accountId: string, feature: PlanFeature): Promise<void> {
      assertPlanFeature(feature, planRankOf(await planStateOf(accountId), now()));
    },
  };
}

export type PlanLimitsReader = ReturnType<typeof createPlanLimits>;
