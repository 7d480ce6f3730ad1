import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutMessages, type PayoutBalance } from '@scanorder/shared/billing/payouts';
import type { PayOrderResult } from '@scanorder/shared/payments/payments';
import {
  createMemberOf,
  createTestApp,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type InvitedMemberFixture,
  type OwnerFixture,
  type TestApp,
} from '../../../test/harness.ts';
import { accountIdOf, BILLING } from '../../../test/billing-fixtures.ts';
import type { FakeStripe } from '../../../test/fake-stripe.ts';
import { FAKE_PAYMENT_METHODS } from '../../../test/fake-stripe-payments.ts';
import { addItem, plainDish, setUpStore, type Store } from '../../../test/ordering-fixtures.ts';
import {
  deliverEvent,
  onboardLocally,
  payment,
  payUrl,
  placeOrder,
  openDishStore,
  createStripeTestApp,
  startOnboarding,
} from '../../../test/payment-fixtures.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { simulatedPayouts } from './payouts-balance.ts';

const BALANCE = `${BILLING}/payouts/balance`;

describe('TEST MODE payouts simulated from the ledger', () => {
  it('pays each day out the next, carries a day that gave back more, and keeps today pending', () => {
    const { balances, payouts } = simulatedPayouts(
      [
        { currency: 'INR', day: '2026-11-20', netMinor: 1000 },
        { currency: 'INR', day: '2026-11-21', netMinor: -300 },
        { currency: 'INR', day: '2026-11-22', netMinor: 500 },
        { currency: 'USD', day: '2026-11-24', netMinor: 50 },
        { currency: 'INR', day: '2026-11-25', netMinor: 700 },
      ],
      '2026-11-25',
    );
    expect(payouts).toEqual([
      {
        id: 'po_local_usd_20261124',
        amountMinor: 50,
        currency: 'USD',
        status: 'paid',
        arrivalDate: '2026-11-25',
      },
      expect.objectContaining({ amountMinor: 200, currency: 'INR', arrivalDate: '2026-11-23' }),
      expect.objectContaining({ amountMinor: 1000, currency: 'INR', arrivalDate: '2026-11-21' }),
    ]);
    expect(balances).toEqual([
      { currency: 'INR', availableMinor: 0, pendingMinor: 700 },
      { currency: 'USD', availableMinor: 0, pendingMinor: 0 },
    ]);
  });

  it('shows what refunds took beyond the last payout as a negative available balance', () => {
    const { balances, payouts } = simulatedPayouts(
      [
        { currency: 'JPY', day: '2026-11-20', netMinor: 900 },
        { currency: 'JPY', day: '2026-11-23', netMinor: -400 },
      ],
      '2026-11-25',
    );
    expect(payouts.map((payout) => payout.amountMinor)).toEqual([900]);
    expect(balances).toEqual([{ currency: 'JPY', availableMinor: -400, pendingMinor: 0 }]);
  });
});

describe.each(databaseKinds)('the payouts page with the local provider on %s', (kind) => {
  let test: TestApp;
  let owner: OwnerFixture;
  let manager: InvitedMemberFixture;
  let member: InvitedMemberFixture;
  let stranger: OwnerFixture;
  let store: Store;
  let dishId: string;
  let guest: TestClient;

  beforeAll(async () => {
    test = await createTestApp(kind, { ORDER_RATE_LIMIT_MAX: '200', PLATFORM_FEE_PERCENT: '2' });
    ({ owner, store, dishId, guest } = await openDishStore(test));
    manager = await createMemberOf(test, owner, 'manager');
    member = await createMemberOf(test, owner, 'member');
    stranger = await signUpVerifiedOwner(test);
  });
  afterAll(() => test.close());

  const balanceOf = async (client: TestClient) => (await client.get(BALANCE)).json<PayoutBalance>();

  it('needs a connected account, and is for admins and managers only', async () => {
    const none = await owner.client.get(BALANCE);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(payoutMessages.notFound);
    await onboardLocally(owner.client);
    expect((await member.client.get(BALANCE)).statusCode).toBe(403);
    expect((await new TestClient(test.app).get(BALANCE)).statusCode).toBe(401);
    expect((await manager.client.get(BALANCE)).statusCode).toBe(200);
  });

  it("adds up the ledger: today's payments pending, earlier days paid out the next day", async () => {
    const amounts: number[] = [];
    for (const quantity of [1, 2]) {
      const order = await placeOrder(guest, store, dishId, quantity);
      const paid = await guest.post(payUrl(order.id), payment());
      amounts.push(paid.json<PayOrderResult>().payment.amountMinor);
    }
    // The business keeps what was paid less the platform's 2 %.
    const net = amounts.reduce((sum, amount) => sum + amount - Math.round(amount * 0.02), 0);
    expect(await balanceOf(owner.client)).toEqual({
      provider: 'local',
      testMode: true,
      simulated: true,
      balances: [{ currency: 'INR', availableMinor: 0, pendingMinor: net }],
      payouts: [],
    });

    // Two days later: paid out the day after they came in.
    const accountId = await accountIdOf(owner.client);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await test.deps.database.db
      .update(ledgerEntries)
      .set({ createdAt: twoDaysAgo })
      .where(eq(ledgerEntries.accountId, accountId));
    const later = await balanceOf(manager.client);
    expect(later.balances).toEqual([{ currency: 'INR', availableMinor: 0, pendingMinor: 0 }]);
    expect(later.payouts).toEqual([
      expect.objectContaining({
        amountMinor: net,
        currency: 'INR',
        status: 'paid',
        arrivalDate: new Date(twoDaysAgo.getTime() + 86_400_000).toISOString().slice(0, 10),
      }),
    ]);
  });

  it("never shows another account's money", async () => {
    expect((await stranger.client.get(BALANCE)).statusCode).toBe(404);
    await onboardLocally(stranger.client);
    expect(await balanceOf(stranger.client)).toMatchObject({ balances: [], payouts: [] });
  });
});

describe.each(databaseKinds)('the payouts page with Stripe (fake API) on %s', (kind) => {
  let fake: FakeStripe;
  let test: TestApp;
  let owner: OwnerFixture;
  let connected: string;

  beforeAll(async () => {
    ({ fake, test } = await createStripeTestApp(kind, { PLATFORM_FEE_PERCENT: '2' }));
    owner = await signUpVerifiedOwner(test);
    connected = await startOnboarding(owner.client);
    fake.patchAccount(connected, { details_submitted: true, charges_enabled: true });
    await deliverEvent(test, fake.events.last('account.updated', connected));
  });
  afterAll(async () => {
    await test.close();
    await fake.stop();
  });

  it("reads the connected account's balance and payouts as that account", async () => {
    const store = await setUpStore(owner.client, 'restaurant');
    const dishId = (await addItem(owner.client, 'restaurant', plainDish())).id;
    const guest = new TestClient(test.app, uniqueIp());
    const order = await placeOrder(guest, store, dishId, 1);
    const attempt = await guest.post(payUrl(order.id), {
      idempotencyKey: randomUUID(),
      tipPercentage: 0,
    });
    const { amountMinor } = attempt.json<PayOrderResult>().payment;
    fake.payments.confirm([...fake.payments.intents.keys()].at(-1)!, FAKE_PAYMENT_METHODS.visa);
    const payout = fake.connect.addPayout(connected, { amount: 5000, currency: 'inr' });

    const answer = await owner.client.get(BALANCE);
    expect(answer.statusCode, answer.body).toBe(200);
    const fee = Math.round(amountMinor * 0.02);
    expect(answer.json<PayoutBalance>()).toEqual({
      provider: 'stripe',
      testMode: true,
      simulated: false,
      balances: [{ currency: 'INR', availableMinor: amountMinor - fee - 5000, pendingMinor: 0 }],
      payouts: [
        {
          id: payout.id,
          amountMinor: 5000,
          currency: 'INR',
          status: 'paid',
          arrivalDate: new Date(Number(payout.arrival_date) * 1000).toISOString().slice(0, 10),
        },
      ],
    });
    for (const path of ['/v1/balance', '/v1/payouts'])
      expect(fake.calls('GET', path).at(-1)?.stripeAccount).toBe(connected);
  });
});
