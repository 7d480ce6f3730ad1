import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { BillingSubscription } from '@scanorder/shared/billing/subscription';
import { accounts } from '../src/db/schema/accounts.ts';
import { subscriptions } from '../src/db/schema/billing.ts';
import type { TestApp, TestClient } from './harness.ts';

export const BILLING = '/api/v1/billing';

export function post(client: TestClient, url: string, payload?: unknown) {
  return client.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
}

/** Subscribes through the local provider's test-mode checkout, as the SUBSCRIPTIONS page does. */
export async function subscribeLocally(
  client: TestClient,
  priceId = 'company-month-INR',
): Promise<BillingSubscription> {
  const created = await post(client, `${BILLING}/checkout-sessions`, {
    mode: 'subscription',
    priceId,
  });
  if (created.statusCode !== 201) throw new Error(`checkout failed: ${created.body}`);
  const { sessionId } = created.json<{ sessionId: string }>();
  const completed = await post(client, `${BILLING}/local-checkout/${sessionId}/complete`);
  if (completed.statusCode !== 200) throw new Error(`completion failed: ${completed.body}`);
  return completed.json<BillingSubscription>();
}

export async function accountIdOf(client: TestClient): Promise<string> {
  return (await client.get('/api/v1/me')).json<{ account: { id: string } }>().account.id;
}

/** Ends the account's 14-day trial (a minute ago). */
export async function endTrial(test: TestApp, accountId: string) {
  await test.deps.database.db
    .update(accounts)
    .set({ trialEndsAt: new Date(Date.now() - 60_000) })
    .where(eq(accounts.id, accountId));
  test.deps.announceAccountChange(accountId);
}

/** Moves the subscription's current period end (e.g. into the past: the period is over). */
export async function setPeriodEnd(test: TestApp, accountId: string, at: Date) {
  await test.deps.database.db
    .update(subscriptions)
    .set({ currentPeriodEnd: at })
    .where(eq(subscriptions.accountId, accountId));
  test.deps.announceAccountChange(accountId);
}

/** Invites a team member through the API (an invited member holds a seat). */
export function invite(client: TestClient, firstName: string, lastName: string, email: string) {
  return post(client, '/api/v1/members', {
    firstName,
    lastName,
    mobileNo: '9876543210',
    emailAddress: email,
    customMessage: 'Welcome to the team!',
    role: 'member',
  });
}
