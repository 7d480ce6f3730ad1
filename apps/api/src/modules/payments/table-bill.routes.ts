import { guestLocaleOf } from '../../http/guest-locale.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tableBillRoutes, teamPaymentRoutes } from '@scanorder/shared/api/payments';
import { tenantOf } from '../../auth/tenant-guard.ts';
import { routeOf } from '../../http/contract-route.ts';
import { publicPaymentDocs, teamPaymentDocs, type PaymentRouteDeps } from './payments.routes.ts';

/** A table's open bill (decision 047), reached by any of its orders' random ids. */
export function registerTableBillRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { payments } = deps;

  routes.route({
    ...routeOf(tableBillRoutes.bill, publicPaymentDocs),
    config: { tenantScope: deps.orderAccount },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.getBill(request.params.orderId);
    },
  });

  routes.route({
    ...routeOf(tableBillRoutes.pay, publicPaymentDocs),
    config: {
      rateLimit: { max: deps.payRateLimit, timeWindow: '1 minute' },
      tenantScope: deps.orderAccount,
    },
    handler: async (request) =>
      payments.payBill(request.params.orderId, request.body, guestLocaleOf(request).locale),
  });

  routes.route({
    ...routeOf(tableBillRoutes.refresh, publicPaymentDocs),
    config: { tenantScope: deps.orderAccount },
    handler: async (request) =>
      payments.refreshBillPayment(request.params.orderId, request.params.paymentId),
  });

  routes.route({
    ...routeOf(teamPaymentRoutes.orderBill, teamPaymentDocs),
    preHandler: deps.requireTenant,
    handler: async (request) => payments.billForTeam(tenantOf(request), request.params.orderId),
  });

  routes.route({
    ...routeOf(teamPaymentRoutes.refundShare, teamPaymentDocs),
    preHandler: deps.requireTenant,
    handler: async (request) =>
      payments.refundShare(
        tenantOf(request),
        request.params.orderId,
        request.params.paymentId,
        request.body,
      ),
  });

  routes.route({
    ...routeOf(teamPaymentRoutes.openBills, teamPaymentDocs),
    preHandler: deps.requireTenant,
    handler: async (request) => payments.openBills(tenantOf(request), request.params.kind),
  });
}
