import type { OrderPayment } from '@scanorder/shared/payments/payments';
import { unsafePublicScope } from '../../tenancy/tenant.ts';
import { coveredOf, orderAmountOf, stateOf, tipChoicesFor } from './payment-amounts.ts';
import { presentPayment, presentRefund } from './payment-presenters.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { OrderReadiness, PaymentReadiness } from './payment-readiness.ts';
import type { PayableOrder, PaymentsRepository } from './payments.repository.ts';

/** The payment side of an order as the guest's page, the receipt and the team's order show it. */
export function createPaymentSummary({
  provider,
  payments,
  readiness,
}: {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  readiness: PaymentReadiness;
}) {
  return async function summary(
    order: PayableOrder,
    /** What the caller read of the business for this request already (the guest paying). */
    known?: Pick<OrderReadiness, 'settings' | 'reason'>,
  ): Promise<OrderPayment> {
    const scope = unsafePublicScope(order.accountId);
    const { settings, reason } = known ?? (await readiness.readiness(order));
    const rows = await payments.listForOrder(scope, order.id);
    const fromBill = await payments.billPaid(scope, order.id);
    const settled = rows.payments.filter((row) => row.status === 'succeeded');
    const orderAmount = orderAmountOf(order);
    // Shares of the table's bill (decision 047) pay the order too; the bill lists them.
    const editRefundsMinor = rows.refunds.reduce((sum, refund) => sum + refund.adjustmentMinor, 0);
    const paid = coveredOf(settled, editRefundsMinor) + fromBill.paidMinor;
    return {
      orderId: order.id,
      provider: provider.kind,
      testMode: provider.testMode,
      publishableKey: provider.publishableKey,
      online: reason === null && order.status !== 'Order Cancelled',
      unavailableReason: reason,
      currency: order.currency,
      state: stateOf(orderAmount, paid),
      orderAmountMinor: orderAmount,
      dueMinor: Math.max(0, orderAmount - paid),
      paidMinor: paid,
      tipMinor: settled.reduce((sum, row) => sum + row.tipMinor, 0),
      refundedMinor: rows.refunds.reduce((sum, row) => sum + row.amountMinor, 0),
      tipChoices: tipChoicesFor(order, settings),
      payments: rows.payments.map(presentPayment),
      refunds: rows.refunds.map(presentRefund),
    };
  };
}

export type PaymentSummary = ReturnType<typeof createPaymentSummary>;
