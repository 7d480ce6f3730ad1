import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { createBillingProvider } from './create-billing-provider.ts';

describe('billing configuration', () => {
  it('uses the built-in test-mode provider unless a Stripe key is set', () => {
    const local = loadConfig({});
    expect(local.billingProvider).toBe('local');
    const provider = createBillingProvider(local, {} as Database);
    expect(provider).toMatchObject({ kind: 'local', testMode: true, publishableKey: null });
    expect(provider.parseWebhook).toBeUndefined();
  });

  it('chooses Stripe when STRIPE_SECRET_KEY is set, with the SDK host, port and protocol', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_HOST: 'localhost',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config).toMatchObject({
      billingProvider: 'stripe',
      STRIPE_API_PORT: 12111,
      STRIPE_API_PROTOCOL: 'http',
    });
    const provider = createBillingProvider(config, {} as Database);
    expect(provider).toMatchObject({
      kind: 'stripe',
      testMode: false,
      publishableKey: 'pk_live_abc',
    });
    expect(typeof provider.parseWebhook).toBe('function');
    // BILLING_PROVIDER=local keeps test mode even with a key present.
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', BILLING_PROVIDER: 'local' }).billingProvider,
    ).toBe('local');
  });

  it('refuses Stripe without a secret key, and malformed Stripe settings', () => {
    expect(() => loadConfig({ BILLING_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ BILLING_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_API_PROTOCOL: 'ftp' })).toThrow(/STRIPE_API_PROTOCOL/);
    expect(() => loadConfig({ BILLING_PROVIDER: 'paypal' })).toThrow(/BILLING_PROVIDER/);
  });
});
