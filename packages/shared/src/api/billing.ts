import { z } from 'zod';
import {
  checkoutSessionInputSchema,
  checkoutSessionSchema,
  checkoutStatusSchema,
} from '../billing/checkout.ts';
import { downgradePreviewSchema, downgradeRefusedSchema } from '../billing/plan-change.ts';
import {
  localOnboardingInputSchema,
  payoutAccountSchema,
  payoutOnboardingInputSchema,
  payoutOnboardingSchema,
} from '../billing/payouts.ts';
import {
  billingPlansQuerySchema,
  billingPlansSchema,
  billingPriceSchema,
} from '../billing/prices.ts';
import {
  billingSubscriptionSchema,
  cancelSubscriptionInputSchema,
  planChangeInputSchema,
  portalSessionSchema,
} from '../billing/subscription.ts';
import { errorEnvelopeSchema } from '../errors/app-error.ts';
import { defineRoute, errorResponses, SIGNED_IN_ERRORS } from './contract.ts';

const BASE = '/api/v1/billing';
/** A provider that is down answers 503. */
const refusals = errorResponses([...SIGNED_IN_ERRORS, 503]);
const providerId = z.string().min(1).max(255);
const sessionParams = z.object({ sessionId: providerId });
const accountParams = z.object({ accountId: providerId });
const subscriptionAnswer = { 200: billingSubscriptionSchema, ...refusals };

/**
 * Billing (docs/product/plans-and-limits.md): plans, subscription, checkout, plan changes,
 * pause/resume, cancel/activate, MANAGE BILLING and payout onboarding. The payout balance is
 * with the payments routes (api/payments.ts).
 */
export const billingRoutes = {
  plans: defineRoute({
    method: 'GET',
    path: `${BASE}/plans`,
    summary: "The billing provider's plan prices for an interval in a currency",
    schema: {
      querystring: billingPlansQuerySchema,
      response: { 200: billingPlansSchema, ...refusals },
    },
  }),
  subscription: defineRoute({
    method: 'GET',
    path: `${BASE}/subscription`,
    summary: 'Subscription Details, trial and whether the account counts as subscribed',
    schema: { response: subscriptionAnswer },
  }),
  createCheckout: defineRoute({
    method: 'POST',
    path: `${BASE}/checkout-sessions`,
    summary: 'Start a checkout: a new subscription, or new payment details (admin)',
    schema: {
      body: checkoutSessionInputSchema,
      response: { 201: checkoutSessionSchema, ...refusals },
    },
  }),
  checkoutStatus: defineRoute({
    method: 'GET',
    path: `${BASE}/checkout-sessions/:sessionId`,
    summary: "A checkout's status and customer email",
    schema: { params: sessionParams, response: { 200: checkoutStatusSchema, ...refusals } },
  }),
  completeLocalCheckout: defineRoute({
    method: 'POST',
    path: `${BASE}/local-checkout/:sessionId/complete`,
    summary: 'TEST MODE: complete a local checkout without a card (local provider only)',
    schema: { params: sessionParams, response: subscriptionAnswer },
  }),
  downgradeCheck: defineRoute({
    method: 'GET',
    path: `${BASE}/subscription/downgrade-check`,
    summary: 'What changing to a price meets: branches per kind, members and QR codes',
    schema: {
      querystring: z.object({ priceId: z.string().trim().min(1, 'Price field is required') }),
      response: { 200: downgradePreviewSchema, ...refusals },
    },
  }),
  /** A refused downgrade answers 409 with what to delete first (see downgradeRefusedSchema). */
  changePlan: defineRoute({
    method: 'POST',
    path: `${BASE}/subscription/plan`,
    summary: 'UPDATE PLAN: change the price; a downgrade must fit the new limits (admin)',
    schema: {
      body: planChangeInputSchema,
      response: {
        200: billingSubscriptionSchema,
        ...refusals,
        409: z.union([downgradeRefusedSchema, errorEnvelopeSchema]),
      },
    },
  }),
  pause: defineRoute({
    method: 'POST',
    path: `${BASE}/subscription/pause`,
    summary: 'Pause collection (admin)',
    schema: { response: subscriptionAnswer },
  }),
  resume: defineRoute({
    method: 'POST',
    path: `${BASE}/subscription/resume`,
    summary: 'Resume collection (admin)',
    schema: { response: subscriptionAnswer },
  }),
  cancel: defineRoute({
    method: 'POST',
    path: `${BASE}/subscription/cancel`,
    summary: 'Cancel at period end (true) or activate again (false) (admin)',
    schema: { body: cancelSubscriptionInputSchema, response: subscriptionAnswer },
  }),
  portal: defineRoute({
    method: 'POST',
    path: `${BASE}/portal-sessions`,
    summary: 'MANAGE BILLING: a billing portal URL (admin)',
    schema: { response: { 201: portalSessionSchema, ...refusals } },
  }),
  startPayoutOnboarding: defineRoute({
    method: 'POST',
    path: `${BASE}/payouts/onboarding`,
    summary: 'Start payout onboarding: connected account and onboarding link (admin)',
    schema: {
      body: payoutOnboardingInputSchema,
      response: { 201: payoutOnboardingSchema, ...refusals },
    },
  }),
  payoutAccount: defineRoute({
    method: 'GET',
    path: `${BASE}/payouts/account`,
    summary: 'The connected payout account and its onboarding state',
    schema: { response: { 200: payoutAccountSchema, ...refusals } },
  }),
  deletePayoutAccount: defineRoute({
    method: 'DELETE',
    path: `${BASE}/payouts/account`,
    summary: 'Delete the connected payout account (admin)',
    schema: { response: { 204: z.null(), ...refusals } },
  }),
  completeLocalOnboarding: defineRoute({
    method: 'POST',
    path: `${BASE}/payouts/local-onboarding/:accountId/complete`,
    summary: 'TEST MODE: complete the in-app onboarding form (local provider only)',
    schema: {
      params: accountParams,
      body: localOnboardingInputSchema,
      response: { 200: payoutAccountSchema, ...refusals },
    },
  }),
};

/** Public pricing (no session): the billing provider's plans, as the signed-in PRICING shows them. */
export const planRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/v1/plans',
    summary: 'Plan prices for an interval in a currency (falls back to USD)',
    schema: {
      querystring: billingPlansQuerySchema,
      response: {
        200: z.object({ plans: z.array(billingPriceSchema) }),
        ...errorResponses([400, 503]),
      },
    },
  }),
};
