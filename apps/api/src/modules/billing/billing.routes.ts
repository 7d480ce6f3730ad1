import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, SIGNED_IN_ERRORS } from '@scanorder/shared/api/contract';
import { billingPlansQuerySchema, billingPlansSchema } from '@scanorder/shared/billing/prices';
import {
  billingSubscriptionSchema,
  cancelSubscriptionInputSchema,
  planChangeInputSchema,
  portalSessionSchema,
} from '@scanorder/shared/billing/subscription';
import {
  checkoutSessionInputSchema,
  checkoutSessionSchema,
  checkoutStatusSchema,
} from '@scanorder/shared/billing/checkout';
import {
  downgradePreviewSchema,
  downgradeRefusedSchema,
} from '@scanorder/shared/billing/plan-change';
import {
  localOnboardingInputSchema,
  payoutAccountSchema,
  payoutOnboardingInputSchema,
  payoutOnboardingSchema,
} from '@scanorder/shared/billing/payouts';
import { errorEnvelopeSchema } from '@scanorder/shared/errors/app-error';
import type { PayoutsService } from './payouts.service.ts';
import type { PlanChangesService } from './plan-changes.service.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

const BASE = '/api/v1/billing';

/** A provider that is down answers 503. */
const refusals = errorResponses([...SIGNED_IN_ERRORS, 503]);

const providerId = z.string().min(1).max(255);
const sessionParams = z.object({ sessionId: providerId });
const accountParams = z.object({ accountId: providerId });

/**
 * Billing under /api/v1/billing (docs/product/plans-and-limits.md): plans, subscription, checkout, plan
 * changes, pause/resume, cancel/activate, MANAGE BILLING and payout onboarding. Every route
 * authenticates in `onRequest`, before anything the caller sent is parsed; the services check roles.
 */
export function registerBillingRoutes(
  app: FastifyInstance,
  deps: {
    subscriptions: SubscriptionsService;
    planChanges: PlanChangesService;
    payouts: PayoutsService;
    requireTenant: onRequestAsyncHookHandler;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { subscriptions, planChanges, payouts } = deps;
  const common = { onRequest: deps.requireTenant } as const;
  const describe = (summary: string) => ({
    tags: ['billing'],
    summary,
    security: [{ session: [] }],
  });

  routes.get(
    `${BASE}/plans`,
    {
      ...common,
      schema: {
        ...describe("The billing provider's plan prices for an interval in a currency"),
        querystring: billingPlansQuerySchema,
        response: { 200: billingPlansSchema, ...refusals },
      },
    },
    (request) => subscriptions.plans(tenantOf(request), request.query),
  );

  routes.get(
    `${BASE}/subscription`,
    {
      ...common,
      schema: {
        ...describe('Subscription Details, trial and whether the account counts as subscribed'),
        response: { 200: billingSubscriptionSchema, ...refusals },
      },
    },
    (request) => subscriptions.get(tenantOf(request)),
  );

  routes.post(
    `${BASE}/checkout-sessions`,
    {
      ...common,
      schema: {
        ...describe('Start a checkout: a new subscription, or new payment details (admin)'),
        body: checkoutSessionInputSchema,
        response: { 201: checkoutSessionSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await subscriptions.createCheckout(tenantOf(request), request.body)),
  );

  routes.get(
    `${BASE}/checkout-sessions/:sessionId`,
    {
      ...common,
      schema: {
        ...describe("A checkout's status and customer email"),
        params: sessionParams,
        response: { 200: checkoutStatusSchema, ...refusals },
      },
    },
    (request) => subscriptions.checkoutStatus(tenantOf(request), request.params.sessionId),
  );

  routes.post(
    `${BASE}/local-checkout/:sessionId/complete`,
    {
      ...common,
      schema: {
        ...describe('TEST MODE: complete a local checkout without a card (local provider only)'),
        params: sessionParams,
        response: { 200: billingSubscriptionSchema, ...refusals },
      },
    },
    (request) => subscriptions.completeLocalCheckout(tenantOf(request), request.params.sessionId),
  );

  routes.get(
    `${BASE}/subscription/downgrade-check`,
    {
      ...common,
      schema: {
        ...describe('What changing to a price meets: branches per kind, members and QR codes'),
        querystring: z.object({ priceId: z.string().trim().min(1, 'Price field is required') }),
        response: { 200: downgradePreviewSchema, ...refusals },
      },
    },
    (request) => planChanges.downgradeCheck(tenantOf(request), request.query.priceId),
  );

  routes.post(
    `${BASE}/subscription/plan`,
    {
      ...common,
      schema: {
        ...describe('UPDATE PLAN: change the price; a downgrade must fit the new limits (admin)'),
        body: planChangeInputSchema,
        response: {
          200: billingSubscriptionSchema,
          ...refusals,
          409: z.union([downgradeRefusedSchema, errorEnvelopeSchema]),
        },
      },
    },
    (request) => planChanges.changePlan(tenantOf(request), request.body),
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    routes.post(
      `${BASE}/subscription/${action}`,
      {
        ...common,
        schema: {
          ...describe(paused ? 'Pause collection (admin)' : 'Resume collection (admin)'),
          response: { 200: billingSubscriptionSchema, ...refusals },
        },
      },
      (request) => planChanges.setPaused(tenantOf(request), paused),
    );
  }

  routes.post(
    `${BASE}/subscription/cancel`,
    {
      ...common,
      schema: {
        ...describe('Cancel at period end (true) or activate again (false) (admin)'),
        body: cancelSubscriptionInputSchema,
        response: { 200: billingSubscriptionSchema, ...refusals },
      },
    },
    (request) => planChanges.setCancelAtPeriodEnd(tenantOf(request), request.body),
  );

  routes.post(
    `${BASE}/portal-sessions`,
    {
      ...common,
      schema: {
        ...describe('MANAGE BILLING: a billing portal URL (admin)'),
        response: { 201: portalSessionSchema, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await subscriptions.portal(tenantOf(request))),
  );

  routes.post(
    `${BASE}/payouts/onboarding`,
    {
      ...common,
      schema: {
        ...describe('Start payout onboarding: connected account and onboarding link (admin)'),
        body: payoutOnboardingInputSchema,
        response: { 201: payoutOnboardingSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await payouts.startOnboarding(tenantOf(request), request.body)),
  );

  routes.get(
    `${BASE}/payouts/account`,
    {
      ...common,
      schema: {
        ...describe('The connected payout account and its onboarding state'),
        response: { 200: payoutAccountSchema, ...refusals },
      },
    },
    (request) => payouts.getAccount(tenantOf(request)),
  );

  routes.delete(
    `${BASE}/payouts/account`,
    {
      ...common,
      schema: {
        ...describe('Delete the connected payout account (admin)'),
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await payouts.deleteAccount(tenantOf(request));
      return reply.status(204).send(null);
    },
  );

  routes.post(
    `${BASE}/payouts/local-onboarding/:accountId/complete`,
    {
      ...common,
      schema: {
        ...describe('TEST MODE: complete the in-app onboarding form (local provider only)'),
        params: accountParams,
        body: localOnboardingInputSchema,
        response: { 200: payoutAccountSchema, ...refusals },
      },
    },
    (request) =>
      payouts.completeLocalOnboarding(tenantOf(request), request.params.accountId, request.body),
  );
}
