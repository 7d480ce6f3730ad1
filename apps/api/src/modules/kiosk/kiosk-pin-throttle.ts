import { LRUCache } from 'lru-cache';
import { clientKeyOf } from '../../http/client-key.ts';

/**
 * docs/product/kiosk-and-sessions.md: five wrong PINs lock the PIN for five minutes. Branch ids are public,
 * so that count is kept per client address and branch: an outsider locks only themselves out, and
 * each further lockout without a right PIN doubles (up to a day).
 */
export const KIOSK_CLIENT_POLICY = {
  maxAttempts: 5,
  lockMs: 5 * 60_000,
  maxLockMs: 24 * 3_600_000,
} as const;

/** A wrong PIN's outcome for its client. */
export type WrongPin = { triesLeft: number } | { lockedUntil: Date };

interface ClientRecord {
  failures: number;
  lockouts: number;
  lockedUntil: number;
}

/** Per-process memory: the branch-wide bound in the database holds across processes and restarts. */
export function createKioskPinThrottle(policy = KIOSK_CLIENT_POLICY, maxClients = 100_000) {
  const records = new LRUCache<string, ClientRecord>({
    max: maxClients,
    ttl: policy.maxLockMs * 2,
  });
  const keyOf = (branchId: string, address: string) => `${branchId}|${clientKeyOf(address)}`;

  return {
    /** Until when this client may not try this branch's PIN, or null. */
    lockedUntil(branchId: string, address: string, now: Date): Date | null {
      const record = records.get(keyOf(branchId, address));
      return record && record.lockedUntil > now.getTime() ? new Date(record.lockedUntil) : null;
    },

    /**
     * Counts a wrong PIN: how many tries this client has left, or, when this one locked it out,
     * until when.
     */
    failed(branchId: string, address: string, now: Date): WrongPin {
      const key = keyOf(branchId, address);
      const record = records.get(key) ?? { failures: 0, lockouts: 0, lockedUntil: 0 };
      record.failures += 1;
      let result: WrongPin = { triesLeft: policy.maxAttempts - record.failures };
      if (record.failures >= policy.maxAttempts) {
        const lockMs = Math.min(policy.lockMs * 2 ** record.lockouts, policy.maxLockMs);
        record.failures = 0;
        record.lockouts += 1;
        record.lockedUntil = now.getTime() + lockMs;
        result = { lockedUntil: new Date(record.lockedUntil) };
      }
      records.set(key, record);
      return result;
    },

    succeeded(branchId: string, address: string): void {
      records.delete(keyOf(branchId, address));
    },
  };
}

export type KioskPinThrottle = ReturnType<typeof createKioskPinThrottle>;
