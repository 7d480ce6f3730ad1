import { queryOptions } from '@tanstack/react-query';
import { billingRoutes } from '@scanorder/shared/api/billing';
import { teamPaymentRoutes } from '@scanorder/shared/api/payments';
import type { PlanChangeInput } from '@scanorder/shared/billing/subscription';
import type { CheckoutSessionInput } from '@scanorder/shared/billing/checkout';
import { downgradeRefusedSchema, type DowngradeCheck } from '@scanorder/shared/billing/plan-change';
import type {
  LocalOnboardingInput,
  PayoutOnboardingInput,
} from '@scanorder/shared/billing/payouts';
import type { BillingInterval } from '@scanorder/shared/plans/catalog';
import { ApiError, callRoute } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const billingPlansQuery = (interval: BillingInterval, currency: string) =>
  queryOptions({
    queryKey: queryKeys.billing.plans(interval, currency),
    queryFn: ({ signal }) =>
      callRoute(billingRoutes.plans, { query: { interval, currency }, signal }),
    staleTime: 5 * 60_000,
  });

export const subscriptionQuery = queryOptions({
  queryKey: queryKeys.billing.subscription,
  queryFn: ({ signal }) => callRoute(billingRoutes.subscription, { signal }),
});

export const payoutAccountQuery = queryOptions({
  queryKey: queryKeys.billing.payoutAccount,
  queryFn: ({ signal }) => callRoute(billingRoutes.payoutAccount, { signal }),
});

/** The connected account's balance and recent payouts (the local provider's simulated ones). */
export const payoutBalanceQuery = queryOptions({
  queryKey: queryKeys.billing.payoutBalance,
  queryFn: ({ signal }) => callRoute(teamPaymentRoutes.payoutBalance, { signal }),
});

export const checkoutStatusQuery = (sessionId: string) =>
  queryOptions({
    queryKey: queryKeys.billing.checkout(sessionId),
    queryFn: ({ signal }) =>
      callRoute(billingRoutes.checkoutStatus, { params: { sessionId }, signal }),
    staleTime: Infinity,
  });

export const createCheckout = (input: CheckoutSessionInput) =>
  callRoute(billingRoutes.createCheckout, { body: input });

/** TEST MODE only: completes the built-in provider's checkout without a card. */
export const completeLocalCheckout = (sessionId: string) =>
  callRoute(billingRoutes.completeLocalCheckout, { params: { sessionId } });

export const changePlan = (input: PlanChangeInput) =>
  callRoute(billingRoutes.changePlan, { body: input });

export const setPaused = (paused: boolean) =>
  callRoute(paused ? billingRoutes.pause : billingRoutes.resume);

export const setCancelAtPeriodEnd = (cancelAtPeriodEnd: boolean) =>
  callRoute(billingRoutes.cancel, { body: { cancelAtPeriodEnd } });

export const createPortalSession = () => callRoute(billingRoutes.portal);

export const startPayoutOnboarding = (input: PayoutOnboardingInput) =>
  callRoute(billingRoutes.startPayoutOnboarding, { body: input });

export const deletePayoutAccount = () => callRoute(billingRoutes.deletePayoutAccount);

/** TEST MODE only: the in-app onboarding form of the built-in provider. */
export const completeLocalOnboarding = ({
  accountId,
  input,
}: {
  accountId: string;
  input: LocalOnboardingInput;
}) => callRoute(billingRoutes.completeLocalOnboarding, { params: { accountId }, body: input });

/** The branches, members and QR codes to delete when UPDATE PLAN was refused as a downgrade. */
export function downgradeOf(error: unknown): DowngradeCheck | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = downgradeRefusedSchema.safeParse(error.body);
  return parsed.success ? parsed.data.downgrade : null;
}
