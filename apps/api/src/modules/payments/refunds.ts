import { AppError } from '@scanorder/shared/errors/app-error';
import {
  paymentMessages,
  type OrderPayment,
  type RefundInput,
} from '@scanorder/shared/payments/payments';
import { formatCurrencyMinor } from '@scanorder/shared/money/currency-units';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { assertCan } from '../../auth/roles.ts';
import { unsafePublicScope, type TenantContext, type TenantScope } from '../../tenancy/tenant.ts';
import { derivedKey } from './derived-key.ts';
import { orderNotFound, payableOrderOf } from './payable-order.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentSummary } from './payment-summary.ts';
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts';

export interface RefundsOptions {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  summary: PaymentSummary;
  announce: (accountId: string, orderId: string) => Promise<void>;
}

/**
 * Asks the provider, under a key of the refund row's own, so a retry never gives back twice. A
 * payment taken at the counter is given back there: the refund is recorded, nobody is asked.
 */
export const giveBackVia =
  (provider: PaymentProvider) =>
  (scope: TenantScope) =>
  async (payment: PaymentRow, amountMinor: number, key: string) =>
    payment.provider === 'counter'
      ? `counter_re_${key}`
      : (
          await provider.refund({
            refundId: `${scope.accountId}-${key}`,
            providerPaymentId: payment.providerPaymentId!,
            amountMinor,
          })
        ).providerRefundId;

/** The refused refund of more than is left, naming what is left. */
export function refundTooLarge(refundableMinor: number, currency: string): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    paymentMessages.refundTooLarge(formatCurrencyMinor(refundableMinor, currency)),
    'amountMinor',
  );
}

/**
 * Giving a guest's money back: by hand (admins and managers), when an order is cancelled, and when
 * its lines are edited down. Each spreads over the order's payments, latest first.
 */
export function createRefunds({ provider, payments, summary, announce }: RefundsOptions) {
  const giveBack = giveBackVia(provider);

  return {
    /**
     * A manual refund by an admin or manager (members are refused), full when no amount is given,
     * never more than the payments still hold. The same idempotency key answers with the same refund.
     */
    async refund(
      tenant: TenantContext,
      orderId: string,
      input: RefundInput,
    ): Promise<OrderPayment> {
      assertCan(tenant, 'payments.refund');
      const order = await payableOrderOf(payments, orderId);
      if (order.accountId !== tenant.accountId) throw orderNotFound();
      const known = await payments.findRefundByKey(tenant, input.idempotencyKey);
      if (known && known.orderId !== order.id)
        throw new AppError('CONFLICT', paymentMessages.keyUsed, 'idempotencyKey');
      if (!known) {
        try {
          await payments.refundOrder(
            tenant,
            order.id,
            {
              amount: ({ refundableMinor, currency }) => {
                if (refundableMinor === 0)
                  throw new AppError('CONFLICT', paymentMessages.nothingToRefund);
                const amount = input.amountMinor ?? refundableMinor;
                if (amount > refundableMinor) throw refundTooLarge(refundableMinor, currency);
                return amount;
              },
              // A goodwill refund: the order still costs what it did and stays paid.
              adjustsOrder: false,
              // The client's key names the first refund row; a split bill's others derive from it.
              keyOf: (payment, index) =>
                index === 0
                  ? input.idempotencyKey
                  : derivedKey(`${input.idempotencyKey}:${payment.id}`),
              reason: input.reason ?? null,
              actor: tenant.memberId,
            },
            giveBack(tenant),
          );
        } catch (error) {
          // The same key sent twice at once: the other request recorded it.
          if (!isUniqueViolation(error, 'refunds_account_idempotency_key')) throw error;
        }
        await announce(order.accountId, order.id);
      }
      return summary(order);
    },

    /**
     * Cancelling a paid order gives the guest everything back. Called on every cancel any process
     * hears and by the recovery sweep; keys derived from the order and payment make the second and
     * later calls change nothing.
     */
    async refundIfCancelled(accountId: string, orderId: string): Promise<boolean> {
      const order = await payments.unsafeFindPayableOrder(orderId);
      if (!order || order.accountId !== accountId || order.status !== 'Order Cancelled')
        return false;
      const scope = unsafePublicScope(accountId);
      const keyOf = (payment: PaymentRow) => derivedKey(`cancel-refund:${orderId}:${payment.id}`);
      try {
        // On a table's bill: each share gives back what it paid toward the order (decision 047).
        const fromBill = await payments.refundCancelledOrder(
          scope,
          orderId,
          keyOf,
          giveBack(scope),
        );
        const made = await payments.refundOrder(
          scope,
          orderId,
          {
            amount: ({ refundableMinor }) => refundableMinor,
            adjustsOrder: false,
            keyOf,
            reason: 'Order cancelled',
            actor: 'system',
          },
          giveBack(scope),
        );
        // Announced only when money moved: the announcement is itself a cancel every process hears.
        const refunded = made.length + (fromBill?.made.length ?? 0) > 0;
        if (refunded) await announce(accountId, orderId);
        // The bill's other orders, each page of the table (decision 052): a new version each.
        for (const other of fromBill?.touched ?? [])
          if (other !== orderId) await announce(accountId, other);
        return refunded;
      } catch (error) {
        // Another process gave it back at the same moment.
        if (!isUniqueViolation(error, 'refunds_account_idempotency_key')) throw error;
        return false;
      }
    },

    /**
     * After the team edited an order's lines: an order that now costs less than its payments cover
     * gives the difference back (admins and managers; a member's edit that would is refused, and
     * the caller's transaction undoes the edit); one that costs more shows what is still due, and
     * the guest's page offers to pay it. False when the order has no payment (nothing changed).
     */
    async afterLinesEdited(tenant: TenantContext, orderId: string, version: number) {
      const made = await payments.refundOrder(
        tenant,
        orderId,
        {
          amount: ({ coveredMinor, orderAmountMinor, refundableMinor }) => {
            const over = Math.min(coveredMinor - orderAmountMinor, refundableMinor);
            if (over <= 0) return 0;
            assertCan(tenant, 'payments.refund');
            return over;
          },
          adjustsOrder: true,
          keyOf: (payment) => derivedKey(`lines-edited:${orderId}:${version}:${payment.id}`),
          reason: 'Order changed',
          actor: tenant.memberId,
        },
        giveBack(tenant),
      );
      const changed = made.length > 0 || (await payments.resummarize(tenant, orderId));
      if (changed) await announce(tenant.accountId, orderId);
      return changed;
    },
  };
}
