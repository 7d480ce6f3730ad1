import { guestLocaleOf } from '../../http/guest-locale.ts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicPaymentRoutes, teamPaymentRoutes } from '@scanorder/shared/api/payments';
import { tenantOf } from '../../auth/tenant-guard.ts';
import { routeOf } from '../../http/contract-route.ts';
import { sessionSecurity } from '../../http/route-helpers.ts';
import type { PaymentsService } from './payments.service.ts';
import type { PublicAccountOf } from '../../tenancy/request-scope.ts';

export const publicPaymentDocs = { tags: ['public payments'] };
export const teamPaymentDocs = { tags: ['payments'], security: sessionSecurity };

export interface PaymentRouteDeps {
  payments: PaymentsService;
  /** Payment attempts one client address may make per minute. */
  payRateLimit: number;
  requireTenant: preHandlerAsyncHookHandler;
  /** The account of the order the URL names: the guest's routes run in its scope (decision 042). */
  orderAccount: PublicAccountOf;
}

/** The guest's payment step and receipt, reached by the random order id like the order page. */
export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { payments } = deps;

  routes.route({
    ...routeOf(publicPaymentRoutes.payment, publicPaymentDocs),
    config: { tenantScope: deps.orderAccount },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.getOrderPayment(request.params.orderId);
    },
  });

  routes.route({
    ...routeOf(publicPaymentRoutes.pay, publicPaymentDocs),
    config: {
      rateLimit: { max: deps.payRateLimit, timeWindow: '1 minute' },
      tenantScope: deps.orderAccount,
    },
    // The receipt email goes out in the language the guest's page is in (issue 22).
    handler: async (request) =>
      payments.pay(request.params.orderId, request.body, guestLocaleOf(request).locale),
  });

  routes.route({
    ...routeOf(publicPaymentRoutes.refresh, publicPaymentDocs),
    config: { tenantScope: deps.orderAccount },
    handler: async (request) =>
      payments.refreshPayment(request.params.orderId, request.params.paymentId),
  });

  routes.route({
    ...routeOf(teamPaymentRoutes.orderPayment, teamPaymentDocs),
    preHandler: deps.requireTenant,
    handler: async (request) => payments.getForTeam(tenantOf(request), request.params.orderId),
  });

  routes.route({
    ...routeOf(teamPaymentRoutes.refund, teamPaymentDocs),
    preHandler: deps.requireTenant,
    handler: async (request) =>
      payments.refund(tenantOf(request), request.params.orderId, request.body),
  });

  routes.route({
    ...routeOf(teamPaymentRoutes.onlinePayment, teamPaymentDocs),
    preHandler: deps.requireTenant,
    handler: async (request) =>
      payments.onlinePaymentStatus(tenantOf(request), request.params.kind),
  });

  // Beside payout onboarding in the API, but the money is the payments' (their ledger, or the
  // connected account the payment provider charges for).
  routes.route({
    ...routeOf(teamPaymentRoutes.payoutBalance, { tags: ['billing'], security: sessionSecurity }),
    preHandler: deps.requireTenant,
    handler: async (request) => payments.payoutBalance(tenantOf(request)),
  });
}
