import { z } from 'zod';
import {
  boardOrderSchema,
  boardTicketSchema,
  kioskOrdersQuerySchema,
  kioskPinInputSchema,
  kioskSessionSchema,
  ownerOrderListSchema,
  pinRefusedSchema,
} from '../ordering/board.ts';
import { errorEnvelopeSchema } from '../errors/app-error.ts';
import {
  counterPaymentInputSchema,
  openBillsSchema,
  tableBillSchema,
} from '../payments/table-bill.ts';
import { orderStatusInputSchema } from '../ordering/place-order.ts';
import { boardSinceSchema } from './board.ts';
import { defineRoute, errorResponses } from './contract.ts';
import { defineStream } from './stream.ts';

/** A kiosk has no account: no 403, but a locked PIN (429). */
const refusals = errorResponses([400, 401, 404, 409, 429]);
const orderParams = z.object({ orderId: z.uuid() });

/**
 * Kiosk mode (docs/product/kiosk-and-sessions.md): a branch's staff PIN opens that branch's orders
 * on a shared device without a team account.
 */
export const kioskRoutes = {
  signIn: defineRoute({
    method: 'POST',
    path: '/api/v1/kiosk/branches/:branchId/session',
    summary:
      "Open this branch's board on this device with its staff PIN (401 wrong PIN, with the tries left; 429 after five wrong PINs from this address, 5 minutes doubling, or while the branch is locked after many from anywhere)",
    schema: {
      params: z.object({ branchId: z.uuid() }),
      body: kioskPinInputSchema,
      response: {
        200: kioskSessionSchema,
        ...refusals,
        401: z.union([pinRefusedSchema, errorEnvelopeSchema]),
        429: z.union([pinRefusedSchema, errorEnvelopeSchema]),
      },
    },
  }),
  session: defineRoute({
    method: 'GET',
    path: '/api/v1/kiosk/session',
    summary: "This device's kiosk session (401 when there is none)",
    schema: { response: { 200: kioskSessionSchema, ...refusals } },
  }),
  signOut: defineRoute({
    method: 'DELETE',
    path: '/api/v1/kiosk/session',
    summary: 'Close kiosk mode on this device',
    schema: { response: { 204: z.null() } },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/v1/kiosk/orders',
    summary: "The branch's orders of a filter (current, completed, future)",
    schema: {
      querystring: kioskOrdersQuerySchema,
      response: { 200: ownerOrderListSchema, ...refusals },
    },
  }),
  events: defineStream({
    method: 'GET',
    path: '/api/v1/kiosk/orders/events',
    summary: "Server-Sent Events of the branch's orders, as the owner's board stream",
    schema: { querystring: z.object({ since: boardSinceSchema }) },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/v1/kiosk/orders/:orderId',
    summary: "One of the branch's orders, opened: its ticket plus status history and edits",
    schema: { params: orderParams, response: { 200: boardOrderSchema, ...refusals } },
  }),
  moveStatus: defineRoute({
    method: 'PUT',
    path: '/api/v1/kiosk/orders/:orderId/status',
    summary: "Move one of the branch's orders along the transition table (409 when stale)",
    schema: {
      params: orderParams,
      body: orderStatusInputSchema,
      response: { 200: boardTicketSchema, ...refusals },
    },
  }),
  openBills: defineRoute({
    method: 'GET',
    path: '/api/v1/kiosk/open-bills',
    summary: "The branch's tables with dine-in orders not paid yet, and what each still owes",
    schema: { response: { 200: openBillsSchema, ...refusals } },
  }),
  counterPayment: defineRoute({
    method: 'POST',
    path: '/api/v1/kiosk/orders/:orderId/bill/counter-payments',
    summary:
      "Record that what the bill of one of the branch's tables still owes was paid at the counter, which closes it",
    schema: {
      params: orderParams,
      body: counterPaymentInputSchema,
      response: { 200: tableBillSchema, ...refusals },
    },
  }),
};
