import { z } from 'zod';
import { BILLING_INTERVALS } from '../plans/catalog.ts';
import { BILLING_PROVIDERS, planLimitsSchema } from './prices.ts';

/** Stripe's subscription statuses; the local provider uses `active` only. */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

export interface SubscriptionState {
  status: string;
  currentPeriodEnd: Date | string;
}

const timeOf = (value: Date | string) =>
  value instanceof Date ? value.getTime() : new Date(value).getTime();

/**
 * docs/product/plans-and-limits.md: status trialing or active counts as subscribed only while the current period
 * end is in the future.
 */
export function isSubscriptionLive(
  subscription: SubscriptionState | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!subscription) return false;
  if (subscription.status !== 'trialing' && subscription.status !== 'active') return false;
  return timeOf(subscription.currentPeriodEnd) > now.getTime();
}

/** The services page opens for the 14-day trial or a live subscription (docs/product/plans-and-limits.md). */
export function hasServiceAccess(
  account: { trialEndsAt: Date | string; subscription?: SubscriptionState | null },
  now: Date = new Date(),
): boolean {
  return (
    timeOf(account.trialEndsAt) > now.getTime() || isSubscriptionLive(account.subscription, now)
  );
}

/** Subscription Details (docs/product/plans-and-limits.md, "Subscription"). */
export const subscriptionDetailsSchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.object({
    /** The price id (what UPDATE PLAN sends). */
    id: z.string(),
    productId: z.string(),
    planId: z.string(),
    productName: z.string(),
    rank: z.number().int(),
    amount: z.number().int(),
    interval: z.enum(BILLING_INTERVALS),
    currency: z.string(),
    metadata: planLimitsSchema,
  }),
  itemId: z.string(),
  pauseCollection: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  /** ISO instant the current period ends (the date the cancelled note shows). */
  currentPeriodEnd: z.string(),
  currency: z.string(),
  /** The provider's own trial end, when the subscription started with one. */
  trialEnd: z.string().nullable(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/** GET /api/v1/billing/subscription. */
export const billingSubscriptionSchema = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  testMode: z.boolean(),
  /** Trial or live subscription: what opens the service cards. */
  subscribed: z.boolean(),
  trial: z.object({ endsAt: z.string(), inTrial: z.boolean() }),
  subscription: subscriptionDetailsSchema.nullable(),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

export const cancelSubscriptionInputSchema = z.object({ cancelAtPeriodEnd: z.boolean() });
export type CancelSubscriptionInput = z.infer<typeof cancelSubscriptionInputSchema>;

export const planChangeInputSchema = z.object({
  priceId: z.string().trim().min(1, 'Price field is required').max(200),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code')
    .optional(),
});
export type PlanChangeInput = z.infer<typeof planChangeInputSchema>;

export const portalSessionSchema = z.object({ url: z.string() });
export type PortalSession = z.infer<typeof portalSessionSchema>;
