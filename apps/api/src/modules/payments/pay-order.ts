import { SOURCE_LOCALE, type GuestLocale } from '@scanorder/shared/i18n/locales';
import { AppError } from '@scanorder/shared/errors/app-error';
import {
  paymentMessages,
  type PayOrderInput,
  type PayOrderResult,
} from '@scanorder/shared/payments/payments';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { unsafePublicScope } from '../../tenancy/tenant.ts';
import { payableOrderOf } from './payable-order.ts';
import { tipChoicesOf } from '@scanorder/shared/ordering/price';
import { coveredOf, orderAmountOf, platformFeeOf, tipOf } from './payment-amounts.ts';
import { createPaymentCharge } from './payment-charge.ts';
import { presentPayment } from './payment-presenters.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentReadiness } from './payment-readiness.ts';
import { INTERRUPTED_AFTER_MS } from './payment-recovery.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import type { PaymentSummary } from './payment-summary.ts';
import type { PayableOrder, PaymentsRepository } from './payments.repository.ts';

/** A repeat of an attempt that settled while this request waited for the order's lock. */
class SameAttempt extends Error {}

export interface PayOrderOptions {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  platformFeePercent: number;
  readiness: PaymentReadiness;
  settlement: PaymentSettlement;
  summary: PaymentSummary;
  now: () => Date;
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
}: PayOrderOptions) {
  const { settle } = settlement;
  const charge = createPaymentCharge({ provider, payments, settlement });

  /**
   * An attempt still under way blocks a new one, unless the provider says it is only waiting for
   * a card (the guest left the Payment Element): then it is cancelled and the new attempt goes on.
   */
  async function clearStaleAttempt(order: PayableOrder): Promise<void> {
    const scope = unsafePublicScope(order.accountId);
    const open = await payments.findProcessing(scope, order.id);
    if (!open) return;
    if (!open.providerPaymentId) {
      // Never answered by the provider for longer than its calls may take: interrupted (a
      // crash), so nothing was charged and the guest need not wait for the recovery sweep.
      if (now().getTime() - open.updatedAt.getTime() < INTERRUPTED_AFTER_MS)
        throw new AppError('CONFLICT', paymentMessages.inProgress, 'idempotencyKey');
      await payments.markFailed(scope, open.id, paymentMessages.failed);
      return;
    }
    const charge = await provider.retrieveCharge(open.providerPaymentId);
    if (charge.awaitingCard) {
      await provider.cancelCharge(open.providerPaymentId);
      await payments.settle(scope, open.id, { ...charge, status: 'cancelled' });
      return;
    }
    const settled = await settle(order, open.id, charge);
    if (settled?.status === 'processing')
      throw new AppError('CONFLICT', paymentMessages.inProgress, 'idempotencyKey');
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
      const order = await payableOrderOf(payments, orderId);
      const scope = unsafePublicScope(order.accountId);
      const ready = await readiness.readiness(order);
      const { settings, connected, reason } = ready;

      let row = await payments.findByKey(scope, input.idempotencyKey);
      let resumed = row !== undefined;
      if (row && row.orderId !== order.id)
        throw new AppError('CONFLICT', paymentMessages.keyUsed, 'idempotencyKey');
      if (!row) {
        if (order.status === 'Order Cancelled')
          throw new AppError('CONFLICT', paymentMessages.cancelled);
        if (reason === 'pay-at-counter')
          throw new AppError('CONFLICT', paymentMessages.payAtCounter);
        if (reason === 'payouts-not-ready')
          throw new AppError('CONFLICT', paymentMessages.notReady);
        if (reason === 'expired') throw new AppError('CONFLICT', paymentMessages.expired);
        if (!tipChoicesOf(settings).includes(input.tipPercentage))
          throw new AppError('VALIDATION_FAILED', paymentMessages.invalidTip, 'tipPercentage');
        await clearStaleAttempt(order);
        try {
          row = await payments.start(scope, order.id, (locked, settled, underWay, adjustments) => {
            // The same attempt sent twice, the first settled in between: answer with it.
            if (settled.some((payment) => payment.idempotencyKey === input.idempotencyKey))
              throw new SameAttempt();
            // What the order still owes: after its lines were edited up, the difference.
            const due = orderAmountOf(locked) - coveredOf(settled, adjustments);
            if (due <= 0) throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
            // The same attempt sent twice at once goes on to meet its key's unique index instead.
            if (underWay.some((payment) => payment.idempotencyKey !== input.idempotencyKey))
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
          });
        } catch (error) {
          if (
            error instanceof SameAttempt ||
            isUniqueViolation(error, 'payments_account_idempotency_key')
          ) {
            row = await payments.findByKey(scope, input.idempotencyKey);
            resumed = true;
            if (!row || row.orderId !== order.id)
              throw new AppError('CONFLICT', paymentMessages.keyUsed, 'idempotencyKey');
          } else if (isUniqueViolation(error, 'payments_one_processing_per_order')) {
            throw new AppError('CONFLICT', paymentMessages.inProgress, 'idempotencyKey');
          } else throw error;
        }
      }
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
          order: await summary(order, ready),
        };
      const payer = { connected, business: ready.business };
      const done = await charge(scope, order, row, input, payer, locale);
      return {
        payment: presentPayment(done.row),
        clientSecret: done.clientSecret,
        order: await summary(order, ready),
      };
    },

    /** After Stripe.js confirmed in the browser: read the PaymentIntent and record where it stands. */
    async refreshPayment(orderId: string, paymentId: string): Promise<PayOrderResult> {
      const order = await payableOrderOf(payments, orderId);
      const scope = unsafePublicScope(order.accountId);
      const row = await payments.findPayment(scope, paymentId);
      if (!row || row.orderId !== order.id)
        throw new AppError('NOT_FOUND', paymentMessages.notFound);
      const current = await settlement.refresh(order, row);
      return { payment: presentPayment(current), clientSecret: null, order: await summary(order) };
    },
  };
}
