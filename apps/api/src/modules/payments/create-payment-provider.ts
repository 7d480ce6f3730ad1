import type { Config } from '../../config/env.ts';
import { createLocalPaymentProvider } from './local-payment-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

/** The same provider as billing's (decision 005): Stripe when configured, else TEST MODE local. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.billingProvider === 'stripe')
    return createStripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
      host: config.STRIPE_API_HOST,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
    });
  return createLocalPaymentProvider();
}
