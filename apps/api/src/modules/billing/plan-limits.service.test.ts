// Service tests: an account's limits and features from its trial and subscription, with billing's
// reads in memory (test/fakes/billing.ts). Reading the trial and subscription from the database,
// and the routes that refuse past a limit, stay in plan-limits.test.ts and plan-features.test.ts.
import { describe, expect, it } from 'vitest';
import type { AppError } from '@scanorder/shared/errors/app-error';
import { planLimitsOf, type AccountPlanState } from '@scanorder/shared/plans/limits';
import { createFakePlanState } from '../../../test/fakes/billing.ts';
import { planStates } from '../../../test/fakes/builders.ts';
import { createAccountStandings } from './plan-activity.ts';
import { assertWithinLimit, createPlanLimits } from './plan-limits.ts';

const NOW = new Date('2026-05-01T12:00:00Z');
const PAST = new Date('2026-04-01T00:00:00Z');
const FUTURE = new Date('2026-06-01T00:00:00Z');
const STARTER = { entityCount: 1, memberCount: 3, qrCount: 25 };
const COMPANY = { entityCount: 5, memberCount: 15, qrCount: 250 };
const ENTERPRISE = { entityCount: 25, memberCount: 100, qrCount: 2500 };

const subscribed = (
  status: string | null,
  currentPeriodEnd: Date | null,
  limits = COMPANY,
): AccountPlanState => ({
  trialEndsAt: PAST,
  subscription: { status, currentPeriodEnd, ...limits },
});

function thrown(act: () => unknown): Pick<AppError, 'code' | 'message'> | undefined {
  try {
    act();
    return undefined;
  } catch (error) {
    const { code, message } = error as AppError;
    return { code, message };
  }
}

describe('planLimitsOf', () => {
  it('gives the trial Enterprise limits, a live subscription its plan, else the Starter Kit', () => {
    expect(planLimitsOf({ trialEndsAt: FUTURE }, NOW)).toEqual(ENTERPRISE);
    expect(planLimitsOf({ trialEndsAt: PAST }, NOW)).toEqual(STARTER);
    expect(planLimitsOf(subscribed('active', FUTURE), NOW)).toEqual(COMPANY);
    expect(planLimitsOf(subscribed('trialing', FUTURE), NOW)).toEqual(COMPANY);
  });

  it('falls back to the Starter Kit once the period ended or the subscription is not live', () => {
    for (const state of [
      subscribed('active', PAST),
      subscribed('canceled', FUTURE),
      subscribed('past_due', FUTURE),
      subscribed(null, null),
    ])
      expect(planLimitsOf(state, NOW)).toEqual(STARTER);
  });
});

describe('plan limits service', () => {
  it('gives a trial account Enterprise limits whatever it subscribed to, its plan once the trial ends', async () => {
    const billing = createFakePlanState({
      trialEndsAt: FUTURE,
      subscription: { status: 'active', currentPeriodEnd: FUTURE, ...STARTER },
    });
    const limits = createPlanLimits(billing, () => NOW);
    expect(await limits.forAccount('account')).toEqual(ENTERPRISE);
    billing.set({
      trialEndsAt: PAST,
      subscription: { status: 'active', currentPeriodEnd: FUTURE, ...STARTER },
    });
    expect(await limits.forAccount('account')).toEqual(STARTER);
    billing.set(planStates.subscribed(NOW, COMPANY));
    expect(await limits.forAccount('account')).toEqual(COMPANY);
  });

  it('allows up to the limit and refuses one more, naming the count in words', () => {
    expect(thrown(() => assertWithinLimit('entityCount', 0, STARTER))).toBeUndefined();
    expect(thrown(() => assertWithinLimit('entityCount', 1, STARTER))).toEqual({
      code: 'LIMIT_REACHED',
      message: 'Your plan allows 1 branch. Upgrade your subscription to add more.',
    });
    expect(thrown(() => assertWithinLimit('memberCount', 2, STARTER))).toBeUndefined();
    expect(thrown(() => assertWithinLimit('memberCount', 3, STARTER))?.message).toBe(
      'Your plan allows 3 team members. Upgrade your subscription to add more.',
    );
    expect(thrown(() => assertWithinLimit('qrCount', 250, COMPANY))?.message).toBe(
      'Your plan allows 250 QR codes. Upgrade your subscription to add more.',
    );
    expect(thrown(() => assertWithinLimit('qrCount', 2_499, ENTERPRISE))).toBeUndefined();
  });

  it('gives the trial every feature, Company its own, and names the plan a feature needs', async () => {
    const billing = createFakePlanState(planStates.inTrial(NOW));
    const limits = createPlanLimits(billing, () => NOW);
    for (const feature of ['pushNotifications', 'perCustomerOrdering', 'kioskMode'] as const)
      await expect(limits.assertFeature('account', feature)).resolves.toBeUndefined();

    billing.set(planStates.subscribed(NOW, { ...STARTER, planRank: 0 }));
    await expect(limits.assertFeature('account', 'pushNotifications')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message:
        'Push notifications is included from the Company plan. Upgrade your subscription to use it.',
    });
    billing.set(planStates.subscribed(NOW, { ...COMPANY, planRank: 1 }));
    await expect(limits.assertFeature('account', 'pushNotifications')).resolves.toBeUndefined();
    await expect(limits.assertFeature('account', 'kioskMode')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message:
        'Kiosk mode per branch is included from the Enterprise plan. Upgrade your subscription to use it.',
    });
  });

  it('lets an account take orders in its trial or with a live subscription only', async () => {
    const billing = createFakePlanState(planStates.inTrial(NOW));
    const active = createAccountStandings(billing).planActivity;
    expect(await active('account', NOW)).toBe(true);
    billing.set(planStates.trialOver(NOW));
    expect(await active('account', NOW)).toBe(false);
    billing.set(planStates.subscribed(NOW, STARTER));
    expect(await active('account', NOW)).toBe(true);
    billing.set(subscribed('active', PAST, STARTER));
    expect(await active('account', NOW)).toBe(false);
  });
});
