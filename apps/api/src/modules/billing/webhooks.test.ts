import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingSubscription } from '@scanorder/shared/billing/subscription';
import {
  databaseKinds,
  signUpVerifiedOwner,
  type OwnerFixture,
  type TestApp,
} from '../../../test/harness.ts';
import { accountIdOf, BILLING, endTrial, post } from '../../../test/billing-fixtures.ts';
import type { FakeStripe } from '../../../test/fake-stripe.ts';
import { FAKE_WEBHOOK_SECRET, stripeEvent } from '../../../test/fake-stripe-webhooks.ts';
import { createStripeTestApp } from '../../../test/payment-fixtures.ts';
import { processedWebhookEvents } from '../../db/schema/billing.ts';

const WEBHOOK = `${BILLING}/webhooks/stripe`;
const signer = new Stripe('sk_test_signer');

describe.each(databaseKinds)('Stripe webhooks on %s', (kind) => {
  let fake: FakeStripe;
  let test: TestApp;
  let owner: OwnerFixture;
  let subscriptionId: string;
  beforeAll(async () => {
    ({ fake, test } = await createStripeTestApp(kind));
    owner = await signUpVerifiedOwner(test);
    subscriptionId = await subscribe(owner, 'Company');
  });
  afterAll(async () => {
    await test.close();
    await fake.stop();
  });

  /** Starts a checkout through the API and pays it at the fake; returns the new subscription id. */
  async function subscribe(who: OwnerFixture, plan: string): Promise<string> {
    const created = await post(who.client, `${BILLING}/checkout-sessions`, {
      mode: 'subscription',
      priceId: fake.priceOf(plan, 'month'),
    });
    const session = fake.completeCheckout(created.json<{ sessionId: string }>().sessionId);
    return session.subscription as string;
  }

  const eventOf = (type: string, object: unknown, id?: string) =>
    JSON.stringify(stripeEvent(type, object, id));

  const deliver = (payload: string, signature?: string) =>
    test.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined
          ? {
              'stripe-signature': signer.webhooks.generateTestHeaderString({
                payload,
                secret: FAKE_WEBHOOK_SECRET,
              }),
            }
          : signature
            ? { 'stripe-signature': signature }
            : {}),
      },
    });

  const subscriptionOf = async (who: OwnerFixture) =>
    (await who.client.get(`${BILLING}/subscription`)).json<BillingSubscription>().subscription;

  const processed = async (eventId: string) =>
    test.deps.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, eventId));

  it('stores the subscription a completed checkout created, from checkout.session.completed', async () => {
    const session = [...fake.sessions.values()].find(
      (each) => each.subscription === subscriptionId,
    )!;
    const response = await deliver(eventOf('checkout.session.completed', session));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, applied: true });
    expect(await subscriptionOf(owner)).toMatchObject({
      id: subscriptionId,
      status: 'trialing',
      plan: { productName: 'Company', metadata: { entityCount: 5, memberCount: 15, qrCount: 250 } },
    });
  });

  it('refuses a bad signature, a wrong secret and a missing header with 400, changing nothing', async () => {
    const object = fake.patchSubscription(subscriptionId, { cancel_at_period_end: true });
    const payload = eventOf('customer.subscription.updated', object, 'evt_forged');
    const wrongSecret = signer.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_other',
    });
    const tampered = signer.webhooks.generateTestHeaderString({
      payload: payload.replace('evt_forged', 'evt_original'),
      secret: FAKE_WEBHOOK_SECRET,
    });
    for (const signature of [wrongSecret, tampered, 't=1,v1=deadbeef', '']) {
      const refused = await deliver(payload, signature);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
      expect(refused.json().error.message).toMatch(/^Invalid Stripe signature/);
    }
    expect((await subscriptionOf(owner))?.cancelAtPeriodEnd).toBe(false);
    expect(await processed('evt_forged')).toEqual([]);
    fake.patchSubscription(subscriptionId, { cancel_at_period_end: false });
  });

  it('applies a signed customer.subscription.updated once, even when delivered twice', async () => {
    const object = fake.patchSubscription(subscriptionId, { cancel_at_period_end: true });
    const payload = eventOf('customer.subscription.updated', object, 'evt_cancel_once');
    const first = await deliver(payload);
    expect(first.json()).toEqual({ received: true, applied: true });
    expect((await subscriptionOf(owner))?.cancelAtPeriodEnd).toBe(true);

    // Stripe changes again without telling us; a redelivery of the old event must not be re-applied.
    fake.patchSubscription(subscriptionId, {
      cancel_at_period_end: false,
      pause_collection: { behavior: 'void', resumes_at: null },
    });
    const second = await deliver(payload);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, applied: false });
    expect(await subscriptionOf(owner)).toMatchObject({
      cancelAtPeriodEnd: true,
      pauseCollection: false,
    });
    expect(await processed('evt_cancel_once')).toHaveLength(1);

    // A new event with the latest state is applied.
    const next = await deliver(
      eventOf('customer.subscription.updated', fake.subscriptionObject(subscriptionId)),
    );
    expect(next.json().applied).toBe(true);
    expect(await subscriptionOf(owner)).toMatchObject({
      cancelAtPeriodEnd: false,
      pauseCollection: true,
    });
  });

  it('ends the subscription on customer.subscription.deleted; after the trial the account is not subscribed', async () => {
    const object = fake.patchSubscription(subscriptionId, { status: 'canceled' });
    const response = await deliver(eventOf('customer.subscription.deleted', object));
    expect(response.json().applied).toBe(true);
    expect((await subscriptionOf(owner))?.status).toBe('canceled');
    await endTrial(test, await accountIdOf(owner.client));
    expect((await owner.client.get('/api/v1/me')).json().account.subscribed).toBe(false);
  });

  it('keeps each account to its own subscription', async () => {
    const other = await signUpVerifiedOwner(test);
    const otherSubscription = await subscribe(other, 'Enterprise');
    const event = eventOf(
      'customer.subscription.created',
      fake.subscriptionObject(otherSubscription),
    );
    expect((await deliver(event)).json().applied).toBe(true);
    expect((await subscriptionOf(other))?.plan.productName).toBe('Enterprise');
    expect(await subscriptionOf(owner)).toMatchObject({ id: subscriptionId, status: 'canceled' });
  });

  it('completes payout onboarding from account.updated', async () => {
    const started = await post(owner.client, `${BILLING}/payouts/onboarding`, {
      country: 'US',
      businessDescription: 'Burgers and shakes downtown.',
    });
    const connected = started.json<{ accountId: string }>().accountId;
    const object = fake.patchAccount(connected, {
      details_submitted: true,
      payouts_enabled: true,
      charges_enabled: true,
    });
    expect((await deliver(eventOf('account.updated', object))).json().applied).toBe(true);
    const lookups = fake.calls('GET', '/v1/accounts/:id').length;
    const account = (await owner.client.get(`${BILLING}/payouts/account`)).json().account;
    expect(account).toMatchObject({ status: 'complete', onboardingData: { payoutsEnabled: true } });
    // Complete accounts are read from the local record, not from Stripe.
    expect(fake.calls('GET', '/v1/accounts/:id')).toHaveLength(lookups);
  });

  it('acknowledges event types it does not use, once', async () => {
    const payload = eventOf('invoice.paid', { id: 'in_123', object: 'invoice' }, 'evt_invoice');
    expect((await deliver(payload)).json()).toEqual({ received: true, applied: true });
    expect((await deliver(payload)).json()).toEqual({ received: true, applied: false });
  });
});
