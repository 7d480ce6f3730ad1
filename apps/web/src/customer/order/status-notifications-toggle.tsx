import { useState, useSyncExternalStore } from 'react';
import { isFinalStatus, type OrderStatus } from '@scanorder/shared/ordering/order-status';
import {
  orderPagesScope,
  statusNotificationMessages,
  statusOptIn,
  statusPushSupported,
  subscribeToStatus,
  unsubscribeFromStatus,
} from './status-notifications.ts';
import styles from './order.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

type Working = 'on' | 'off' | 'working';

const noSubscription = () => () => undefined;

/**
 * "Notify me" on the customer's order page: status changes of this order as pushes on this device.
 * Nothing on the server render (it cannot know the browser's support or choice): the button appears
 * once hydrated.
 */
export function StatusNotificationsToggle({
  orderId,
  status,
}: {
  orderId: string;
  status: OrderStatus;
}) {
  const t = useT();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // This visit's choice; before any, the one remembered on this device.
  const [choice, setChoice] = useState<Working | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  // A browser without push is offered nothing: there is nothing the customer could do about it.
  if (!hydrated || isFinalStatus(status) || !statusPushSupported()) return null;

  const state = choice ?? (statusOptIn(orderId) ? 'on' : 'off');
  const on = state === 'on';
  const toggle = async () => {
    setChoice('working');
    setMessage(null);
    try {
      if (on) {
        await unsubscribeFromStatus(orderId);
        setChoice('off');
        return;
      }
      const result = await subscribeToStatus(orderId, orderPagesScope(window.location.pathname));
      if (result === 'blocked') setMessage(statusNotificationMessages.blocked);
      setChoice(result === 'on' ? 'on' : 'off');
    } catch {
      setMessage(statusNotificationMessages.failed);
      setChoice(on ? 'on' : 'off');
    }
  };

  return (
    <div className={styles.notify}>
      <button
        type="button"
        className={styles.notifyButton}
        aria-pressed={on}
        disabled={state === 'working'}
        onClick={() => void toggle()}
      >
        {on ? t('Stop status notifications') : t('Notify me when the status changes')}
      </button>
      {message && (
        <p className={styles.cancelled} role="alert">
          {t(message)}
        </p>
      )}
    </div>
  );
}
