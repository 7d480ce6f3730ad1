import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@scanorder/shared/api/contract';
import { AppError } from '@scanorder/shared/errors/app-error';
import {
  boardMessages,
  boardOrderSchema,
  boardTicketSchema,
  kioskOrdersQuerySchema,
  kioskPinInputSchema,
  kioskSessionSchema,
  ownerOrderListSchema,
} from '@scanorder/shared/ordering/board';
import { orderStatusInputSchema } from '@scanorder/shared/ordering/place-order';
import { openBoardStream, type BoardStreamDeps } from '../board/board-stream.ts';
import { kioskActorOf } from '../board/board-view.ts';
import type { BoardService } from '../board/board.service.ts';
import { sessionOf, type KioskContext, type KioskService } from './kiosk.service.ts';

/** Over https the name carries the __Secure- prefix, as the session cookie's does. */
export const kioskCookieName = (secure: boolean) =>
  secure ? '__Secure-scanorder.kiosk' : 'scanorder.kiosk';
/** Marks a device that opened a branch before: it gets through a branch-wide PIN lock. */
export const kioskDeviceCookieName = (secure: boolean) =>
  secure ? '__Secure-scanorder.kiosk-device' : 'scanorder.kiosk-device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** The browser sends the kiosk cookie to kiosk endpoints only; no other endpoint reads it. */
export const KIOSK_COOKIE_PATH = '/api/v1/kiosk';
/** PIN tries one client address may make per minute, whichever branch (on top of the lockout). */
export const KIOSK_SIGN_IN_RATE_LIMIT = 20;

declare module 'fastify' {
  interface FastifyRequest {
    kiosk: KioskContext | null;
  }
}

export interface KioskRouteDeps {
  kiosk: KioskService;
  board: BoardService;
  stream: BoardStreamDeps;
  secureCookies: boolean;
}

const errors = errorResponses([400, 401, 404, 409, 429]);
const TAG = 'kiosk';

/**
 * Kiosk mode (docs/product/kiosk-and-sessions.md): a branch's staff PIN opens that branch's orders on a
 * shared device without a team account. It can list, follow and move that branch's orders only.
 */
export function registerKioskRoutes(app: FastifyInstance, deps: KioskRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { kiosk, board } = deps;
  const KIOSK_COOKIE = kioskCookieName(deps.secureCookies);
  const DEVICE_COOKIE = kioskDeviceCookieName(deps.secureCookies);
  app.decorateRequest('kiosk', null);

  const cookieOf = (request: FastifyRequest, name = KIOSK_COOKIE) => {
    const raw = request.cookies[name];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : null;
  };
  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(KIOSK_COOKIE, {
      path: KIOSK_COOKIE_PATH,
      secure: deps.secureCookies,
      httpOnly: true,
      sameSite: 'strict',
    });

  async function requireKiosk(request: FastifyRequest, reply: FastifyReply) {
    const token = cookieOf(request);
    const context = token ? await kiosk.contextOf(token) : null;
    if (!context) {
      if (token !== null || request.cookies[KIOSK_COOKIE]) clearCookie(reply);
      throw new AppError('UNAUTHENTICATED', boardMessages.kioskSignedOut);
    }
    request.kiosk = context;
  }
  const kioskOf = (request: FastifyRequest): KioskContext => {
    if (!request.kiosk) throw new AppError('UNAUTHENTICATED', boardMessages.kioskSignedOut);
    return request.kiosk;
  };

  routes.post(
    '/api/v1/kiosk/branches/:branchId/session',
    {
      // An owner path (decision 042): a wrong PIN's count must commit though the answer is an
      // error, and a request's scope rolls back with its error.
      config: { rateLimit: { max: KIOSK_SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: [TAG],
        summary:
          "Open this branch's board on this device with its staff PIN (401 wrong PIN; 429 after five wrong PINs from this address, 5 minutes doubling, or while the branch is locked after many from anywhere)",
        params: z.object({ branchId: z.uuid() }),
        body: kioskPinInputSchema,
        response: { 200: kioskSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { branchId } = request.params;
      const result = await kiosk.signIn(branchId, request.body.pin, {
        client: request.ip,
        trustedDevice: cookieOf(request, DEVICE_COOKIE) === branchId,
      });
      if (result.outcome === 'locked') {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', result.message, 'pin');
      }
      reply.setCookie(KIOSK_COOKIE, result.token, {
        signed: true,
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.secureCookies,
        path: KIOSK_COOKIE_PATH,
        maxAge: result.maxAgeSeconds,
      });
      reply.setCookie(DEVICE_COOKIE, branchId, {
        signed: true,
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.secureCookies,
        path: KIOSK_COOKIE_PATH,
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return result.session;
    },
  );

  routes.get(
    '/api/v1/kiosk/session',
    {
      preHandler: requireKiosk,
      schema: {
        tags: [TAG],
        summary: "This device's kiosk session (401 when there is none)",
        response: { 200: kioskSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sessionOf(kioskOf(request));
    },
  );

  routes.delete(
    '/api/v1/kiosk/session',
    { schema: { tags: [TAG], summary: 'Close kiosk mode on this device' } },
    async (_request, reply) => clearCookie(reply).status(204).send(),
  );

  routes.get(
    '/api/v1/kiosk/orders',
    {
      preHandler: requireKiosk,
      schema: {
        tags: [TAG],
        summary: "The branch's orders of a filter (current, completed, future)",
        querystring: kioskOrdersQuerySchema,
        response: { 200: ownerOrderListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const context = kioskOf(request);
      reply.header('cache-control', 'no-store');
      return board.listForBranch(
        context.scope,
        context.kind,
        { businessId: context.businessId, branchId: context.branchId },
        request.query.filter,
      );
    },
  );

  routes.get(
    '/api/v1/kiosk/orders/events',
    {
      preHandler: requireKiosk,
      schema: {
        tags: [TAG],
        summary: "Server-Sent Events of the branch's orders, as the owner's board stream",
        querystring: z.object({ since: z.string().max(40).optional() }),
      },
    },
    async (request, reply) => {
      const context = kioskOf(request);
      const token = cookieOf(request)!;
      const lastEventId = request.headers['last-event-id'];
      openBoardStream(
        request,
        reply,
        {
          scope: context.scope,
          kind: context.kind,
          board: { businessId: context.businessId, branchId: context.branchId },
          cursor:
            (Array.isArray(lastEventId) ? lastEventId[0] : lastEventId) ?? request.query.since,
          stillAllowed: async () => (await kiosk.contextOf(token)) !== null,
        },
        deps.stream,
      );
    },
  );

  routes.get(
    '/api/v1/kiosk/orders/:orderId',
    {
      preHandler: requireKiosk,
      schema: {
        tags: [TAG],
        summary: "One of the branch's orders, opened: its ticket plus status history and edits",
        params: z.object({ orderId: z.uuid() }),
        response: { 200: boardOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const context = kioskOf(request);
      reply.header('cache-control', 'no-store');
      return board.getForBranch(context.scope, context.branchId, request.params.orderId);
    },
  );

  routes.put(
    '/api/v1/kiosk/orders/:orderId/status',
    {
      preHandler: requireKiosk,
      schema: {
        tags: [TAG],
        summary: "Move one of the branch's orders along the transition table (409 when stale)",
        params: z.object({ orderId: z.uuid() }),
        body: orderStatusInputSchema,
        response: { 200: boardTicketSchema, ...errors },
      },
    },
    (request) => {
      const context = kioskOf(request);
      return board.moveAs(
        { scope: context.scope, actor: kioskActorOf(context.branchId), branchId: context.branchId },
        request.params.orderId,
        request.body,
      );
    },
  );
}
