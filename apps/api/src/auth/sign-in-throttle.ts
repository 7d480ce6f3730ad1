import { LRUCache } from 'lru-cache';
import { clientKeyOf } from '../http/client-key.ts';

/**
 * Per-account password guessing bound (better-auth limits per address only, so 40 addresses got 40
 * guesses at one account). From the fifth wrong password in a row each further one locks the
 * account's sign-in for a while, doubling from a minute to 15 minutes; the owner is emailed once at
 * `noticeAt`. Addresses that signed this account in before are not held back, so a stranger
 * cannot keep the owner out.
 */
export const SIGN_IN_ACCOUNT_POLICY = {
  freeAttempts: 5,
  lockMs: 60_000,
  maxLockMs: 15 * 60_000,
  noticeAt: 10,
} as const;

interface AccountRecord {
  failures: number;
  lockedUntil: number;
  /** Client keys that signed this account in successfully. */
  known: string[];
}

export function createSignInThrottle(policy = SIGN_IN_ACCOUNT_POLICY, maxAccounts = 100_000) {
  const records = new LRUCache<string, AccountRecord>({ max: maxAccounts, ttl: 24 * 3_600_000 });
  const recordOf = (email: string) => {
    const key = email.toLowerCase();
    let record = records.get(key);
    if (!record) {
      record = { failures: 0, lockedUntil: 0, known: [] };
      records.set(key, record);
    }
    return record;
  };

  return {
    /** Until when `client` must wait before trying this account again, or null. */
    lockedUntil(email: string, client: string, now: Date): Date | null {
      const record = records.get(email.toLowerCase());
      if (!record || record.lockedUntil <= now.getTime()) return null;
      return record.known.includes(clientKeyOf(client)) ? null : new Date(record.lockedUntil);
    },

    /** Counts a wrong password; `notify` is true once, when the owner should be told. */
    failed(email: string, now: Date): { notify: boolean } {
      const record = recordOf(email);
      record.failures += 1;
      const over = record.failures - policy.freeAttempts;
      if (over >= 0)
        record.lockedUntil =
          now.getTime() + Math.min(policy.lockMs * 2 ** Math.min(over, 20), policy.maxLockMs);
      return { notify: record.failures === policy.noticeAt };
    },

    succeeded(email: string, client: string): void {
      const record = recordOf(email);
      record.failures = 0;
      record.lockedUntil = 0;
      const key = clientKeyOf(client);
      record.known = [key, ...record.known.filter((known) => known !== key)].slice(0, 20);
    },
  };
}
