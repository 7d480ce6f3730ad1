import type { Payment } from '@scanorder/shared/payments/payments';
import type { PaymentRow, RefundRow } from './payments.repository.ts';

/** A payment as the guest's page and the team's order show it. */
export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    status: row.status,
    amountMinor: row.amountMinor,
    tipMinor: row.tipMinor,
    refundedMinor: row.refundedMinor,
    currency: row.currency,
    method: row.provider === 'counter' ? 'counter' : 'card',
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A refund as the order and the receipt list it. */
export function presentRefund(row: RefundRow) {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amountMinor: row.amountMinor,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
