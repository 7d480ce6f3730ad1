import Stripe from 'stripe';
import type { Config } from '../../config/env.ts';

/** One Stripe account's keys and where its API answers; billing and guest payments share it. */
export interface StripeConnection {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** Tests point the SDK at a local fake of Stripe's API. */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
}

/** The connection the configuration names (only called when `billingProvider` is `stripe`). */
export const stripeConnectionOf = (config: Config): StripeConnection => ({
  secretKey: config.STRIPE_SECRET_KEY!,
  publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
  webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
  host: config.STRIPE_API_HOST,
  port: config.STRIPE_API_PORT,
  protocol: config.STRIPE_API_PROTOCOL,
});

/** The SDK client over a connection; `timeout` where the caller bounds how long an attempt waits. */
export const stripeClient = (connection: StripeConnection, timeout?: number) =>
  new Stripe(connection.secretKey, {
    ...(connection.host ? { host: connection.host } : {}),
    ...(connection.port ? { port: connection.port } : {}),
    ...(connection.protocol ? { protocol: connection.protocol } : {}),
    ...(timeout ? { timeout } : {}),
    telemetry: false,
    maxNetworkRetries: 1,
    appInfo: { name: 'ScanOrder' },
  });
