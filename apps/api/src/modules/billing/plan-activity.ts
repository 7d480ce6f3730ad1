import { hasServiceAccess, type SubscriptionState } from '@scanorder/shared/billing/subscription';
import type { StorefrontCache } from '../storefront/storefront-cache.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

/** Whether an account may take orders now: in its trial, or with a live subscription. */
export type PlanActivity = (accountId: string, now: Date) => Promise<boolean>;

/** What customers' requests ask of an account before its menu or an order: closure and plan. */
export interface AccountStanding {
  closed: boolean;
  trialEndsAt: Date;
  subscription: SubscriptionState | null;
}

/** Billing's one read of an account's standing (the billing repository, or a fake in tests). */
export interface StandingSource {
  findStanding(scope: TenantScope): Promise<AccountStanding | undefined>;
}

/** An account judged for its customers: closed (or vanished), and whether its plan is active. */
export interface StandingJudgement {
  closed: boolean;
  planActive: boolean;
}

/** Where an account's standing is kept in the storefront cache (read and peeked alike). */
const STANDING_KEY = 'standing';

function judged(standing: AccountStanding | undefined, now: Date): StandingJudgement {
  if (!standing || standing.closed) return { closed: true, planActive: false };
  return { closed: false, planActive: hasServiceAccess(standing, now) };
}

/**
 * Accounts' standings, read once per account and kept (decision 040, fourth pass) when a `cache` is
 * given: what it holds changes only through announced requests (billing, the trial's edit by a
 * platform admin, closure), whose announcements drop it; the clock's part (the trial's or the
 * period's end) is judged on every call, never cached.
 */
export function createAccountStandings(source: StandingSource, cache?: StorefrontCache) {
  const read = (accountId: string): Promise<AccountStanding | undefined> => {
    const load = () => source.findStanding({ accountId });
    return cache ? cache.read(accountId, STANDING_KEY, load) : load();
  };
  const planActivity: PlanActivity = async (accountId, now) => {
    const standing = await read(accountId);
    return standing !== undefined && hasServiceAccess(standing, now);
  };
  return {
    planActivity,
    /**
     * Whether the account is closed (or vanished: it serves no menu and takes no order,
     * docs/product/retention.md) and whether its plan is active at `now`, from one read.
     */
    async judge(accountId: string, now: Date): Promise<StandingJudgement> {
      return judged(await read(accountId), now);
    },
    /**
     * `judge`'s answer at once from the standing kept, or undefined when none is kept (then call
     * `judge`): a cached menu read or placement then makes no promise for it (decision 040,
     * fifteenth pass).
     */
    judgeKept(accountId: string, now: Date): StandingJudgement | undefined {
      const kept = cache?.peek<AccountStanding | undefined>(accountId, STANDING_KEY);
      return kept === undefined ? undefined : judged(kept, now);
    },
    /** The account's standing changed (null: any account's may have). */
    forget(accountId: string | null): void {
      if (!cache) return;
      if (accountId) cache.invalidate(accountId);
      else cache.invalidateAll();
    },
  };
}

export type AccountStandings = ReturnType<typeof createAccountStandings>;
