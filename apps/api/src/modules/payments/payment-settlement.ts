import { SOURCE_LOCALE, type GuestLocale } from '@scanorder/shared/i18n/locales';
import type { Mailer } from '../../mail/mailer.ts';
import { unsafePublicScope } from '../../tenancy/tenant.ts';
import type { BusinessRecord, BusinessRepository } from '../business/business.repository.ts';
import type { ChargeState, PaymentProvider } from './payment-provider.ts';
import { createReceiptSender } from './payment-receipt.ts';
import type {
  PayableOrder,
  PaymentRef,
  PaymentRow,
  PaymentsRepository,
} from './payments.repository.ts';

/** Runs `work` in the account's scope, joining the caller's if it is that account's (`scopes.run`). */
export type InScope = <T>(accountId: string, work: () => Promise<T>) => Promise<T>;

/** `business` is the order's, when the settling request has read it already. */
type OrderPaidListener = (
  accountId: string,
  orderId: string,
  business: BusinessRecord | undefined,
) => Promise<void>;

export interface PaymentSettlementOptions {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  businesses: BusinessRepository;
  mailer: Mailer;
  publicUrl: string;
  /** Told when a receipt email could not be sent (the payment stands). */
  onMailError: (error: unknown) => void;
  /** Tells open boards the order changed (its payment summary), after the change committed. */
  announce: (accountId: string, orderId: string) => Promise<void>;
  inScope: InScope;
}

/**
 * Recording where a payment stands, whoever learns it first (the guest's answer, a retry, the
 * webhook): a payment that has just succeeded tells the order's listeners and sends its receipt,
 * once, because only the first settle moves the row out of `processing`.
 */
export function createPaymentSettlement({
  provider,
  payments,
  businesses,
  mailer,
  publicUrl,
  onMailError,
  announce,
  inScope,
}: PaymentSettlementOptions) {
  const paidListeners: OrderPaidListener[] = [];
  const sendReceipt = createReceiptSender({ businesses, mailer, publicUrl, onMailError });

  /**
   * Records what the provider says, in one transaction of the order's account (the caller's scope,
   * or one of its own): a payment that just succeeded sends its receipt.
   */
  function settle(
    order: PayableOrder,
    payment: PaymentRef,
    state: ChargeState,
    /** The guest's language, when the guest's own request settles it (the receipt is in it). */
    locale: GuestLocale = SOURCE_LOCALE,
    /** The order's business, when the caller has read it already (else the receipt reads it). */
    business?: BusinessRecord,
  ): Promise<PaymentRow | undefined> {
    const scope = unsafePublicScope(order.accountId);
    return inScope(order.accountId, async () => {
      const row = await payments.settle(scope, payment, state);
      if (row?.status === 'succeeded') {
        await announce(order.accountId, order.id);
        // A share of a table's bill changed every order it paid part of (decision 047).
        if (row.billId)
          for (const orderId of await payments.ordersOfShare(scope, row.id))
            if (orderId !== order.id) await announce(order.accountId, orderId);
        // Before answering the guest: the order is on the board by the time the page says Paid.
        for (const listener of paidListeners) await listener(order.accountId, order.id, business);
        // A share of a bill goes to its payer's email, not to the bill's first order's guest.
        await sendReceipt(order, row, locale, business);
      }
      return row;
    });
  }

  return {
    settle,

    /**
     * Asks the provider where a payment stands and records it. Called outside a scope (the guest's
     * refresh), the provider's call holds no transaction.
     */
    async refresh(order: PayableOrder, row: PaymentRow): Promise<PaymentRow> {
      if (row.status !== 'processing' || !row.providerPaymentId) return row;
      const charge = await provider.retrieveCharge(row.providerPaymentId);
      return (await settle(order, row, charge)) ?? row;
    },

    /** Told once a payment of an order succeeded (an order paid before it is sent goes out). */
    onOrderPaid(listener: OrderPaidListener) {
      paidListeners.push(listener);
    },
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
