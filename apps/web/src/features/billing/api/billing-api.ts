import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { billingPlansSchema } from '@scanorder/shared/billing/prices';
import {
  billingSubscriptionSchema,
  portalSessionSchema,
  type PlanChangeInput,
} from '@scanorder/shared/billing/subscription';
import {
  checkoutSessionSchema,
  checkoutStatusSchema,
  type CheckoutSessionInput,
} from '@scanorder/shared/billing/checkout';
import { downgradeRefusedSchema, type DowngradeCheck } from '@scanorder/shared/billing/plan-change';
import {
  payoutAccountSchema,
  payoutBalanceSchema,
  payoutOnboardingSchema,
  type LocalOnboardingInput,
  type PayoutOnboardingInput,
} from '@scanorder/shared/billing/payouts';
import type { BillingInterval } from '@scanorder/shared/plans/catalog';
import { ApiError, apiGet, apiPost, apiRequest } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const BASE = '/api/v1/billing';
const idPath = (id: string) => encodeURIComponent(id);

export const billingPlansQuery = (interval: BillingInterval, currency: string) =>
  queryOptions({
    queryKey: queryKeys.billing.plans(interval, currency),
    queryFn: ({ signal }) =>
      apiGet(
        `${BASE}/plans?${new URLSearchParams({ interval, currency }).toString()}`,
        billingPlansSchema,
        signal,
      ),
    staleTime: 5 * 60_000,
  });

export const subscriptionQuery = queryOptions({
  queryKey: queryKeys.billing.subscription,
  queryFn: ({ signal }) => apiGet(`${BASE}/subscription`, billingSubscriptionSchema, signal),
});

export const payoutAccountQuery = queryOptions({
  queryKey: queryKeys.billing.payoutAccount,
  queryFn: ({ signal }) => apiGet(`${BASE}/payouts/account`, payoutAccountSchema, signal),
});

/** The connected account's balance and recent payouts (the local provider's simulated ones). */
export const payoutBalanceQuery = queryOptions({
  queryKey: queryKeys.billing.payoutBalance,
  queryFn: ({ signal }) => apiGet(`${BASE}/payouts/balance`, payoutBalanceSchema, signal),
});

export const checkoutStatusQuery = (sessionId: string) =>
  queryOptions({
    queryKey: queryKeys.billing.checkout(sessionId),
    queryFn: ({ signal }) =>
      apiGet(`${BASE}/checkout-sessions/${idPath(sessionId)}`, checkoutStatusSchema, signal),
    staleTime: Infinity,
  });

/** A POST without a body: no JSON content type, which the server would refuse empty. */
const postEmpty = <T>(path: string, schema: z.ZodType<T>) =>
  apiRequest(path, { method: 'POST', schema });

export const createCheckout = (input: CheckoutSessionInput) =>
  apiPost(`${BASE}/checkout-sessions`, input, checkoutSessionSchema);

/** TEST MODE only: completes the built-in provider's checkout without a card. */
export const completeLocalCheckout = (sessionId: string) =>
  postEmpty(`${BASE}/local-checkout/${idPath(sessionId)}/complete`, billingSubscriptionSchema);

export const changePlan = (input: PlanChangeInput) =>
  apiPost(`${BASE}/subscription/plan`, input, billingSubscriptionSchema);

export const setPaused = (paused: boolean) =>
  postEmpty(`${BASE}/subscription/${paused ? 'pause' : 'resume'}`, billingSubscriptionSchema);

export const setCancelAtPeriodEnd = (cancelAtPeriodEnd: boolean) =>
  apiPost(`${BASE}/subscription/cancel`, { cancelAtPeriodEnd }, billingSubscriptionSchema);

export const createPortalSession = () => postEmpty(`${BASE}/portal-sessions`, portalSessionSchema);

export const startPayoutOnboarding = (input: PayoutOnboardingInput) =>
  apiPost(`${BASE}/payouts/onboarding`, input, payoutOnboardingSchema);

export const deletePayoutAccount = () =>
  apiRequest(`${BASE}/payouts/account`, { method: 'DELETE' });

/** TEST MODE only: the in-app onboarding form of the built-in provider. */
export const completeLocalOnboarding = ({
  accountId,
  input,
}: {
  accountId: string;
  input: LocalOnboardingInput;
}) =>
  apiPost(
    `${BASE}/payouts/local-onboarding/${idPath(accountId)}/complete`,
    input,
    payoutAccountSchema,
  );

/** The branches, members and QR codes to delete when UPDATE PLAN was refused as a downgrade. */
export function downgradeOf(error: unknown): DowngradeCheck | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = downgradeRefusedSchema.safeParse(error.body);
  return parsed.success ? parsed.data.downgrade : null;
}
