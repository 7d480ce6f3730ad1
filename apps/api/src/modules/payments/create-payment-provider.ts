import type { Config } from '../../config/env.ts';
import { stripeConnectionOf } from '../billing/stripe-client.ts';
import { createLocalPaymentProvider } from './local-payment-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

/** The same provider as billing's (decision 005): Stripe when configured, else TEST MODE local. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.billingProvider === 'stripe')
    return createStripePaymentProvider(stripeConnectionOf(config));
  return createLocalPaymentProvider();
}
