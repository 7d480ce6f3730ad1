import { and, eq } from 'drizzle-orm';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Database } from '../../db/client.ts';
import { branches, businesses } from '../../db/schema/business.ts';

/** A branch as a kiosk sees it: which account and business, and its PIN state. */
export interface KioskBranch {
  accountId: string;
  businessId: string;
  kind: BusinessKind;
  businessName: string;
  branchId: string;
  branchName: string;
  pinHash: string | null;
  pinFailedAttempts: number;
  pinLockedUntil: Date | null;
}

export type PinAttempt =
  | { outcome: 'accepted'; branch: KioskBranch }
  | { outcome: 'not-found' }
  | { outcome: 'no-pin' }
  | { outcome: 'locked'; until: Date }
  /** This wrong PIN locked it. */
  | { outcome: 'now-locked'; until: Date }
  | { outcome: 'wrong'; attemptsLeft: number };

export interface PinPolicy {
  /** Every this many wrong PINs in a row (since the last right one) lock the branch. */
  maxAttempts: number;
  /** The first lock; each next one without a right PIN in between doubles, up to `maxLockMs`. */
  lockMs: number;
  maxLockMs: number;
}

/**
 * Kiosk sign-in by branch PIN. A shared device has no account, so the branch id from its URL is
 * the only key: these lookups are deliberately not tenant-scoped (hence `unsafe`), and they reveal
 * nothing but whether the PIN is right.
 */
export function createKioskRepository(db: Database) {
  const select = (executor: Database) =>
    executor
      .select({
        accountId: branches.accountId,
        businessId: branches.businessId,
        kind: businesses.kind,
        businessName: businesses.businessName,
        branchId: branches.id,
        branchName: branches.name,
        pinHash: branches.pinHash,
        pinFailedAttempts: branches.pinFailedAttempts,
        pinLockedUntil: branches.pinLockedUntil,
      })
      .from(branches)
      .innerJoin(businesses, eq(businesses.id, branches.businessId));

  return {
    async unsafeFindBranch(branchId: string): Promise<KioskBranch | undefined> {
      const [row] = await select(db).where(eq(branches.id, branchId)).limit(1);
      return row;
    },

    /**
     * One PIN attempt with the branch row locked, so parallel guesses queue up and are all
     * counted. This is the branch-wide bound on guessing from many addresses: a lock still running
     * refuses even the right PIN, except from a device that opened this branch before
     * (`trustedDevice`); every `maxAttempts` wrong PINs in a row lock it, each lock twice as long as
     * the one before; the right PIN resets the count.
     */
    async unsafeAttemptPin(
      branchId: string,
      verify: (pinHash: string) => Promise<boolean>,
      policy: PinPolicy,
      now: Date,
      { trustedDevice = false }: { trustedDevice?: boolean } = {},
    ): Promise<PinAttempt> {
      return db.transaction(async (tx) => {
        const [branch] = await select(tx)
          .where(eq(branches.id, branchId))
          .for('update', { of: branches })
          .limit(1);
        if (!branch) return { outcome: 'not-found' } as const;
        if (!branch.pinHash) return { outcome: 'no-pin' } as const;
        if (branch.pinLockedUntil && branch.pinLockedUntil > now && !trustedDevice)
          return { outcome: 'locked', until: branch.pinLockedUntil } as const;
        const where = and(eq(branches.id, branchId), eq(branches.accountId, branch.accountId));
        if (await verify(branch.pinHash)) {
          if (branch.pinFailedAttempts !== 0 || branch.pinLockedUntil)
            await tx
              .update(branches)
              .set({ pinFailedAttempts: 0, pinLockedUntil: null })
              .where(where);
          return { outcome: 'accepted', branch } as const;
        }
        const failures = branch.pinFailedAttempts + 1;
        if (failures % policy.maxAttempts === 0) {
          const doublings = failures / policy.maxAttempts - 1;
          const lockMs = Math.min(policy.lockMs * 2 ** Math.min(doublings, 30), policy.maxLockMs);
          const until = new Date(now.getTime() + lockMs);
          await tx
            .update(branches)
            .set({ pinFailedAttempts: failures, pinLockedUntil: until })
            .where(where);
          return { outcome: 'now-locked', until } as const;
        }
        await tx.update(branches).set({ pinFailedAttempts: failures }).where(where);
        return { outcome: 'wrong', attemptsLeft: policy.maxAttempts - failures } as const;
      });
    },
  };
}

export type KioskRepository = ReturnType<typeof createKioskRepository>;
