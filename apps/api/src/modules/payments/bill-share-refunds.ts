import { AppError } from '@scanorder/shared/errors/app-error';
import { paymentMessages, type RefundInput } from '@scanorder/shared/payments/payments';
import { billMessages, type TableBill } from '@scanorder/shared/payments/table-bill';
import { assertCan } from '../../auth/roles.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';
import { orderNotFound, payableOrderOf } from './payable-order.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { giveBackVia, refundTooLarge } from './refunds.ts';

export interface BillShareRefundsOptions {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  getBill: (orderId: string) => Promise<TableBill>;
  announce: (accountId: string, orderId: string) => Promise<void>;
}

/**
 * The team's side of a table's bill (decision 047, addendum): the bill an order is on, and a
 * manual refund of one share of it by an admin or manager, full or in part.
 */
export function createBillShareRefunds({
  provider,
  payments,
  getBill,
  announce,
}: BillShareRefundsOptions) {
  const giveBack = giveBackVia(provider);

  /** The bill of one of the account's orders (another account's reads as not found). */
  async function billForTeam(tenant: TenantContext, orderId: string): Promise<TableBill> {
    const order = await payableOrderOf(payments, orderId);
    if (order.accountId !== tenant.accountId) throw orderNotFound();
    return getBill(orderId);
  }

  return {
    billForTeam,

    /**
     * Gives back part or all of what one share still holds; the orders it paid stay paid (a
     * goodwill refund, as for an order). The same idempotency key answers with the same refund.
     */
    async refundShare(
      tenant: TenantContext,
      orderId: string,
      paymentId: string,
      input: RefundInput,
    ): Promise<TableBill> {
      assertCan(tenant, 'payments.refund');
      const bill = await billForTeam(tenant, orderId);
      const share = bill.payments.find((payment) => payment.id === paymentId);
      if (!share || share.status !== 'succeeded')
        throw new AppError('NOT_FOUND', paymentMessages.notFound);
      const known = await payments.findRefundByKey(tenant, input.idempotencyKey);
      if (known && known.paymentId !== paymentId)
        throw new AppError('CONFLICT', paymentMessages.keyUsed, 'idempotencyKey');
      if (!known) {
        try {
          await payments.refundShare(
            tenant,
            bill.billId,
            paymentId,
            {
              amount: (refundableMinor, currency) => {
                if (refundableMinor === 0)
                  throw new AppError('CONFLICT', billMessages.shareNothingToRefund);
                const amount = input.amountMinor ?? refundableMinor;
                if (amount > refundableMinor) throw refundTooLarge(refundableMinor, currency);
                return amount;
              },
              key: input.idempotencyKey,
              reason: input.reason ?? null,
              actor: tenant.memberId,
            },
            giveBack(tenant),
          );
        } catch (error) {
          // The same key sent twice at once: the other request recorded it.
          if (!isUniqueViolation(error, 'refunds_account_idempotency_key')) throw error;
        }
        for (const order of bill.orders) await announce(tenant.accountId, order.orderId);
      }
      return getBill(orderId);
    },
  };
}
