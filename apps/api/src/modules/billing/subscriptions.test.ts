import { describe, expect, it } from 'vitest';
import type { BillingPlans } from '@scanorder/shared/billing/prices';
import type { BillingSubscription } from '@scanorder/shared/billing/subscription';
import { billingMessages } from '@scanorder/shared/billing/messages';
import { databaseKinds, TestClient } from '../../../test/harness.ts';
import {
  accountIdOf,
  BILLING,
  endTrial,
  post,
  setPeriodEnd,
  subscribeLocally,
} from '../../../test/billing-fixtures.ts';
import { useOwnerTeam } from '../../../test/owner-store.ts';

const DAY = 86_400_000;

describe.each(databaseKinds)('subscriptions with the local provider on %s', (kind) => {
  const shop = useOwnerTeam(kind);

  const subscription = async (client: TestClient) =>
    (await client.get(`${BILLING}/subscription`)).json<BillingSubscription>();

  it('lists the built-in plans in test mode for admins and managers, never members or visitors', async () => {
    const plans = await shop.owner.client.get(`${BILLING}/plans?interval=month&currency=INR`);
    expect(plans.statusCode).toBe(200);
    expect(plans.json()).toMatchObject({ provider: 'local', testMode: true });
    expect(plans.json<BillingPlans>().plans.map((plan) => plan.name)).toEqual([
      'Starter Kit',
      'Company',
      'Enterprise',
    ]);
    expect(plans.json().plans[1]).toMatchObject({
      priceId: 'company-month-INR',
      unitAmount: 249900,
      currency: 'INR',
      limits: { entityCount: 5, memberCount: 15, qrCount: 250 },
    });
    const yearly = await shop.manager.client.get(`${BILLING}/plans?interval=year&currency=EUR`);
    expect(yearly.statusCode).toBe(200);
    expect(yearly.json().plans[0]).toMatchObject({
      priceId: 'starter-kit-year-EUR',
      unitAmount: 19000,
    });
    expect((await shop.member.client.get(`${BILLING}/plans`)).statusCode).toBe(403);
    expect((await new TestClient(shop.test.app).get(`${BILLING}/plans`)).statusCode).toBe(401);
  });

  it('shows a trial account with no subscription yet, to admins and managers only', async () => {
    const body = await subscription(shop.owner.client);
    expect(body).toMatchObject({
      provider: 'local',
      testMode: true,
      subscribed: true,
      trial: { inTrial: true },
      subscription: null,
    });
    expect((await shop.manager.client.get(`${BILLING}/subscription`)).statusCode).toBe(200);
    const refused = await shop.member.client.get(`${BILLING}/subscription`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses checkout to members and managers, and validates the price', async () => {
    const payload = { mode: 'subscription', priceId: 'company-month-INR' };
    expect(
      (await post(shop.member.client, `${BILLING}/checkout-sessions`, payload)).statusCode,
    ).toBe(403);
    expect(
      (await post(shop.manager.client, `${BILLING}/checkout-sessions`, payload)).statusCode,
    ).toBe(403);
    const missing = await post(shop.owner.client, `${BILLING}/checkout-sessions`, {
      mode: 'subscription',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      field: 'priceId',
      message: 'Price field is required',
    });
    const unknown = await post(shop.owner.client, `${BILLING}/checkout-sessions`, {
      mode: 'subscription',
      priceId: 'gold-month-INR',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(billingMessages.priceNotFound);
    const noSubscription = await post(shop.owner.client, `${BILLING}/checkout-sessions`, {
      mode: 'payment-update',
    });
    expect(noSubscription.statusCode).toBe(409);
    expect(noSubscription.json().error.message).toBe(billingMessages.notSubscribed);
  });

  it('subscribes through the test-mode checkout: open session, completion, active for a month', async () => {
    const created = await post(shop.owner.client, `${BILLING}/checkout-sessions`, {
      mode: 'subscription',
      priceId: 'company-month-INR',
    });
    expect(created.statusCode).toBe(201);
    const session = created.json();
    expect(session).toMatchObject({
      provider: 'local',
      testMode: true,
      mode: 'subscription',
      clientSecret: null,
      publishableKey: null,
    });
    expect(session.sessionId).toMatch(/^cs_local_/);

    const status = await shop.owner.client.get(`${BILLING}/checkout-sessions/${session.sessionId}`);
    expect(status.json()).toEqual({
      status: 'open',
      customerEmail: shop.owner.email,
      mode: 'subscription',
    });
    expect(
      (await shop.manager.client.get(`${BILLING}/checkout-sessions/${session.sessionId}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await shop.member.client.get(`${BILLING}/checkout-sessions/${session.sessionId}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await shop.other.client.get(`${BILLING}/checkout-sessions/${session.sessionId}`)).statusCode,
    ).toBe(404);

    const complete = `${BILLING}/local-checkout/${session.sessionId}/complete`;
    expect((await post(shop.member.client, complete)).statusCode).toBe(403);
    expect((await post(shop.manager.client, complete)).statusCode).toBe(403);
    expect((await post(shop.other.client, complete)).statusCode).toBe(404);
    const completed = await post(shop.owner.client, complete);
    expect(completed.statusCode).toBe(200);
    const body = completed.json<BillingSubscription>();
    expect(body.subscription).toMatchObject({
      status: 'active',
      plan: {
        id: 'company-month-INR',
        productName: 'Company',
        amount: 249900,
        interval: 'month',
        currency: 'INR',
        metadata: { entityCount: 5, memberCount: 15, qrCount: 250 },
      },
      pauseCollection: false,
      cancelAtPeriodEnd: false,
      currency: 'INR',
    });
    const periodDays = (Date.parse(body.subscription!.currentPeriodEnd) - Date.now()) / DAY;
    expect(periodDays).toBeGreaterThan(27);
    expect(periodDays).toBeLessThan(32);
    expect((await post(shop.owner.client, complete)).statusCode).toBe(409);
    expect(
      (await shop.owner.client.get(`${BILLING}/checkout-sessions/${session.sessionId}`)).json()
        .status,
    ).toBe('complete');

    const again = await post(shop.owner.client, `${BILLING}/checkout-sessions`, {
      mode: 'subscription',
      priceId: 'enterprise-month-INR',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(billingMessages.alreadySubscribed);
    // Another account still has nothing.
    expect((await subscription(shop.other.client)).subscription).toBeNull();
  });

  it('pauses and resumes (admins only), refusing plan and payment updates while paused', async () => {
    expect((await post(shop.member.client, `${BILLING}/subscription/pause`)).statusCode).toBe(403);
    expect((await post(shop.manager.client, `${BILLING}/subscription/pause`)).statusCode).toBe(403);
    const foreign = await post(shop.other.client, `${BILLING}/subscription/pause`);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().error.message).toBe(billingMessages.notSubscribed);

    const paused = await post(shop.owner.client, `${BILLING}/subscription/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json().subscription.pauseCollection).toBe(true);
    expect(
      (await post(shop.owner.client, `${BILLING}/subscription/pause`)).json().error.message,
    ).toBe(billingMessages.alreadyPaused);

    const plan = await post(shop.owner.client, `${BILLING}/subscription/plan`, {
      priceId: 'enterprise-month-INR',
    });
    expect(plan.statusCode).toBe(409);
    expect(plan.json().error.message).toBe(
      'Your subscription is paused. Please resume to update the plan.',
    );
    const payment = await post(shop.owner.client, `${BILLING}/checkout-sessions`, {
      mode: 'payment-update',
    });
    expect(payment.statusCode).toBe(409);
    expect(payment.json().error.message).toBe(billingMessages.pausedNote);

    expect((await post(shop.member.client, `${BILLING}/subscription/resume`)).statusCode).toBe(403);
    expect((await post(shop.other.client, `${BILLING}/subscription/resume`)).statusCode).toBe(409);
    const resumed = await post(shop.owner.client, `${BILLING}/subscription/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().subscription.pauseCollection).toBe(false);
    expect(
      (await post(shop.owner.client, `${BILLING}/subscription/resume`)).json().error.message,
    ).toBe(billingMessages.notPaused);
  });

  it('cancels at period end and activates again; pause, resume and plan changes wait while cancelled', async () => {
    const cancel = (client: TestClient, cancelAtPeriodEnd: boolean) =>
      post(client, `${BILLING}/subscription/cancel`, { cancelAtPeriodEnd });
    expect((await cancel(shop.member.client, true)).statusCode).toBe(403);
    expect((await cancel(shop.manager.client, true)).statusCode).toBe(403);
    expect((await cancel(shop.other.client, true)).statusCode).toBe(409);
    expect((await post(shop.owner.client, `${BILLING}/subscription/cancel`, {})).statusCode).toBe(
      400,
    );

    const cancelled = await cancel(shop.owner.client, true);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
    });
    expect((await subscription(shop.owner.client)).subscribed).toBe(true);

    for (const action of ['pause', 'resume']) {
      const refused = await post(shop.owner.client, `${BILLING}/subscription/${action}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(billingMessages.cancelledNoPause);
    }
    const plan = await post(shop.owner.client, `${BILLING}/subscription/plan`, {
      priceId: 'enterprise-month-INR',
    });
    expect(plan.json().error.message).toBe(billingMessages.cancelledNoUpdate);
    expect(
      (
        await post(shop.owner.client, `${BILLING}/checkout-sessions`, { mode: 'payment-update' })
      ).json().error.message,
    ).toBe(billingMessages.cancelledNoUpdate);

    const activated = await cancel(shop.owner.client, false);
    expect(activated.json().subscription.cancelAtPeriodEnd).toBe(false);
    expect((await subscription(shop.other.client)).subscription).toBeNull();
  });

  it('updates payment details through a payment-mode checkout without changing the plan', async () => {
    expect(
      (await post(shop.member.client, `${BILLING}/checkout-sessions`, { mode: 'payment-update' }))
        .statusCode,
    ).toBe(403);
    const created = await post(shop.owner.client, `${BILLING}/checkout-sessions`, {
      mode: 'payment-update',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ mode: 'payment-update', clientSecret: null });
    const { sessionId } = created.json();
    expect(
      (await post(shop.other.client, `${BILLING}/local-checkout/${sessionId}/complete`)).statusCode,
    ).toBe(404);
    const completed = await post(
      shop.owner.client,
      `${BILLING}/local-checkout/${sessionId}/complete`,
    );
    expect(completed.statusCode).toBe(200);
    expect(completed.json().subscription.plan.id).toBe('company-month-INR');
    expect(
      (await shop.owner.client.get(`${BILLING}/checkout-sessions/${sessionId}`)).json(),
    ).toMatchObject({
      status: 'complete',
      mode: 'payment-update',
    });
  });

  it('opens MANAGE BILLING as the in-app test-mode page, for admins of a billed account only', async () => {
    expect((await post(shop.member.client, `${BILLING}/portal-sessions`)).statusCode).toBe(403);
    expect((await post(shop.manager.client, `${BILLING}/portal-sessions`)).statusCode).toBe(403);
    const foreign = await post(shop.other.client, `${BILLING}/portal-sessions`);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().error.message).toBe(billingMessages.noCustomer);
    const portal = await post(shop.owner.client, `${BILLING}/portal-sessions`);
    expect(portal.statusCode).toBe(201);
    expect(portal.json().url).toBe(
      `${shop.test.config.publicUrl}/${await accountIdOf(shop.owner.client)}/billing/portal`,
    );
  });

  it('documents every billing route in the OpenAPI document', async () => {
    const response = await new TestClient(shop.test.app).get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/plans',
      '/subscription',
      '/checkout-sessions',
      '/checkout-sessions/{sessionId}',
      '/local-checkout/{sessionId}/complete',
      '/subscription/downgrade-check',
      '/subscription/plan',
      '/subscription/pause',
      '/subscription/resume',
      '/subscription/cancel',
      '/portal-sessions',
      '/payouts/onboarding',
      '/payouts/account',
      '/payouts/local-onboarding/{accountId}/complete',
      '/webhooks/stripe',
    ])
      expect(paths).toContain(`${BILLING}${path}`);
  });

  it('has no Stripe webhook endpoint with the local provider', async () => {
    const response = await shop.test.app.inject({
      method: 'POST',
      url: `${BILLING}/webhooks/stripe`,
      payload: '{"id":"evt_1"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('counts as subscribed in /me while the period runs, and not once it has ended', async () => {
    const accountId = await accountIdOf(shop.owner.client);
    await endTrial(shop.test, accountId);
    let me = (await shop.owner.client.get('/api/v1/me')).json();
    expect(me.account).toMatchObject({ inTrial: false, subscribed: true });
    expect((await subscription(shop.manager.client)).subscribed).toBe(true);

    await setPeriodEnd(shop.test, accountId, new Date(Date.now() - 60_000));
    me = (await shop.owner.client.get('/api/v1/me')).json();
    expect(me.account).toMatchObject({ inTrial: false, subscribed: false });
    expect((await subscription(shop.owner.client)).subscribed).toBe(false);
    const pause = await post(shop.owner.client, `${BILLING}/subscription/pause`);
    expect(pause.json().error.message).toBe(billingMessages.notSubscribed);

    // An ended subscription can be replaced by a new checkout.
    const renewed = await subscribeLocally(shop.owner.client, 'starter-kit-year-USD');
    expect(renewed.subscribed).toBe(true);
    expect(renewed.subscription?.plan).toMatchObject({
      productName: 'Starter Kit',
      interval: 'year',
    });
    expect((await shop.owner.client.get('/api/v1/me')).json().account.subscribed).toBe(true);
  });
});
