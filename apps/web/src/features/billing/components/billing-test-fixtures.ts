import type { Me } from '@scanorder/shared/account/me';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import type { CheckoutSession } from '@scanorder/shared/billing/checkout';
import type { BillingPrice } from '@scanorder/shared/billing/prices';
import type { PayoutAccount, PayoutBalance } from '@scanorder/shared/billing/payouts';
import type {
  BillingSubscription,
  SubscriptionDetails,
} from '@scanorder/shared/billing/subscription';
import { planPrices, type BillingInterval } from '@scanorder/shared/plans/catalog';
import { makeMe } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/render.tsx';

/** The built-in catalog as GET /api/v1/billing/plans answers it. */
/** A subscription checkout of the built-in TEST MODE provider. */
export const localSession: CheckoutSession = {
  provider: 'local',
  testMode: true,
  mode: 'subscription',
  sessionId: 'cs_local_1',
  clientSecret: null,
  publishableKey: null,
};

export const pricesFor = (interval: BillingInterval, currency = 'INR'): BillingPrice[] =>
  planPrices(interval, currency).map((price) => ({ ...price, productId: price.planId }));

/** A live Company monthly subscription in INR, ending 1 February 2030. */
export function makeSubscription(
  overrides: Partial<SubscriptionDetails> = {},
): SubscriptionDetails {
  return {
    id: 'sub_local_1',
    status: 'active',
    plan: {
      id: 'company-month-INR',
      productId: 'company',
      planId: 'company',
      productName: 'Company',
      rank: 1,
      amount: 249900,
      interval: 'month',
      currency: 'INR',
      metadata: { entityCount: 5, memberCount: 15, qrCount: 250 },
    },
    itemId: 'si_local_1',
    pauseCollection: false,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2030-02-01T00:00:00.000Z',
    currency: 'INR',
    trialEnd: null,
    ...overrides,
  };
}

export function makeBilling(
  subscription: SubscriptionDetails | null,
  overrides: Partial<BillingSubscription> = {},
): BillingSubscription {
  return {
    provider: 'local',
    testMode: true,
    subscribed: true,
    trial: { endsAt: '2030-01-15T00:00:00.000Z', inTrial: true },
    subscription,
    ...overrides,
  };
}

export const NO_PAYOUT_ACCOUNT: PayoutAccount = {
  provider: 'local',
  testMode: true,
  account: null,
};

/** A connected account nothing was paid to yet (the local provider's simulation). */
export const EMPTY_BALANCE: PayoutBalance = {
  provider: 'local',
  testMode: true,
  simulated: true,
  balances: [],
  payouts: [],
};

type Reply = { status?: number; body?: unknown };

/**
 * Serves /api/v1/me, the billing GETs and the plans; `other` answers everything else (the actions).
 */
export function serveBilling({
  me = makeMe(),
  billing = makeBilling(null),
  payouts = NO_PAYOUT_ACCOUNT,
  balance = EMPTY_BALANCE,
  businesses = {},
  other = () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } }),
}: {
  me?: Me;
  billing?: BillingSubscription | (() => BillingSubscription);
  payouts?: PayoutAccount | (() => PayoutAccount | Reply);
  balance?: PayoutBalance | (() => PayoutBalance | Reply);
  /** The account's businesses by kind; a kind left out has none yet (404). */
  businesses?: Partial<Record<BusinessKind, Business>>;
  other?: (request: { url: string; method: string; body: unknown }) => Reply | Promise<Reply>;
} = {}) {
  return mockFetch((request) => {
    const url = new URL(request.url, 'http://test');
    if (request.method === 'GET') {
      if (url.pathname === '/api/v1/me') return { body: me };
      if (url.pathname === '/api/v1/billing/subscription')
        return { body: typeof billing === 'function' ? billing() : billing };
      if (url.pathname === '/api/v1/billing/plans') {
        const interval = (url.searchParams.get('interval') ?? 'month') as BillingInterval;
        const plans = pricesFor(interval, url.searchParams.get('currency') ?? 'INR');
        return { body: { provider: 'local', testMode: true, plans } };
      }
      if (url.pathname === '/api/v1/billing/payouts/account') {
        const answer = typeof payouts === 'function' ? payouts() : payouts;
        return 'provider' in answer ? { body: answer } : answer;
      }
      const business = /^\/api\/v1\/businesses\/(restaurant|grocery)$/.exec(url.pathname);
      if (business) {
        const found = businesses[business[1] as BusinessKind];
        return found
          ? { body: found }
          : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
      }
      if (url.pathname === '/api/v1/billing/payouts/balance') {
        const answer = typeof balance === 'function' ? balance() : balance;
        return 'provider' in answer ? { body: answer } : answer;
      }
    }
    return other(request);
  });
}
