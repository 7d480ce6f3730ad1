import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../../api/client.ts';
import {
  isSubscribed,
  notificationMessages,
  pushSupported,
  switchOff,
  switchOn,
} from '../lib/push-subscription.ts';

export type NotificationsState = 'checking' | 'on' | 'off';

/**
 * The avatar menu's Notifications switch. It starts from this browser's current subscription, and
 * `message` is the spec's alert when the browser cannot or may not show notifications.
 */
export function useNotificationsSwitch({ onError }: { onError: (message: string) => void }) {
  // Without support there is nothing to check: the switch is simply off.
  const [state, setState] = useState<NotificationsState>(() =>
    pushSupported() ? 'checking' : 'off',
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    if (!pushSupported()) return;
    isSubscribed()
      .then((subscribed) => {
        if (mounted.current) setState(subscribed ? 'on' : 'off');
      })
      .catch(() => {
        if (mounted.current) setState('off');
      });
    return () => {
      mounted.current = false;
    };
  }, []);

  const toggle = useCallback(async () => {
    if (busy || state === 'checking') return;
    setMessage(null);
    if (state === 'off' && !pushSupported()) {
      setMessage(notificationMessages.unsupported);
      return;
    }
    setBusy(true);
    try {
      if (state === 'on') {
        await switchOff();
        if (mounted.current) setState('off');
      } else {
        const result = await switchOn();
        if (!mounted.current) return;
        if (result === 'on') setState('on');
        if (result === 'blocked') setMessage(notificationMessages.blocked);
      }
    } catch (error) {
      onError(errorMessageOf(error));
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, [busy, state, onError]);

  return { state, busy, message, toggle };
}
