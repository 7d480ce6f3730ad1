import type { BusinessKind } from '@scanorder/shared/account/services';
import { DEFAULT_ORDER_SETTINGS, type OrderSettings } from '@scanorder/shared/business/settings';
import type { FulfilmentType } from '@scanorder/shared/ordering/order-status';
import type { BillingRepository } from '../billing/billing.repository.ts';
import { onboardingDataOf } from '../billing/billing.repository.ts';
import type { BusinessRepository } from '../business/business.repository.ts';
import { unsafePublicScope, type TenantContext } from '../../tenancy/tenant.ts';
import { orderNotFound } from './payable-order.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PayableOrder } from './payments.repository.ts';

export interface PaymentReadinessOptions {
  provider: PaymentProvider;
  businesses: BusinessRepository;
  billing: BillingRepository;
  now: () => Date;
}

/**
 * Whether a business takes payments online (the owner's "Payment Not Available" switch and payout
 * onboarding, decisions 039 and 044), and whether an order can still be paid.
 */
export function createPaymentReadiness({
  provider,
  businesses,
  billing,
  now,
}: PaymentReadinessOptions) {
  /** Whether the account's business of this kind takes payments online now, and if not, why. */
  async function readinessOf(accountId: string, kind: BusinessKind) {
    const scope = unsafePublicScope(accountId);
    const business = await businesses.findByKind(scope, kind);
    const account = await billing.findPaymentAccount(scope);
    const settings = business?.orderSettings ?? DEFAULT_ORDER_SETTINGS;
    if (settings.paymentNotAvailable)
      return { business, settings, connected: null, reason: 'pay-at-counter' as const };
    const data = account && account.provider === provider.kind ? onboardingDataOf(account) : null;
    if (!account || !data?.chargesEnabled)
      return { business, settings, connected: null, reason: 'payouts-not-ready' as const };
    return { business, settings, connected: account.providerAccountId, reason: null };
  }

  return {
    readinessOf,

    /** Whether the business takes this order's payment online now, and if not, why. */
    async readiness(order: PayableOrder) {
      const ready = await readinessOf(order.accountId, order.kind);
      if (!ready.business || ready.business.id !== order.businessId) throw orderNotFound();
      // Not paid in time: the order was never sent, and paying it now would charge for nothing.
      if (order.awaitingPaymentUntil && order.awaitingPaymentUntil.getTime() <= now().getTime())
        return { ...ready, connected: null, reason: 'expired' as const };
      return ready;
    },

    /**
     * Whether a new order waits for the guest's payment before it is sent: when the business takes
     * payments online, always for pickup and delivery, for dine-in when the owner chose so.
     */
    async paidBeforeSent(
      accountId: string,
      fulfilment: FulfilmentType,
      settings: OrderSettings,
    ): Promise<boolean> {
      // Decided from the settings placement already read: one query (the payout account) only
      // when the order would be paid before it is sent.
      if (settings.paymentNotAvailable) return false;
      if (fulfilment === 'dine-in' && settings.dineInPayment !== 'before-sent') return false;
      const account = await billing.findPaymentAccount(unsafePublicScope(accountId));
      const data = account && account.provider === provider.kind ? onboardingDataOf(account) : null;
      return data?.chargesEnabled === true;
    },

    /** ORDER SETTINGS: whether guests are offered online payment, and if not, why. */
    async onlinePaymentStatus(tenant: TenantContext, kind: BusinessKind) {
      const { reason } = await readinessOf(tenant.accountId, kind);
      return {
        provider: provider.kind,
        testMode: provider.testMode,
        online: reason === null,
        unavailableReason: reason,
      };
    },
  };
}

export type PaymentReadiness = ReturnType<typeof createPaymentReadiness>;
/** Whether an order can be paid online now, and the business and settings that decided it. */
export type OrderReadiness = Awaited<ReturnType<PaymentReadiness['readiness']>>;
