import { chargeStepOf, evenShareOf } from '@scanorder/shared/payments/bill-shares';
import { percentOf } from '@scanorder/shared/ordering/price';
import type { OrderPayment } from '@scanorder/shared/payments/payments';
import type { BillShareMode, TableBill } from '@scanorder/shared/payments/table-bill';

/** The share the guest is choosing: how, into how many, and which lines ("orderId:index"). */
export interface ShareChoice {
  mode: BillShareMode;
  parts: number;
  lines: string[];
}

export const lineKey = (orderId: string, lineIndex: number) => `${orderId}:${lineIndex}`;

/** What the chosen share costs, as the server will compute it (the same shared arithmetic). */
export function shareAmountOf(bill: TableBill, choice: ShareChoice): number {
  if (choice.mode === 'all') return bill.payableMinor;
  if (choice.mode === 'even') {
    if (bill.split) return bill.split.nextShareMinor;
    return Math.min(
      evenShareOf(bill.payableMinor, choice.parts, 0, chargeStepOf(bill.currency)),
      bill.payableMinor,
    );
  }
  const chosen = new Set(choice.lines);
  return bill.orders
    .flatMap((order) =>
      order.lines.filter((line) => chosen.has(lineKey(order.orderId, line.lineIndex))),
    )
    .reduce((sum, line) => sum + line.amountMinor, 0);
}

/**
 * The share as the payment step reads an order's payment side: what is due is the share, and each
 * tip a percentage of it. The step then pays through the bill (its `pay` prop).
 */
export function shareSummaryOf(
  bill: TableBill,
  amountMinor: number,
  orderId: string,
): OrderPayment {
  const step = chargeStepOf(bill.currency);
  return {
    orderId,
    provider: bill.provider,
    testMode: bill.testMode,
    publishableKey: bill.publishableKey,
    online: bill.online,
    unavailableReason: bill.unavailableReason,
    currency: bill.currency,
    state: bill.state,
    orderAmountMinor: amountMinor,
    dueMinor: amountMinor,
    paidMinor: 0,
    tipMinor: 0,
    refundedMinor: 0,
    tipChoices: bill.tipPercentages.map((percentage) => ({
      percentage,
      tipMinor: percentOf(amountMinor / step, percentage) * step,
    })),
    payments: [],
    refunds: [],
  };
}
