import { AppError } from '@scanorder/shared/errors/app-error';
import { isGuestLocale, SOURCE_LOCALE } from '@scanorder/shared/i18n/locales';
import { paymentMessages } from '@scanorder/shared/payments/payments';
import { unsafePublicScope } from '../../tenancy/tenant.ts';
import { startPeriodic } from '../../ops/periodic.ts';
import type { PaymentRecoveryRepository, RecoveryItem } from './payment-recovery.repository.ts';
import type { ChargeState, PaymentProvider } from './payment-provider.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import type { PaymentsRepository } from './payments.repository.ts';

const MINUTE = 60_000;
/**
 * An attempt with no answer from the provider after this long was interrupted: the provider's
 * calls give up after two tries of 20 s, so no request is still waiting for it.
 */
export const INTERRUPTED_AFTER_MS = 2 * MINUTE;
/** An attempt nothing settled for this long is read again from the provider (a webhook missed). */
export const UNSETTLED_AFTER_MS = 10 * MINUTE;
/**
 * An attempt still waiting for a card after this long was left by the guest: cancelled with the
 * provider, so it can never be confirmed for an order whose hold (30 minutes) has expired.
 */
export const ABANDONED_AFTER_MS = 30 * MINUTE;
/** Cancelled orders are checked for money still held this long after their last change. */
export const CANCELLED_WINDOW_MS = 7 * 24 * 60 * MINUTE;

export interface RecoveryOutcome {
  /** Attempts given up as interrupted (nothing was charged). */
  interrupted: number;
  /** Attempts read again from the provider and recorded (settled, declined or abandoned). */
  reconciled: number;
  /** Cancelled orders whose money was given back. */
  refunded: number;
}

export interface PaymentRecoveryOptions {
  recovery: PaymentRecoveryRepository;
  payments: PaymentsRepository;
  provider: PaymentProvider;
  settlement: PaymentSettlement;
  refundIfCancelled: (accountId: string, orderId: string) => Promise<boolean>;
  /** Runs `work` in one transaction in the account's scope (`scopes.run`). */
  runAs: <T>(accountId: string, work: () => Promise<T>) => Promise<T>;
  /** Runs the cross-account reads on the owner path (`scopes.unsafeAsOwner`). */
  asOwner: <T>(work: () => Promise<T>) => Promise<T>;
  onError: (error: unknown, item: RecoveryItem) => void;
}

/**
 * What keeps payments true when a request, a webhook or an event never arrived (decision 046):
 * attempts a crash left without the provider's answer are given up, attempts nothing settled are
 * read from the provider (a payment that succeeded after the phone went offline, its webhook lost),
 * abandoned ones are cancelled, and cancelled orders still holding money are refunded (a cancel
 * missed while LISTEN was down). Every step is safe to run in several processes at once.
 */
export function createPaymentRecovery({
  recovery,
  payments,
  provider,
  settlement,
  refundIfCancelled,
  runAs,
  asOwner,
  onError,
}: PaymentRecoveryOptions) {
  async function each(
    items: RecoveryItem[],
    work: (item: RecoveryItem) => Promise<boolean>,
  ): Promise<number> {
    let done = 0;
    for (const item of items) {
      try {
        if (await runAs(item.accountId, () => work(item))) done += 1;
      } catch (error) {
        // One item's trouble (the provider down) never holds back the others.
        onError(error, item);
      }
    }
    return done;
  }

  async function reconcile(item: RecoveryItem, now: Date): Promise<boolean> {
    const scope = unsafePublicScope(item.accountId);
    const row = item.paymentId ? await payments.findPayment(scope, item.paymentId) : undefined;
    const order = await payments.unsafeFindPayableOrder(item.orderId);
    if (row?.status !== 'processing' || !row.providerPaymentId || !order) return false;
    let charge: ChargeState;
    try {
      charge = await provider.retrieveCharge(row.providerPaymentId);
    } catch (error) {
      // The local provider forgets its charges on restart: the attempt cannot be finished.
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      await payments.markFailed(scope, row.id, paymentMessages.failed);
      return true;
    }
    if (
      charge.status === 'processing' &&
      charge.awaitingCard &&
      now.getTime() - row.updatedAt.getTime() >= ABANDONED_AFTER_MS
    ) {
      await provider.cancelCharge(row.providerPaymentId);
      charge = { ...charge, status: 'cancelled' };
    }
    if (charge.status === 'processing') return false;
    const locale = row.locale && isGuestLocale(row.locale) ? row.locale : SOURCE_LOCALE;
    return (await settlement.settle(order, row, charge, locale)) !== undefined;
  }

  return {
    /** One sweep; `now` moves the clock in tests. */
    async runOnce(now: Date = new Date()): Promise<RecoveryOutcome> {
      const before = (ms: number) => new Date(now.getTime() - ms);
      const [interrupted, unsettled, cancelled] = await asOwner(() =>
        Promise.all([
          recovery.unsafeFindInterrupted(before(INTERRUPTED_AFTER_MS)),
          recovery.unsafeFindUnsettled(before(UNSETTLED_AFTER_MS)),
          recovery.unsafeFindCancelledHoldingMoney(before(CANCELLED_WINDOW_MS)),
        ]),
      );
      return {
        interrupted: await each(interrupted, (item) =>
          payments.markFailed(
            unsafePublicScope(item.accountId),
            item.paymentId!,
            paymentMessages.failed,
          ),
        ),
        reconciled: await each(unsettled, (item) => reconcile(item, now)),
        refunded: await each(cancelled, (item) => refundIfCancelled(item.accountId, item.orderId)),
      };
    },
  };
}

export type PaymentRecovery = ReturnType<typeof createPaymentRecovery>;

/** The first sweep waits a little, so a starting server serves before it catches up. */
const FIRST_RUN_MS = 30_000;

/**
 * Runs the sweep soon after start (what happened while no process listened), every `intervalMs`,
 * and when the event bus reconnects (a cancel may have been missed), one at a time; the returned
 * function stops it and waits for a sweep under way.
 */
export function startPaymentRecovery(
  recovery: PaymentRecovery,
  options: {
    intervalMs: number;
    onReconnect: (listener: () => void) => () => void;
    onError: (error: unknown) => void;
  },
): () => Promise<void> {
  const job = startPeriodic(() => recovery.runOnce().catch(options.onError), {
    intervalMs: options.intervalMs,
    firstRunMs: Math.min(FIRST_RUN_MS, options.intervalMs),
  });
  const unsubscribe = options.onReconnect(job.run);
  return async () => {
    unsubscribe();
    await job.stop();
  };
}
