import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { kioskRoutes } from '@scanorder/shared/api/kiosk';
import { AppError } from '@scanorder/shared/errors/app-error';
import { boardMessages } from '@scanorder/shared/ordering/board';
import { routeOf } from '../../http/contract-route.ts';
import { streamRouteOf } from '../../http/stream-route.ts';
import { signedCookieValue } from '../../http/signed-cookie.ts';
import { openBoardStream, type BoardStreamDeps } from '../board/board-stream.ts';
import { kioskActorOf } from '../board/board-view.ts';
import type { BoardService } from '../board/board.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import {
  PinRefusedError,
  sessionOf,
  type KioskContext,
  type KioskService,
} from './kiosk.service.ts';

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
  payments: Pick<PaymentsService, 'openBills' | 'recordAtCounter'>;
  stream: BoardStreamDeps;
  secureCookies: boolean;
}

const docs = { tags: ['kiosk'] };

/**
 * Kiosk mode (docs/product/kiosk-and-sessions.md): a branch's staff PIN opens that branch's orders on a
 * shared device without a team account. It can list, follow and move that branch's orders, and see
 * its tables' open bills, only.
 */
export function registerKioskRoutes(app: FastifyInstance, deps: KioskRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { kiosk, board } = deps;
  const KIOSK_COOKIE = kioskCookieName(deps.secureCookies);
  const DEVICE_COOKIE = kioskDeviceCookieName(deps.secureCookies);
  app.decorateRequest('kiosk', null);

  const cookieOf = (request: FastifyRequest, name = KIOSK_COOKIE) =>
    signedCookieValue(request, name);
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

  routes.route({
    ...routeOf(kioskRoutes.signIn, docs),
    // An owner path (decision 042): a wrong PIN's count must commit though the answer is an
    // error, and a request's scope rolls back with its error.
    config: { rateLimit: { max: KIOSK_SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { branchId } = request.params;
      const result = await kiosk.signIn(branchId, request.body.pin, {
        client: request.ip,
        trustedDevice: cookieOf(request, DEVICE_COOKIE) === branchId,
      });
      if (result.outcome === 'locked') {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new PinRefusedError('RATE_LIMITED', result.message, {
          lockedMinutes: result.minutes,
        });
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
  });

  routes.route({
    ...routeOf(kioskRoutes.session, docs),
    preHandler: requireKiosk,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sessionOf(kioskOf(request));
    },
  });

  routes.route({
    ...routeOf(kioskRoutes.signOut, docs),
    handler: async (_request, reply) => clearCookie(reply).status(204).send(),
  });

  routes.route({
    ...routeOf(kioskRoutes.list, docs),
    preHandler: requireKiosk,
    handler: async (request, reply) => {
      const context = kioskOf(request);
      reply.header('cache-control', 'no-store');
      return board.listForBranch(
        context.scope,
        context.kind,
        { businessId: context.businessId, branchId: context.branchId },
        request.query.filter,
      );
    },
  });

  routes.route({
    ...streamRouteOf(kioskRoutes.events, docs),
    preHandler: requireKiosk,
    handler: async (request, reply) => {
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
  });

  routes.route({
    ...routeOf(kioskRoutes.get, docs),
    preHandler: requireKiosk,
    handler: async (request, reply) => {
      const context = kioskOf(request);
      reply.header('cache-control', 'no-store');
      return board.getForBranch(context.scope, context.branchId, request.params.orderId);
    },
  });

  routes.route({
    ...routeOf(kioskRoutes.openBills, docs),
    preHandler: requireKiosk,
    handler: async (request, reply) => {
      const context = kioskOf(request);
      reply.header('cache-control', 'no-store');
      return deps.payments.openBills(context.scope, context.kind, context.branchId);
    },
  });

  routes.route({
    ...routeOf(kioskRoutes.counterPayment, docs),
    preHandler: requireKiosk,
    handler: async (request) => {
      const context = kioskOf(request);
      return deps.payments.recordAtCounter(
        context.scope,
        request.params.orderId,
        request.body,
        context.branchId,
      );
    },
  });

  routes.route({
    ...routeOf(kioskRoutes.moveStatus, docs),
    preHandler: requireKiosk,
    handler: (request) => {
      const context = kioskOf(request);
      return board.moveAs(
        { scope: context.scope, actor: kioskActorOf(context.branchId), branchId: context.branchId },
        request.params.orderId,
        request.body,
      );
    },
  });
}
