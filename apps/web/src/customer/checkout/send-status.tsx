import type { SendState } from './send-queue.ts';
import styles from './checkout.module.css';

/** What happened to the order being placed: sending, waiting for the connection, or refused. */
export function SendStatus({ state }: { state: SendState }) {
  return (
    <div className={styles.sendStatus} role="status" aria-live="polite">
      {state.status === 'sending' && <p className={styles.sending}>Sending your order…</p>}
      {state.status === 'waiting' && (
        <p className={styles.sending}>
          Sending your order… You are offline: it is saved on this phone and will be sent as soon as
          you are back online.
        </p>
      )}
      {state.status === 'placed' && <p className={styles.sending}>Order placed. Opening it…</p>}
      {state.status === 'failed' && <p className={styles.fieldError}>{state.message}</p>}
    </div>
  );
}
