import { AppError } from '@scanorder/shared/errors/app-error';
import { lineDetailsOf } from '@scanorder/shared/ordering/order-changes';
import { pricedLineSchema } from '@scanorder/shared/ordering/order-line';
import { paymentMessages } from '@scanorder/shared/payments/payments';
import type { ShareReceipt } from '@scanorder/shared/payments/share-receipt';
import { unsafePublicScope } from '../../tenancy/tenant.ts';
import { payableOrderOf } from './payable-order.ts';
import { presentPayment, presentRefund } from './payment-presenters.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { ShareReceiptsRepository } from './share-receipts.repository.ts';

const linesSchema = pricedLineSchema.array();

/**
 * The receipt of one share of a table's bill (decision 047): reached by any order of the bill (the
 * capability, as for the bill) and the share's payment id. Only a share that succeeded has one
 * (a refunded share stays succeeded, with what went back); any other payment id, a payment of
 * another bill or of another account is not found. Every amount is the one the share's payment
 * and allocations recorded.
 */
export async function shareReceiptOf(
  deps: { payments: PaymentsRepository; receipts: ShareReceiptsRepository },
  orderId: string,
  paymentId: string,
): Promise<ShareReceipt> {
  const order = await payableOrderOf(deps.payments, orderId);
  const share = await deps.receipts.shareOf(unsafePublicScope(order.accountId), orderId, paymentId);
  if (!share || share.payment.status !== 'succeeded' || share.allocations.length === 0)
    throw new AppError('NOT_FOUND', paymentMessages.notFound);
  const { bill, payment, allocations } = share;
  const mode = allocations[0]!.share;
  const parts = allocations.map((allocation) => {
    const line =
      allocation.lineIndex === null
        ? undefined
        : linesSchema.parse(allocation.lines)[allocation.lineIndex];
    return {
      orderId: allocation.orderId,
      referenceNumber: allocation.referenceNumber,
      lineIndex: allocation.lineIndex,
      name: line?.name ?? null,
      details: line ? lineDetailsOf(line) : null,
      quantity: line?.quantity ?? null,
      amountMinor: allocation.amountMinor,
    };
  });
  return {
    billId: bill.id,
    mode,
    splitParts: mode === 'even' ? bill.splitParts : null,
    currency: payment.currency,
    payment: presentPayment(payment),
    parts,
    shareMinor: payment.amountMinor - payment.tipMinor,
    // Presented as the order's refunds are, less the team's reason (a share's receipt omits it).
    refunds: share.refunds.map((row) => {
      const { reason: _reason, ...refund } = presentRefund(row);
      return refund;
    }),
    paidAfterRefundsMinor: payment.amountMinor - payment.refundedMinor,
  };
}
