import type { OrderPayment } from '@scanorder/shared/payments/payments';
import type { Mailer } from '../../mail/mailer.ts';
import type { BillingRepository } from '../billing/billing.repository.ts';
import type { BusinessRepository } from '../business/business.repository.ts';
import type { CounterPaymentInput } from '@scanorder/shared/payments/table-bill';
import { assertCan } from '../../auth/roles.ts';
import type { TenantContext, TenantScope } from '../../tenancy/tenant.ts';
import { orderNotFound, payableOrderOf } from './payable-order.ts';
import { createPayOrder } from './pay-order.ts';
import { createPaymentWebhooks } from './payment-webhooks.ts';
import { createPaymentRecovery } from './payment-recovery.ts';
import { createPayoutsBalance } from './payouts-balance.ts';
import type { LedgerRepository } from './ledger.repository.ts';
import type { PaymentRecoveryRepository, RecoveryItem } from './payment-recovery.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentReadiness } from './payment-readiness.ts';
import { createPaymentSettlement, type InScope } from './payment-settlement.ts';
import { createPaymentSummary } from './payment-summary.ts';
import type { PayableOrder, PaymentsRepository } from './payments.repository.ts';
import { createRefunds } from './refunds.ts';
import { createBillShareRefunds } from './bill-share-refunds.ts';
import { openBillsOf } from './open-bills.ts';
import { createTableBill } from './table-bill.ts';
import { createOrderCounterPayment } from './counter-payment.ts';
import type { TableBillsRepository } from './table-bills.repository.ts';
import { shareReceiptOf } from './share-receipt.ts';
import type { ShareReceiptsRepository } from './share-receipts.repository.ts';
import type { BusinessKind } from '@scanorder/shared/account/services';

export interface PaymentsServiceOptions {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  bills: TableBillsRepository;
  receipts: ShareReceiptsRepository;
  businesses: BusinessRepository;
  billing: BillingRepository;
  platformFeePercent: number;
  mailer: Mailer;
  publicUrl: string;
  /** Told when a receipt email could not be sent (the payment stands). */
  onMailError: (error: unknown) => void;
  /** Tells open boards the order changed (its payment summary), after the change committed. */
  announce?: (accountId: string, orderId: string) => Promise<void>;
  /**
   * A guest's payment step in the account's scope, joining the caller's when it is that account's
   * (`scopes.run`): paying opens short scopes of its own around the provider's calls (decision 057).
   */
  inScope: InScope;
  /** The order a guest's payment URL names, read by its random id on the owner path; 404 if none. */
  guestOrderOf: (orderId: string) => Promise<PayableOrder>;
  /** Background work (webhooks, recovery) in one transaction in the account's scope (`scopes.run`). */
  runAs?: <T>(accountId: string, work: () => Promise<T>) => Promise<T>;
  /** The recovery sweep's reads across accounts, and where they run (`scopes.unsafeAsOwner`). */
  recovery: PaymentRecoveryRepository;
  ledger: LedgerRepository;
  asOwner?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Told of a payment or order the recovery sweep could not put right (it tries again next time). */
  onRecoveryError?: (error: unknown, item: RecoveryItem) => void;
  now?: () => Date;
}

/**
 * Guests paying their orders (docs/decisions/039-guest-payments.md): the use-cases of the
 * payments module, each concept in its own file, put together here.
 */
export function createPaymentsService({
  provider,
  payments,
  bills,
  receipts,
  businesses,
  billing,
  platformFeePercent,
  mailer,
  publicUrl,
  onMailError,
  announce = () => Promise.resolve(),
  inScope,
  guestOrderOf,
  runAs = (_accountId, work) => work(),
  recovery,
  ledger,
  asOwner = (work) => work(),
  onRecoveryError = () => undefined,
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
    inScope,
  });
  // What an order's own payment and a share of a table's bill both charge with.
  const charging = {
    provider,
    payments,
    platformFeePercent,
    readiness,
    settlement,
    now,
    inScope,
    guestOrderOf,
  };
  const payOrder = createPayOrder({ ...charging, summary });
  const tableBill = createTableBill({ ...charging, bills });
  const recordOrderAtCounter = createOrderCounterPayment({
    payments,
    readiness,
    settlement,
    summary,
    onTableBill: (order) => tableBill.onTableBill(order),
  });
  const refunds = createRefunds({ provider, payments, summary, announce });
  const shareRefunds = createBillShareRefunds({
    provider,
    payments,
    getBill: tableBill.getBill,
    announce,
  });
  const webhooks = createPaymentWebhooks({ provider, payments, settlement, announce, runAs });
  const payouts = createPayoutsBalance({ provider, billing, ledger, now });
  const sweep = createPaymentRecovery({
    recovery,
    payments,
    provider,
    settlement,
    refundIfCancelled: (accountId, orderId) => refunds.refundIfCancelled(accountId, orderId),
    runAs,
    asOwner,
    onError: onRecoveryError,
  });

  return {
    ...payOrder,
    ...refunds,
    ...webhooks,
    ...payouts,
    ...tableBill,
    ...shareRefunds,
    /** The unpaid tables (decision 047) of the business, or of one branch (a kiosk's). */
    openBills: (scope: TenantScope, kind: BusinessKind, branchId?: string) =>
      openBillsOf({ bills, readiness, now }, scope, kind, branchId),
    /** One recovery sweep (decision 046); the module runs it on a timer, tests with a moved clock. */
    recover: (at?: Date) => sweep.runOnce(at),
    onOrderPaid: (listener: Parameters<typeof settlement.onOrderPaid>[0]) =>
      settlement.onOrderPaid(listener),
    paidBeforeSent: (...args: Parameters<typeof readiness.paidBeforeSent>) =>
      readiness.paidBeforeSent(...args),
    onlinePaymentStatus: (...args: Parameters<typeof readiness.onlinePaymentStatus>) =>
      readiness.onlinePaymentStatus(...args),

    /**
     * The team records what the table's bill still owes as paid at the counter: any role, as
     * members run the floor and take the cash (refunding it is for admins and managers).
     */
    counterPayment(tenant: TenantContext, orderId: string, input: CounterPaymentInput) {
      assertCan(tenant, 'orders.manage');
      return tableBill.recordAtCounter(tenant, orderId, input);
    },

    /** The same for an order paid on its own (pickup, delivery, dine-in paid first). */
    orderCounterPayment(tenant: TenantContext, orderId: string, input: CounterPaymentInput) {
      assertCan(tenant, 'orders.manage');
      return recordOrderAtCounter(tenant, orderId, input);
    },

    /** The team's view of an order's payments and refunds (any role; refunding is not). */
    async getForTeam(tenant: TenantContext, orderId: string): Promise<OrderPayment> {
      const order = await payableOrderOf(payments, orderId);
      if (order.accountId !== tenant.accountId) throw orderNotFound();
      return summary(order);
    },

    async getOrderPayment(orderId: string): Promise<OrderPayment> {
      return summary(await payableOrderOf(payments, orderId));
    },

    /** The receipt of one share of a table's bill, reached by any order of the bill. */
    getShareReceipt: (orderId: string, paymentId: string) =>
      shareReceiptOf({ payments, receipts }, orderId, paymentId),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
