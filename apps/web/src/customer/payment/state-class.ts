import type { GuestPaymentState } from './refund-state.ts';
import styles from './payment.module.css';

// Apart from refund-state.ts so the receipts, which share its words, do not load these styles.
/** The state's colour: green once paid, neutral once money went back, amber while owed. */
export function stateClass(state: GuestPaymentState): string {
  if (state === 'Paid') return styles.paid ?? '';
  if (state === 'Refunded' || state === 'Part refunded') return styles.refunded ?? '';
  return '';
}
