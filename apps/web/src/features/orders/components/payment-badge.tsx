import Chip from '@mui/material/Chip';
import { cardBrandName } from '@scanorder/shared/payments/card-brand';
import type {
  Payment,
  TicketPayment,
  TicketPaymentState,
} from '@scanorder/shared/payments/payments';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

const COLOR: Record<TicketPaymentState, 'success' | 'warning' | 'default' | 'info'> = {
  Paid: 'success',
  'Part paid': 'warning',
  Unpaid: 'default',
  Refunded: 'info',
};

/** The payment states in the owner's language (each spelled out, so the extractor finds them). */
export function paymentStateLabelsOf(
  t: ReturnType<typeof useOwnerT>['t'],
): Record<TicketPaymentState, string> {
  return {
    Paid: t('Paid'),
    'Part paid': t('Part paid'),
    Unpaid: t('Unpaid'),
    Refunded: t('Refunded'),
  };
}

/** " · Visa ···· 4242" or " · At the counter" after a payment's amount, or nothing. */
export function methodSuffixOf(
  payment: Pick<Payment, 'method' | 'cardBrand' | 'cardLast4'>,
  t: ReturnType<typeof useOwnerT>['t'],
) {
  if (payment.method === 'counter') return ` · ${t('At the counter')}`;
  if (!payment.cardLast4) return '';
  return ` · ${cardBrandName(payment.cardBrand ?? '')} ···· ${payment.cardLast4}`;
}

/** A payment state in the owner's language. */
export function usePaymentStateLabel() {
  const { t } = useOwnerT();
  const labels = paymentStateLabelsOf(t);
  return (state: TicketPaymentState) => labels[state];
}

/** Paid / Part paid / Unpaid / Refunded on a ticket or History row; nothing paid online is Unpaid. */
export function PaymentBadge({ payment }: { payment: TicketPayment | null }) {
  const { t } = useOwnerT();
  const labelOf = usePaymentStateLabel();
  const state = payment?.state ?? 'Unpaid';
  return (
    <Chip
      size="small"
      variant={state === 'Paid' ? 'filled' : 'outlined'}
      color={COLOR[state]}
      label={labelOf(state)}
      aria-label={t('Payment: {{state}}', { state: labelOf(state) })}
    />
  );
}
