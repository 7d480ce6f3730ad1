import { guestLocaleOf } from '../../http/guest-locale.ts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@scanorder/shared/errors/app-error';
import {
  onlinePaymentStatusSchema,
  orderPaymentSchema,
  payOrderInputSchema,
  payOrderResultSchema,
  refundInputSchema,
} from '@scanorder/shared/payments/payments';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { payoutBalanceSchema } from '@scanorder/shared/billing/payouts';
import { tenantOf } from '../../auth/tenant-guard.ts';
import { errorResponses, sessionSecurity } from '../../http/route-helpers.ts';
import type { PaymentsService } from './payments.service.ts';
import type { PublicAccountOf } from '../../tenancy/request-scope.ts';

const orderParams = z.object({ orderId: z.uuid() });
const kindParams = z.object({ kind: z.enum(BUSINESS_KINDS) });
const paymentParams = z.object({ orderId: z.uuid(), paymentId: z.uuid() });
const publicErrors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
} as const;
const PUBLIC_TAG = 'public payments';

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
  const base = '/api/v1/public/orders/:orderId';

  routes.get(
    `${base}/payment`,
    {
      config: { tenantScope: deps.orderAccount },
      schema: {
        tags: [PUBLIC_TAG],
        summary:
          "An order's payment side: whether it can be paid online, what is due, tip choices, payments and refunds",
        params: orderParams,
        response: { 200: orderPaymentSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.getOrderPayment(request.params.orderId);
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
          'Pay what the order owes plus the chosen tip (amounts computed by the server; the same idempotency key answers with the same payment)',
        params: orderParams,
        body: payOrderInputSchema,
        response: { 200: payOrderResultSchema, ...publicErrors },
      },
    },
    // The receipt email goes out in the language the guest's page is in (issue 22).
    async (request) =>
      payments.pay(request.params.orderId, request.body, guestLocaleOf(request).locale),
  );

  routes.post(
    `${base}/payments/:paymentId/refresh`,
    {
      config: { tenantScope: deps.orderAccount },
      schema: {
        tags: [PUBLIC_TAG],
        summary: "Read a payment's state from the provider after the browser confirmed it",
        params: paymentParams,
        response: { 200: payOrderResultSchema, ...publicErrors },
      },
    },
    async (request) => payments.refreshPayment(request.params.orderId, request.params.paymentId),
  );

  routes.get(
    '/api/v1/orders/:orderId/payment',
    {
      preHandler: deps.requireTenant,
      schema: {
        tags: ['payments'],
        summary: "An order's payments and refunds, as the team sees them on the order",
        security: sessionSecurity,
        params: orderParams,
        response: { 200: orderPaymentSchema, ...errorResponses },
      },
    },
    async (request) => payments.getForTeam(tenantOf(request), request.params.orderId),
  );

  routes.post(
    '/api/v1/orders/:orderId/refunds',
    {
      preHandler: deps.requireTenant,
      schema: {
        tags: ['payments'],
        summary:
          "Refund an order's payment in full (no amount) or in part, never more than was paid (admins and managers)",
        security: sessionSecurity,
        params: orderParams,
        body: refundInputSchema,
        response: { 200: orderPaymentSchema, ...errorResponses },
      },
    },
    async (request) => payments.refund(tenantOf(request), request.params.orderId, request.body),
  );

  routes.get(
    '/api/v1/businesses/:kind/online-payment',
    {
      preHandler: deps.requireTenant,
      schema: {
        tags: ['payments'],
        summary:
          "Whether the business's guests are offered online payment now, and if not, why (Payment Not Available, or payout onboarding not complete)",
        security: sessionSecurity,
        params: kindParams,
        response: { 200: onlinePaymentStatusSchema, ...errorResponses },
      },
    },
    async (request) => payments.onlinePaymentStatus(tenantOf(request), request.params.kind),
  );

  // Beside payout onboarding in the API, but the money is the payments' (their ledger, or the
  // connected account the payment provider charges for).
  routes.get(
    '/api/v1/billing/payouts/balance',
    {
      preHandler: deps.requireTenant,
      schema: {
        tags: ['billing'],
        summary:
          "The connected account's balance and recent payouts (Stripe), or the local provider's ledger with its TEST MODE daily payouts (admins and managers)",
        security: sessionSecurity,
        response: {
          200: payoutBalanceSchema,
          ...errorResponses,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => payments.payoutBalance(tenantOf(request)),
  );
}
