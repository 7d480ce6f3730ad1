import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  databaseKinds,
  signUpVerifiedOwner,
  uniqueEmail,
  type TestApp,
} from '../../../test/harness.ts';
import { setUpBusiness } from '../../../test/business-fixtures.ts';
import {
  accountIdOf,
  endTrial,
  invite,
  post,
  setPeriodEnd,
  subscribeLocally,
} from '../../../test/billing-fixtures.ts';
import { serviceAccessMessages } from '@scanorder/shared/billing/service-access';
import { createBillingRepository } from './billing.repository.ts';
import { createPlanLimits } from './plan-limits.ts';

const BRANCHES = '/api/v1/businesses/restaurant/branches';
const STARTER = { entityCount: 1, memberCount: 3, qrCount: 25 };
const COMPANY = { entityCount: 5, memberCount: 15, qrCount: 250 };

describe.each(databaseKinds)('limits by the subscribed plan on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(() => test.close());

  it('limits branches by the subscribed plan after the trial, and by the Starter Kit once it ends', async () => {
    const owner = await signUpVerifiedOwner(test);
    const accountId = await accountIdOf(owner.client);
    await setUpBusiness(owner.client, 'restaurant');
    await endTrial(test, accountId);
    const limits = createPlanLimits(createBillingRepository(test.deps.database.db));
    expect(await limits.forAccount(accountId)).toEqual(STARTER);

    // Unsubscribed after the trial nothing may be added (the service gate); on the Starter Kit, one.
    const unsubscribed = await post(owner.client, BRANCHES, { name: 'Branch 1' });
    expect(unsubscribed.statusCode).toBe(403);
    expect(unsubscribed.json().error.message).toBe(serviceAccessMessages.trialEnded);
    await subscribeLocally(owner.client, 'starter-kit-month-USD');
    expect((await post(owner.client, BRANCHES, { name: 'Branch 1' })).statusCode).toBe(201);
    const refused = await post(owner.client, BRANCHES, { name: 'Branch 2' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Your plan allows 1 branch. Upgrade your subscription to add more.',
    );

    const upgraded = await post(owner.client, '/api/v1/billing/subscription/plan', {
      priceId: 'company-month-USD',
    });
    expect(upgraded.statusCode).toBe(200);
    expect(await limits.forAccount(accountId)).toEqual(COMPANY);
    for (const name of ['Branch 2', 'Branch 3', 'Branch 4', 'Branch 5'])
      expect((await post(owner.client, BRANCHES, { name })).statusCode).toBe(201);
    expect((await post(owner.client, BRANCHES, { name: 'Branch 6' })).json().error.message).toBe(
      'Your plan allows 5 branches. Upgrade your subscription to add more.',
    );

    await setPeriodEnd(test, accountId, new Date(Date.now() - 60_000));
    expect(await limits.forAccount(accountId)).toEqual(STARTER);
    expect((await post(owner.client, BRANCHES, { name: 'Branch 6' })).json().error.message).toBe(
      serviceAccessMessages.trialEnded,
    );
  });

  it('limits team seats by the subscribed plan after the trial', async () => {
    const owner = await signUpVerifiedOwner(test);
    const accountId = await accountIdOf(owner.client);
    await endTrial(test, accountId);
    for (const name of ['Asha', 'Bala', 'Chitra'])
      expect((await invite(owner.client, name, 'Iyer', uniqueEmail(name))).statusCode).toBe(201);
    const fourth = await invite(owner.client, 'Devi', 'Iyer', uniqueEmail('devi'));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Your plan allows 3 team members. Upgrade your subscription to add more.',
    });

    await subscribeLocally(owner.client, 'company-year-INR');
    expect((await invite(owner.client, 'Devi', 'Iyer', uniqueEmail('devi'))).statusCode).toBe(201);
    const list = (await owner.client.get('/api/v1/members')).json();
    expect(list.limit).toEqual({ memberCount: 15, used: 4 });
  });
});
