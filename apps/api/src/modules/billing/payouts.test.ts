import { describe, expect, it } from 'vitest';
import { payoutMessages, type PayoutAccount } from '@scanorder/shared/billing/payouts';
import { databaseKinds, TestClient } from '../../../test/harness.ts';
import { del } from '../../../test/business-fixtures.ts';
import { accountIdOf, BILLING, post } from '../../../test/billing-fixtures.ts';
import { useOwnerTeam } from '../../../test/owner-store.ts';

const ONBOARDING = `${BILLING}/payouts/onboarding`;
const ACCOUNT = `${BILLING}/payouts/account`;
const input = { country: 'in', businessDescription: 'South Indian meals and filter coffee.' };

describe.each(databaseKinds)('payout onboarding with the local provider on %s', (kind) => {
  const shop = useOwnerTeam(kind);
  let providerAccountId: string;

  const accountOf = async (client: TestClient) => (await client.get(ACCOUNT)).json<PayoutAccount>();

  it('starts onboarding for admins only, validating country and description', async () => {
    expect((await post(shop.member.client, ONBOARDING, input)).statusCode).toBe(403);
    expect((await post(shop.manager.client, ONBOARDING, input)).statusCode).toBe(403);
    expect((await new TestClient(shop.test.app).post(ONBOARDING, input)).statusCode).toBe(401);
    const badCountry = await post(shop.owner.client, ONBOARDING, { ...input, country: 'India' });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().error).toMatchObject({
      field: 'country',
      message: 'Country must be a 2-letter code',
    });
    expect(
      (await post(shop.owner.client, ONBOARDING, { ...input, businessDescription: 'Hi' })).json()
        .error.field,
    ).toBe('businessDescription');

    const started = await post(shop.owner.client, ONBOARDING, input);
    expect(started.statusCode).toBe(201);
    providerAccountId = started.json().accountId;
    expect(providerAccountId).toMatch(/^acct_local_/);
    expect(started.json().url).toBe(
      `${shop.test.config.publicUrl}/${await accountIdOf(shop.owner.client)}/payment/onboarding/local?account=${providerAccountId}`,
    );
    // Starting again keeps the same connected account.
    expect((await post(shop.owner.client, ONBOARDING, input)).json().accountId).toBe(
      providerAccountId,
    );
  });

  it('shows the pending account to admins and managers, never members or other accounts', async () => {
    const account = await accountOf(shop.owner.client);
    expect(account).toMatchObject({
      provider: 'local',
      testMode: true,
      account: {
        accountId: providerAccountId,
        status: 'pending',
        onboardingData: {
          id: providerAccountId,
          country: 'IN',
          email: shop.owner.email,
          businessDescription: input.businessDescription,
          detailsSubmitted: false,
          payoutsEnabled: false,
        },
      },
    });
    expect(account.account?.accountSetupUrl).toContain('/payment/onboarding/local?account=');
    expect((await accountOf(shop.manager.client)).account?.accountId).toBe(providerAccountId);
    expect((await shop.member.client.get(ACCOUNT)).statusCode).toBe(403);
    expect((await accountOf(shop.other.client)).account).toBeNull();
  });

  it('completes through the in-app form; only the owning account may complete it', async () => {
    const complete = `${BILLING}/payouts/local-onboarding/${providerAccountId}/complete`;
    const form = { businessName: 'Spice Route Kitchen' };
    expect((await post(shop.member.client, complete, form)).statusCode).toBe(403);
    expect((await post(shop.manager.client, complete, form)).statusCode).toBe(403);
    const foreign = await post(shop.other.client, complete, form);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(payoutMessages.notFound);
    expect(
      (
        await post(
          shop.owner.client,
          `${BILLING}/payouts/local-onboarding/acct_local_other/complete`,
          form,
        )
      ).statusCode,
    ).toBe(404);
    expect((await post(shop.owner.client, complete, { businessName: 'X' })).statusCode).toBe(400);
    expect((await accountOf(shop.owner.client)).account?.status).toBe('pending');

    const done = await post(shop.owner.client, complete, form);
    expect(done.statusCode).toBe(200);
    expect(done.json().account).toMatchObject({
      status: 'complete',
      onboardingData: {
        businessName: 'Spice Route Kitchen',
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: true,
      },
    });
    expect((await accountOf(shop.owner.client)).account?.status).toBe('complete');
  });

  it('deletes the connected account for admins only; another account cannot touch it', async () => {
    expect((await del(shop.member.client, ACCOUNT)).statusCode).toBe(403);
    expect((await del(shop.manager.client, ACCOUNT)).statusCode).toBe(403);
    const foreign = await del(shop.other.client, ACCOUNT);
    expect(foreign.statusCode).toBe(404);
    expect((await accountOf(shop.owner.client)).account?.accountId).toBe(providerAccountId);

    expect((await del(shop.owner.client, ACCOUNT)).statusCode).toBe(204);
    expect((await accountOf(shop.owner.client)).account).toBeNull();
    expect((await del(shop.owner.client, ACCOUNT)).statusCode).toBe(404);
  });
});
