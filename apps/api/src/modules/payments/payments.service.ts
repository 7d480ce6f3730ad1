import type { OrderPayment } from '@scanorder/shared/payments/payments';
import type { Mailer } from '../../mail/mailer.ts';
import type { BillingRepository } from '../billing/billing.repository.ts';
import type { BusinessRepository } from '../business/business.repository.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';
import { orderNotFound, payableOrderOf } from './payable-order.ts';
import { createPayOrder } from './pay-order.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentReadiness } from './payment-readiness.ts';
import { createPaymentSettlement } from './payment-settlement.ts';
import { createPaymentSummary } from './payment-summary.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { createRefunds } from './refunds.ts';

export interface PaymentsServiceOptions {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  businesses: BusinessRepository;
  billing: BillingRepository;
  platformFeePercent: number;
  mailer: Mailer;
  publicUrl: string;
  /** Told when a receipt email could not be sent (the payment stands). */
  onMailError: (error: unknown) => void;
  /** Tells open boards the order changed (its payment summary), after the change committed. */
  announce?: (accountId: string, orderId: string) => Promise<void>;
  now?: () => Date;
}

/**
 * Guests paying their orders (docs/decisions/039-guest-payments.md): the use-cases of the
 * payments module, each concept in its own file, put together here.
 */
export function createPaymentsService({
  provider,
  payments,
  businesses,
  billing,
  platformFeePercent,
  mailer,
  publicUrl,
  onMailError,
  announce = () => Promise.resolve(),
  now = () => new Date(),
}: PaymentsServiceOptions) {
  const readiness = createPaymentReadiness({ provider, businesses, billing, now });
  const summary = createPaymentSummary({ provider, payments, readiness });
  const settlement = createPaymentSettlement({
    provider,
    payments,
    businesses,
    mailer,
    publicUrl,
    onMailError,
    announce,
  });
  const payOrder = createPayOrder({
    provider,
    payments,
    platformFeePercent,
    readiness,
    settlement,
    summary,
  });
  const refunds = createRefunds({ provider, payments, summary, announce });

  return {
    ...payOrder,
    ...refunds,
    onOrderPaid: (listener: Parameters<typeof settlement.onOrderPaid>[0]) =>
      settlement.onOrderPaid(listener),
    paidBeforeSent: (...args: Parameters<typeof readiness.paidBeforeSent>) =>
      readiness.paidBeforeSent(...args),
    onlinePaymentStatus: (...args: Parameters<typeof readiness.onlinePaymentStatus>) =>
      readiness.onlinePaymentStatus(...args),

    /** The team's view of an order's payments and refunds (any role; refunding is not). */
    async getForTeam(tenant: TenantContext, orderId: string): Promise<OrderPayment> {
      const order = await payableOrderOf(payments, orderId);
      if (order.accountId !== tenant.accountId) throw orderNotFound();
      return summary(order);
    },

    async getOrderPayment(orderId: string): Promise<OrderPayment> {
      return summary(await payableOrderOf(payments, orderId));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
