import { randomUUID } from 'node:crypto';
import type { Role } from '@scanorder/shared/account/services';
import type { AccountPlanState } from '@scanorder/shared/plans/limits';
import type { TenantContext } from '../../src/tenancy/tenant.ts';

/** A signed-in member of a fresh account; an admin owner unless told otherwise. */
export function tenantContext(
  overrides: Partial<TenantContext> & { role?: Role } = {},
): TenantContext {
  const role = overrides.role ?? 'admin';
  return {
    accountId: randomUUID(),
    userId: randomUUID(),
    memberId: randomUUID(),
    role,
    isOwner: role === 'admin',
    email: 'owner@example.com',
    ...overrides,
  };
}

const DAY_MS = 86_400_000;

/** An account's trial and subscription, relative to `now`. */
export const planStates = {
  inTrial: (now: Date): AccountPlanState => ({ trialEndsAt: new Date(now.getTime() + DAY_MS) }),
  trialOver: (now: Date): AccountPlanState => ({ trialEndsAt: new Date(now.getTime() - DAY_MS) }),
  subscribed: (
    now: Date,
    /** The plan's limits, and its rank where features matter (0 Starter Kit, 1 Company, 2 Enterprise). */
    limits: { entityCount: number; memberCount: number; qrCount: number; planRank?: number },
  ): AccountPlanState => ({
    trialEndsAt: new Date(now.getTime() - DAY_MS),
    subscription: {
      status: 'active',
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
      ...limits,
    },
  }),
};
