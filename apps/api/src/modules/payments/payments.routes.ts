import { guestLocaleOf } from '../../http/guest-locale.ts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicPaymentRoutes, teamPaymentRoutes } from '@scanorder/shared/api/payments';
import { tenantOf } from '../../auth/tenant-guard.ts';
import type { RouteContract, RouteSchema } from '@scanorder/shared/api/contract';
import { routeOf } from '../../http/contract-route.ts';
import { sessionSecurity } from '../../http/route-helpers.ts';
import type { PaymentsService } from './payments.service.ts';
import type { PublicAccountOf } from '../../tenancy/request-scope.ts';

const publicPaymentDocs = { tags: ['public payments'] };
const teamPaymentDocs = { tags: ['payments'], security: sessionSecurity };

export interface PaymentRouteDeps {
  payments: PaymentsService;
  /** Payment attempts one client address may make per minute. */
  payRateLimit: number;
  requireTenant: preHandlerAsyncHookHandler;
  /** The account of the order the URL names: the guest's routes run in its scope (decision 042). */
  orderAccount: PublicAccountOf;
}

/**
 * Route options of the payment routes, by who calls them: the guest, by the order's random id and
 * in its account's scope; the guest's routes that ask the payment provider (paying, rate-limited
 * per client address, and reading a payment back), in short scopes the service opens around the
 * provider's calls (decision 057); the team, behind the tenant guard.
 */
export function paymentRoutesOf(deps: PaymentRouteDeps) {
  const ownScopes = { tenantScope: 'service' as const };
  return {
    guest: <S extends RouteSchema>(contract: RouteContract<S>) => ({
      ...routeOf(contract, publicPaymentDocs),
      config: { tenantScope: deps.orderAccount },
    }),
    guestAskingProvider: <S extends RouteSchema>(contract: RouteContract<S>) => ({
      ...routeOf(contract, publicPaymentDocs),
      config: ownScopes,
    }),
    guestPaying: <S extends RouteSchema>(contract: RouteContract<S>) => ({
      ...routeOf(contract, publicPaymentDocs),
      config: { ...ownScopes, rateLimit: { max: deps.payRateLimit, timeWindow: '1 minute' } },
    }),
    team: <S extends RouteSchema>(contract: RouteContract<S>, docs = teamPaymentDocs) => ({
      ...routeOf(contract, docs),
      preHandler: deps.requireTenant,
    }),
  };
}

/** The guest's payment step and receipt, reached by the random order id like the order page. */
export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { payments } = deps;
  const { guest, guestAskingProvider, guestPaying, team } = paymentRoutesOf(deps);

  routes.route({
    ...guest(publicPaymentRoutes.payment),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.getOrderPayment(request.params.orderId);
    },
  });

  routes.route({
    ...guestPaying(publicPaymentRoutes.pay),
    // The receipt email goes out in the language the guest's page is in (issue 22).
    handler: async (request) =>
      payments.pay(request.params.orderId, request.body, guestLocaleOf(request).locale),
  });

  routes.route({
    ...guestAskingProvider(publicPaymentRoutes.refresh),
    handler: async (request) =>
      payments.refreshPayment(request.params.orderId, request.params.paymentId),
  });

  routes.route({
    ...team(teamPaymentRoutes.orderPayment),
    handler: async (request) => payments.getForTeam(tenantOf(request), request.params.orderId),
  });

  routes.route({
    ...team(teamPaymentRoutes.refund),
    handler: async (request) =>
      payments.refund(tenantOf(request), request.params.orderId, request.body),
  });

  routes.route({
    ...team(teamPaymentRoutes.orderCounterPayment),
    handler: async (request) =>
      payments.orderCounterPayment(tenantOf(request), request.params.orderId, request.body),
  });

  routes.route({
    ...team(teamPaymentRoutes.onlinePayment),
    handler: async (request) =>
      payments.onlinePaymentStatus(tenantOf(request), request.params.kind),
  });

  // Beside payout onboarding in the API, but the money is the payments' (their ledger, or the
  // connected account the payment provider charges for).
  routes.route({
    ...team(teamPaymentRoutes.payoutBalance, { tags: ['billing'], security: sessionSecurity }),
    handler: async (request) => payments.payoutBalance(tenantOf(request)),
  });
}
