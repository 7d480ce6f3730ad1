import { createHash } from 'node:crypto';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { AppError, type ErrorEnvelope } from '@scanorder/shared/errors/app-error';
import type { PlanLimitsReader } from '../billing/plan-limits.ts';
import {
  boardMessages,
  type KioskSession,
  type PinRefusal,
} from '@scanorder/shared/ordering/board';
import { z } from 'zod';
import { verifyPin } from '../business/pin-hash.ts';
import { storefrontMessages } from '../storefront/storefront.ts';
import { createKioskPinThrottle, type KioskPinThrottle } from './kiosk-pin-throttle.ts';
import type { KioskBranch, KioskRepository, PinPolicy } from './kiosk.repository.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

/**
 * The branch-wide bound behind the per-client lockout (kiosk-pin-throttle.ts): wrong PINs from any
 * number of addresses lock new devices out, doubling from 15 minutes to a day, so searching all
 * 10,000 four-digit PINs takes about 327 days at worst (ADR 027). Devices that opened the branch
 * before still get in.
 */
export const KIOSK_PIN_POLICY: PinPolicy = {
  maxAttempts: 30,
  lockMs: 15 * 60_000,
  maxLockMs: 24 * 3_600_000,
};
/** A kiosk stays signed in this long; changing or removing the PIN ends every session at once. */
export const KIOSK_SESSION_MS = 7 * 24 * 3_600_000;

/** Who a kiosk request is: one branch of one business, nothing else. */
export interface KioskContext {
  scope: TenantScope;
  businessId: string;
  kind: BusinessKind;
  businessName: string;
  branchId: string;
  branchName: string;
  expiresAt: Date;
}

/** What the signed cookie carries: the branch, which PIN opened it, and until when. */
const tokenSchema = z.object({ b: z.uuid(), f: z.string(), e: z.number().int() });

/** Changes whenever the PIN is set again, so an old kiosk cookie stops working. */
const fingerprintOf = (pinHash: string) =>
  createHash('sha256').update(pinHash).digest('base64url').slice(0, 22);

/** A refused PIN, with what the kiosk needs to say it in its own language (pinRefusedSchema). */
export class PinRefusedError extends AppError {
  constructor(
    code: 'UNAUTHENTICATED' | 'RATE_LIMITED',
    message: string,
    readonly pin: PinRefusal,
  ) {
    super(code, message, 'pin');
  }

  override toEnvelope(): ErrorEnvelope {
    return { ...super.toEnvelope(), pin: this.pin } as ErrorEnvelope;
  }
}

export type PinSignIn =
  | { outcome: 'accepted'; session: KioskSession; token: string; maxAgeSeconds: number }
  | { outcome: 'locked'; retryAfterSeconds: number; minutes: number; message: string };

export function sessionOf(context: KioskContext): KioskSession {
  return {
    branch: { id: context.branchId, name: context.branchName },
    business: { id: context.businessId, kind: context.kind, name: context.businessName },
    expiresAt: context.expiresAt.toISOString(),
  };
}

/** Kiosk mode: a branch's staff PIN opens that branch's orders board on a shared device. */
export function createKioskService({
  kiosk,
  throttle = createKioskPinThrottle(),
  planLimits,
  now = () => new Date(),
}: {
  kiosk: KioskRepository;
  throttle?: KioskPinThrottle;
  /** Kiosk mode is an Enterprise feature (decision 030). */
  planLimits: Pick<PlanLimitsReader, 'assertFeature'>;
  now?: () => Date;
}) {
  const lockedFor = (until: Date, at: Date) => {
    const seconds = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    return {
      outcome: 'locked',
      retryAfterSeconds: seconds,
      minutes,
      message: boardMessages.pinLocked(minutes),
    } as const;
  };

  const contextOf = (branch: KioskBranch, expiresAt: Date): KioskContext => ({
    scope: { accountId: branch.accountId },
    businessId: branch.businessId,
    kind: branch.kind,
    businessName: branch.businessName,
    branchId: branch.branchId,
    branchName: branch.branchName,
    expiresAt,
  });

  return {
    /**
     * `client` is the caller's address; `trustedDevice` says this device opened the branch before
     * (its device cookie), which lets it in through a branch-wide lock.
     */
    async signIn(
      branchId: string,
      pin: string,
      { client, trustedDevice = false }: { client: string; trustedDevice?: boolean },
    ): Promise<PinSignIn> {
      const at = now();
      const clientLock = throttle.lockedUntil(branchId, client, at);
      if (clientLock) return lockedFor(clientLock, at);
      const attempt = await kiosk.unsafeAttemptPin(
        branchId,
        (pinHash) => verifyPin(pin, pinHash),
        KIOSK_PIN_POLICY,
        at,
        { trustedDevice },
      );
      if (attempt.outcome === 'wrong' || attempt.outcome === 'now-locked') {
        const counted = throttle.failed(branchId, client, at);
        if (attempt.outcome === 'wrong') {
          if ('lockedUntil' in counted) return lockedFor(counted.lockedUntil, at);
          // The branch's count, where lower, locks first, except a device that opened it before.
          const triesLeft = trustedDevice
            ? counted.triesLeft
            : Math.min(counted.triesLeft, attempt.attemptsLeft);
          const message = boardMessages.incorrectPinTriesLeft(triesLeft);
          throw new PinRefusedError('UNAUTHENTICATED', message, { triesLeft });
        }
      }
      if (attempt.outcome === 'accepted') throttle.succeeded(branchId, client);
      switch (attempt.outcome) {
        case 'not-found':
          throw new AppError('NOT_FOUND', storefrontMessages.branchNotFound);
        case 'no-pin':
          throw new AppError('CONFLICT', boardMessages.noPin);
        case 'locked':
        case 'now-locked':
          return lockedFor(attempt.until, at);
        case 'accepted': {
          await planLimits.assertFeature(attempt.branch.accountId, 'kioskMode');
          const expiresAt = new Date(at.getTime() + KIOSK_SESSION_MS);
          const token = Buffer.from(
            JSON.stringify({
              b: attempt.branch.branchId,
              f: fingerprintOf(attempt.branch.pinHash!),
              e: expiresAt.getTime(),
            }),
          ).toString('base64url');
          return {
            outcome: 'accepted',
            session: sessionOf(contextOf(attempt.branch, expiresAt)),
            token,
            maxAgeSeconds: Math.floor(KIOSK_SESSION_MS / 1000),
          };
        }
        default:
          return attempt satisfies never;
      }
    },

    /**
     * The kiosk behind a (signature-checked) cookie value, or null: expired, the branch gone, or
     * its PIN changed or removed since.
     */
    async contextOf(token: string): Promise<KioskContext | null> {
      let parsed;
      try {
        parsed = tokenSchema.safeParse(JSON.parse(Buffer.from(token, 'base64url').toString()));
      } catch {
        return null;
      }
      if (!parsed.success || parsed.data.e <= now().getTime()) return null;
      const branch = await kiosk.unsafeFindBranch(parsed.data.b);
      if (!branch?.pinHash || fingerprintOf(branch.pinHash) !== parsed.data.f) return null;
      return contextOf(branch, new Date(parsed.data.e));
    },
  };
}

export type KioskService = ReturnType<typeof createKioskService>;
