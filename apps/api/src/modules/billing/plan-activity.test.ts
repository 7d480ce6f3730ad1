import { describe, expect, it } from 'vitest';
import { createStorefrontCache } from '../storefront/storefront-cache.ts';
import { createAccountStandings, type AccountStanding } from './plan-activity.ts';

const NOW = new Date('2026-05-04T12:00:00Z');
const MINUTE = 60_000;

/** A standing source that counts its reads (each one a statement on the databases). */
function countingSource(initial: AccountStanding) {
  let current = initial;
  const source = {
    reads: 0,
    async findStanding() {
      source.reads += 1;
      return current;
    },
    set(next: AccountStanding) {
      current = next;
    },
  };
  return source;
}

const inTrialUntil = (end: Date): AccountStanding => ({
  closed: false,
  trialEndsAt: end,
  subscription: null,
});

describe('account standings', () => {
  it('reads an account once while nothing announces a change, and judges the trial end on every call', async () => {
    const source = countingSource(inTrialUntil(new Date(NOW.getTime() + MINUTE)));
    const standings = createAccountStandings(source, createStorefrontCache({ ttlMs: 60_000 }));
    expect(await standings.planActivity('account', NOW)).toBe(true);
    expect(await standings.judge('account', NOW)).toEqual({ closed: false, planActive: true });
    // The trial ends with the clock, not with the cache entry.
    expect(await standings.planActivity('account', new Date(NOW.getTime() + 2 * MINUTE))).toBe(
      false,
    );
    expect(source.reads).toBe(1);
  });

  it('reads again once the account (or every account) is announced as changed', async () => {
    const source = countingSource(inTrialUntil(new Date(NOW.getTime() - MINUTE)));
    const standings = createAccountStandings(source, createStorefrontCache({ ttlMs: 60_000 }));
    expect(await standings.planActivity('account', NOW)).toBe(false);
    source.set({
      closed: false,
      trialEndsAt: new Date(NOW.getTime() - MINUTE),
      subscription: { status: 'active', currentPeriodEnd: new Date(NOW.getTime() + MINUTE) },
    });
    standings.forget('another account');
    expect(await standings.planActivity('account', NOW)).toBe(false);
    standings.forget('account');
    expect(await standings.planActivity('account', NOW)).toBe(true);
    source.set({ ...inTrialUntil(NOW), closed: true });
    standings.forget(null);
    expect((await standings.judge('account', NOW)).closed).toBe(true);
    expect(source.reads).toBe(3);
  });

  it('answers at once from a kept standing only, as judge would, and never reads for it', async () => {
    const source = countingSource(inTrialUntil(new Date(NOW.getTime() + MINUTE)));
    const standings = createAccountStandings(source, createStorefrontCache({ ttlMs: 60_000 }));
    expect(standings.judgeKept('account', NOW)).toBeUndefined();
    await standings.judge('account', NOW);
    expect(standings.judgeKept('account', NOW)).toEqual({ closed: false, planActive: true });
    expect(standings.judgeKept('account', new Date(NOW.getTime() + 2 * MINUTE))).toEqual({
      closed: false,
      planActive: false,
    });
    source.set({ ...inTrialUntil(NOW), closed: true });
    standings.forget('account');
    expect(standings.judgeKept('account', NOW)).toBeUndefined();
    expect(await standings.judge('account', NOW)).toEqual({ closed: true, planActive: false });
    expect(standings.judgeKept('account', NOW)).toEqual({ closed: true, planActive: false });
    expect(source.reads).toBe(2);
    // Without a cache nothing is kept.
    expect(createAccountStandings(source).judgeKept('account', NOW)).toBeUndefined();
  });

  it('counts a vanished account as closed and not taking orders', async () => {
    const standings = createAccountStandings({ findStanding: async () => undefined });
    expect(await standings.judge('gone', NOW)).toEqual({ closed: true, planActive: false });
    expect(await standings.planActivity('gone', NOW)).toBe(false);
  });
});
