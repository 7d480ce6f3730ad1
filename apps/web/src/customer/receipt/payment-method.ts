import type { TFunction } from 'i18next';
import type { Payment } from '@scanorder/shared/payments/payments';

/** "Visa ending 4242" (providers name brands in lower case), or "Card" when none was named. */
export function methodOf(payment: Payment, t: TFunction): string {
  if (!payment.cardLast4) return t('Card');
  const brand = payment.cardBrand;
  return t('{{brand}} ending {{last4}}', {
    brand: brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : t('Card'),
    last4: payment.cardLast4,
  });
}
