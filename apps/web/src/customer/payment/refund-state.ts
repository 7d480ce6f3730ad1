import type { TFunction } from 'i18next';
import type { OrderPayment, OrderPaymentState } from '@scanorder/shared/payments/payments';
import type { TableBill } from '@scanorder/shared/payments/table-bill';

/** What the guest reads of an order's (or a table bill's) money, refunds included. */
export type GuestPaymentState = OrderPaymentState | 'Refunded' | 'Part refunded';

/**
 * The state a guest's page shows (decision 052). The server's Paid / Part paid / Unpaid says what
 * the order still owes, and a refund by hand or a cancel leaves it Paid; the guest is told what
 * came back: Refunded once everything paid went back, Part refunded once some of it did. While
 * something is still due (the team edited the lines up after a refund) the due is what the guest
 * has to act on, so the server's state stays, with the refund listed under it.
 */
export function guestPaymentState({
  state,
  dueMinor,
  refundedMinor,
  paidMinor,
  owing,
}: {
  state: OrderPaymentState;
  dueMinor: number;
  refundedMinor: number;
  /** Everything charged, tips included. */
  paidMinor: number;
  /** Whether what is due can still be asked for (not for a cancelled order). */
  owing: boolean;
}): GuestPaymentState {
  if (refundedMinor <= 0 || (owing && dueMinor > 0)) return state;
  return refundedMinor >= paidMinor ? 'Refunded' : 'Part refunded';
}

/** An order's state as its page and receipt say it; a cancelled order is owed nothing. */
export function orderPaymentState(summary: OrderPayment, cancelled: boolean): GuestPaymentState {
  return guestPaymentState({
    state: summary.state,
    dueMinor: summary.dueMinor,
    refundedMinor: summary.refundedMinor,
    paidMinor: chargedOf(summary),
    owing: !cancelled,
  });
}

/**
 * A table bill's state as its guests read it, and what its shares gave back (a cancelled order's
 * part, a refund by hand), from what the shares paid.
 */
export function billPaymentState(bill: TableBill): {
  state: GuestPaymentState;
  refundedMinor: number;
} {
  const settled = bill.payments.filter((payment) => payment.status === 'succeeded');
  const refundedMinor = settled.reduce((sum, payment) => sum + payment.refundedMinor, 0);
  const state = guestPaymentState({
    state: bill.state,
    dueMinor: bill.dueMinor,
    refundedMinor,
    paidMinor: settled.reduce((sum, payment) => sum + payment.amountMinor, 0),
    owing: true,
  });
  return { state, refundedMinor };
}

/** The state as the guest reads it; written out so the extractor sees each one. */
export function guestStateLabel(state: GuestPaymentState, t: TFunction): string {
  if (state === 'Refunded') return t('Refunded');
  if (state === 'Part refunded') return t('Part refunded');
  if (state === 'Paid') return t('Paid');
  if (state === 'Part paid') return t('Part paid');
  return t('Unpaid');
}

/**
 * Everything an order's own payments charged (tips included); an order paid on a table's bill has
 * none of its own, and what the shares paid toward it is its `paidMinor` (no tip).
 */
function chargedOf(summary: {
  payments: readonly { status: string; amountMinor: number }[];
  paidMinor: number;
  tipMinor: number;
}): number {
  const own = summary.payments
    .filter((payment) => payment.status === 'succeeded')
    .reduce((sum, payment) => sum + payment.amountMinor, 0);
  return Math.max(own, summary.paidMinor + summary.tipMinor);
}
