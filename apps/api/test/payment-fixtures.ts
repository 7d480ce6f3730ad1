import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import type { Order } from '@scanorder/shared/ordering/place-order';
import {
  TEST_CARDS,
  type OrderPayment,
  type PayOrderInput,
} from '@scanorder/shared/payments/payments';
import { BILLING, post } from './billing-fixtures.ts';
import { makeWebDist } from './customer-web-dist.ts';
import { FakeStripe, stripeEnv } from './fake-stripe.ts';
import { signedDelivery } from './fake-stripe-webhooks.ts';
import {
  createMemberOf,
  createTestApp,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type DatabaseKind,
  type InvitedMemberFixture,
  type OwnerFixture,
  type TestApp,
} from './harness.ts';
import { orderRequest, setUpDishStore, type Store } from './ordering-fixtures.ts';
import { lazyField } from './owner-store.ts';

export const paymentUrl = (orderId: string) => `/api/v1/public/orders/${orderId}/payment`;
export const payUrl = (orderId: string) => `/api/v1/public/orders/${orderId}/payments`;

/** What the guest's payment page shows of an order. */
export async function paymentSummary(guest: TestClient, orderId: string): Promise<OrderPayment> {
  return (await guest.get(paymentUrl(orderId))).json<OrderPayment>();
}

/**
 * Starts payout onboarding as the owner's payout page does; the payout account's id. The local
 * provider and the fake Stripe then finish it each their own way.
 */
export async function startOnboarding(owner: TestClient): Promise<string> {
  const started = await post(owner, `${BILLING}/payouts/onboarding`, {
    country: 'IN',
    businessDescription: 'South Indian meals and filter coffee.',
  });
  if (started.statusCode !== 201) throw new Error(`onboarding failed: ${started.body}`);
  return started.json<{ accountId: string }>().accountId;
}

/** Completes the local provider's payout onboarding, so the business may take card payments. */
export async function onboardLocally(owner: TestClient): Promise<void> {
  const accountId = await startOnboarding(owner);
  const done = await post(owner, `${BILLING}/payouts/local-onboarding/${accountId}/complete`, {
    businessName: 'Spice Route Kitchen',
  });
  if (done.statusCode !== 200) throw new Error(`onboarding completion failed: ${done.body}`);
}

/**
 * Payout onboarding on the fake Stripe, completed: the connected account takes charges once the
 * owner's payout page reads it back from Stripe.
 */
export async function onboardOnStripe(owner: TestClient, fake: FakeStripe): Promise<string> {
  const accountId = await startOnboarding(owner);
  fake.patchAccount(accountId, { details_submitted: true, charges_enabled: true });
  await owner.get(`${BILLING}/payouts/account`);
  return accountId;
}

/** A restaurant of a signed-in owner selling one plain dish, and a guest at its table. */
export interface DishStore {
  owner: OwnerFixture;
  store: Store;
  dishId: string;
  guest: TestClient;
}

/**
 * The start of every guest-payment suite: an owner signs up, sets up a restaurant open all day and
 * adds the plain dish (26,768 for one with tax and service); payouts are the suite's own step.
 */
export async function openDishStore(test: TestApp): Promise<DishStore> {
  const owner = await signUpVerifiedOwner(test);
  const { store, dishId } = await setUpDishStore(owner.client);
  return { owner, store, dishId, guest: new TestClient(test.app, uniqueIp()) };
}

type TeamRole = 'manager' | 'member';

interface DishStoreWorld extends DishStore {
  test: TestApp;
  /** Team members of the owner's account, one a role, as `members` asked. */
  manager: InvitedMemberFixture;
  member: InvitedMemberFixture;
  /** The fake Stripe the app calls, when `stripe` asked for it. */
  fake: FakeStripe;
}

interface DishStoreOptions {
  env?: Record<string, string>;
  members?: TeamRole[];
  /** Payouts onboarded on the local provider, so guests may pay by card. */
  onboard?: boolean;
  /** The app calls the fake Stripe (`createStripeTestApp`) instead of the local provider. */
  stripe?: boolean;
  /** The app serves the customer pages from a miniature web build (`makeWebDist`). */
  webDist?: boolean;
  timeout?: number;
}

/**
 * `openDishStore` on the app on a fresh database of `kind`, built before the describe block's tests
 * and closed after them, with the team `members` invited and the other choices of `options`.
 */
export function useDishStore(kind: DatabaseKind, options: DishStoreOptions = {}): DishStoreWorld {
  let test: TestApp | undefined;
  let fake: FakeStripe | undefined;
  let distDir: string | undefined;
  let dishStore: DishStore | undefined;
  const team = new Map<TeamRole, InvitedMemberFixture>();
  beforeAll(async () => {
    if (options.webDist) distDir = await makeWebDist();
    const env = { ...(distDir ? { WEB_DIST_DIR: distDir } : {}), ...options.env };
    if (options.stripe) ({ fake, test } = await createStripeTestApp(kind, env));
    else test = await createTestApp(kind, env);
    dishStore = await openDishStore(test);
    for (const role of options.members ?? []) {
      team.set(role, await createMemberOf(test, dishStore.owner, role));
    }
    if (options.onboard) await onboardLocally(dishStore.owner.client);
  }, options.timeout);
  afterAll(async () => {
    await test?.close();
    await fake?.stop();
    if (distDir) await fs.rm(distDir, { recursive: true, force: true });
  });
  const readTest = lazyField('test', () => test);
  const readStore = lazyField('the dish store', () => dishStore);
  const asked = <T>(what: string, wanted: boolean | undefined, read: () => T | undefined) => {
    if (!wanted) throw new Error(`no ${what} was asked of useDishStore`);
    return lazyField(what, read)();
  };
  return {
    get test() {
      return readTest();
    },
    get owner() {
      return readStore().owner;
    },
    get store() {
      return readStore().store;
    },
    get dishId() {
      return readStore().dishId;
    },
    get guest() {
      return readStore().guest;
    },
    get manager() {
      return asked('manager', options.members?.includes('manager'), () => team.get('manager'));
    },
    get member() {
      return asked('member', options.members?.includes('member'), () => team.get('member'));
    },
    get fake() {
      return asked('fake Stripe', options.stripe, () => fake);
    },
  };
}

/** The fake Stripe, listening, and the app on `kind` configured to call it. */
export async function createStripeTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<{ fake: FakeStripe; test: TestApp }> {
  const fake = new FakeStripe();
  await fake.start();
  return { fake, test: await createTestApp(kind, { ...stripeEnv(fake), ...env }) };
}

/** A placed pickup order of `quantity` of the item, no tip at checkout. */
export async function placeOrder(
  customer: TestClient,
  store: Store,
  menuItemId: string,
  quantity = 2,
): Promise<Order> {
  const response = await customer.post(
    '/api/v1/public/orders',
    orderRequest(store, {
      lines: [{ menuItemId, quantity, options: [], variantId: null, instruction: '' }],
    }),
  );
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return response.json<Order>();
}

export function payment(overrides: Partial<PayOrderInput> = {}): PayOrderInput {
  return {
    idempotencyKey: randomUUID(),
    tipPercentage: 0,
    card: { number: TEST_CARDS.success, expiry: '12/34', cvc: '123' },
    ...overrides,
  };
}

/** The one Stripe webhook endpoint (subscriptions, payout accounts and guest payments). */
export const WEBHOOK_URL = `${BILLING}/webhooks/stripe`;

/** Delivers an event of the fake Stripe to the app, signed as Stripe signs it (or with `secret`). */
export function deliverEvent(test: TestApp, event: Record<string, unknown>, secret?: string) {
  const { payload, headers } = signedDelivery(event, secret);
  return test.app.inject({ method: 'POST', url: WEBHOOK_URL, payload, headers });
}
