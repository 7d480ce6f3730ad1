import type { BusinessKind } from '@scanorder/shared/account/services';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import type { SendState } from './send-queue.ts';
import styles from './checkout.module.css';
import { useT } from '../i18n/guest-i18n.tsx';
import { useRefusalText } from '../i18n/guest-message.ts';

/**
 * What happened to the order being placed: sending, waiting for the connection or for the server
 * (in the spec's words, 'Server Error While Creating Restaurant Orders!'), or refused.
 */
export function SendStatus({ state, kind }: { state: SendState; kind: BusinessKind }) {
  const t = useT();
  const refusal = useRefusalText();
  return (
    <div className={styles.sendStatus} role="status" aria-live="polite">
      {state.status === 'sending' && <p className={styles.sending}>{t('Sending your order…')}</p>}
      {state.status === 'waiting' && state.reason === 'server' && (
        <p className={styles.fieldError}>
          {t(serverErrorsOf(kind).createOrders)}{' '}
          {t('Your order is saved on this phone and will be sent again in a moment.')}
        </p>
      )}
      {state.status === 'waiting' && state.reason === 'offline' && (
        <p className={styles.sending}>
          {t('Sending your order…')}{' '}
          {t(
            'You are offline: it is saved on this phone and will be sent as soon as you are back online.',
          )}
        </p>
      )}
      {state.status === 'placed' && (
        <p className={styles.sending}>{t('Order placed. Opening it…')}</p>
      )}
      {state.status === 'failed' && <p className={styles.fieldError}>{refusal(state)}</p>}
    </div>
  );
}
