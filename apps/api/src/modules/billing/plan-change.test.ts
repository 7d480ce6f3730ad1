import { beforeAll, describe, expect, it } from 'vitest';
import { DOWNGRADE_TITLE } from '@scanorder/shared/billing/plan-change';
import { billingMessages } from '@scanorder/shared/billing/messages';
import {
  createMemberOf,
  databaseKinds,
  signUpVerifiedOwner,
  type InvitedMemberFixture,
  type OwnerFixture,
  type TestClient,
} from '../../../test/harness.ts';
import { del, setUpBusiness } from '../../../test/business-fixtures.ts';
import { accountIdOf, BILLING, post, subscribeLocally } from '../../../test/billing-fixtures.ts';
import { qrCodes } from '../../db/schema/orders.ts';
import { useOwner } from '../../../test/owner-store.ts';

/** The QR feature's table, when that feature is part of this build. */

const DAY = 86_400_000;
const PLAN = `${BILLING}/subscription/plan`;
const check = (priceId: string) => `${BILLING}/subscription/downgrade-check?priceId=${priceId}`;

/** The check finds the change to `priceId` allowed with nothing over its limits; made, the new plan. */
async function changeAllowed(client: TestClient, priceId: string, isDowngrade: boolean) {
  expect((await client.get(check(priceId))).json()).toMatchObject({
    isDowngrade,
    allowedToChange: true,
    exceeded: [],
  });
  const changed = await post(client, PLAN, { priceId });
  expect(changed.statusCode, changed.body).toBe(200);
  return changed.json<{ subscription: { plan: unknown } }>().subscription.plan;
}

describe.each(databaseKinds)('plan changes and the downgrade check on %s', (kind) => {
  const shop = useOwner(kind);
  let manager: InvitedMemberFixture;
  let member: InvitedMemberFixture;
  let stranger: OwnerFixture;
  let groceryBranchId: string;
  beforeAll(async () => {
    manager = await createMemberOf(shop.test, shop.owner, 'manager', {
      firstName: 'Meera',
      lastName: 'Nair',
    });
    member = await createMemberOf(shop.test, shop.owner, 'member', {
      firstName: 'Ravi',
      lastName: 'Kumar',
    });
    stranger = await signUpVerifiedOwner(shop.test);
    await subscribeLocally(stranger.client, 'enterprise-month-INR');
    await setUpBusiness(shop.owner.client, 'restaurant');
    await setUpBusiness(shop.owner.client, 'grocery');
    const restaurant = await post(shop.owner.client, '/api/v1/businesses/restaurant/branches', {
      name: 'Main Street',
    });
    expect(restaurant.statusCode).toBe(201);
    const grocery = await post(shop.owner.client, '/api/v1/businesses/grocery/branches', {
      name: 'Fresh Corner',
    });
    expect(grocery.statusCode).toBe(201);
    groceryBranchId = grocery.json<{ id: string }>().id;
  });

  it('refuses a plan change before the account subscribes', async () => {
    const refused = await post(shop.owner.client, PLAN, { priceId: 'enterprise-month-INR' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(billingMessages.notSubscribed);
    expect((await shop.owner.client.get(check('starter-kit-month-INR'))).statusCode).toBe(409);
  });

  it('upgrades Company to Enterprise at once, for admins only', async () => {
    await subscribeLocally(shop.owner.client, 'company-month-INR');
    expect((await post(member.client, PLAN, { priceId: 'enterprise-month-INR' })).statusCode).toBe(
      403,
    );
    expect((await post(manager.client, PLAN, { priceId: 'enterprise-month-INR' })).statusCode).toBe(
      403,
    );
    expect(await changeAllowed(shop.owner.client, 'enterprise-month-INR', false)).toMatchObject({
      id: 'enterprise-month-INR',
      productName: 'Enterprise',
      metadata: { entityCount: 25, memberCount: 100, qrCount: 2500 },
    });
    const same = await post(shop.owner.client, PLAN, { priceId: 'enterprise-month-INR' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe(billingMessages.samePlan);
    const unknown = await post(shop.owner.client, PLAN, { priceId: 'platinum-month-INR' });
    expect(unknown.statusCode).toBe(404);
    expect((await post(shop.owner.client, PLAN, {})).statusCode).toBe(400);
  });

  /** What this account has over the Starter Kit's limits: the check lists it, the refusal repeats it. */
  const overStarterKit = {
    restaurantEntities: ['Main Street'],
    groceryEntities: ['Fresh Corner'],
    members: [
      { firstName: 'Meera', lastName: 'Nair' },
      { firstName: 'Ravi', lastName: 'Kumar' },
    ],
    qrCount: 0,
    allowed: { entityCount: 1, memberCount: 3, qrCount: 25 },
    actual: { entityCount: 2, memberCount: 2, qrCount: 0 },
    exceeded: ['entityCount'],
  };

  it('lists branches per kind, members and QR codes against a lower plan (admins and managers)', async () => {
    const preview = await shop.owner.client.get(check('starter-kit-month-INR'));
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      ...overStarterKit,
      isDowngrade: true,
      allowedToChange: false,
    });
    expect((await manager.client.get(check('starter-kit-month-INR'))).statusCode).toBe(200);
    expect((await member.client.get(check('starter-kit-month-INR'))).statusCode).toBe(403);
    expect((await shop.owner.client.get(check('nothing-month-INR'))).statusCode).toBe(404);
  });

  it('refuses the downgrade with the spec title and the excess, then allows it once a branch is deleted', async () => {
    const refused = await post(shop.owner.client, PLAN, { priceId: 'starter-kit-month-INR' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'LIMIT_REACHED', message: DOWNGRADE_TITLE },
      downgrade: overStarterKit,
    });
    expect(DOWNGRADE_TITLE).toBe(
      'Downgrading Subscriptions requires deletion of below mentioned entities and members meet the selected subscription.',
    );
    // Still Enterprise.
    expect(
      (await shop.owner.client.get(`${BILLING}/subscription`)).json().subscription.plan.id,
    ).toBe('enterprise-month-INR');

    expect(
      (await del(shop.owner.client, `/api/v1/businesses/grocery/branches/${groceryBranchId}`))
        .statusCode,
    ).toBe(204);
    expect(await changeAllowed(shop.owner.client, 'starter-kit-month-INR', true)).toMatchObject({
      id: 'starter-kit-month-INR',
      productName: 'Starter Kit',
      amount: 99900,
    });
  });

  it('switches the same plan to yearly, starting a year-long period', async () => {
    const yearly = await post(shop.owner.client, PLAN, { priceId: 'starter-kit-year-INR' });
    expect(yearly.statusCode).toBe(200);
    const { subscription } = yearly.json();
    expect(subscription.plan).toMatchObject({ interval: 'year', amount: 999000 });
    expect((Date.parse(subscription.currentPeriodEnd) - Date.now()) / DAY).toBeGreaterThan(360);
  });

  it("never shows or changes another account's plan", async () => {
    // The stranger's own Enterprise plan, untouched by everything above.
    const theirs = (await stranger.client.get(`${BILLING}/subscription`)).json();
    expect(theirs.subscription.plan.id).toBe('enterprise-month-INR');
    const preview = (await stranger.client.get(check('starter-kit-month-INR'))).json();
    expect(preview).toMatchObject({ restaurantEntities: [], groceryEntities: [], members: [] });
    const changed = await post(stranger.client, PLAN, { priceId: 'company-month-INR' });
    expect(changed.statusCode).toBe(200);
    expect(
      (await shop.owner.client.get(`${BILLING}/subscription`)).json().subscription.plan.id,
    ).toBe('starter-kit-year-INR');
  });

  it("counts the account's QR codes against the lower plan", async () => {
    const chain = await signUpVerifiedOwner(shop.test);
    await subscribeLocally(chain.client, 'enterprise-year-INR');
    const business = await setUpBusiness(chain.client, 'restaurant');
    const branch = await post(chain.client, '/api/v1/businesses/restaurant/branches', {
      name: 'Harbour',
    });
    const accountId = await accountIdOf(chain.client);
    await shop.test.deps.database.db.insert(qrCodes).values(
      Array.from({ length: 26 }, (_, index) => ({
        accountId,
        businessId: business.id,
        kind: 'restaurant' as const,
        branchId: branch.json<{ id: string }>().id,
        identifier: `Table ${index + 1}`,
        shortCode: `qr${accountId.slice(0, 4)}${String(index).padStart(2, '0')}`,
      })),
    );
    const preview = (await chain.client.get(check('starter-kit-year-INR'))).json();
    expect(preview).toMatchObject({
      qrCount: 26,
      actual: { entityCount: 1, memberCount: 0, qrCount: 26 },
      exceeded: ['qrCount'],
      allowedToChange: false,
    });
    const refused = await post(chain.client, PLAN, { priceId: 'starter-kit-year-INR' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().downgrade.exceeded).toEqual(['qrCount']);
  });
});
