import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { boardRoutes, orderRoutes } from '@scanorder/shared/api/board';
import { assertCan, can } from '../../auth/roles.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import { routeOf, sessionRoutesOf } from '../../http/contract-route.ts';
import { streamRouteOf } from '../../http/stream-route.ts';
import { sessionSecurity, tagOf } from '../../http/route-helpers.ts';
import { sendPrepared } from '../../plugins/prepared-json.ts';
import type { BoardListCache } from './board-list-cache.ts';
import { openBoardStream, type BoardStreamDeps } from './board-stream.ts';
import type { BoardService } from './board.service.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';
import { sendCsvDownload } from '../../http/csv.ts';

export interface BoardRouteDeps {
  board: BoardService;
  accounts: AccountsRepository;
  requireTenant: preHandlerAsyncHookHandler;
  stream: BoardStreamDeps;
  /** Today's lists, shared until the account's orders change (decision 031). */
  listCache: BoardListCache;
}

/** The owner's orders board: lists, CSV, live stream, status moves and line edits. */
export function registerBoardRoutes(app: FastifyInstance, deps: BoardRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { board, requireTenant } = deps;
  const common = { preHandler: requireTenant };

  for (const kind of BUSINESS_KINDS) {
    const contract = boardRoutes[kind];
    const docs = { tags: [tagOf(kind, 'orders')], security: sessionSecurity };

    routes.route({
      ...routeOf(contract.list, docs),
      ...common,
      // Order history with customers' contact details: each read is in the access log.
      config: { audit: 'collection' as const },
      handler: async (request, reply) => {
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
    });

    routes.route({
      ...routeOf(contract.csv, docs),
      ...common,
      config: { audit: 'collection' as const },
      handler: async (request, reply) =>
        sendCsvDownload(reply, await board.csv(tenantOf(request), kind, request.query)),
    });

    routes.route({
      ...streamRouteOf(contract.events, docs),
      ...common,
      handler: async (request, reply) => {
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
    });
  }

  const orderRoute = sessionRoutesOf(['orders'], requireTenant);

  routes.route({
    ...orderRoute(orderRoutes.get),
    handler: (request) => board.get(tenantOf(request), request.params.orderId),
  });

  routes.route({
    ...orderRoute(orderRoutes.moveStatus),
    handler: (request) => board.moveStatus(tenantOf(request), request.params.orderId, request.body),
  });

  routes.route({
    ...orderRoute(orderRoutes.editLines),
    handler: (request) => board.editLines(tenantOf(request), request.params.orderId, request.body),
  });
}
