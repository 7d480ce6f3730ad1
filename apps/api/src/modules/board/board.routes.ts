import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import {
  boardOrderSchema,
  boardTicketSchema,
  editOrderLinesInputSchema,
  ownerOrderListSchema,
  ownerOrdersQuerySchema,
  ownerOrderStreamQuerySchema,
} from '@scanorder/shared/ordering/board';
import { orderStatusInputSchema } from '@scanorder/shared/ordering/place-order';
import { assertCan, can } from '../../auth/roles.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import { businessPath } from '@scanorder/shared/api/paths';
import { errorResponses, sessionSecurity, tagOf } from '../../http/route-helpers.ts';
import { sendPrepared } from '../../plugins/prepared-json.ts';
import type { BoardListCache } from './board-list-cache.ts';
import { openBoardStream, type BoardStreamDeps } from './board-stream.ts';
import type { BoardService } from './board.service.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

export interface BoardRouteDeps {
  board: BoardService;
  accounts: AccountsRepository;
  requireTenant: preHandlerAsyncHookHandler;
  stream: BoardStreamDeps;
  /** Today's lists, shared until the account's orders change (decision 031). */
  listCache: BoardListCache;
}

const orderParams = z.object({ orderId: z.uuid() });
const streamQuerySchema = ownerOrderStreamQuerySchema.extend({
  /** The list's serverTime (or a cursor): changes after it are sent first. */
  since: z.string().max(40).optional(),
});

/** The owner's orders board: lists, CSV, live stream, status moves and line edits. */
export function registerBoardRoutes(app: FastifyInstance, deps: BoardRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { board, requireTenant } = deps;
  const common = { preHandler: requireTenant };

  for (const kind of BUSINESS_KINDS) {
    const base = `${businessPath(kind)}/orders`;
    const tags = [tagOf(kind, 'orders')];

    routes.get(
      base,
      {
        ...common,
        // Order history with customers' contact details: each read is in the access log.
        config: { audit: 'collection' as const },
        schema: {
          tags,
          summary:
            "Orders of a filter (current, completed, future, history from..to) in the business's time zone, optionally of one branch. History comes a page at a time (limit, default 50), newest update first: send the answer's nextCursor as cursor for the next page.",
          security: sessionSecurity,
          querystring: ownerOrdersQuerySchema,
          response: { 200: ownerOrderListSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const ctx = tenantOf(request);
        const { query } = request;
        if (query.filter === 'history') return board.list(ctx, kind, query);
        // Checked before the cache: an entry is shared by the account's members.
        assertCan(ctx, 'orders.view');
        const { prepared } = await deps.listCache.read(
          ctx.accountId,
          kind,
          { ...query, filter: query.filter },
          () => board.list(ctx, kind, query),
        );
        return sendPrepared(request, reply, prepared);
      },
    );

    routes.get(
      `${base}.csv`,
      {
        ...common,
        config: { audit: 'collection' as const },
        schema: {
          tags,
          summary:
            "The same orders as a CSV download (admins and managers); History's whole range, not one page (cursor and limit are ignored)",
          security: sessionSecurity,
          querystring: ownerOrdersQuerySchema,
          response: { 200: z.string().describe('text/csv'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { filename, body } = await board.csv(tenantOf(request), kind, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );

    routes.get(
      `${base}/events`,
      {
        ...common,
        schema: {
          tags,
          summary:
            'Server-Sent Events of the board: `event: order` ({order} as a ticket, id = cursor), catch-up after Last-Event-ID, `event: resync`, heartbeats',
          security: sessionSecurity,
          querystring: streamQuerySchema,
        },
      },
      async (request, reply) => {
        const ctx = tenantOf(request);
        assertCan(ctx, 'orders.view');
        const business = await board.businessOf(ctx, kind, request.query.businessId);
        const lastEventId = request.headers['last-event-id'];
        openBoardStream(
          request,
          reply,
          {
            scope: ctx,
            kind,
            board: { businessId: business.id, branchId: request.query.branchId },
            cursor:
              (Array.isArray(lastEventId) ? lastEventId[0] : lastEventId) ?? request.query.since,
            stillAllowed: async () => {
              const member = await deps.accounts.unsafeFindMemberByUserId(ctx.userId);
              return (
                member?.accountId === ctx.accountId &&
                member.status === 'active' &&
                can(member.role, 'orders.view')
              );
            },
          },
          deps.stream,
        );
      },
    );
  }

  routes.get(
    '/api/v1/orders/:orderId',
    {
      ...common,
      schema: {
        tags: ['orders'],
        summary:
          'One order of the account, opened: its ticket plus the business, status history (with names) and edits',
        security: sessionSecurity,
        params: orderParams,
        response: { 200: boardOrderSchema, ...errorResponses },
      },
    },
    (request) => board.get(tenantOf(request), request.params.orderId),
  );

  routes.put(
    '/api/v1/orders/:orderId/status',
    {
      ...common,
      schema: {
        tags: ['orders'],
        summary:
          'Move an order along the transition table; send the version you saw (409 when it is stale)',
        security: sessionSecurity,
        params: orderParams,
        body: orderStatusInputSchema,
        response: { 200: boardTicketSchema, ...errorResponses },
      },
    },
    (request) => board.moveStatus(tenantOf(request), request.params.orderId, request.body),
  );

  routes.put(
    '/api/v1/orders/:orderId/lines',
    {
      ...common,
      schema: {
        tags: ['orders'],
        summary:
          'Replace the lines of an order before it is Ready (priced by the server, marked modified; 409 when stale or not editable)',
        security: sessionSecurity,
        params: orderParams,
        body: editOrderLinesInputSchema,
        response: { 200: boardTicketSchema, ...errorResponses },
      },
    },
    (request) => board.editLines(tenantOf(request), request.params.orderId, request.body),
  );
}
