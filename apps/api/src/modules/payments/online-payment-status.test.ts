import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_SETTINGS } from '@scanorder/shared/business/settings';
import type { OnlinePaymentStatus } from '@scanorder/shared/payments/payments';
import { databaseKinds, signUpVerifiedOwner, type OwnerFixture } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import { setUpStore } from '../../../test/ordering-fixtures.ts';
import { onboardLocally } from '../../../test/payment-fixtures.ts';
import { useOwner } from '../../../test/owner-store.ts';

const statusUrl = (kind: string) => `/api/v1/businesses/${kind}/online-payment`;
const settingsUrl = '/api/v1/businesses/restaurant/order-settings';

describe.each(databaseKinds)('ORDER SETTINGS: whether guests can pay online, on %s', (kind) => {
  const shop = useOwner(kind);
  let other: OwnerFixture;

  beforeAll(async () => {
    other = await signUpVerifiedOwner(shop.test);
    await setUpStore(shop.owner.client, 'restaurant');
    await setUpStore(other.client, 'restaurant');
  });

  const statusOf = async (client: OwnerFixture['client'], business = 'restaurant') => {
    const response = await client.get(statusUrl(business));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OnlinePaymentStatus>();
  };

  it('says why payment is not offered until payout onboarding is complete, then offers it', async () => {
    expect(await statusOf(shop.owner.client)).toEqual({
      provider: 'local',
      testMode: true,
      online: false,
      unavailableReason: 'payouts-not-ready',
    });
    await onboardLocally(shop.owner.client);
    expect(await statusOf(shop.owner.client)).toMatchObject({
      online: true,
      unavailableReason: null,
    });
  });

  it("reads only the signed-in account: another account's onboarding changes nothing here", async () => {
    expect(await statusOf(other.client)).toMatchObject({
      online: false,
      unavailableReason: 'payouts-not-ready',
    });
  });

  it('is off with "pay at the counter" while Payment Not Available is on, whatever onboarding says', async () => {
    const saved = await put(shop.owner.client, settingsUrl, {
      ...DEFAULT_ORDER_SETTINGS,
      paymentNotAvailable: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await statusOf(shop.owner.client)).toMatchObject({
      online: false,
      unavailableReason: 'pay-at-counter',
    });
    await put(shop.owner.client, settingsUrl, DEFAULT_ORDER_SETTINGS);
    expect(await statusOf(shop.owner.client)).toMatchObject({ online: true });
  });

  it('keeps when dine-in guests pay, paid at the end unless the owner chooses before', async () => {
    const before = await shop.owner.client.get('/api/v1/businesses/restaurant');
    expect(before.json().orderSettings.dineInPayment).toBe('at-end');
    const saved = await put(shop.owner.client, settingsUrl, {
      ...DEFAULT_ORDER_SETTINGS,
      dineInPayment: 'before-sent',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().orderSettings.dineInPayment).toBe('before-sent');
    const refused = await put(shop.owner.client, settingsUrl, {
      ...DEFAULT_ORDER_SETTINGS,
      dineInPayment: 'whenever',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a guest with no session and an unknown kind of business', async () => {
    const anonymous = await shop.test.app.inject({ method: 'GET', url: statusUrl('restaurant') });
    expect(anonymous.statusCode).toBe(401);
    expect((await shop.owner.client.get(statusUrl('bakery'))).statusCode).toBe(400);
  });
});
