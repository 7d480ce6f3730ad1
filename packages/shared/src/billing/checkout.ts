import { z } from 'zod';
import { BILLING_PROVIDERS } from './prices.ts';

/**
 * 'subscription' starts a new subscription; 'payment-update' collects new payment details for the
 * existing one (docs/product/plans-and-limits.md: checkout statuses open and payment).
 */
export const CHECKOUT_MODES = ['subscription', 'payment-update'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];

export const checkoutSessionInputSchema = z
  .object({
    mode: z.enum(CHECKOUT_MODES),
    priceId: z.string().trim().min(1).max(200).optional(),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code')
      .optional(),
  })
  .refine((input) => input.mode !== 'subscription' || Boolean(input.priceId), {
    message: 'Price field is required',
    path: ['priceId'],
  });
export type CheckoutSessionInput = z.infer<typeof checkoutSessionInputSchema>;

/**
 * Stripe: `clientSecret` mounts the embedded checkout with `publishableKey`. Local (test mode):
 * `clientSecret` is null and the in-app test checkout completes `sessionId` with
 * POST /api/v1/billing/local-checkout/{sessionId}/complete.
 */
export const checkoutSessionSchema = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  testMode: z.boolean(),
  mode: z.enum(CHECKOUT_MODES),
  sessionId: z.string(),
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired'] as const;

/** GET /api/v1/billing/checkout-sessions/{id} (docs/product/plans-and-limits.md). */
export const checkoutStatusSchema = z.object({
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  customerEmail: z.string().nullable(),
  mode: z.enum(CHECKOUT_MODES),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** The full-screen checkout dialog's texts (docs/product/plans-and-limits.md). */
export const checkoutMessages = {
  complete: 'Payment is Completed Successfully!.',
  error: 'Payment is Errored out!.',
  contactSupport: 'Please contact Support team further details.',
  testMode: 'TEST MODE: no card is charged. This checkout is simulated by ScanOrder.',
} as const;
