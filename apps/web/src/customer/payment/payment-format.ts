import type { TFunction } from 'i18next';
import { formatCurrencyMinor } from '@scanorder/shared/money/currency-units';
import { intlLocaleOf } from '@scanorder/shared/i18n/locales';
import { useLocale } from '../i18n/guest-i18n.tsx';

/**
 * Payment amounts in the guest's language. Here rather than in lib/format.ts, which the
 * menu route loads: the currency-decimals table is only needed once the guest pays.
 */
export function usePaymentFormat() {
  const intlLocale = intlLocaleOf(useLocale().locale);
  return {
    /** The payment currency's own decimals (a yen payment has none), unlike the menu's two. */
    money: (amountMinor: number, currency: string) =>
      formatCurrencyMinor(amountMinor, currency, intlLocale),
  };
}

/**
 * A settled payment as the guest's pages list it: "Paid ₹200.00", and its tip only when it added
 * one ("Paid ₹165.00 (tip ₹15.00)"); a business without tips read "(tip ₹0.00)" on every line.
 */
export function paidLabel(
  t: TFunction,
  money: (amountMinor: number) => string,
  payment: { amountMinor: number; tipMinor: number },
): string {
  return payment.tipMinor > 0
    ? t('Paid {{amount}} (tip {{tip}})', {
        amount: money(payment.amountMinor),
        tip: money(payment.tipMinor),
      })
    : t('Paid {{amount}}', { amount: money(payment.amountMinor) });
}
