import { lineDetailsOf } from '@scanorder/shared/ordering/order-changes';
import { pricedLineSchema } from '@scanorder/shared/ordering/order-line';
import { AppError } from '@scanorder/shared/errors/app-error';
import { paymentMessages } from '@scanorder/shared/payments/payments';
import { apportion, chargeStepOf, evenShareOf } from '@scanorder/shared/payments/bill-shares';
import {
  billMessages,
  type BillLine,
  type PayBillRequest,
} from '@scanorder/shared/payments/table-bill';
import { orderAmountOf } from './payment-amounts.ts';
import type { BillState, NewAllocation } from './table-bills.repository.ts';

const linesSchema = pricedLineSchema.array();

export interface BillOrderAmount {
  id: string;
  referenceNumber: number;
  status: string;
  cancelled: boolean;
  /** What the order costs (0 once cancelled), tip excluded, in the currency's minor units. */
  amountMinor: number;
  paidMinor: number;
  pendingMinor: number;
  /** As the guest's bill shows them: the bill's schema is the one shape. */
  lines: BillLine[];
}

/**
 * A bill's money from its orders and the shares paid or under way, computed the same way for the
 * guest's page, a new share and closing the bill. Each line carries its part of its order's
 * amount (tax and service charge spread over the lines in proportion), so chosen items sum to the
 * order's amount exactly.
 */
export function billAmountsOf(state: BillState) {
  const orders: BillOrderAmount[] = state.orders.map((order) => {
    const cancelled = order.status === 'Order Cancelled';
    const amountMinor = cancelled ? 0 : orderAmountOf(order);
    const lines = linesSchema.parse(order.lines);
    const lineAmounts = apportion(
      amountMinor,
      lines.map((line) => line.lineTotalMinor + line.taxMinor),
      chargeStepOf(order.currency),
    );
    const mine = state.allocations.filter((allocation) => allocation.orderId === order.id);
    const sum = (status: 'succeeded' | 'processing') =>
      mine
        .filter((allocation) => allocation.status === status)
        .reduce((total, allocation) => total + allocation.amountMinor, 0);
    const paidMinor = sum('succeeded');
    // Paid as a whole (the whole bill, or even shares): every line of it reads paid, none is chosen.
    const settled = amountMinor > 0 && paidMinor >= amountMinor;
    return {
      id: order.id,
      referenceNumber: order.referenceNumber,
      status: order.status,
      cancelled,
      amountMinor,
      paidMinor,
      pendingMinor: sum('processing'),
      lines: lines.map((line, lineIndex) => {
        const claim = mine.find((allocation) => allocation.lineIndex === lineIndex);
        return {
          lineIndex,
          name: line.name,
          details: lineDetailsOf(line),
          instruction: line.instruction,
          quantity: line.quantity,
          amountMinor: lineAmounts[lineIndex] ?? 0,
          state: claim
            ? claim.status === 'succeeded'
              ? 'paid'
              : 'pending'
            : settled
              ? 'paid'
              : 'open',
        };
      }),
    };
  });
  const total = orders.reduce((sum, order) => sum + order.amountMinor, 0);
  const paid = orders.reduce((sum, order) => sum + Math.min(order.paidMinor, order.amountMinor), 0);
  const pending = orders.reduce((sum, order) => sum + order.pendingMinor, 0);
  const evenShares = new Set(
    state.allocations
      .filter((allocation) => allocation.share === 'even')
      .map((allocation) => allocation.paymentId),
  );
  return {
    orders,
    totalMinor: total,
    paidMinor: paid,
    dueMinor: Math.max(0, total - paid),
    payableMinor: Math.max(0, total - paid - pending),
    takenShares: evenShares.size,
  };
}

export type BillAmounts = ReturnType<typeof billAmountsOf>;

/**
 * Spreads a share paid for the whole bill (everything, or an even share) over its orders, oldest
 * first, so each order's payment summary says how much of it is paid.
 */
export function spreadOverOrders(amounts: BillAmounts, share: number) {
  const spread: { orderId: string; amountMinor: number }[] = [];
  let left = share;
  for (const order of amounts.orders) {
    if (left <= 0) break;
    const open = order.amountMinor - order.paidMinor - order.pendingMinor;
    const part = Math.min(open, left);
    if (part > 0) spread.push({ orderId: order.id, amountMinor: part });
    left -= Math.max(0, part);
  }
  return spread;
}

/** What one share costs and what it pays of which orders, read under the bill's lock. */
export function shareOf(
  input: Pick<PayBillRequest, 'mode' | 'parts' | 'lines'>,
  state: BillState,
  amounts: BillAmounts,
): {
  amountMinor: number;
  allocations: NewAllocation[];
  split?: { parts: number; baseMinor: number };
} {
  if (input.mode === 'items') {
    if (state.bill.splitParts !== null)
      throw new AppError('CONFLICT', billMessages.itemsAfterSplit, 'lines');
    const chosen = new Set<string>();
    const allocations = (input.lines ?? []).map(({ orderId, lineIndex }) => {
      const key = `${orderId}:${lineIndex}`;
      const line = amounts.orders
        .find((order) => order.id === orderId && !order.cancelled)
        ?.lines.find((candidate) => candidate.lineIndex === lineIndex);
      if (!line || chosen.has(key) || line.amountMinor <= 0)
        throw new AppError('VALIDATION_FAILED', billMessages.notOnBill, 'lines');
      if (line.state !== 'open') throw new AppError('CONFLICT', billMessages.itemsTaken, 'lines');
      chosen.add(key);
      return { orderId, lineIndex, amountMinor: line.amountMinor, share: 'items' as const };
    });
    return {
      amountMinor: allocations.reduce((sum, item) => sum + item.amountMinor, 0),
      allocations,
    };
  }
  if (amounts.payableMinor <= 0)
    throw new AppError(
      'CONFLICT',
      amounts.dueMinor > 0 ? paymentMessages.inProgress : billMessages.closed,
    );
  let amountMinor = amounts.payableMinor;
  let split: { parts: number; baseMinor: number } | undefined;
  if (input.mode === 'even') {
    const parts = input.parts ?? 0;
    const current = state.bill.splitParts;
    if (current !== null && current !== parts) {
      const refusal = billMessages.splitAlready(current);
      throw new AppError('CONFLICT', refusal.message, 'parts', refusal);
    }
    const baseMinor = state.bill.splitBaseMinor ?? amounts.payableMinor;
    if (current === null) split = { parts, baseMinor };
    const taken = amounts.takenShares;
    // The last share takes what is left, so the shares add up to the bill even if it grew.
    if (taken < parts - 1)
      amountMinor = Math.min(
        evenShareOf(baseMinor, parts, taken, chargeStepOf(state.bill.currency)),
        amountMinor,
      );
  }
  const allocations = spreadOverOrders(amounts, amountMinor).map((part) => ({
    ...part,
    lineIndex: null,
    share: input.mode,
  }));
  return { amountMinor, allocations, split };
}
