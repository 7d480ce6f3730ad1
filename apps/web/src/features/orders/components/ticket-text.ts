import { useMemo } from 'react';
import type { TicketPaymentState } from '@scanorder/shared/payments/payments';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { paymentStateLabelsOf } from './payment-badge.tsx';

type OwnerT = ReturnType<typeof useOwnerT>['t'];

/** What a board's tickets read their words from: one object per board and language. */
export interface TicketText {
  /**
   * The owner's `t`, remembered per message and values: a board of 225 tickets asks for the same
   * few dozen labels thousands of times, and i18next resolves each call anew (about a tenth of
   * the board's first render was translation and one `useTranslation` per ticket).
   */
  t: OwnerT;
  intlLocale: string | undefined;
  paymentState: (state: TicketPaymentState) => string;
}

/**
 * The board's ticket text, made once per language: tickets take it as a prop (so they are
 * memoized on it) instead of each subscribing to the language.
 */
export function useTicketText(): TicketText {
  // react-i18next hands out a new `t` when the language changes: the remembered texts go with it.
  const { t, intlLocale } = useOwnerT();
  return useMemo(() => {
    const remembered = new Map<string, string>();
    const cached = ((key: string, options?: Record<string, unknown>) => {
      const at = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
      let text = remembered.get(at);
      if (text === undefined) {
        text = options === undefined ? t(key) : t(key, options);
        remembered.set(at, text);
      }
      return text;
      // i18next's TFunction is a set of overloads no plain function spells out; this one passes
      // the key and values through as they came.
    }) as OwnerT;
    const payment = paymentStateLabelsOf(t);
    return {
      t: cached,
      intlLocale,
      paymentState: (state: TicketPaymentState) => payment[state],
    };
  }, [t, intlLocale]);
}
