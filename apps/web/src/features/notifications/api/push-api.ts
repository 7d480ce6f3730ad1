import type { PushSubscriptionInput } from '@scanorder/shared/ordering/board';
import { pushRoutes } from '@scanorder/shared/api/push';
import { callRoute } from '../../../api/client.ts';

export const fetchPushPublicKey = async () => (await callRoute(pushRoutes.publicKey)).publicKey;

/** Endpoints of the signed-in user's subscribed devices. */
export const fetchPushEndpoints = async () => (await callRoute(pushRoutes.endpoints)).endpoints;

export const savePushSubscription = (subscription: PushSubscriptionInput) =>
  callRoute(pushRoutes.subscribe, { body: subscription });

export const deletePushSubscription = (endpoint: string) =>
  callRoute(pushRoutes.unsubscribe, { body: { endpoint } });
