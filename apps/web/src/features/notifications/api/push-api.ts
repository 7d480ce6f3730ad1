import {
  pushEndpointsSchema,
  pushPublicKeySchema,
  type PushSubscriptionInput,
} from '@scanorder/shared/ordering/board';
import { apiRequest } from '../../../api/client.ts';

export const fetchPushPublicKey = async () =>
  (await apiRequest('/api/v1/push/public-key', { schema: pushPublicKeySchema })).publicKey;

/** Endpoints of the signed-in user's subscribed devices. */
export const fetchPushEndpoints = async () =>
  (await apiRequest('/api/v1/push/subscriptions', { schema: pushEndpointsSchema })).endpoints;

export const savePushSubscription = (subscription: PushSubscriptionInput) =>
  apiRequest('/api/v1/push/subscriptions', { method: 'POST', body: subscription });

export const deletePushSubscription = (endpoint: string) =>
  apiRequest('/api/v1/push/subscriptions', { method: 'DELETE', body: { endpoint } });
