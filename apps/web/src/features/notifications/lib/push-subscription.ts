import { applicationServerKeyOf } from '@scanorder/shared/http/vapid-key';
import {
  deletePushSubscription,
  fetchPushEndpoints,
  fetchPushPublicKey,
  savePushSubscription,
} from '../api/push-api.ts';

/** What the Notifications switch says when push cannot be turned on (docs/product/notifications.md). */
export const notificationMessages = {
  unsupported: 'This browser does not support notifications.',
  blocked: 'Notifications blocked. Please enable them in your browser.',
} as const;

/** The service worker vite-plugin-pwa generates; it imports push-sw.js for push and clicks. */
export const SERVICE_WORKER_URL = '/sw.js';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

/** This browser's push subscription, if it has one (without registering anything). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function subscribeWith(registration: ServiceWorkerRegistration, publicKey: string) {
  const options = {
    userVisibleOnly: true,
    applicationServerKey: applicationServerKeyOf(publicKey),
  };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    // A subscription made with an older server key must go before a new one can be made.
    const stale = await registration.pushManager.getSubscription();
    if (!stale) throw error;
    await stale.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
}

/**
 * Whether this device gets this user's pushes: the browser holds a subscription, notifications are
 * allowed, and the server has it for the signed-in user (on a shared browser it may be another
 * user's). If the server cannot be asked, the browser's own state decides.
 */
export async function isSubscribed(): Promise<boolean> {
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== 'granted') return false;
  try {
    return (await fetchPushEndpoints()).includes(subscription.endpoint);
  } catch {
    return true;
  }
}

export type SwitchOnResult = 'on' | 'blocked' | 'dismissed';

/**
 * Switching notifications on (docs/product/notifications.md): ask permission, register the service worker,
 * subscribe with the server's VAPID key and store the subscription on the server. If storing fails
 * the browser's subscription is dropped too, so the switch never shows on without a server record.
 */
export async function switchOn(): Promise<SwitchOnResult> {
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';

  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const publicKey = await fetchPushPublicKey();
  const subscription = await subscribeWith(registration, publicKey);
  const { endpoint, keys } = subscription.toJSON();
  try {
    if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('Incomplete push subscription');
    await savePushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/** Switching off: the server forgets the subscription first, then the browser drops it. */
export async function switchOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
