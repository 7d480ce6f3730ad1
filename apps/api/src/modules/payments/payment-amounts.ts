import { toCurrencyMinor } from '@scanorder/shared/money/currency-units';
import { percentOf, tipChoicesOf } from '@scanorder/shared/ordering/price';
import type { OrderSettings } from '@scanorder/shared/business/settings';
import type { OrderPaymentState } from '@scanorder/shared/payments/payments';
import type { PayableOrder, PaymentRow } from './payments.repository.ts';

/**
 * The money of an order in the currency's own minor units. The order's own amounts are hundredths
 * of the major unit (menus are priced that way); the tip is chosen on the payment step, so it is
 * left out of what the order owes and added to the payment.
 */
export function orderAmountOf(order: Pick<PayableOrder, 'totalMinor' | 'tipMinor' | 'currency'>) {
  return toCurrencyMinor(order.totalMinor - order.tipMinor, order.currency);
}

/**
 * What the settled payments cover of the order: tips are on top of it, and what was given back
 * because the order's lines were edited down (the refunds' `adjustmentMinor`, summed:
 * `editRefundsMinor`) no longer covers it. A goodwill refund leaves it as it was: the order stays
 * paid.
 */
export function coveredOf(
  settled: readonly Pick<PaymentRow, 'amountMinor' | 'tipMinor'>[],
  editRefundsMinor: number,
): number {
  const paid = settled.reduce((sum, payment) => sum + payment.amountMinor - payment.tipMinor, 0);
  return paid - editRefundsMinor;
}

export function stateOf(orderAmount: number, paid: number): OrderPaymentState {
  if (paid >= orderAmount && orderAmount > 0) return 'Paid';
  return paid > 0 ? 'Part paid' : 'Unpaid';
}

/** A tip of `percentage` on the order's subtotal, in the currency's minor units. */
export function tipOf(order: Pick<PayableOrder, 'subtotalMinor' | 'currency'>, percentage: number) {
  return toCurrencyMinor(percentOf(order.subtotalMinor, percentage), order.currency);
}

/** Each tip the guest may choose with its amount: a percentage of the order's subtotal. */
export function tipChoicesFor(
  order: Pick<PayableOrder, 'subtotalMinor' | 'currency'>,
  settings: Pick<OrderSettings, 'includeTips' | 'tipsOptions'>,
) {
  return tipChoicesOf(settings).map((percentage) => ({
    percentage,
    tipMinor: tipOf(order, percentage),
  }));
}

/** The platform's share of a charge (`PLATFORM_FEE_PERCENT`), rounded half up. */
export function platformFeeOf(amountMinor: number, feePercent: number): number {
  return percentOf(amountMinor, feePercent);
}
