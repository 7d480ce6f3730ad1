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
