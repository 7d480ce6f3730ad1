import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_TAPS_HASH } from '../../http/security.ts';
import { cspDirectives } from '../../../test/csp.ts';
import {
  createTestApp,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type TestApp,
} from '../../../test/harness.ts';
import { makeWebDist } from '../../../test/customer-web-dist.ts';
import { FakeStripe, stripeEnv } from '../../../test/fake-stripe.ts';
import { addItem, plainDish, setUpStore, type Store } from '../../../test/ordering-fixtures.ts';
import { placeOrder } from '../../../test/payment-fixtures.ts';

const STRICT = {
  'script-src': ["'self'", EARLY_TAPS_HASH],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** A restaurant with one order, served with the customer renderer, on the given provider. */
function pagesOn(provider: 'stripe' | 'local') {
  const world = {} as {
    fake: FakeStripe | null;
    test: TestApp;
    distDir: string;
    store: Store;
    pages: Record<'menu' | 'order' | 'receipt', string>;
  };
  beforeAll(async () => {
    world.distDir = await makeWebDist();
    world.fake = provider === 'stripe' ? new FakeStripe() : null;
    await world.fake?.start();
    world.test = await createTestApp('pglite', {
      WEB_DIST_DIR: world.distDir,
      ...(world.fake ? stripeEnv(world.fake) : {}),
    });
    const owner = await signUpVerifiedOwner(world.test);
    const store = await setUpStore(owner.client, 'restaurant');
    const dish = await addItem(owner.client, 'restaurant', plainDish());
    const order = await placeOrder(new TestClient(world.test.app, uniqueIp()), store, dish.id, 1);
    world.store = store;
    world.pages = {
      menu: `/${store.accountId}/restaurant/${store.businessId}/store/${store.branchId}/identity/Table%201/menu`,
      order: `/${store.accountId}/restaurant/order/${order.id}/order/details`,
      receipt: `/${store.accountId}/restaurant/order/${order.id}/order/receipt`,
    };
  });
  afterAll(async () => {
    await world.test.close();
    await world.fake?.stop();
    await fs.rm(world.distDir, { recursive: true, force: true });
  });
  return {
    world,
    /** The directives of the page's policy, as a plain object. */
    async policyOf(url: string) {
      const response = await new TestClient(world.test.app, uniqueIp()).get(url);
      expect([200, 404], url).toContain(response.statusCode);
      return Object.fromEntries(cspDirectives(response.headers['content-security-policy']));
    },
  };
}

describe("Stripe's origins with the Stripe provider: only on the pages that load Stripe.js", () => {
  const { world, policyOf } = pagesOn('stripe');

  it('keeps the menu route, the receipt, the API and a stale QR link strict', async () => {
    for (const url of [
      world.pages.menu,
      world.pages.receipt,
      '/api/health',
      '/api/v1/plans?interval=month&currency=INR',
      '/q/not-a-code',
    ])
      expect(await policyOf(url), url).toMatchObject(STRICT);
  });

  it("lets the order page's payment step load Stripe.js, its Elements and 3-D Secure, nothing more", async () => {
    expect(await policyOf(world.pages.order)).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'", EARLY_TAPS_HASH, 'https://js.stripe.com'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
    });
  });

  it("lets the owner app frame Stripe's embedded Checkout on any of its routes", async () => {
    for (const url of ['/', `/${world.store.accountId}/restaurant?tab=subscriptions`])
      expect(await policyOf(url), url).toMatchObject({
        'script-src': ["'self'", EARLY_TAPS_HASH, 'https://js.stripe.com'],
        'connect-src': ["'self'", 'https://api.stripe.com'],
        'frame-src': [
          'https://js.stripe.com',
          'https://hooks.stripe.com',
          'https://checkout.stripe.com',
        ],
        'frame-ancestors': ["'none'"],
      });
  });
});

describe("Stripe's origins with the built-in provider: nowhere", () => {
  const { world, policyOf } = pagesOn('local');

  it('keeps every page strict, the order page and the owner app too', async () => {
    for (const url of [world.pages.menu, world.pages.order, '/', '/api/health'])
      expect(await policyOf(url), url).toMatchObject(STRICT);
  });
});
