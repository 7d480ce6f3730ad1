import Stripe from 'stripe';
import type { BillingPrice } from '@scanorder/shared/billing/prices';
import type { CheckoutMode } from '@scanorder/shared/billing/checkout';
import { PLANS, type PlanLimits } from '@scanorder/shared/plans/catalog';
import {
  WebhookSignatureError,
  type BillingEvent,
  type BillingProvider,
  type CheckoutSessionState,
  type ConnectedAccount,
  type ProviderSubscription,
  type SubscriptionRef,
  type WebhookVerifier,
} from './billing-provider.ts';
import { stripeClient, type StripeConnection } from './stripe-client.ts';

export interface StripeProviderOptions extends StripeConnection {
  /** How long the price list is reused before it is read again. */
  priceCacheMs?: number;
  now?: () => Date;
}

interface CatalogEntry {
  price: Stripe.Price;
  product: Stripe.Product;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Limits from product metadata; a missing key falls back to the catalog plan of the same name. */
function limitsOf(product: Stripe.Product): PlanLimits {
  const fallback = PLANS.find((plan) => plan.name === product.name)?.limits;
  const read = (key: keyof PlanLimits) => {
    const value = Number.parseInt(product.metadata?.[key] ?? '', 10);
    return Number.isFinite(value) && value >= 0 ? value : (fallback?.[key] ?? 0);
  };
  return {
    entityCount: read('entityCount'),
    memberCount: read('memberCount'),
    qrCount: read('qrCount'),
  };
}

/** docs/product/plans-and-limits.md ranks Starter Kit < Company < Enterprise; other products rank by their branch count. */
function planOf(product: Stripe.Product, limits: PlanLimits) {
  const plan = PLANS.find(
    (candidate) => candidate.id === product.metadata?.planId || candidate.name === product.name,
  );
  return plan
    ? { planId: plan.id, rank: plan.rank }
    : { planId: product.id, rank: limits.entityCount };
}

/** A Stripe price in `currency` when it has that currency option, else in its own currency. */
function toBillingPrice(entry: CatalogEntry, currency?: string): BillingPrice {
  const { price, product } = entry;
  const wanted = currency?.toLowerCase();
  const option = wanted && wanted !== price.currency ? price.currency_options?.[wanted] : undefined;
  const optionAmount = option?.unit_amount;
  const priced =
    wanted && optionAmount != null
      ? { currency: wanted, amount: optionAmount }
      : { currency: price.currency, amount: price.unit_amount ?? 0 };
  const limits = limitsOf(product);
  return {
    priceId: price.id,
    productId: product.id,
    ...planOf(product, limits),
    name: product.name,
    interval: price.recurring?.interval === 'year' ? 'year' : 'month',
    currency: priced.currency.toUpperCase(),
    unitAmount: priced.amount,
    features: (product.marketing_features ?? [])
      .map((feature) => feature.name ?? '')
      .filter(Boolean),
    limits,
  };
}

function connectedAccountOf(account: Stripe.Account): ConnectedAccount {
  return {
    providerAccountId: account.id,
    complete: account.details_submitted === true,
    data: {
      id: account.id,
      country: account.country ?? null,
      email: account.email ?? null,
      businessName: account.business_profile?.name ?? null,
      businessDescription: account.business_profile?.product_description ?? null,
      defaultCurrency: account.default_currency?.toUpperCase() ?? null,
      detailsSubmitted: account.details_submitted === true,
      chargesEnabled: account.charges_enabled === true,
      payoutsEnabled: account.payouts_enabled === true,
    },
  };
}

const modeOf = (session: Stripe.Checkout.Session): CheckoutMode =>
  session.mode === 'setup' ? 'payment-update' : 'subscription';

/** Stripe over the official SDK (docs/decisions/005-billing-providers.md). */
export function createStripeProvider(
  options: StripeProviderOptions,
): BillingProvider & WebhookVerifier {
  const stripe = stripeClient(options);
  const cacheMs = options.priceCacheMs ?? 5 * 60 * 1000;
  const now = options.now ?? (() => new Date());
  let catalog: { at: number; entries: Map<string, CatalogEntry> } | undefined;

  async function loadCatalog(): Promise<Map<string, CatalogEntry>> {
    if (catalog && now().getTime() - catalog.at < cacheMs) return catalog.entries;
    const entries = new Map<string, CatalogEntry>();
    for await (const price of stripe.prices.list({
      active: true,
      type: 'recurring',
      expand: ['data.product', 'data.currency_options'],
      limit: 100,
    })) {
      const product = price.product;
      if (typeof product === 'string' || product.deleted || !product.active) continue;
      entries.set(price.id, { price, product });
    }
    catalog = { at: now().getTime(), entries };
    return entries;
  }

  /** A price seen on a subscription: from the list when it is there, else read with its product. */
  async function entryOf(price: Stripe.Price): Promise<CatalogEntry> {
    const listed = (await loadCatalog()).get(price.id);
    if (listed) return listed;
    const full = await stripe.prices.retrieve(price.id, {
      expand: ['product', 'currency_options'],
    });
    const product =
      typeof full.product === 'string'
        ? await stripe.products.retrieve(full.product)
        : full.product;
    if (product.deleted) throw new Error(`Stripe product of price ${price.id} is deleted`);
    return { price: full, product };
  }

  async function toSubscription(subscription: Stripe.Subscription): Promise<ProviderSubscription> {
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);
    const price = toBillingPrice(await entryOf(item.price), subscription.currency);
    const periodEnd =
      item.current_period_end ??
      // stripe's types dropped current_period_end from Subscription; older API versions still send it.
      (subscription as unknown as { current_period_end?: number }).current_period_end ??
      0;
    return {
      subscriptionId: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      itemId: item.id,
      price,
      status: subscription.status,
      pauseCollection: subscription.pause_collection != null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      currentPeriodEnd: new Date(periodEnd * 1000),
      trialEnd: subscription.trial_end ? new Date(subscription.trial_end * 1000) : null,
      accountId: subscription.metadata?.accountId ?? null,
    };
  }

  const retrieveSubscription = async (id: string) =>
    toSubscription(await stripe.subscriptions.retrieve(id));

  return {
    kind: 'stripe',
    testMode: options.secretKey.startsWith('sk_test_'),
    publishableKey: options.publishableKey,

    async listPrices(currency) {
      return [...(await loadCatalog()).values()].map((entry) => toBillingPrice(entry, currency));
    },

    async findPrice(priceId, currency) {
      const entry = (await loadCatalog()).get(priceId);
      return entry ? toBillingPrice(entry, currency) : undefined;
    },

    async ensureCustomer({ accountId, email, name, customerId }) {
      if (customerId) return customerId;
      const customer = await stripe.customers.create(
        { email, name, metadata: { accountId } },
        { idempotencyKey: `customer-${accountId}` },
      );
      return customer.id;
    },

    async createCheckout(request) {
      const common = {
        ui_mode: 'embedded_page',
        customer: request.customerId,
        client_reference_id: request.accountId,
        currency: request.currency.toLowerCase(),
        return_url: request.returnUrl,
      } as const;
      const session =
        request.mode === 'subscription'
          ? await stripe.checkout.sessions.create({
              ...common,
              mode: 'subscription',
              line_items: [{ price: request.price!.priceId, quantity: 1 }],
              metadata: { accountId: request.accountId },
              subscription_data: {
                metadata: { accountId: request.accountId },
                ...(request.trialEnd ? { trial_end: seconds(request.trialEnd) } : {}),
              },
            })
          : await stripe.checkout.sessions.create({
              ...common,
              mode: 'setup',
              metadata: {
                accountId: request.accountId,
                subscriptionId: request.subscriptionId ?? '',
              },
              setup_intent_data: {
                metadata: {
                  accountId: request.accountId,
                  subscriptionId: request.subscriptionId ?? '',
                },
              },
            });
      return { sessionId: session.id, clientSecret: session.client_secret };
    },

    async getCheckoutSession(sessionId): Promise<CheckoutSessionState | undefined> {
      const session = await stripe.checkout.sessions.retrieve(sessionId).catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return undefined;
        throw error;
      });
      if (!session) return undefined;
      return {
        status:
          session.status === 'complete'
            ? 'complete'
            : session.status === 'expired'
              ? 'expired'
              : 'open',
        customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
        mode: modeOf(session),
        accountId: session.metadata?.accountId ?? session.client_reference_id ?? null,
        subscriptionId: idOf(session.subscription),
      };
    },

    retrieveSubscription,

    async changePrice(subscription: SubscriptionRef, price: BillingPrice) {
      await stripe.subscriptionItems.update(subscription.itemId, {
        price: price.priceId,
        proration_behavior: 'create_prorations',
      });
      return retrieveSubscription(subscription.subscriptionId);
    },

    async setPauseCollection(subscription, paused) {
      return toSubscription(
        await stripe.subscriptions.update(subscription.subscriptionId, {
          pause_collection: paused ? { behavior: 'void' } : '',
        }),
      );
    },

    async setCancelAtPeriodEnd(subscription, cancel) {
      return toSubscription(
        await stripe.subscriptions.update(subscription.subscriptionId, {
          cancel_at_period_end: cancel,
        }),
      );
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    async createConnectedAccount({ accountId, email, country, businessDescription }) {
      const account = await stripe.accounts.create({
        type: 'express',
        country,
        email,
        business_profile: { product_description: businessDescription },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { accountId },
      });
      return connectedAccountOf(account);
    },

    async createAccountLink({ providerAccountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account: providerAccountId,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: 'account_onboarding',
      });
      return link.url;
    },

    async retrieveConnectedAccount(providerAccountId) {
      return connectedAccountOf(await stripe.accounts.retrieve(providerAccountId));
    },

    async deleteConnectedAccount(providerAccountId) {
      await stripe.accounts.del(providerAccountId);
    },

    async parseWebhook(rawBody, signature): Promise<BillingEvent> {
      if (!options.webhookSecret)
        throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      const base = { id: event.id, type: event.type };
      switch (event.type) {
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
          // Read the subscription now: events can arrive out of order, the API never is stale.
          return {
            ...base,
            kind: 'subscription-changed',
            subscription: await retrieveSubscription(event.data.object.id),
          };
        case 'customer.subscription.deleted':
          return { ...base, kind: 'subscription-deleted', subscriptionId: event.data.object.id };
        case 'checkout.session.completed': {
          const session = event.data.object;
          const subscriptionId = idOf(session.subscription);
          return {
            ...base,
            kind: 'checkout-completed',
            sessionId: session.id,
            mode: modeOf(session),
            accountId: session.metadata?.accountId ?? session.client_reference_id ?? null,
            subscription: subscriptionId ? await retrieveSubscription(subscriptionId) : null,
          };
        }
        case 'account.updated':
          return {
            ...base,
            kind: 'connected-account-updated',
            account: connectedAccountOf(event.data.object),
          };
        default:
          return { ...base, kind: 'ignored' };
      }
    },

    async applyPaymentUpdate(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['setup_intent'],
      });
      const intent = session.setup_intent;
      if (session.mode !== 'setup' || !intent || typeof intent === 'string') return;
      const paymentMethod = idOf(intent.payment_method);
      const subscriptionId = intent.metadata?.subscriptionId || session.metadata?.subscriptionId;
      if (!paymentMethod) return;
      const customerId = idOf(session.customer);
      if (customerId)
        await stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethod },
        });
      if (subscriptionId)
        await stripe.subscriptions.update(subscriptionId, {
          default_payment_method: paymentMethod,
        });
    },
  };
}
