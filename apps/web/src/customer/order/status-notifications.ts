import type { SuccessOf } from '@scanorder/shared/api/contract';
// Types only: the contract's zod schemas stay out of the guest pages' JavaScript.
import type { pushRoutes } from '@scanorder/shared/api/push';
import { applicationServerKeyOf } from '@scanorder/shared/http/vapid-key';
import { publicRequest } from '../lib/api.ts';
import { readStored, removeStored, writeStored } from '../lib/storage.ts';

/**
 * Status pushes for one order (docs/product/notifications.md): the customer opts in on the order
 * page. The push-only worker (public/push-sw.js) is registered for the order pages' path alone, so
 * it never takes over the owner app's worker at `/`.
 */
export const PUSH_WORKER_URL = '/push-sw.js';

export const statusNotificationMessages = {
  blocked: 'Notifications blocked. Please enable them in your browser.',
  failed: 'Could not change status notifications. Please try again.',
} as const;

export function statusPushSupported(): boolean {
  return 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator;
}

/** `/<account>/<kind>/order/` of an order page path: the worker's scope. */
export function orderPagesScope(pathname: string): string {
  const [, account = '', kind = ''] = pathname.split('/');
  return `/${account}/${kind}/order/`;
}

/** The endpoint this device registered for an order, remembered so the page shows the choice. */
const optInKey = (orderId: string) => `scanorder.status-push.${orderId}`;
export const statusOptIn = (orderId: string) => readStored<string>(optInKey(orderId));

const subscriptionsPath = (orderId: string) =>
  `/api/v1/public/orders/${encodeURIComponent(orderId)}/push-subscriptions`;

export type StatusPushResult = 'on' | 'blocked' | 'dismissed';

/** Permission, the worker, a subscription with the server's VAPID key, stored for this order. */
export async function subscribeToStatus(orderId: string, scope: string): Promise<StatusPushResult> {
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope });
  const registration = await navigator.serviceWorker.getRegistration(scope);
  if (!registration) throw new Error('The notification worker did not register');
  // No zod here: it would double the order page's JavaScript for one string.
  const { publicKey } =
    await publicRequest<SuccessOf<typeof pushRoutes.publicKey>>('/api/v1/push/public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKeyOf(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('Incomplete push subscription');
  await publicRequest(subscriptionsPath(orderId), {
    method: 'POST',
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
  writeStored(optInKey(orderId), endpoint);
  return 'on';
}

/** The server forgets this order's subscription; the device keeps it for the customer's other orders. */
export async function unsubscribeFromStatus(orderId: string): Promise<void> {
  const endpoint = statusOptIn(orderId);
  if (endpoint)
    await publicRequest(subscriptionsPath(orderId), {
      method: 'DELETE',
      body: { endpoint },
    });
  removeStored(optInKey(orderId));
}
