import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { BillingProvider } from './billing-provider.ts';
import { createLocalProvider } from './local-provider.ts';
import { stripeConnectionOf } from './stripe-client.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** Stripe when configured (STRIPE_SECRET_KEY or BILLING_PROVIDER=stripe), else the local test-mode provider. */
export function createBillingProvider(config: Config, db: Database): BillingProvider {
  if (config.billingProvider === 'stripe') {
    return createStripeProvider(stripeConnectionOf(config));
  }
  return createLocalProvider({ db, publicUrl: config.publicUrl });
}
