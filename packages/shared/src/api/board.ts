import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import {
  boardOrderSchema,
  boardTicketSchema,
  editOrderLinesInputSchema,
  ownerOrderListSchema,
  ownerOrdersCsvQuerySchema,
  ownerOrdersQuerySchema,
  ownerOrderStreamQuerySchema,
} from '../ordering/board.ts';
import { orderStatusInputSchema } from '../ordering/place-order.ts';
import { defineRoute, errorResponses, SIGNED_IN_ERRORS } from './contract.ts';
import { defineStream } from './stream.ts';
import { businessPath } from './paths.ts';

const refusals = errorResponses(SIGNED_IN_ERRORS);
const orderParams = z.object({ orderId: z.uuid() });
/** The list's serverTime (or a cursor): changes after it are sent first. */
export const boardSinceSchema = z.string().max(40).optional();

const boardRoutesOf = (kind: BusinessKind) => {
  const base = `${businessPath(kind)}/orders`;
  return {
    list: defineRoute({
      method: 'GET',
      path: base,
      summary:
        "Orders of a filter (current, completed, future, history from..to) in the business's time zone, optionally of one branch. History comes a page at a time (limit, default 50), newest update first: send the answer's nextCursor as cursor for the next page.",
      schema: {
        querystring: ownerOrdersQuerySchema,
        response: { 200: ownerOrderListSchema, ...refusals },
      },
    }),
    csv: defineRoute({
      method: 'GET',
      path: `${base}.csv`,
      summary:
        "The same orders as a CSV download (admins and managers); History's whole range, not one page (cursor and limit are ignored); language=es writes ';' and decimal commas",
      schema: {
        querystring: ownerOrdersCsvQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...refusals },
      },
    }),
    events: defineStream({
      method: 'GET',
      path: `${base}/events`,
      summary:
        'Server-Sent Events of the board: `event: order` ({order} as a ticket, id = cursor), catch-up after Last-Event-ID, `event: resync`, heartbeats',
      schema: {
        querystring: ownerOrderStreamQuerySchema.extend({ since: boardSinceSchema }),
      },
    }),
  };
};

/** The owner's orders board of each kind: lists, CSV and live stream. */
export const boardRoutes = {
  restaurant: boardRoutesOf('restaurant'),
  grocery: boardRoutesOf('grocery'),
} satisfies Record<BusinessKind, unknown>;

/** One order of the account, whichever kind: opened, moved, its lines replaced. */
export const orderRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/v1/orders/:orderId',
    summary:
      'One order of the account, opened: its ticket plus the business, status history (with names) and edits',
    schema: { params: orderParams, response: { 200: boardOrderSchema, ...refusals } },
  }),
  moveStatus: defineRoute({
    method: 'PUT',
    path: '/api/v1/orders/:orderId/status',
    summary:
      'Move an order along the transition table; send the version you saw (409 when it is stale)',
    schema: {
      params: orderParams,
      body: orderStatusInputSchema,
      response: { 200: boardTicketSchema, ...refusals },
    },
  }),
  editLines: defineRoute({
    method: 'PUT',
    path: '/api/v1/orders/:orderId/lines',
    summary:
      'Replace the lines of an order before it is Ready (priced by the server, marked modified; 409 when stale or not editable)',
    schema: {
      params: orderParams,
      body: editOrderLinesInputSchema,
      response: { 200: boardTicketSchema, ...refusals },
    },
  }),
};
