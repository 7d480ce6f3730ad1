import { guestLocaleOf } from '../../http/guest-locale.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tableBillRoutes, teamPaymentRoutes } from '@scanorder/shared/api/payments';
import { tenantOf } from '../../auth/tenant-guard.ts';
import { paymentRoutesOf, type PaymentRouteDeps } from './payments.routes.ts';

/** A table's open bill (decision 047), reached by any of its orders' random ids. */
export function registerTableBillRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { payments } = deps;
  const { guest, guestAskingProvider, guestPaying, team } = paymentRoutesOf(deps);

  routes.route({
    ...guest(tableBillRoutes.bill),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.getBill(request.params.orderId);
    },
  });

  routes.route({
    ...guestPaying(tableBillRoutes.pay),
    handler: async (request) =>
      payments.payBill(request.params.orderId, request.body, guestLocaleOf(request).locale),
  });

  routes.route({
    ...guestAskingProvider(tableBillRoutes.refresh),
    handler: async (request) =>
      payments.refreshBillPayment(request.params.orderId, request.params.paymentId),
  });

  routes.route({
    ...guest(tableBillRoutes.shareReceipt),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return payments.getShareReceipt(request.params.orderId, request.params.paymentId);
    },
  });

  routes.route({
    ...team(teamPaymentRoutes.orderBill),
    handler: async (request) => payments.billForTeam(tenantOf(request), request.params.orderId),
  });

  routes.route({
    ...team(teamPaymentRoutes.refundShare),
    handler: async (request) =>
      payments.refundShare(
        tenantOf(request),
        request.params.orderId,
        request.params.paymentId,
        request.body,
      ),
  });

  routes.route({
    ...team(teamPaymentRoutes.counterPayment),
    handler: async (request) =>
      payments.counterPayment(tenantOf(request), request.params.orderId, request.body),
  });

  routes.route({
    ...team(teamPaymentRoutes.openBills),
    handler: async (request) => payments.openBills(tenantOf(request), request.params.kind),
  });
}
