import { createHash } from 'node:crypto';
import { AppError } from '@scanorder/shared/errors/app-error';
import {
  paymentMessages,
  type OrderPayment,
  type RefundInput,
} from '@scanorder/shared/payments/payments';
import { formatCurrencyMinor } from '@scanorder/shared/money/currency-units';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { assertCan } from '../../auth/roles.ts';
import { unsafePublicScope, type TenantContext } from '../../tenancy/tenant.ts';
import { orderNotFound, payableOrderOf } from './payable-order.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentSummary } from './payment-summary.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/**
 * The refund of a cancelled order has one key per order, whichever process hears the cancel first:
 * a UUID made from a hash of the order id, so every process computes the same one.
 */
function cancelRefundKey(orderId: string): string {
  const hex = createHash('sha256').update(`cancel-refund:${orderId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface RefundsOptions {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  summary: PaymentSummary;
  announce: (accountId: string, orderId: string) => Promise<void>;
}

/** Giving a guest's money back: by hand (admins and managers) and when an order is cancelled. */
export function createRefunds({ provider, payments, summary, announce }: RefundsOptions) {
  return {
    /**
     * A manual refund by an admin or manager (members are refused), full when no amount is given,
     * never more than the payment still holds. The same idempotency key answers with the same refund.
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
          await payments.refund(
            tenant,
            order.id,
            {
              idempotencyKey: input.idempotencyKey,
              reason: input.reason ?? null,
              actor: tenant.memberId,
            },
            (payment) => {
              if (!payment) throw new AppError('CONFLICT', paymentMessages.nothingToRefund);
              const refundable = payment.amountMinor - payment.refundedMinor;
              const amount = input.amountMinor ?? refundable;
              if (amount > refundable)
                throw new AppError(
                  'VALIDATION_FAILED',
                  paymentMessages.refundTooLarge(formatCurrencyMinor(refundable, payment.currency)),
                  'amountMinor',
                );
              return amount;
            },
            async (payment, amountMinor) =>
              (
                await provider.refund({
                  refundId: `${tenant.accountId}-${input.idempotencyKey}`,
                  providerPaymentId: payment.providerPaymentId!,
                  amountMinor,
                })
              ).providerRefundId,
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
     * Cancelling a paid order gives the guest everything back. Called on every order change any
     * process hears; the per-order key makes the second and later calls change nothing.
     */
    async refundIfCancelled(accountId: string, orderId: string): Promise<void> {
      const order = await payments.unsafeFindPayableOrder(orderId);
      if (!order || order.accountId !== accountId || order.status !== 'Order Cancelled') return;
      const scope = unsafePublicScope(accountId);
      const key = cancelRefundKey(orderId);
      if (await payments.findRefundByKey(scope, key)) return;
      try {
        await payments.refund(
          scope,
          orderId,
          { idempotencyKey: key, reason: 'Order cancelled', actor: 'system' },
          (payment) => {
            if (!payment) throw new AppError('CONFLICT', paymentMessages.nothingToRefund);
            return payment.amountMinor - payment.refundedMinor;
          },
          async (payment, amountMinor) =>
            (
              await provider.refund({
                refundId: `${accountId}-${key}`,
                providerPaymentId: payment.providerPaymentId!,
                amountMinor,
              })
            ).providerRefundId,
        );
        await announce(accountId, orderId);
      } catch (error) {
        const nothingToDo =
          (error instanceof AppError && error.code === 'CONFLICT') ||
          isUniqueViolation(error, 'refunds_account_idempotency_key');
        if (!nothingToDo) throw error;
      }
    },
  };
}
