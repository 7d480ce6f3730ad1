import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { BillingProvider } from './billing-provider.ts';
import { createLocalProvider } from './local-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** Stripe when configured (STRIPE_SECRET_KEY or BILLING_PROVIDER=stripe), else the local test-mode provider. */
export function createBillingProvider(config: Config, db: Database): BillingProvider {
  if (config.billingProvider === 'stripe') {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
      host: config.STRIPE_API_HOST,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
    });
  }
  return createLocalProvider({ db, publicUrl: config.publicUrl });
}
