import { z } from 'zod';
import {
  pushEndpointsSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
} from '../ordering/board.ts';
import { defineRoute, errorResponses, SIGNED_IN_ERRORS } from './contract.ts';

const SUBSCRIPTIONS = '/api/v1/push/subscriptions';
const ORDER_SUBSCRIPTIONS = '/api/v1/public/orders/:orderId/push-subscriptions';
const refusals = errorResponses(SIGNED_IN_ERRORS);
const publicRefusals = errorResponses([400, 404, 429]);
const savedSchema = z.object({ endpoint: z.string() });
const orderParams = z.object({ orderId: z.uuid() });

/** Web Push: the VAPID key and the team's devices (avatar menu switch). */
export const pushRoutes = {
  publicKey: defineRoute({
    method: 'GET',
    path: '/api/v1/push/public-key',
    summary: "The server's VAPID public key (the subscription's applicationServerKey)",
    schema: { response: { 200: pushPublicKeySchema } },
  }),
  endpoints: defineRoute({
    method: 'GET',
    path: SUBSCRIPTIONS,
    summary: "Endpoints of the signed-in user's subscribed devices",
    schema: { response: { 200: pushEndpointsSchema, ...refusals } },
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: SUBSCRIPTIONS,
    summary:
      "Store this device's push subscription: new orders of the account reach it (upsert by endpoint)",
    schema: { body: pushSubscriptionInputSchema, response: { 201: savedSchema, ...refusals } },
  }),
  unsubscribe: defineRoute({
    method: 'DELETE',
    path: SUBSCRIPTIONS,
    summary: "Remove this device's push subscription",
    schema: { body: pushUnsubscribeInputSchema, response: { 204: z.null(), ...refusals } },
  }),
};

/** A customer's status pushes for one order (the order page's opt-in). */
export const orderPushRoutes = {
  subscribe: defineRoute({
    method: 'POST',
    path: ORDER_SUBSCRIPTIONS,
    summary: "A customer's opt-in: status changes of this order reach this device",
    schema: {
      params: orderParams,
      body: pushSubscriptionInputSchema,
      response: { 201: savedSchema, ...publicRefusals },
    },
  }),
  unsubscribe: defineRoute({
    method: 'DELETE',
    path: ORDER_SUBSCRIPTIONS,
    summary: "Stop this order's status pushes on this device",
    schema: {
      params: orderParams,
      body: pushUnsubscribeInputSchema,
      response: { 204: z.null(), ...publicRefusals },
    },
  }),
};
