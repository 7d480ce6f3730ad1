import { SOURCE_LOCALE, type GuestLocale } from '@scanorder/shared/i18n/locales';
import { createHash } from 'node:crypto';
import { AppError } from '@scanorder/shared/errors/app-error';
import {
  paymentMessages,
  type OrderPayment,
  type PayOrderInput,
  type RefundInput,
  type PayOrderResult,
} from '@scanorder/shared/payments/payments';
import { formatCurrencyMinor } from '@scanorder/shared/money/currency-units';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { DEFAULT_ORDER_SETTINGS, type OrderSettings } from '@scanorder/shared/business/settings';
import type { FulfilmentType } from '@scanorder/shared/ordering/order-status';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { BillingRepository } from '../billing/billing.repository.ts';
import { onboardingDataOf } from '../billing/billing.repository.ts';
import type { BusinessRepository } from '../business/business.repository.ts';
import { assertCan } from '../../auth/roles.ts';
import { unsafePublicScope, type TenantContext, type TenantScope } from '../../tenancy/tenant.ts';
import { orderAmountOf, paidOf, platformFeeOf, stateOf, tipChoicesFor } from './payment-amounts.ts';
import type { ChargeState, PaymentProvider } from './payment-provider.ts';
import { presentPayment, presentRefund } from './payment-presenters.ts';
import { createReceiptSender } from './payment-receipt.ts';
import type { PayableOrder, PaymentRow, PaymentsRepository } from './payments.repository.ts';

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

/** A repeat of an attempt that settled while this request waited for the order's lock. */
class SameAttempt extends Error {}

type OrderPaidListener = (accountId: string, orderId: string) => Promise<void>;

const notFound = () => new AppError('NOT_FOUND', 'Order not found');

/**
 * The refund of a cancelled order has one key per order, whichever process hears the cancel first:
 * a UUID made from a hash of the order id, so every process computes the same one.
 */
function cancelRefundKey(orderId: string): string {
  const hex = createHash('sha256').update(`cancel-refund:${orderId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Guests paying their orders (docs/decisions/039-guest-payments.md). */
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
  const paidListeners: OrderPaidListener[] = [];
  const sendReceipt = createReceiptSender({ businesses, mailer, publicUrl, onMailError });

  async function payableOrder(orderId: string): Promise<PayableOrder> {
    const order = await payments.unsafeFindPayableOrder(orderId);
    if (!order) throw notFound();
    return order;
  }

  /** Whether the account's business of this kind takes payments online now, and if not, why. */
  async function readinessOf(accountId: string, kind: BusinessKind) {
    const scope = unsafePublicScope(accountId);
    const [business, account] = await Promise.all([
      businesses.findByKind(scope, kind),
      billing.findPaymentAccount(scope),
    ]);
    const settings = business?.orderSettings ?? DEFAULT_ORDER_SETTINGS;
    if (settings.paymentNotAvailable)
      return { business, settings, connected: null, reason: 'pay-at-counter' as const };
    const data = account && account.provider === provider.kind ? onboardingDataOf(account) : null;
    if (!account || !data?.chargesEnabled)
      return { business, settings, connected: null, reason: 'payouts-not-ready' as const };
    return { business, settings, connected: account.providerAccountId, reason: null };
  }

  /** Whether the business takes this order's payment online now, and if not, why. */
  async function readiness(order: PayableOrder) {
    const ready = await readinessOf(order.accountId, order.kind);
    if (!ready.business || ready.business.id !== order.businessId) throw notFound();
    // Not paid in time: the order was never sent, and paying it now would charge for nothing.
    if (order.awaitingPaymentUntil && order.awaitingPaymentUntil.getTime() <= now().getTime())
      return { ...ready, connected: null, reason: 'expired' as const };
    return ready;
  }

  async function summary(order: PayableOrder): Promise<OrderPayment> {
    const scope = unsafePublicScope(order.accountId);
    const [{ settings, reason }, rows] = await Promise.all([
      readiness(order),
      payments.listForOrder(scope, order.id),
    ]);
    const settled = rows.payments.filter((row) => row.status === 'succeeded');
    const orderAmount = orderAmountOf(order);
    const paid = paidOf(settled);
    return {
      orderId: order.id,
      provider: provider.kind,
      testMode: provider.testMode,
      publishableKey: provider.publishableKey,
      online: reason === null && order.status !== 'Order Cancelled',
      unavailableReason: reason,
      currency: order.currency,
      state: stateOf(orderAmount, paid),
      orderAmountMinor: orderAmount,
      dueMinor: Math.max(0, orderAmount - paid),
      paidMinor: paid,
      tipMinor: settled.reduce((sum, row) => sum + row.tipMinor, 0),
      refundedMinor: rows.refunds.reduce((sum, row) => sum + row.amountMinor, 0),
      tipChoices: tipChoicesFor(order, settings),
      payments: rows.payments.map(presentPayment),
      refunds: rows.refunds.map(presentRefund),
    };
  }

  /** Records what the provider says; a payment that just succeeded sends its receipt. */
  async function settle(
    order: PayableOrder,
    paymentId: string,
    state: ChargeState,
    /** The guest's language, when the guest's own request settles it (the receipt is in it). */
    locale: GuestLocale = SOURCE_LOCALE,
  ): Promise<PaymentRow | undefined> {
    const row = await payments.settle(unsafePublicScope(order.accountId), paymentId, state);
    if (row?.status === 'succeeded') {
      await announce(order.accountId, order.id);
      // Before answering the guest: the order is on the board by the time the page says Paid.
      for (const listener of paidListeners) await listener(order.accountId, order.id);
      await sendReceipt(order, row, locale);
    }
    return row;
  }

  /** Asks the provider where a payment stands and records it. */
  async function refresh(order: PayableOrder, row: PaymentRow): Promise<PaymentRow> {
    if (row.status !== 'processing' || !row.providerPaymentId) return row;
    const charge = await provider.retrieveCharge(row.providerPaymentId);
    return (await settle(order, row.id, charge)) ?? row;
  }

  /**
   * An attempt still under way blocks a new one, unless the provider says it is only waiting for
   * a card (the guest left the Payment Element): then it is cancelled and the new attempt goes on.
   */
  async function clearStaleAttempt(order: PayableOrder): Promise<void> {
    const scope = unsafePublicScope(order.accountId);
    const open = await payments.findProcessing(scope, order.id);
    if (!open) return;
    if (!open.providerPaymentId)
      throw new AppError('CONFLICT', paymentMessages.inProgress, 'idempotencyKey');
    const charge = await provider.retrieveCharge(open.providerPaymentId);
    if (charge.awaitingCard) {
      await provider.cancelCharge(open.providerPaymentId);
      await payments.settle(scope, open.id, { ...charge, status: 'cancelled' });
      return;
    }
    const settled = await settle(order, open.id, charge);
    if (settled?.status === 'processing')
      throw new AppError('CONFLICT', paymentMessages.inProgress, 'idempotencyKey');
  }

  async function charge(
    scope: TenantScope,
    order: PayableOrder,
    row: PaymentRow,
    input: PayOrderInput,
    connected: string,
    locale: GuestLocale,
  ): Promise<{ row: PaymentRow; clientSecret: string | null }> {
    if (row.providerPaymentId) {
      const state = await provider.retrieveCharge(row.providerPaymentId);
      const settled = (await settle(order, row.id, state, locale)) ?? row;
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
    await payments.attachProviderId(scope, row.id, state.providerPaymentId);
    const settled = (await settle(order, row.id, state, locale)) ?? row;
    return {
      row: settled,
      clientSecret: settled.status === 'processing' ? state.clientSecret : null,
    };
  }

  return {
    /** Told once a payment of an order succeeded (an order paid before it is sent goes out). */
    onOrderPaid(listener: OrderPaidListener) {
      paidListeners.push(listener);
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

    /** The team's view of an order's payments and refunds (any role; refunding is not). */
    async getForTeam(tenant: TenantContext, orderId: string): Promise<OrderPayment> {
      const order = await payableOrder(orderId);
      if (order.accountId !== tenant.accountId) throw notFound();
      return summary(order);
    },

    async getOrderPayment(orderId: string): Promise<OrderPayment> {
      return summary(await payableOrder(orderId));
    },

    /**
     * The guest pays what the order still owes plus the chosen tip, both computed here. The
     * browser's idempotency key names the attempt: sending it again (double tap, network lost
     * mid-payment) answers with the same payment and charges nothing more.
     */
    async pay(
      orderId: string,
      input: PayOrderInput,
      locale: GuestLocale = SOURCE_LOCALE,
    ): Promise<PayOrderResult> {
      const order = await payableOrder(orderId);
      const scope = unsafePublicScope(order.accountId);
      const { settings, connected, reason } = await readiness(order);

      let row = await payments.findByKey(scope, input.idempotencyKey);
      let resumed = row !== undefined;
      if (row && row.orderId !== order.id)
        throw new AppError('CONFLICT', paymentMessages.keyUsed, 'idempotencyKey');
      if (!row) {
        if (order.status === 'Order Cancelled')
          throw new AppError('CONFLICT', paymentMessages.cancelled);
        if (reason === 'pay-at-counter')
          throw new AppError('CONFLICT', paymentMessages.payAtCounter);
        if (reason === 'payouts-not-ready')
          throw new AppError('CONFLICT', paymentMessages.notReady);
        if (reason === 'expired') throw new AppError('CONFLICT', paymentMessages.expired);
        const tip = tipChoicesFor(order, settings).find(
          (choice) => choice.percentage === input.tipPercentage,
        );
        if (!tip)
          throw new AppError('VALIDATION_FAILED', paymentMessages.invalidTip, 'tipPercentage');
        await clearStaleAttempt(order);
        try {
          row = await payments.start(scope, order.id, (locked, settled, underWay) => {
            // The same attempt sent twice, the first settled in between: answer with it.
            if (settled.some((payment) => payment.idempotencyKey === input.idempotencyKey))
              throw new SameAttempt();
            const due = orderAmountOf(locked) - paidOf(settled);
            if (due <= 0) throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
            // The same attempt sent twice at once goes on to meet its key's unique index instead.
            if (underWay.some((payment) => payment.idempotencyKey !== input.idempotencyKey))
              throw new AppError('CONFLICT', paymentMessages.inProgress, 'idempotencyKey');
            const amountMinor = due + tip.tipMinor;
            return {
              businessId: locked.businessId,
              orderId: locked.id,
              provider: provider.kind,
              idempotencyKey: input.idempotencyKey,
              currency: locked.currency,
              amountMinor,
              tipMinor: tip.tipMinor,
              tipHundredthsPercent: Math.round(tip.percentage * 100),
              platformFeeMinor: platformFeeOf(amountMinor, platformFeePercent),
            };
          });
        } catch (error) {
          if (
            error instanceof SameAttempt ||
            isUniqueViolation(error, 'payments_account_idempotency_key')
          ) {
            row = await payments.findByKey(scope, input.idempotencyKey);
            resumed = true;
            if (!row || row.orderId !== order.id)
              throw new AppError('CONFLICT', paymentMessages.keyUsed, 'idempotencyKey');
          } else if (isUniqueViolation(error, 'payments_one_processing_per_order')) {
            throw new AppError('CONFLICT', paymentMessages.inProgress, 'idempotencyKey');
          } else throw error;
        }
      }
      // The same attempt already asked the provider, or is asking it now (a double tap): answer
      // with where it stands rather than asking again.
      const inFlight =
        row.idempotencyKey === input.idempotencyKey && !row.providerPaymentId && resumed;
      if (row.status !== 'processing' || !connected || inFlight)
        return { payment: presentPayment(row), clientSecret: null, order: await summary(order) };
      const done = await charge(scope, order, row, input, connected, locale);
      return {
        payment: presentPayment(done.row),
        clientSecret: done.clientSecret,
        order: await summary(order),
      };
    },

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
      const order = await payableOrder(orderId);
      if (order.accountId !== tenant.accountId) throw notFound();
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

    /** After Stripe.js confirmed in the browser: read the PaymentIntent and record where it stands. */
    async refreshPayment(orderId: string, paymentId: string): Promise<PayOrderResult> {
      const order = await payableOrder(orderId);
      const scope = unsafePublicScope(order.accountId);
      const row = await payments.findPayment(scope, paymentId);
      if (!row || row.orderId !== order.id)
        throw new AppError('NOT_FOUND', paymentMessages.notFound);
      const current = await refresh(order, row);
      return { payment: presentPayment(current), clientSecret: null, order: await summary(order) };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
