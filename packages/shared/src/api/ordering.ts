import { z } from 'zod';
import { BUSINESS_KINDS, type BusinessKind } from '../account/services.ts';
import { orderingPreviewQuerySchema, orderingPreviewSchema } from '../ordering/ordering-preview.ts';
import { orderSchema, placeOrderInputSchema } from '../ordering/place-order.ts';
import {
  pickupSlotListSchema,
  pickupSlotsQuerySchema,
  publicMenuQuerySchema,
  publicMenuSchema,
} from '../ordering/public-menu.ts';
import { recentOrdersSchema } from '../ordering/recent-orders.ts';
import { defineRoute, errorResponses, SIGNED_IN_ERRORS } from './contract.ts';
import { defineStream } from './stream.ts';
import { businessPath } from './paths.ts';

const menuParams = z.object({
  accountId: z.uuid(),
  kind: z.enum(BUSINESS_KINDS),
  businessId: z.uuid(),
  branchId: z.uuid(),
});
const orderParams = z.object({ orderId: z.uuid() });
/** A guest is refused for bad input, a missing menu or order, a conflict, or too many tries. */
export const publicRefusals = errorResponses([400, 404, 409, 429]);
const MENU = '/api/v1/public/menus/:accountId/:kind/:businessId/branches/:branchId';

/** The customer menu, placing and reading orders (the owner's side: api/board.ts). */
export const publicOrderingRoutes = {
  menu: defineRoute({
    method: 'GET',
    path: MENU,
    summary:
      'Everything the customer menu shows: business, branch, QR prefill, listed items, settings, open status and the days with pickup slots',
    schema: {
      params: menuParams,
      querystring: publicMenuQuerySchema,
      response: { 200: publicMenuSchema, 304: z.null(), ...publicRefusals },
    },
  }),
  pickupSlots: defineRoute({
    method: 'GET',
    path: `${MENU}/pickup-slots`,
    summary: 'Scheduled pickup slots of one local date, with the capacity left in each',
    schema: {
      params: menuParams,
      querystring: pickupSlotsQuerySchema,
      response: { 200: pickupSlotListSchema, ...publicRefusals },
    },
  }),
  myOrders: defineRoute({
    method: 'GET',
    path: `${MENU}/my-orders`,
    summary:
      "My recent orders: what this browser's customer cookie placed at the menu's business, newest first",
    schema: { params: menuParams, response: { 200: recentOrdersSchema, ...publicRefusals } },
  }),
  place: defineRoute({
    method: 'POST',
    path: '/api/v1/public/orders',
    summary:
      'Place an order (priced by the server; 201 new, 200 when the idempotency key already placed one)',
    schema: {
      body: placeOrderInputSchema,
      response: { 200: orderSchema, 201: orderSchema, ...publicRefusals },
    },
  }),
  order: defineRoute({
    method: 'GET',
    path: '/api/v1/public/orders/:orderId',
    summary: "The customer's order details page (anyone holding the random order id)",
    schema: { params: orderParams, response: { 200: orderSchema, ...publicRefusals } },
  }),
  orderEvents: defineStream({
    method: 'GET',
    path: '/api/v1/public/orders/:orderId/events',
    summary:
      'Server-Sent Events (text/event-stream) of the order: `event: order` with the order now and after every change',
    schema: { params: orderParams },
  }),
};

const previewRouteOf = (kind: BusinessKind) =>
  defineRoute({
    method: 'GET',
    path: `${businessPath(kind)}/ordering-preview`,
    summary:
      "Whether guests can order from a store name at a local date and time (default: now) in the business's time zone, and which rule decides: the customer menu's own rule",
    schema: {
      querystring: orderingPreviewQuerySchema,
      response: { 200: orderingPreviewSchema, ...errorResponses(SIGNED_IN_ERRORS) },
    },
  });

/** Whether guests can order at a moment, and which rule decides (owner app). */
export const orderingPreviewRoutes = {
  restaurant: previewRouteOf('restaurant'),
  grocery: previewRouteOf('grocery'),
} satisfies Record<BusinessKind, unknown>;
