import { z } from 'zod';
import { BILLING_PROVIDERS } from './prices.ts';

/** Onboarding polls the connected account every 3000 ms (docs/product/fields.md). */
export const ONBOARDING_POLLING_MS = 3000;

export const payoutOnboardingInputSchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country must be a 2-letter code')
    .transform((value) => value.toUpperCase()),
  businessDescription: z
    .string()
    .trim()
    .min(5, 'Business description cannot be less than 5 characters')
    .max(500, 'Business description cannot be more than 500 characters'),
});
export type PayoutOnboardingInput = z.input<typeof payoutOnboardingInputSchema>;

/** Where the browser goes to onboard: Stripe's account link, or the in-app test-mode form. */
export const payoutOnboardingSchema = z.object({
  accountId: z.string(),
  url: z.string(),
});
export type PayoutOnboarding = z.infer<typeof payoutOnboardingSchema>;

export const PAYOUT_ACCOUNT_STATUSES = ['pending', 'complete'] as const;

/** Connected account information shown after onboarding (docs/product/payments.md). */
export const onboardingDataSchema = z.object({
  id: z.string(),
  country: z.string().nullable(),
  email: z.string().nullable(),
  businessName: z.string().nullable(),
  businessDescription: z.string().nullable(),
  defaultCurrency: z.string().nullable(),
  detailsSubmitted: z.boolean(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
});
export type OnboardingData = z.infer<typeof onboardingDataSchema>;

export const payoutAccountSchema = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  testMode: z.boolean(),
  account: z
    .object({
      accountId: z.string(),
      accountSetupUrl: z.string().nullable(),
      status: z.enum(PAYOUT_ACCOUNT_STATUSES),
      onboardingData: onboardingDataSchema.nullable(),
    })
    .nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** The in-app (test mode) onboarding form of the local provider. */
export const localOnboardingInputSchema = z.object({
  businessName: z
    .string()
    .trim()
    .min(2, 'Business name cannot be less than 2 characters')
    .max(100, 'Business name cannot be more than 100 characters'),
});
export type LocalOnboardingInput = z.infer<typeof localOnboardingInputSchema>;

/** Where a payout is (Stripe's payout statuses; the local provider's simulated ones are paid or pending). */
export const PAYOUT_STATUSES = ['paid', 'pending', 'in_transit', 'canceled', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * The connected account's money (issue 18's payouts page), in each currency's own minor units:
 * Stripe's balance and recent payouts of the connected account, or, with the local provider, what
 * its ledger of guest payments, refunds and fees adds up to, paid out once a day (simulated).
 */
export const payoutBalanceSchema = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  testMode: z.boolean(),
  /** True when the payouts are the local provider's TEST MODE simulation, not money moving. */
  simulated: z.boolean(),
  balances: z.array(
    z.object({
      currency: z.string(),
      /** Ready to be paid out (may be below 0 when refunds took more than came in). */
      availableMinor: z.number().int(),
      /** Received but not available yet. */
      pendingMinor: z.number().int(),
    }),
  ),
  /** The latest payouts, newest first. */
  payouts: z.array(
    z.object({
      id: z.string(),
      amountMinor: z.number().int(),
      currency: z.string(),
      status: z.enum(PAYOUT_STATUSES),
      /** The day the money reaches the bank (YYYY-MM-DD). */
      arrivalDate: z.iso.date(),
    }),
  ),
});
export type PayoutBalance = z.infer<typeof payoutBalanceSchema>;

/** docs/product/fields.md, payment onboarding notifications (the error message is appended). */
export const payoutMessages = {
  completed: 'Payment Onboarding is completed.',
  onboardingFailed: 'Server Error While onboarding user for payment!',
  savingFailed: 'Server Error saving user onboarding data!',
  infoFailed: 'Server Error getting connected user information!',
  deleteFailed: 'Server Error While deleting connected user!',
  deleteInfoFailed: 'Server Error deleting connected user information!',
  notFound: 'No connected account for payouts',
  balanceFailed: 'Server Error getting the balance and payouts!',
} as const;
