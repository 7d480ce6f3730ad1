import { SOURCE_LOCALE } from '@scanorder/shared/i18n/locales';
import { AppError } from '@scanorder/shared/errors/app-error';
import { paymentMessages, type OrderPayment } from '@scanorder/shared/payments/payments';
import { billMessages, type CounterPaymentInput } from '@scanorder/shared/payments/table-bill';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { orderNotFound, payableOrderOf } from './payable-order.ts';
import { coveredOf, orderAmountOf } from './payment-amounts.ts';
import type { ChargeState } from './payment-provider.ts';
import type { PaymentReadiness } from './payment-readiness.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import type { PaymentSummary } from './payment-summary.ts';
import type { PayableOrder, PaymentRow, PaymentsRepository } from './payments.repository.ts';

/**
 * What settles a payment taken at the counter (decision 047, addendum of 2026-12-05): succeeded at
 * once, under an id of its own, by no provider and with no card.
 */
export const counterCharge = (payment: Pick<PaymentRow, 'id'>): ChargeState => ({
  providerPaymentId: `counter_${payment.id}`,
  status: 'succeeded',
  awaitingCard: false,
  clientSecret: null,
  cardBrand: null,
  cardLast4: null,
  failureMessage: null,
});

export interface OrderCounterPaymentOptions {
  payments: PaymentsRepository;
  readiness: PaymentReadiness;
  settlement: PaymentSettlement;
  summary: PaymentSummary;
  /** Whether the order is paid on its table's bill, whose own "Paid at the counter" it takes. */
  onTableBill: (order: PayableOrder) => Promise<boolean>;
}

/**
 * The team records what an order paid on its own (pickup, delivery, dine-in paid first) still owes
 * as paid at the counter: one payment with provider `counter`, settled in the same transaction, so
 * the order reads Paid on the board, History and the CSV. Its lines' total only: no tip, no
 * platform fee, nothing in the provider's ledger. An attempt a guest's card is making now is left
 * to finish; the same idempotency key answers a repeat with the order's payments.
 */
export function createOrderCounterPayment({
  payments,
  readiness,
  settlement,
  summary,
  onTableBill,
}: OrderCounterPaymentOptions) {
  return async function recordOrderAtCounter(
    scope: TenantScope,
    orderId: string,
    input: CounterPaymentInput,
  ): Promise<OrderPayment> {
    const order = await payableOrderOf(payments, orderId);
    if (order.accountId !== scope.accountId) throw orderNotFound();
    const known = await payments.findByKey(scope, input.idempotencyKey);
    if (known) {
      if (known.orderId !== order.id || known.provider !== 'counter' || known.billId)
        throw new AppError('CONFLICT', paymentMessages.keyUsed, 'idempotencyKey');
      return summary(order);
    }
    if (order.status === 'Order Cancelled')
      throw new AppError('CONFLICT', paymentMessages.cancelled);
    if ((await readiness.readiness(order)).reason === 'expired')
      throw new AppError('CONFLICT', paymentMessages.expired);
    if (await onTableBill(order)) throw new AppError('CONFLICT', billMessages.onBill);
    let row: PaymentRow;
    try {
      row = await payments.start(scope, order.id, (locked, settled, underWay, editRefunds) => {
        const due = orderAmountOf(locked) - coveredOf(settled, editRefunds);
        if (due <= 0) throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
        if (underWay.length > 0) throw new AppError('CONFLICT', paymentMessages.inProgress);
        return {
          businessId: locked.businessId,
          orderId: locked.id,
          provider: 'counter',
          idempotencyKey: input.idempotencyKey,
          currency: locked.currency,
          amountMinor: due,
          tipMinor: 0,
          tipHundredthsPercent: 0,
          platformFeeMinor: 0,
          locale: SOURCE_LOCALE,
        };
      });
    } catch (error) {
      // The same key sent twice at once: the other request records it (`start` ran in a
      // savepoint, so this request's transaction is usable still).
      if (isUniqueViolation(error, 'payments_account_idempotency_key')) return summary(order);
      if (isUniqueViolation(error, 'payments_one_processing_per_order'))
        throw new AppError('CONFLICT', paymentMessages.inProgress);
      throw error;
    }
    await settlement.settle(order, row, counterCharge(row));
    return summary(order);
  };
}
