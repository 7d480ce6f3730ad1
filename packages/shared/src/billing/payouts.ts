import { z } from 'zod';
import { BILLING_PROVIDERS } from './prices.ts';

/** Onboarding polls the connected account every 3000 ms (spec 01 section 9). */
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

/** Connected account information shown after onboarding (spec 01 "Payment record"). */
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

/** Spec 01 section 8, payment onboarding notifications (the error message is appended). */
export const payoutMessages = {
  completed: 'Payment Onboarding is completed.',
  onboardingFailed: 'Server Error While onboarding user for payment!',
  savingFailed: 'Server Error saving user onboarding data!',
  infoFailed: 'Server Error getting connected user information!',
  deleteFailed: 'Server Error While deleting connected user!',
  deleteInfoFailed: 'Server Error deleting connected user information!',
  notFound: 'No connected account for payouts',
} as const;
