import { z } from 'zod';
import { BILLING_INTERVALS } from '../plans/catalog.ts';

/** The two billing providers (docs/decisions/005-billing-providers.md). */
export const BILLING_PROVIDERS = ['local', 'stripe'] as const;
export type BillingProviderKind = (typeof BILLING_PROVIDERS)[number];

/** A plan's limits, read from product metadata entityCount, memberCount and qrCount. */
export const planLimitsSchema = z.object({
  entityCount: z.number().int().min(0),
  memberCount: z.number().int().min(0),
  qrCount: z.number().int().min(0),
});

/**
 * One price of a plan in one currency (docs/product/plans-and-limits.md, "Price list item"). `priceId` is what
 * checkout and UPDATE PLAN take; with Stripe one price may serve several currencies.
 */
export const billingPriceSchema = z.object({
  priceId: z.string(),
  productId: z.string(),
  planId: z.string(),
  name: z.string(),
  rank: z.number().int(),
  interval: z.enum(BILLING_INTERVALS),
  currency: z.string(),
  /** Minor units. */
  unitAmount: z.number().int(),
  features: z.array(z.string()),
  limits: planLimitsSchema,
});
export type BillingPrice = z.infer<typeof billingPriceSchema>;

export const billingPlansQuerySchema = z.object({
  interval: z.enum(BILLING_INTERVALS).default('month'),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code')
    .default('INR'),
});
export type BillingPlansQuery = z.infer<typeof billingPlansQuerySchema>;

export const billingPlansSchema = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  /** True with the built-in provider: no card is ever charged. */
  testMode: z.boolean(),
  plans: z.array(billingPriceSchema),
});
export type BillingPlans = z.infer<typeof billingPlansSchema>;
