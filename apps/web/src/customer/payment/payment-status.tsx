import { useT } from '../i18n/guest-i18n.tsx';
import { guestStateLabel, type GuestPaymentState } from './refund-state.ts';
import styles from './payment.module.css';

// Apart from refund-state.ts so the receipts, which share its words, do not load these styles.
/** The state's colour: green once paid, neutral once money went back, amber while owed. */
function stateClass(state: GuestPaymentState): string {
  if (state === 'Paid') return styles.paid ?? '';
  if (state === 'Refunded' || state === 'Part refunded') return styles.refunded ?? '';
  return '';
}

/**
 * The payment status line of an order or a table bill (decision 052): a polite live region, so a
 * payment or a refund arriving while the page is open changes its words and a screen reader reads
 * them once the guest is idle. `givenBack`, the amount refunded, follows the state when given.
 */
export function PaymentStatus({
  state,
  givenBack,
}: {
  state: GuestPaymentState;
  givenBack?: string;
}) {
  const t = useT();
  return (
    <p role="status">
      <span className="visually-hidden">{t('Payment status:')} </span>
      <span className={`${styles.state} ${stateClass(state)}`}>{guestStateLabel(state, t)}</span>
      {givenBack !== undefined && (
        // After a space, so a screen reader does not run the state into the amount.
        <>
          {' '}
          <span className={styles.givenBack}>
            {t('{{amount}} given back', { amount: givenBack })}
          </span>
        </>
      )}
    </p>
  );
}
