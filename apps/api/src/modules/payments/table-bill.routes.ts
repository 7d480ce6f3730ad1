import { guestLocaleOf } from '../../http/guest-locale.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@scanorder/shared/errors/app-error';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { refundInputSchema } from '@scanorder/shared/payments/payments';
import {
  openBillsSchema,
  payBillInputSchema,
  payBillResultSchema,
  tableBillSchema,
} from '@scanorder/shared/payments/table-bill';
import { tenantOf } from '../../auth/tenant-guard.ts';
import { errorResponses, sessionSecurity } from '../../http/route-helpers.ts';
import type { PaymentRouteDeps } from './payments.routes.ts';

const orderParams = z.object({ orderId: z.uuid() });
const paymentParams = z.object({ orderId: z.uuid(), paymentId: z.uuid() });
const publicErrors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
} as const;
const PUBLIC_TAG = 'public payments';

/** A table's open bill (decision 047), reached by any of its orders' random ids. */
export function registerTableBillRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { payments } = deps;
  const base = '/api/v1/public/orders/:orderId/bill';

  routes.get(
    base,
    {
      config: { tenantScope: deps.orderAccount },
      schema: {
        tags: [PUBLIC_TAG],
        summary:
          "The table's open bill this dine-in order is on: every order of the table's sitting, what is paid and due, and each share",
        params: orderParams,
        response: { 200: tableBillSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.getBill(request.params.orderId);
    },
  );

  routes.post(
    `${base}/payments`,
    {
      config: {
        rateLimit: { max: deps.payRateLimit, timeWindow: '1 minute' },
        tenantScope: deps.orderAccount,
      },
      schema: {
        tags: [PUBLIC_TAG],
        summary:
          "Pay a share of the table's bill: all that is due, the next even share, or chosen items, plus a tip (amounts computed by the server)",
        params: orderParams,
        body: payBillInputSchema,
        response: { 200: payBillResultSchema, ...publicErrors },
      },
    },
    async (request) =>
      payments.payBill(request.params.orderId, request.body, guestLocaleOf(request).locale),
  );

  routes.post(
    `${base}/payments/:paymentId/refresh`,
    {
      config: { tenantScope: deps.orderAccount },
      schema: {
        tags: [PUBLIC_TAG],
        summary: "Read a bill share's state from the provider after the browser confirmed it",
        params: paymentParams,
        response: { 200: payBillResultSchema, ...publicErrors },
      },
    },
    async (request) =>
      payments.refreshBillPayment(request.params.orderId, request.params.paymentId),
  );

  routes.get(
    '/api/v1/orders/:orderId/bill',
    {
      preHandler: deps.requireTenant,
      schema: {
        tags: ['payments'],
        summary:
          "The table's bill this dine-in order is on, as the team sees it: its orders, what is due, and each share with what was refunded",
        security: sessionSecurity,
        params: orderParams,
        response: { 200: tableBillSchema, ...errorResponses },
      },
    },
    async (request) => payments.billForTeam(tenantOf(request), request.params.orderId),
  );

  routes.post(
    '/api/v1/orders/:orderId/bill/payments/:paymentId/refunds',
    {
      preHandler: deps.requireTenant,
      schema: {
        tags: ['payments'],
        summary:
          "Refund one share of the table's bill in full (no amount) or in part, never more than it still holds (admins and managers)",
        security: sessionSecurity,
        params: paymentParams,
        body: refundInputSchema,
        response: { 200: tableBillSchema, ...errorResponses },
      },
    },
    async (request) =>
      payments.refundShare(
        tenantOf(request),
        request.params.orderId,
        request.params.paymentId,
        request.body,
      ),
  );

  routes.get(
    '/api/v1/businesses/:kind/open-bills',
    {
      preHandler: deps.requireTenant,
      schema: {
        tags: ['payments'],
        summary: "The business's tables with dine-in orders not paid yet, and what each still owes",
        security: sessionSecurity,
        params: z.object({ kind: z.enum(BUSINESS_KINDS) }),
        response: { 200: openBillsSchema, ...errorResponses },
      },
    },
    async (request) => payments.openBills(tenantOf(request), request.params.kind),
  );
}
