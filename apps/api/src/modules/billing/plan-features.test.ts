import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { put } from '../../../test/business-fixtures.ts';
import { databaseKinds, TestClient, uniqueIp } from '../../../test/harness.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const PIN = '2468';

/** A device's push subscription with real P-256 keys (the server checks it can encrypt to them). */
function pushSubscription() {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint: `https://push.example.com/${randomBytes(6).toString('hex')}`,
    keys: {
      p256dh: ecdh.generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/** What the pricing page promises per plan, as the server enforces it (decision 030). */
describe.each(databaseKinds)('plan features on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', {
    env: { PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' },
    owner: { ip: uniqueIp() },
    timeout: 120_000,
  });

  const tryPush = () => shop.owner.client.post('/api/v1/push/subscriptions', pushSubscription());
  const tryPrefill = () =>
    shop.owner.client.post('/api/v1/businesses/restaurant/qr-codes', {
      branchId: shop.store.branchId,
      identifier: `Guest ${randomBytes(3).toString('hex')}`,
      prefill: { firstName: 'Asha', lastName: 'Raman' },
    });
  const tryPlainCode = () =>
    shop.owner.client.post('/api/v1/businesses/restaurant/qr-codes', {
      branchId: shop.store.branchId,
      identifier: `Table ${randomBytes(3).toString('hex')}`,
    });
  const tryKiosk = () =>
    new TestClient(shop.test.app, uniqueIp()).post(
      `/api/v1/kiosk/branches/${shop.store.branchId}/session`,
      {
        pin: PIN,
      },
    );

  async function endTrial() {
    await shop.test.deps.database.db
      .update(accounts)
      .set({ trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(accounts.id, shop.store.accountId));
  }

  async function subscribe(planRank: number, planName: string) {
    const values = {
      accountId: shop.store.accountId,
      provider: 'local' as const,
      planId: planName.toLowerCase(),
      planName,
      planRank,
      entityCount: 25,
      memberCount: 100,
      qrCount: 2500,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    };
    const { db } = shop.test.deps.database;
    const updated = await db
      .update(subscriptions)
      .set(values)
      .where(eq(subscriptions.accountId, shop.store.accountId))
      .returning();
    if (updated.length === 0) await db.insert(subscriptions).values(values);
  }

  beforeAll(async () => {
    const pin = await put(
      shop.owner.client,
      `/api/v1/businesses/restaurant/branches/${shop.store.branchId}/pin`,
      { pin: PIN },
    );
    expect(pin.statusCode).toBeLessThan(300);
  }, 120_000);

  it('gives the trial every feature', async () => {
    expect((await tryPush()).statusCode).toBeLessThan(300);
    expect((await tryPrefill()).statusCode).toBe(201);
    expect((await tryKiosk()).statusCode).toBe(200);
  });

  it('refuses Company and Enterprise features on the Starter Kit, naming the plan that has them', async () => {
    // After the trial an account must subscribe to change anything (decision 025): the Starter Kit.
    await endTrial();
    await subscribe(0, 'Starter Kit');
    const push = await tryPush();
    expect(push.statusCode).toBe(403);
    expect(push.json().error.message).toBe(
      'Push notifications is included from the Company plan. Upgrade your subscription to use it.',
    );
    const prefill = await tryPrefill();
    expect(prefill.statusCode).toBe(403);
    expect(prefill.json().error.message).toBe(
      'Per-customer ordering is included from the Company plan. Upgrade your subscription to use it.',
    );
    const kiosk = await tryKiosk();
    expect(kiosk.statusCode).toBe(403);
    expect(kiosk.json().error.message).toBe(
      'Kiosk mode per branch is included from the Enterprise plan. Upgrade your subscription to use it.',
    );
    // What the Starter Kit has still works.
    expect((await tryPlainCode()).statusCode).toBe(201);
  });

  it('gives Company push notifications and per-customer ordering, and Enterprise kiosk mode', async () => {
    await subscribe(1, 'Company');
    expect((await tryPush()).statusCode).toBeLessThan(300);
    expect((await tryPrefill()).statusCode).toBe(201);
    expect((await tryKiosk()).statusCode).toBe(403);
    await subscribe(2, 'Enterprise');
    expect((await tryKiosk()).statusCode).toBe(200);
  });
});
