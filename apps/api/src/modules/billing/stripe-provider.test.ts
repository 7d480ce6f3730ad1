import { EARLY_TAPS_HASH } from '../../http/security.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingPlans } from '@scanorder/shared/billing/prices';
import type { BillingSubscription } from '@scanorder/shared/billing/subscription';
import {
  databaseKinds,
  signUpOwnerWithMember,
  signUpVerifiedOwner,
  type InvitedMemberFixture,
  type OwnerFixture,
  type TestApp,
} from '../../../test/harness.ts';
import { del } from '../../../test/business-fixtures.ts';
import { accountIdOf, BILLING, post } from '../../../test/billing-fixtures.ts';
import type { FakeStripe } from '../../../test/fake-stripe.ts';
import { createStripeTestApp } from '../../../test/payment-fixtures.ts';

describe.each(databaseKinds)('the Stripe provider against a fake Stripe API on %s', (kind) => {
  let fake: FakeStripe;
  let test: TestApp;
  let owner: OwnerFixture;
  let member: InvitedMemberFixture;
  let stranger: OwnerFixture;
  let accountId: string;
  beforeAll(async () => {
    ({ fake, test } = await createStripeTestApp(kind));
    ({ owner, member } = await signUpOwnerWithMember(test));
    stranger = await signUpVerifiedOwner(test);
    accountId = await accountIdOf(owner.client);
  });
  afterAll(async () => {
    await test.close();
    await fake.stop();
  });

  const last = (method: string, path: string) => {
    const calls = fake.calls(method, path);
    expect(calls.length, `${method} ${path} was called`).toBeGreaterThan(0);
    return calls.at(-1)!;
  };
  const subscription = async () =>
    (await owner.client.get(`${BILLING}/subscription`)).json<BillingSubscription>();

  it('keeps API answers under the strict policy: only the pages that load Stripe.js allow it', async () => {
    // The owner app's shell and the guest's order page carry Stripe's origins
    // (customer-pages/content-security.test.ts); a JSON answer has no use for them.
    const response = await owner.client.get('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${EARLY_TAPS_HASH};`);
    expect(csp).toContain("frame-src 'none';");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves plans from Stripe products: metadata limits, features, currency options, rank order', async () => {
    const response = await owner.client.get(`${BILLING}/plans?interval=month&currency=INR`);
    expect(response.statusCode).toBe(200);
    const { provider, testMode, plans } = response.json<BillingPlans>();
    expect({ provider, testMode }).toEqual({ provider: 'stripe', testMode: true });
    expect(plans.map((plan) => plan.name)).toEqual(['Starter Kit', 'Company', 'Enterprise']);
    expect(plans[1]).toMatchObject({
      priceId: fake.priceOf('Company', 'month'),
      planId: 'company',
      rank: 1,
      currency: 'INR',
      unitAmount: 249900,
      interval: 'month',
      limits: { entityCount: 5, memberCount: 15, qrCount: 250 },
      features: ['Company for your business', '5 branches'],
    });
    const listCall = last('GET', '/v1/prices');
    expect(listCall.authorization).toBe('Bearer sk_test_scanorder_fake');
    expect(listCall.params).toMatchObject({
      active: 'true',
      type: 'recurring',
      expand: ['data.product', 'data.currency_options'],
    });

    const publicPlans = (await owner.client.get('/api/v1/plans?interval=year&currency=GBP')).json();
    expect(publicPlans.plans[0]).toMatchObject({
      priceId: fake.priceOf('Starter Kit', 'year'),
      currency: 'USD',
      unitAmount: 19000,
    });
    expect((await member.client.get(`${BILLING}/plans`)).statusCode).toBe(403);
  });

  it('subscribes through embedded Checkout: customer, session, client secret, then the completed subscription', async () => {
    const priceId = fake.priceOf('Company', 'month');
    const created = await post(owner.client, `${BILLING}/checkout-sessions`, {
      mode: 'subscription',
      priceId,
      currency: 'INR',
    });
    expect(created.statusCode).toBe(201);
    const session = created.json();
    expect(session).toMatchObject({
      provider: 'stripe',
      mode: 'subscription',
      publishableKey: 'pk_test_scanorder_fake',
    });
    expect(session.clientSecret).toMatch(new RegExp(`^${session.sessionId}_secret_`));

    const customerCall = last('POST', '/v1/customers');
    expect(customerCall.params).toMatchObject({ email: owner.email, metadata: { accountId } });
    expect(customerCall.idempotencyKey).toBe(`customer-${accountId}`);
    const customerId = [...fake.customers.keys()][0];
    const trialEndsAt = (await owner.client.get('/api/v1/me')).json().account.trialEndsAt as string;
    expect(last('POST', '/v1/checkout/sessions').params).toEqual({
      ui_mode: 'embedded_page',
      mode: 'subscription',
      customer: customerId,
      client_reference_id: accountId,
      currency: 'inr',
      return_url: `${test.config.publicUrl}/${accountId}/overview?session_id={CHECKOUT_SESSION_ID}&priceId=${priceId}`,
      line_items: [{ price: priceId, quantity: '1' }],
      metadata: { accountId },
      subscription_data: {
        metadata: { accountId },
        trial_end: String(Math.floor(Date.parse(trialEndsAt) / 1000)),
      },
    });

    const status = `${BILLING}/checkout-sessions/${session.sessionId}`;
    expect((await owner.client.get(status)).json()).toEqual({
      status: 'open',
      customerEmail: null,
      mode: 'subscription',
    });
    expect((await stranger.client.get(status)).statusCode).toBe(404);
    expect((await member.client.get(status)).statusCode).toBe(403);

    fake.completeCheckout(session.sessionId, 'card.holder@example.com');
    expect((await owner.client.get(status)).json()).toEqual({
      status: 'complete',
      customerEmail: 'card.holder@example.com',
      mode: 'subscription',
    });
    const details = (await subscription()).subscription!;
    expect(details).toMatchObject({
      status: 'trialing',
      plan: {
        id: priceId,
        productName: 'Company',
        amount: 249900,
        currency: 'INR',
        interval: 'month',
        metadata: { entityCount: 5, memberCount: 15, qrCount: 250 },
      },
      pauseCollection: false,
      cancelAtPeriodEnd: false,
    });
    expect(details.id).toMatch(/^sub_/);
    expect(details.itemId).toMatch(/^si_/);
    expect(Date.parse(details.currentPeriodEnd)).toBe(
      Math.floor(Date.parse(trialEndsAt) / 1000) * 1000,
    );
  });

  it('changes the item price, pauses, resumes, cancels and activates through the SDK', async () => {
    const before = (await subscription()).subscription!;
    const enterprise = fake.priceOf('Enterprise', 'month');
    const changed = await post(owner.client, `${BILLING}/subscription/plan`, {
      priceId: enterprise,
    });
    expect(changed.statusCode).toBe(200);
    expect(last('POST', '/v1/subscription_items/:id')).toMatchObject({
      path: `/v1/subscription_items/${before.itemId}`,
      params: { price: enterprise, proration_behavior: 'create_prorations' },
    });
    expect(changed.json().subscription.plan).toMatchObject({
      productName: 'Enterprise',
      amount: 749900,
    });

    const paused = await post(owner.client, `${BILLING}/subscription/pause`);
    expect(paused.json().subscription.pauseCollection).toBe(true);
    expect(last('POST', '/v1/subscriptions/:id')).toMatchObject({
      path: `/v1/subscriptions/${before.id}`,
      params: { pause_collection: { behavior: 'void' } },
    });
    const resumed = await post(owner.client, `${BILLING}/subscription/resume`);
    expect(resumed.json().subscription.pauseCollection).toBe(false);
    expect(last('POST', '/v1/subscriptions/:id').params).toEqual({ pause_collection: '' });

    const cancelled = await post(owner.client, `${BILLING}/subscription/cancel`, {
      cancelAtPeriodEnd: true,
    });
    expect(cancelled.json().subscription.cancelAtPeriodEnd).toBe(true);
    expect(last('POST', '/v1/subscriptions/:id').params).toEqual({ cancel_at_period_end: 'true' });
    const activated = await post(owner.client, `${BILLING}/subscription/cancel`, {
      cancelAtPeriodEnd: false,
    });
    expect(activated.json().subscription.cancelAtPeriodEnd).toBe(false);
    expect(last('POST', '/v1/subscriptions/:id').params).toEqual({ cancel_at_period_end: 'false' });
  });

  it('updates payment details with a setup-mode Checkout and makes the new card the default', async () => {
    const { id: subscriptionId } = (await subscription()).subscription!;
    const created = await post(owner.client, `${BILLING}/checkout-sessions`, {
      mode: 'payment-update',
    });
    expect(created.statusCode).toBe(201);
    expect(last('POST', '/v1/checkout/sessions').params).toMatchObject({
      mode: 'setup',
      ui_mode: 'embedded_page',
      currency: 'inr',
      setup_intent_data: { metadata: { accountId, subscriptionId } },
    });
    const { sessionId } = created.json();
    fake.completeCheckout(sessionId);
    const status = await owner.client.get(`${BILLING}/checkout-sessions/${sessionId}`);
    expect(status.json()).toMatchObject({ status: 'complete', mode: 'payment-update' });
    const intent = [...fake.setupIntents.values()].at(-1)!;
    expect(last('POST', '/v1/subscriptions/:id').params).toEqual({
      default_payment_method: intent.payment_method,
    });
    expect(last('POST', '/v1/customers/:id').params).toEqual({
      invoice_settings: { default_payment_method: intent.payment_method },
    });
  });

  it("opens Stripe's billing portal for the account's customer", async () => {
    const portal = await post(owner.client, `${BILLING}/portal-sessions`);
    expect(portal.statusCode).toBe(201);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(last('POST', '/v1/billing_portal/sessions').params).toEqual({
      customer: [...fake.customers.keys()][0],
      return_url: `${test.config.publicUrl}/${accountId}/overview`,
    });
    expect((await post(member.client, `${BILLING}/portal-sessions`)).statusCode).toBe(403);
  });

  it('onboards a Connect account for payouts, reads it until complete, and deletes it', async () => {
    const started = await post(owner.client, `${BILLING}/payouts/onboarding`, {
      country: 'IN',
      businessDescription: 'South Indian meals and filter coffee.',
    });
    expect(started.statusCode).toBe(201);
    const { accountId: connected, url } = started.json();
    expect(connected).toMatch(/^acct_/);
    expect(url).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${connected}/`));
    expect(last('POST', '/v1/accounts').params).toEqual({
      type: 'express',
      country: 'IN',
      email: owner.email,
      business_profile: { product_description: 'South Indian meals and filter coffee.' },
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
      metadata: { accountId },
    });
    const complete = `${test.config.publicUrl}/${accountId}/payment/onboarding/complete`;
    expect(last('POST', '/v1/account_links').params).toEqual({
      account: connected,
      refresh_url: `${complete}?refresh=true`,
      return_url: complete,
      type: 'account_onboarding',
    });

    const pending = (await owner.client.get(`${BILLING}/payouts/account`)).json();
    expect(pending.account).toMatchObject({
      accountId: connected,
      status: 'pending',
      accountSetupUrl: url,
    });
    fake.patchAccount(connected, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      business_profile: { name: 'Spice Route', product_description: 'Meals' },
    });
    const done = (await owner.client.get(`${BILLING}/payouts/account`)).json();
    expect(done.account).toMatchObject({
      status: 'complete',
      onboardingData: { businessName: 'Spice Route', payoutsEnabled: true, country: 'IN' },
    });
    expect(last('GET', '/v1/accounts/:id').path).toBe(`/v1/accounts/${connected}`);

    expect((await del(member.client, `${BILLING}/payouts/account`)).statusCode).toBe(403);
    expect((await del(owner.client, `${BILLING}/payouts/account`)).statusCode).toBe(204);
    expect(last('DELETE', '/v1/accounts/:id').path).toBe(`/v1/accounts/${connected}`);
    expect(fake.accounts.has(connected)).toBe(false);
    expect((await owner.client.get(`${BILLING}/payouts/account`)).json().account).toBeNull();
  });

  it('reports a Stripe failure with the spec notification and the reason', async () => {
    const missing = await owner.client.get(`${BILLING}/checkout-sessions/cs_test_missing`);
    expect(missing.statusCode).toBe(404);
    fake.subscriptions.clear();
    const failed = await post(owner.client, `${BILLING}/subscription/pause`);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.message).toMatch(
      /^Server Error While fetching customer subscriptions details: No such subscription/,
    );
  });
});
