import type { TFunction } from 'i18next';
import { cardBrandName } from '@scanorder/shared/payments/card-brand';
import type { Payment } from '@scanorder/shared/payments/payments';

/** "Visa ending 4242", "At the counter" (recorded by the team), or "Card" when none was named. */
export function methodOf(payment: Payment, t: TFunction): string {
  if (payment.method === 'counter') return t('At the counter');
  if (!payment.cardLast4) return t('Card');
  const brand = payment.cardBrand;
  return t('{{brand}} ending {{last4}}', {
    brand: brand ? cardBrandName(brand) : t('Card'),
    last4: payment.cardLast4,
  });
}
