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
import { createBillingRepository } from './billing.repository.ts';
import { createPlanLimits, planLimitsOf } from './plan-limits.ts';

const BRANCHES = '/api/v1/businesses/restaurant/branches';
const STARTER = { entityCount: 1, memberCount: 3, qrCount: 25 };
const COMPANY = { entityCount: 5, memberCount: 15, qrCount: 250 };
const ENTERPRISE = { entityCount: 25, memberCount: 100, qrCount: 2500 };

describe('planLimitsOf', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const past = new Date('2026-04-01T00:00:00Z');
  const future = new Date('2026-06-01T00:00:00Z');
  const company = { entityCount: 5, memberCount: 15, qrCount: 250 };

  it('gives the trial Enterprise limits, a live subscription its plan, else the Starter Kit', () => {
    expect(planLimitsOf({ trialEndsAt: future }, now)).toEqual(ENTERPRISE);
    expect(planLimitsOf({ trialEndsAt: past }, now)).toEqual(STARTER);
    expect(
      planLimitsOf(
        {
          trialEndsAt: past,
          subscription: { status: 'active', currentPeriodEnd: future, ...company },
        },
        now,
      ),
    ).toEqual(COMPANY);
    expect(
      planLimitsOf(
        {
          trialEndsAt: past,
          subscription: { status: 'trialing', currentPeriodEnd: future, ...company },
        },
        now,
      ),
    ).toEqual(COMPANY);
  });

  it('falls back to the Starter Kit once the period ended or the subscription is not live', () => {
    for (const subscription of [
      { status: 'active', currentPeriodEnd: past, ...company },
      { status: 'canceled', currentPeriodEnd: future, ...company },
      { status: 'past_due', currentPeriodEnd: future, ...company },
      { status: null, currentPeriodEnd: null, ...company },
    ])
      expect(planLimitsOf({ trialEndsAt: past, subscription }, now)).toEqual(STARTER);
  });
});

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

    expect((await post(owner.client, BRANCHES, { name: 'Branch 1' })).statusCode).toBe(201);
    const refused = await post(owner.client, BRANCHES, { name: 'Branch 2' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Your plan allows 1 branch. Upgrade your subscription to add more.',
    );

    await subscribeLocally(owner.client, 'company-month-USD');
    expect(await limits.forAccount(accountId)).toEqual(COMPANY);
    for (const name of ['Branch 2', 'Branch 3', 'Branch 4', 'Branch 5'])
      expect((await post(owner.client, BRANCHES, { name })).statusCode).toBe(201);
    expect((await post(owner.client, BRANCHES, { name: 'Branch 6' })).json().error.message).toBe(
      'Your plan allows 5 branches. Upgrade your subscription to add more.',
    );

    await setPeriodEnd(test, accountId, new Date(Date.now() - 60_000));
    expect(await limits.forAccount(accountId)).toEqual(STARTER);
    expect((await post(owner.client, BRANCHES, { name: 'Branch 6' })).json().error.message).toBe(
      'Your plan allows 1 branch. Upgrade your subscription to add more.',
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

  it('gives a trial account Enterprise limits whatever it subscribed to', async () => {
    const owner = await signUpVerifiedOwner(test);
    const accountId = await accountIdOf(owner.client);
    await subscribeLocally(owner.client, 'starter-kit-month-EUR');
    expect(
      await createPlanLimits(createBillingRepository(test.deps.database.db)).forAccount(accountId),
    ).toEqual(ENTERPRISE);
    await endTrial(test, accountId);
    expect(
      await createPlanLimits(createBillingRepository(test.deps.database.db)).forAccount(accountId),
    ).toEqual(STARTER);
  });
});
