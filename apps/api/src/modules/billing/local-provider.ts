import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BillingPrice } from '@scanorder/shared/billing/prices';
import type { CheckoutMode } from '@scanorder/shared/billing/checkout';
import {
  BILLING_INTERVALS,
  PLAN_CURRENCIES,
  planPrices,
  type BillingInterval,
} from '@scanorder/shared/plans/catalog';
import type { Database } from '../../db/client.ts';
import { localCheckoutSessions, paymentAccounts, subscriptions } from '../../db/schema/billing.ts';
import type {
  BillingProvider,
  ConnectedAccount,
  ProviderSubscription,
  SubscriptionRef,
} from './billing-provider.ts';
import { onboardingDataOf } from './billing.repository.ts';

export interface LocalProviderOptions {
  db: Database;
  publicUrl: string;
  now?: () => Date;
}

export interface CompletedLocalCheckout {
  mode: CheckoutMode;
  /** The subscription a subscription-mode checkout starts (active for one month or year). */
  subscription: ProviderSubscription | null;
}

/** The built-in provider adds what only a test-mode checkout and onboarding form can do. */
export interface LocalBillingProvider extends BillingProvider {
  readonly kind: 'local';
  /** Completes an open session of the account; undefined when it has no such open session. */
  completeCheckout(
    sessionId: string,
    input: { accountId: string; customerId: string },
  ): Promise<CompletedLocalCheckout | undefined>;
}

const localId = (prefix: string) => `${prefix}_local_${randomUUID().replace(/-/g, '')}`;

/** One month or one year later, the way a billing period runs. */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const next = new Date(from);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** Every catalog price: each plan at each interval in each currency. */
function catalogPrices(currency?: string): BillingPrice[] {
  const currencies = currency ? [currency.toUpperCase()] : [...PLAN_CURRENCIES];
  return BILLING_INTERVALS.flatMap((interval) =>
    currencies.flatMap((code) =>
      planPrices(interval, code).map((price) => ({ ...price, productId: price.planId })),
    ),
  );
}

const PRICES = new Map(catalogPrices().map((price) => [price.priceId, price]));

/**
 * The embedded default provider: the built-in catalog, no card, TEST MODE. Checkout is a session
 * the app completes itself; the subscription lives only in the local `subscriptions` row, and a
 * connected account only in `payment_accounts`.
 */
export function createLocalProvider({
  db,
  publicUrl,
  now = () => new Date(),
}: LocalProviderOptions): LocalBillingProvider {
  function priceOf(priceId: string): BillingPrice {
    const price = PRICES.get(priceId);
    if (!price) throw new Error(`Unknown local price ${priceId}`);
    return price;
  }

  const fromRef = (
    ref: SubscriptionRef,
    changes: Partial<ProviderSubscription> = {},
  ): ProviderSubscription => ({
    subscriptionId: ref.subscriptionId,
    customerId: ref.customerId,
    itemId: ref.itemId,
    price: priceOf(ref.priceId),
    status: ref.status,
    pauseCollection: ref.pauseCollection,
    cancelAtPeriodEnd: ref.cancelAtPeriodEnd,
    currentPeriodEnd: ref.currentPeriodEnd,
    trialEnd: ref.trialEnd,
    accountId: null,
    ...changes,
  });

  return {
    kind: 'local',
    testMode: true,
    publishableKey: null,

    async listPrices(currency) {
      return catalogPrices(currency);
    },

    async findPrice(priceId) {
      return PRICES.get(priceId);
    },

    async ensureCustomer({ customerId }) {
      return customerId ?? localId('cus');
    },

    async createCheckout(request) {
      const sessionId = localId('cs');
      await db.insert(localCheckoutSessions).values({
        id: sessionId,
        accountId: request.accountId,
        mode: request.mode,
        priceId: request.price?.priceId ?? null,
        currency: request.currency,
        customerEmail: request.email,
        expiresAt: new Date(now().getTime() + 24 * 3600 * 1000),
      });
      return { sessionId, clientSecret: null };
    },

    async getCheckoutSession(sessionId) {
      const [row] = await db
        .select()
        .from(localCheckoutSessions)
        .where(eq(localCheckoutSessions.id, sessionId))
        .limit(1);
      if (!row) return undefined;
      const expired = row.status === 'open' && row.expiresAt.getTime() <= now().getTime();
      return {
        status: expired ? 'expired' : row.status,
        customerEmail: row.customerEmail,
        mode: row.mode,
        accountId: row.accountId,
        subscriptionId: null,
      };
    },

    async completeCheckout(sessionId, { accountId, customerId }) {
      const [row] = await db
        .update(localCheckoutSessions)
        .set({ status: 'complete' })
        .where(
          and(
            eq(localCheckoutSessions.id, sessionId),
            eq(localCheckoutSessions.accountId, accountId),
            eq(localCheckoutSessions.status, 'open'),
          ),
        )
        .returning();
      if (!row) return undefined;
      if (row.expiresAt.getTime() <= now().getTime()) {
        await db
          .update(localCheckoutSessions)
          .set({ status: 'expired' })
          .where(eq(localCheckoutSessions.id, sessionId));
        return undefined;
      }
      if (row.mode !== 'subscription' || !row.priceId)
        return { mode: row.mode, subscription: null };
      const price = priceOf(row.priceId);
      return {
        mode: row.mode,
        subscription: {
          subscriptionId: localId('sub'),
          customerId,
          itemId: localId('si'),
          price,
          status: 'active',
          pauseCollection: false,
          cancelAtPeriodEnd: false,
          currentPeriodEnd: addInterval(now(), price.interval),
          trialEnd: null,
          accountId,
        },
      };
    },

    async retrieveSubscription(subscriptionId) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, subscriptionId))
        .limit(1);
      if (!row?.priceId || !row.providerItemId || !row.currentPeriodEnd || !row.status)
        throw new Error(`Unknown local subscription ${subscriptionId}`);
      return {
        subscriptionId,
        customerId: row.providerCustomerId ?? '',
        itemId: row.providerItemId,
        price: priceOf(row.priceId),
        status: row.status,
        pauseCollection: row.pauseCollection,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        currentPeriodEnd: row.currentPeriodEnd,
        trialEnd: row.trialEnd,
        accountId: row.accountId,
      };
    },

    /** A new interval starts a new period now, as Stripe resets the billing cycle. */
    async changePrice(ref, price) {
      return fromRef(ref, {
        price,
        currentPeriodEnd:
          price.interval === ref.interval
            ? ref.currentPeriodEnd
            : addInterval(now(), price.interval),
      });
    },

    async setPauseCollection(ref, paused) {
      return fromRef(ref, { pauseCollection: paused });
    },

    async setCancelAtPeriodEnd(ref, cancel) {
      return fromRef(ref, { cancelAtPeriodEnd: cancel });
    },

    /** MANAGE BILLING opens the app's own test-mode billing page. */
    async createPortalSession({ accountId }) {
      return `${publicUrl}/${accountId}/billing/portal`;
    },

    async createConnectedAccount({ email, country, businessDescription }) {
      const id = localId('acct');
      return {
        providerAccountId: id,
        complete: false,
        data: {
          id,
          country,
          email,
          businessName: null,
          businessDescription,
          defaultCurrency: null,
          detailsSubmitted: false,
          chargesEnabled: false,
          payoutsEnabled: false,
        },
      };
    },

    /** The in-app onboarding form stands in for Stripe's hosted onboarding. */
    async createAccountLink({ accountId, providerAccountId }) {
      return `${publicUrl}/${accountId}/payment/onboarding/local?account=${encodeURIComponent(providerAccountId)}`;
    },

    async retrieveConnectedAccount(providerAccountId): Promise<ConnectedAccount> {
      const [row] = await db
        .select()
        .from(paymentAccounts)
        .where(eq(paymentAccounts.providerAccountId, providerAccountId))
        .limit(1);
      const data = row && onboardingDataOf(row);
      if (!data) throw new Error(`Unknown local connected account ${providerAccountId}`);
      return { providerAccountId, data, complete: data.detailsSubmitted };
    },

    async deleteConnectedAccount() {
      // Nothing outside the app: the service deletes the payment_accounts row.
    },
  };
}
