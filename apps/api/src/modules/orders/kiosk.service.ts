import { createHash } from 'node:crypto';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { AppError } from '@scanorder/shared/errors/app-error';
import { boardMessages, type KioskSession } from '@scanorder/shared/ordering/board';
import { z } from 'zod';
import { verifyPin } from '../business/pin-hash.ts';
import { storefrontMessages } from './storefront.ts';
import type { KioskBranch, KioskRepository, PinPolicy } from './kiosk.repository.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

/** docs/product/kiosk-and-sessions.md: five wrong PINs lock the branch's PIN for five minutes. */
export const KIOSK_PIN_POLICY: PinPolicy = { maxAttempts: 5, lockMs: 5 * 60_000 };
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

export type PinSignIn =
  | { outcome: 'accepted'; session: KioskSession; token: string; maxAgeSeconds: number }
  | { outcome: 'locked'; retryAfterSeconds: number; message: string };

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
  now = () => new Date(),
}: {
  kiosk: KioskRepository;
  now?: () => Date;
}) {
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
    async signIn(branchId: string, pin: string): Promise<PinSignIn> {
      const at = now();
      const attempt = await kiosk.unsafeAttemptPin(
        branchId,
        (pinHash) => verifyPin(pin, pinHash),
        KIOSK_PIN_POLICY,
        at,
      );
      switch (attempt.outcome) {
        case 'not-found':
          throw new AppError('NOT_FOUND', storefrontMessages.branchNotFound);
        case 'no-pin':
          throw new AppError('CONFLICT', boardMessages.noPin);
        case 'wrong':
          throw new AppError('UNAUTHENTICATED', boardMessages.incorrectPin, 'pin');
        case 'locked':
        case 'now-locked': {
          const seconds = Math.max(1, Math.ceil((attempt.until.getTime() - at.getTime()) / 1000));
          return {
            outcome: 'locked',
            retryAfterSeconds: seconds,
            message: boardMessages.pinLocked(Math.ceil(seconds / 60)),
          };
        }
        case 'accepted': {
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
