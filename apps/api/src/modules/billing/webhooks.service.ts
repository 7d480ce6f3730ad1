import { isSubscriptionLive } from '@scanorder/shared/billing/subscription';
import { AppError } from '@scanorder/shared/errors/app-error';
import {
  WebhookSignatureError,
  type BillingEvent,
  type BillingProvider,
  type ProviderSubscription,
} from './billing-provider.ts';
import type { BillingQueries, BillingRepository } from './billing.repository.ts';

export interface WebhooksServiceOptions {
  provider: BillingProvider;
  billing: BillingRepository;
  now?: () => Date;
}

/**
 * Another module's events arriving at the same endpoint (guest payments, decision 046): the one
 * that accepts an event's type verifies and applies it itself, with its own idempotency.
 */
export interface WebhookDelegate {
  accepts(type: string): boolean;
  /** True when the event changed something; false when seen before or about nothing known. */
  handle(rawBody: Buffer, signature: string | undefined): Promise<boolean>;
}

export interface WebhookOutcome {
  received: true;
  /** False when the event was seen before and nothing changed. */
  applied: boolean;
}

/**
 * Stripe webhooks keep the local subscription and payout state true. Each event is verified over
 * the raw body, reduced by the provider, and applied once: its id is stored with the change.
 */
export function createWebhooksService({
  provider,
  billing,
  now = () => new Date(),
}: WebhooksServiceOptions) {
  /** Whose subscription it is: the metadata's account, else the row that already holds it. */
  async function accountOf(subscription: ProviderSubscription): Promise<string | undefined> {
    if (subscription.accountId && (await billing.unsafeAccountExists(subscription.accountId)))
      return subscription.accountId;
    const row =
      (await billing.unsafeFindSubscriptionByProviderId(subscription.subscriptionId)) ??
      (await billing.unsafeFindSubscriptionByCustomerId(subscription.customerId));
    return row?.accountId;
  }

  /**
   * An event about an older subscription must not overwrite the account's newer live one
   * (a late "updated" for a subscription the owner replaced).
   */
  async function saveIfCurrent(
    repository: BillingQueries,
    accountId: string,
    subscription: ProviderSubscription,
  ) {
    const row = await repository.findSubscription({ accountId });
    const replacesOther =
      row?.providerSubscriptionId &&
      row.providerSubscriptionId !== subscription.subscriptionId &&
      row.status &&
      row.currentPeriodEnd &&
      isSubscriptionLive({ status: row.status, currentPeriodEnd: row.currentPeriodEnd }, now()) &&
      !isSubscriptionLive(subscription, now());
    if (!replacesOther) await repository.saveSubscription({ accountId }, 'stripe', subscription);
  }

  async function apply(event: BillingEvent): Promise<boolean> {
    const once = (change: (repository: BillingQueries) => Promise<unknown>) =>
      billing.unsafeApplyEventOnce('stripe', event, async (repository) => {
        await change(repository);
      });
    switch (event.kind) {
      case 'subscription-changed': {
        const accountId = await accountOf(event.subscription);
        return once(async (repository) => {
          if (accountId) await saveIfCurrent(repository, accountId, event.subscription);
        });
      }
      case 'subscription-deleted':
        return once((repository) =>
          repository.unsafeMarkSubscriptionCanceled(event.subscriptionId),
        );
      case 'checkout-completed': {
        if (event.mode === 'payment-update' && provider.applyPaymentUpdate)
          await provider.applyPaymentUpdate(event.sessionId);
        const subscription = event.subscription;
        const accountId =
          event.accountId && (await billing.unsafeAccountExists(event.accountId))
            ? event.accountId
            : subscription
              ? await accountOf(subscription)
              : undefined;
        return once(async (repository) => {
          if (subscription && accountId) await saveIfCurrent(repository, accountId, subscription);
        });
      }
      case 'connected-account-updated':
        return once((repository) =>
          repository.unsafeUpdatePaymentAccountData(
            event.account.providerAccountId,
            event.account.data,
            event.account.complete ? 'complete' : 'pending',
          ),
        );
      case 'ignored':
        return once(async () => undefined);
      default:
        return event satisfies never;
    }
  }

  const delegates: WebhookDelegate[] = [];

  return {
    /** Hands the events `delegate` accepts to it (after this service verified the signature). */
    delegate(delegate: WebhookDelegate) {
      delegates.push(delegate);
    },

    async handleStripe(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      if (provider.kind !== 'stripe' || !provider.parseWebhook)
        throw new AppError('NOT_FOUND', 'Stripe is not configured');
      let event: BillingEvent;
      try {
        event = await provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new AppError('VALIDATION_FAILED', `Invalid Stripe signature: ${error.message}`);
        throw error;
      }
      const delegate = delegates.find((candidate) => candidate.accepts(event.type));
      if (delegate) return { received: true, applied: await delegate.handle(rawBody, signature) };
      return { received: true, applied: await apply(event) };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
