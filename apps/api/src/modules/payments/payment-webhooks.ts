import { AppError } from '@scanorder/shared/errors/app-error';
import { isGuestLocale, SOURCE_LOCALE } from '@scanorder/shared/i18n/locales';
import { unsafePublicScope } from '../../tenancy/tenant.ts';
import { derivedKey } from './derived-key.ts';
import {
  PaymentWebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PaymentWebhooksOptions {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  settlement: PaymentSettlement;
  announce: (accountId: string, orderId: string) => Promise<void>;
  /** Runs `work` in one transaction in the account's scope (`scopes.run`). */
  runAs: <T>(accountId: string, work: () => Promise<T>) => Promise<T>;
}

/**
 * Stripe's events about guest payments (decision 046): each is applied in one transaction in the
 * scope of the payment's account, with its id stored in `payment_webhook_events` in that same
 * transaction, so a redelivery changes nothing. What an event says is only a prompt: a payment
 * still under way is read again from the provider and settled as the guest's own answer would
 * settle it, and a settled payment never moves, so late and out-of-order events are harmless.
 */
export function createPaymentWebhooks({
  provider,
  payments,
  settlement,
  announce,
  runAs,
}: PaymentWebhooksOptions) {
  /** The payment an event is about: by the provider's id, else by the ids its metadata carries. */
  async function paymentOf(event: PaymentEvent): Promise<PaymentRow | undefined> {
    if (event.kind === 'ignored') return undefined;
    const known = await payments.unsafeFindByProviderId(event.providerPaymentId);
    if (known || event.kind !== 'charge-changed') return known;
    const { accountId, paymentId } = event;
    if (!accountId || !paymentId || !UUID.test(accountId) || !UUID.test(paymentId))
      return undefined;
    // An attempt the provider answered but whose answer was never stored (a crash in between).
    const row = await runAs(accountId, () =>
      payments.findPayment(unsafePublicScope(accountId), paymentId),
    );
    return row && !row.providerPaymentId ? row : undefined;
  }

  /** Settles a payment still under way from what the provider says of it now. */
  async function chargeChanged(row: PaymentRow, providerPaymentId: string): Promise<void> {
    const scope = unsafePublicScope(row.accountId);
    const current = await payments.findPayment(scope, row.id);
    if (current?.status !== 'processing') return;
    const order = await payments.unsafeFindPayableOrder(row.orderId);
    if (!order) return;
    if (!current.providerPaymentId) await payments.attachProviderId(scope, row, providerPaymentId);
    const charge = await provider.retrieveCharge(providerPaymentId);
    const locale = current.locale && isGuestLocale(current.locale) ? current.locale : SOURCE_LOCALE;
    await settlement.settle(order, row, charge, locale);
  }

  return {
    /** Verifies and applies one event; false when it was applied before or is about no payment of ours. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<boolean> {
      if (!provider.parseWebhook) throw new AppError('NOT_FOUND', 'Stripe is not configured');
      let event: PaymentEvent;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof PaymentWebhookSignatureError)
          throw new AppError('VALIDATION_FAILED', `Invalid Stripe signature: ${error.message}`);
        throw error;
      }
      const row = await paymentOf(event);
      if (!row || event.kind === 'ignored') return false;
      const scope = unsafePublicScope(row.accountId);
      return runAs(row.accountId, async () => {
        if (!(await payments.recordWebhookEvent(scope, event))) return false;
        if (event.kind === 'charge-changed') {
          await chargeChanged(row, event.providerPaymentId);
          return true;
        }
        const refund = await payments.recordProviderRefund(scope, row.id, event.refundedMinor, {
          idempotencyKey: derivedKey(`provider-refund:${event.id}`),
          reason: 'Refunded in Stripe',
        });
        if (refund) await announce(row.accountId, row.orderId);
        return true;
      });
    },
  };
}
