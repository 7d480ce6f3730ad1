import type { BillingProviderKind, BillingPrice } from '@scanorder/shared/billing/prices';
import type { CheckoutMode } from '@scanorder/shared/billing/checkout';
import type { OnboardingData } from '@scanorder/shared/billing/payouts';
import type { BillingInterval } from '@scanorder/shared/plans/catalog';

/** A subscription as the provider holds it, with its plan resolved from the price list. */
export interface ProviderSubscription {
  subscriptionId: string;
  customerId: string;
  itemId: string;
  price: BillingPrice;
  status: string;
  pauseCollection: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  /** Our account id, from the subscription's metadata, when the provider carries it. */
  accountId: string | null;
}

/** What a subscription operation needs to know about the local row. */
export interface SubscriptionRef {
  subscriptionId: string;
  customerId: string;
  itemId: string;
  priceId: string;
  currency: string;
  interval: BillingInterval;
  status: string;
  pauseCollection: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
}

export interface CheckoutRequest {
  accountId: string;
  customerId: string;
  email: string;
  mode: CheckoutMode;
  /** Subscription mode: the price to subscribe to. */
  price?: BillingPrice;
  currency: string;
  /** Payment-update mode: the subscription whose payment method changes. */
  subscriptionId?: string;
  /** Where the provider sends the browser back; `{CHECKOUT_SESSION_ID}` is filled in by Stripe. */
  returnUrl: string;
  /** Start the provider's trial until this instant (the rest of the app's 14-day trial). */
  trialEnd?: Date;
}

export interface CreatedCheckout {
  sessionId: string;
  /** Stripe's embedded checkout secret; null for the local test-mode checkout. */
  clientSecret: string | null;
}

export interface CheckoutSessionState {
  status: 'open' | 'complete' | 'expired';
  customerEmail: string | null;
  mode: CheckoutMode;
  accountId: string | null;
  /** The subscription the completed session created (subscription mode). */
  subscriptionId: string | null;
}

export interface ConnectedAccount {
  providerAccountId: string;
  data: OnboardingData;
  /** Onboarding is complete once the provider has the account's details. */
  complete: boolean;
}

/**
 * Everything the app asks of a card payment provider (docs/decisions/005-billing-providers.md).
 * Stripe implements it over its API; the local provider implements it inside the app, in test
 * mode, so every billing screen works without an account anywhere.
 */
export interface BillingProvider extends Partial<WebhookVerifier> {
  readonly kind: BillingProviderKind;
  readonly testMode: boolean;
  /** Passed to the browser for Stripe's embedded checkout; null for the local provider. */
  readonly publishableKey: string | null;

  /** Every recurring price with its product's name, features and limits, in `currency` where priced. */
  listPrices(currency?: string): Promise<BillingPrice[]>;
  /** One price, in `currency` when the price has that currency option; undefined when unknown. */
  findPrice(priceId: string, currency?: string): Promise<BillingPrice | undefined>;

  ensureCustomer(input: {
    accountId: string;
    email: string;
    name: string;
    customerId: string | null;
  }): Promise<string>;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Undefined when the provider knows no such session. */
  getCheckoutSession(sessionId: string): Promise<CheckoutSessionState | undefined>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;

  changePrice(subscription: SubscriptionRef, price: BillingPrice): Promise<ProviderSubscription>;
  setPauseCollection(subscription: SubscriptionRef, paused: boolean): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(
    subscription: SubscriptionRef,
    cancel: boolean,
  ): Promise<ProviderSubscription>;
  /** MANAGE BILLING: Stripe's billing portal, or the app's test-mode billing page. */
  createPortalSession(input: {
    accountId: string;
    customerId: string;
    returnUrl: string;
  }): Promise<string>;

  createConnectedAccount(input: {
    accountId: string;
    email: string;
    country: string;
    businessDescription: string;
  }): Promise<ConnectedAccount>;
  /** The onboarding URL the browser goes to. */
  createAccountLink(input: {
    accountId: string;
    providerAccountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<string>;
  retrieveConnectedAccount(providerAccountId: string): Promise<ConnectedAccount>;
  deleteConnectedAccount(providerAccountId: string): Promise<void>;
}

/** A verified provider webhook event, reduced to what keeps the local state true. */
export type BillingEvent = { id: string; type: string } & (
  | { kind: 'subscription-changed'; subscription: ProviderSubscription }
  | { kind: 'subscription-deleted'; subscriptionId: string }
  | {
      kind: 'checkout-completed';
      sessionId: string;
      mode: CheckoutMode;
      accountId: string | null;
      subscription: ProviderSubscription | null;
    }
  | { kind: 'connected-account-updated'; account: ConnectedAccount }
  | { kind: 'ignored' }
);

/** Providers that receive webhooks (Stripe). */
export interface WebhookVerifier {
  /** Verifies the signature over the raw body; throws `WebhookSignatureError` when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<BillingEvent>;
  /** Makes the payment method collected by a completed setup-mode checkout the subscription's default. */
  applyPaymentUpdate(sessionId: string): Promise<void>;
}

export class WebhookSignatureError extends Error {}
