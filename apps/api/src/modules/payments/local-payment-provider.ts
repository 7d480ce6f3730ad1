import { randomUUID } from 'node:crypto';
import { paymentMessages, TEST_CARDS, testCardSchema } from '@scanorder/shared/payments/payments';
import { AppError } from '@scanorder/shared/errors/app-error';
import type { ChargeState, PaymentProvider } from './payment-provider.ts';

const localId = (prefix: string) => `${prefix}_local_${randomUUID().replace(/-/g, '')}`;

/**
 * The built-in TEST MODE provider: a charge is settled at once from the test card form, with no
 * network. `TEST_CARDS.declined` is declined every time, so the decline path can be shown and
 * tested; every other well-formed number succeeds. Charges are remembered in memory only for
 * `retrieveCharge` of this process; the payment rows are the record.
 */
export function createLocalPaymentProvider(): PaymentProvider {
  const charges = new Map<string, ChargeState>();
  return {
    kind: 'local',
    testMode: true,
    publishableKey: null,
    createCharge(request) {
      const parsed = testCardSchema.safeParse(request.card ?? {});
      if (!parsed.success)
        return Promise.reject(
          new AppError(
            'VALIDATION_FAILED',
            parsed.error.issues[0]?.message ?? paymentMessages.cardNumber,
            `card.${String(parsed.error.issues[0]?.path[0] ?? 'number')}`,
          ),
        );
      const declined = parsed.data.number === TEST_CARDS.declined;
      const charge: ChargeState = {
        providerPaymentId: localId('pi'),
        status: declined ? 'failed' : 'succeeded',
        awaitingCard: false,
        clientSecret: null,
        cardBrand: parsed.data.number.startsWith('4') ? 'visa' : 'card',
        cardLast4: parsed.data.number.slice(-4),
        failureMessage: declined ? paymentMessages.declined : null,
      };
      charges.set(charge.providerPaymentId, charge);
      return Promise.resolve(charge);
    },
    retrieveCharge(providerPaymentId) {
      const charge = charges.get(providerPaymentId);
      if (!charge) return Promise.reject(new AppError('NOT_FOUND', paymentMessages.notFound));
      return Promise.resolve(charge);
    },
    cancelCharge() {
      return Promise.resolve();
    },
    refund() {
      return Promise.resolve({ providerRefundId: localId('re') });
    },
  };
}
