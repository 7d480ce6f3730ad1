import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import { AppError } from '@scanorder/shared/errors/app-error';
import { paymentMessages, type PayOrderInput } from '@scanorder/shared/payments/payments';
import { unsafePublicScope } from '../../tenancy/tenant.ts';
import type { BusinessRecord } from '../business/business.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { InScope, PaymentSettlement } from './payment-settlement.ts';
import type { PayableOrder, PaymentRow, PaymentsRepository } from './payments.repository.ts';

/**
 * Asks the provider to charge an attempt just started (or reads where a repeat of it stands) and
 * records the answer: the one way an order's payment or a share of a table's bill is charged. The
 * caller holds no scope: the provider is asked outside any transaction, and each answer is
 * recorded in a short scope of the order's account (decision 057).
 */
export function createPaymentCharge({
  provider,
  payments,
  settlement: { settle },
  inScope,
}: {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  settlement: PaymentSettlement;
  inScope: InScope;
}) {
  return async function charge(
    order: PayableOrder,
    row: PaymentRow,
    input: PayOrderInput,
    /** The payout account charged for, and the business the caller read (the receipt names it). */
    { connected, business }: { connected: string; business: BusinessRecord | undefined },
    locale: GuestLocale,
  ): Promise<{ row: PaymentRow; clientSecret: string | null }> {
    if (row.providerPaymentId) {
      const state = await provider.retrieveCharge(row.providerPaymentId);
      const settled = (await settle(order, row, state, locale, business)) ?? row;
      return {
        row: settled,
        clientSecret: settled.status === 'processing' ? state.clientSecret : null,
      };
    }
    const scope = unsafePublicScope(order.accountId);
    const inOrderScope = <T>(work: () => Promise<T>) => inScope(order.accountId, work);
    // No charge exists without the provider's answer (Stripe's intent is not confirmed yet), so
    // when it fails the attempt ends here and the guest starts a new one.
    const state = await provider
      .createCharge({
        paymentId: row.id,
        accountId: order.accountId,
        orderId: order.id,
        amountMinor: row.amountMinor,
        currency: row.currency,
        platformFeeMinor: row.platformFeeMinor,
        connectedAccountId: connected,
        description: `Order ${order.id}`,
        card: input.card,
      })
      .catch(async (error: unknown) => {
        const message = error instanceof AppError ? error.message : paymentMessages.failed;
        await inOrderScope(() => payments.markFailed(scope, row.id, message));
        throw error;
      });
    // The provider's id and what it said, in one write of the attempt; nothing when the sweep gave
    // the attempt up as interrupted meanwhile (only an attempt still under way is settled).
    const settled = await settle(order, row, state, locale, business);
    if (!settled) {
      // The guest never had this charge, so nobody may confirm it.
      if (state.status === 'processing') await provider.cancelCharge(state.providerPaymentId);
      throw new AppError('CONFLICT', paymentMessages.failed, 'idempotencyKey');
    }
    return {
      row: settled,
      clientSecret: settled.status === 'processing' ? state.clientSecret : null,
    };
  };
}
