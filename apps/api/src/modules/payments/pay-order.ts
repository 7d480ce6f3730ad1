import { SOURCE_LOCALE, type GuestLocale } from '@scanorder/shared/i18n/locales';
import { AppError } from '@scanorder/shared/errors/app-error';
import {
  paymentMessages,
  type PayOrderInput,
  type PayOrderResult,
} from '@scanorder/shared/payments/payments';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { unsafePublicScope } from '../../tenancy/tenant.ts';
import { tipChoicesOf } from '@scanorder/shared/ordering/price';
import { coveredOf, orderAmountOf, platformFeeOf, tipOf } from './payment-amounts.ts';
import { createPaymentCharge } from './payment-charge.ts';
import { presentPayment } from './payment-presenters.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { OrderReadiness, PaymentReadiness } from './payment-readiness.ts';
import { INTERRUPTED_AFTER_MS } from './payment-recovery.ts';
import type { InScope, PaymentSettlement } from './payment-settlement.ts';
import type { PaymentSummary } from './payment-summary.ts';
import type { PayableOrder, PaymentRow, PaymentsRepository } from './payments.repository.ts';

/** A repeat of an attempt that started while this request waited for the order's lock. */
class SameAttempt extends Error {}

/** A payment's first step: its attempt (started or found), or another attempt still open. */
type Begun = { ready: OrderReadiness } & (
  { row: PaymentRow; resumed: boolean } | { open: PaymentRow }
);

export interface PayOrderOptions {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  platformFeePercent: number;
  readiness: PaymentReadiness;
  settlement: PaymentSettlement;
  summary: PaymentSummary;
  now: () => Date;
  /** Runs `work` in the account's scope, joining the caller's if it is that account's (`scopes.run`). */
  inScope: InScope;
  /** The order a guest's URL names, read by its random id before its account is known; 404 if none. */
  guestOrderOf: (orderId: string) => Promise<PayableOrder>;
}

/** The guest's payment attempts: starting one, charging it, reading it back (decision 039). */
export function createPayOrder({
  provider,
  payments,
  platformFeePercent,
  readiness,
  settlement,
  summary,
  now,
  inScope,
  guestOrderOf,
}: PayOrderOptions) {
  const { settle } = settlement;
  const charge = createPaymentCharge({ provider, payments, settlement, inScope });

  /**
   * An attempt still under way blocks a new one, unless the provider says it is only waiting for
   * a card (the guest left the Payment Element): then it is cancelled and the new attempt goes on.
   * The provider is asked outside any transaction; what it says is recorded in a scope of its own.
   */
  async function clearStaleAttempt(order: PayableOrder, open: PaymentRow): Promise<void> {
    const scope = unsafePublicScope(order.accountId);
    const inOrderScope = <T>(work: () => Promise<T>) => inScope(order.accountId, work);
    if (!open.providerPaymentId) {
      // Never answered by the provider for longer than its calls may take: interrupted (a
      // crash), so nothing was charged and the guest need not wait for the recovery sweep.
      if (now().getTime() - open.updatedAt.getTime() < INTERRUPTED_AFTER_MS)
        throw new AppError('CONFLICT', paymentMessages.inProgress, 'idempotencyKey');
      await inOrderScope(() => payments.markFailed(scope, open.id, paymentMessages.failed));
      return;
    }
    const charge = await provider.retrieveCharge(open.providerPaymentId);
    if (charge.awaitingCard) {
      await provider.cancelCharge(open.providerPaymentId);
      await inOrderScope(() => payments.settle(scope, open, { ...charge, status: 'cancelled' }));
      return;
    }
    const settled = await settle(order, open, charge);
    if (settled?.status === 'processing')
      throw new AppError('CONFLICT', paymentMessages.inProgress, 'idempotencyKey');
  }

  /**
   * Starts the attempt under the order's lock, or finds the same attempt when the key met one
   * (a double tap, or a retry after the first settled). Runs inside the caller's scope.
   */
  async function startAttempt(
    order: PayableOrder,
    input: PayOrderInput,
    locale: GuestLocale,
  ): Promise<{ row: PaymentRow; resumed: boolean }> {
    const scope = unsafePublicScope(order.accountId);
    try {
      const row = await payments.start(
        scope,
        order.id,
        (locked, settled, underWay, editRefundsMinor) => {
          // The same attempt sent twice (a double tap): the first started it, and has settled or
          // is asking the provider now. Answer with it.
          if (
            [...settled, ...underWay].some(
              (payment) => payment.idempotencyKey === input.idempotencyKey,
            )
          )
            throw new SameAttempt();
          // What the order still owes: after its lines were edited up, the difference.
          const due = orderAmountOf(locked) - coveredOf(settled, editRefundsMinor);
          if (due <= 0) throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
          if (underWay.length > 0)
            throw new AppError('CONFLICT', paymentMessages.inProgress, 'idempotencyKey');
          // The tip is a share of the lines as they stand now, under the lock, as `due` is.
          const tipMinor = tipOf(locked, input.tipPercentage);
          const amountMinor = due + tipMinor;
          // The team edited the order's lines meanwhile: never charge what the guest did not see.
          if (input.shownAmountMinor !== undefined && input.shownAmountMinor !== amountMinor)
            throw new AppError('CONFLICT', paymentMessages.amountChanged, 'shownAmountMinor');
          return {
            businessId: locked.businessId,
            orderId: locked.id,
            provider: provider.kind,
            idempotencyKey: input.idempotencyKey,
            currency: locked.currency,
            amountMinor,
            tipMinor,
            tipHundredthsPercent: Math.round(input.tipPercentage * 100),
            platformFeeMinor: platformFeeOf(amountMinor, platformFeePercent),
            locale,
          };
        },
      );
      return { row, resumed: false };
    } catch (error) {
      if (
        error instanceof SameAttempt ||
        isUniqueViolation(error, 'payments_account_idempotency_key')
      ) {
        // `start` ran in a savepoint of its own, so the scope's transaction is usable still.
        const row = await payments.findByKey(scope, input.idempotencyKey);
        if (!row || row.orderId !== order.id)
          throw new AppError('CONFLICT', paymentMessages.keyUsed, 'idempotencyKey');
        return { row, resumed: true };
      }
      if (isUniqueViolation(error, 'payments_one_processing_per_order'))
        throw new AppError('CONFLICT', paymentMessages.inProgress, 'idempotencyKey');
      throw error;
    }
  }

  return {
    /**
     * The guest pays what the order still owes plus the chosen tip, both computed here. The
     * browser's idempotency key names the attempt: sending it again (double tap, network lost
     * mid-payment) answers with the same payment and charges nothing more.
     */
    async pay(
      orderId: string,
      input: PayOrderInput,
      locale: GuestLocale = SOURCE_LOCALE,
    ): Promise<PayOrderResult> {
      const order = await guestOrderOf(orderId);
      const inOrderScope = <T>(work: () => Promise<T>) => inScope(order.accountId, work);
      // The attempt is started and committed in one short scope before the provider is asked, and
      // what the provider answers is recorded in another: no transaction, pooled connection or
      // order lock is held across the provider's round trip (decision 057). A crash in between
      // leaves a committed attempt with no provider id, which the recovery sweep gives up.
      let begun = await inOrderScope<Begun>(async () => {
        const ready = await readiness.readiness(order);
        const scope = unsafePublicScope(order.accountId);
        const { known, open } = await payments.findKeyOrProcessing(
          scope,
          input.idempotencyKey,
          order.id,
        );
        if (known) {
          if (known.orderId !== order.id)
            throw new AppError('CONFLICT', paymentMessages.keyUsed, 'idempotencyKey');
          return { ready, row: known, resumed: true };
        }
        const { reason, settings } = ready;
        if (order.status === 'Order Cancelled')
          throw new AppError('CONFLICT', paymentMessages.cancelled);
        if (reason === 'pay-at-counter')
          throw new AppError('CONFLICT', paymentMessages.payAtCounter);
        if (reason === 'payouts-not-ready')
          throw new AppError('CONFLICT', paymentMessages.notReady);
        if (reason === 'expired') throw new AppError('CONFLICT', paymentMessages.expired);
        if (!tipChoicesOf(settings).includes(input.tipPercentage))
          throw new AppError('VALIDATION_FAILED', paymentMessages.invalidTip, 'tipPercentage');
        if (open) return { ready, open };
        return { ready, ...(await startAttempt(order, input, locale)) };
      });
      if ('open' in begun) {
        const { ready, open } = begun;
        await clearStaleAttempt(order, open);
        begun = { ready, ...(await inOrderScope(() => startAttempt(order, input, locale))) };
      }
      const { ready, row, resumed } = begun;
      const { connected } = ready;
      // The same attempt already asked the provider, or is asking it now (a double tap): answer
      // with where it stands rather than asking again.
      const inFlight =
        row.idempotencyKey === input.idempotencyKey && !row.providerPaymentId && resumed;
      // The answer's summary reuses this request's readiness: the business and its payout account
      // were read above, and paying changes neither.
      if (row.status !== 'processing' || !connected || inFlight)
        return {
          payment: presentPayment(row),
          clientSecret: null,
          order: await inOrderScope(() => summary(order, ready)),
        };
      const payer = { connected, business: ready.business };
      const done = await charge(order, row, input, payer, locale);
      return {
        payment: presentPayment(done.row),
        clientSecret: done.clientSecret,
        order: await inOrderScope(() => summary(order, ready)),
      };
    },

    /** After Stripe.js confirmed in the browser: read the PaymentIntent and record where it stands. */
    async refreshPayment(orderId: string, paymentId: string): Promise<PayOrderResult> {
      const order = await guestOrderOf(orderId);
      const inOrderScope = <T>(work: () => Promise<T>) => inScope(order.accountId, work);
      const row = await inOrderScope(() =>
        payments.findPayment(unsafePublicScope(order.accountId), paymentId),
      );
      if (!row || row.orderId !== order.id)
        throw new AppError('NOT_FOUND', paymentMessages.notFound);
      // The provider is asked outside any scope; the settle opens its own.
      const current = await settlement.refresh(order, row);
      return {
        payment: presentPayment(current),
        clientSecret: null,
        order: await inOrderScope(() => summary(order)),
      };
    },
  };
}
