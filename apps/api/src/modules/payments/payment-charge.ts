import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import { AppError } from '@scanorder/shared/errors/app-error';
import { paymentMessages, type PayOrderInput } from '@scanorder/shared/payments/payments';
import type { TenantScope } from '../../tenancy/tenant.ts';
import type { BusinessRecord } from '../business/business.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import type { PayableOrder, PaymentRow, PaymentsRepository } from './payments.repository.ts';

/**
 * Asks the provider to charge an attempt just started (or reads where a repeat of it stands) and
 * records the answer: the one way an order's payment or a share of a table's bill is charged.
 */
export function createPaymentCharge({
  provider,
  payments,
  settlement: { settle },
}: {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  settlement: PaymentSettlement;
}) {
  return async function charge(
    scope: TenantScope,
    order: PayableOrder,
    row: PaymentRow,
    input: PayOrderInput,
    /** The payout account charged for, and the business the caller read (the receipt names it). */
    { connected, business }: { connected: string; business: BusinessRecord | undefined },
    locale: GuestLocale,
  ): Promise<{ row: PaymentRow; clientSecret: string | null }> {
    if (row.providerPaymentId) {
      const state = await provider.retrieveCharge(row.providerPaymentId);
      const settled = (await settle(order, row.id, state, locale, business)) ?? row;
      return {
        row: settled,
        clientSecret: settled.status === 'processing' ? state.clientSecret : null,
      };
    }
    let state;
    try {
      state = await provider.createCharge({
        paymentId: row.id,
        accountId: order.accountId,
        orderId: order.id,
        amountMinor: row.amountMinor,
        currency: row.currency,
        platformFeeMinor: row.platformFeeMinor,
        connectedAccountId: connected,
        description: `Order ${order.id}`,
        card: input.card,
      });
    } catch (error) {
      // No charge exists without the provider's answer (Stripe's intent is not confirmed yet), so
      // the attempt ends here and the guest starts a new one.
      await payments.markFailed(
        scope,
        row.id,
        error instanceof AppError ? error.message : paymentMessages.failed,
      );
      throw error;
    }
    if (!(await payments.attachProviderId(scope, row.id, state.providerPaymentId))) {
      // Given up meanwhile as interrupted: the guest never had this charge, so nobody may confirm it.
      if (state.status === 'processing') await provider.cancelCharge(state.providerPaymentId);
      throw new AppError('CONFLICT', paymentMessages.failed, 'idempotencyKey');
    }
    const settled = (await settle(order, row.id, state, locale, business)) ?? row;
    return {
      row: settled,
      clientSecret: settled.status === 'processing' ? state.clientSecret : null,
    };
  };
}
