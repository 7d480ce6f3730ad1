import type { BillingPlans, BillingPlansQuery } from '@scanorder/shared/billing/prices';
import {
  isSubscriptionLive,
  type BillingSubscription,
} from '@scanorder/shared/billing/subscription';
import type {
  CheckoutSession,
  CheckoutSessionInput,
  CheckoutStatus,
} from '@scanorder/shared/billing/checkout';
import { billingMessages } from '@scanorder/shared/billing/messages';
import { AppError } from '@scanorder/shared/errors/app-error';
import { assertCan } from '../../auth/roles.ts';
import type { BillingProvider } from './billing-provider.ts';
import type { BillingRepository, SubscriptionRow } from './billing.repository.ts';
import type { LocalBillingProvider } from './local-provider.ts';
import { providerCall } from './provider-errors.ts';
import { FETCH_FAILED, hasSubscription, type SubscriptionState } from './subscription-state.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';

export interface SubscriptionsServiceOptions {
  provider: BillingProvider;
  billing: BillingRepository;
  publicUrl: string;
  state: SubscriptionState;
  now?: () => Date;
}

/** Stripe needs a trial end at least two days ahead; a shorter rest of the trial is not carried over. */
const MIN_PROVIDER_TRIAL_MS = 48 * 3600 * 1000;

/**
 * Subscriptions (docs/product/plans-and-limits.md): plans, checkout, the subscription details and MANAGE
 * BILLING (changes to a live one: plan-changes.service.ts). Admins act ('billing.manage');
 * managers may look ('billing.view'); members are refused.
 */
export function createSubscriptionsService({
  provider,
  billing,
  publicUrl,
  state,
  now = () => new Date(),
}: SubscriptionsServiceOptions) {
  const { present, liveSubscription, assertUpdatable, findPrice } = state;
  const overviewUrl = (tenant: TenantContext) => `${publicUrl}/${tenant.accountId}/overview`;

  async function plans(query: BillingPlansQuery): Promise<BillingPlans> {
    const prices = await providerCall(FETCH_FAILED, () =>
      provider.listPrices(query.currency.toUpperCase()),
    );
    return {
      provider: provider.kind,
      testMode: provider.testMode,
      plans: prices
        .filter((price) => price.interval === query.interval)
        .sort((a, b) => a.rank - b.rank || a.unitAmount - b.unitAmount),
    };
  }

  async function ensureCustomer(tenant: TenantContext, row: SubscriptionRow | undefined) {
    const owner = await billing.findOwnerContact(tenant);
    const existing = row?.provider === provider.kind ? (row.providerCustomerId ?? null) : null;
    const customerId = await providerCall(FETCH_FAILED, () =>
      provider.ensureCustomer({
        accountId: tenant.accountId,
        email: owner?.email ?? tenant.email,
        name: owner ? `${owner.firstName} ${owner.lastName}`.trim() : tenant.email,
        customerId: existing,
      }),
    );
    if (customerId !== existing) await billing.saveCustomer(tenant, provider.kind, customerId);
    return { customerId, email: owner?.email ?? tenant.email };
  }

  return {
    /** Public pricing (no session): the provider's plans. */
    publicPlans: plans,

    async plans(tenant: TenantContext, query: BillingPlansQuery): Promise<BillingPlans> {
      assertCan(tenant, 'billing.view');
      return plans(query);
    },

    async get(tenant: TenantContext): Promise<BillingSubscription> {
      assertCan(tenant, 'billing.view');
      return present(tenant);
    },

    /** Starts an embedded (Stripe) or test-mode (local) checkout. */
    async createCheckout(
      tenant: TenantContext,
      input: CheckoutSessionInput,
    ): Promise<CheckoutSession> {
      assertCan(tenant, 'billing.manage');
      const row = await billing.findSubscription(tenant);
      const request = { accountId: tenant.accountId, mode: input.mode } as const;
      let created;
      if (input.mode === 'subscription') {
        if (hasSubscription(row) && isSubscriptionLive(row, now()))
          throw new AppError('CONFLICT', billingMessages.alreadySubscribed);
        const price = await findPrice(input.priceId!, input.currency?.toUpperCase());
        const { customerId, email } = await ensureCustomer(tenant, row);
        const trialEndsAt = await billing.findTrialEnd(tenant);
        const carryTrial = trialEndsAt.getTime() - now().getTime() >= MIN_PROVIDER_TRIAL_MS;
        const returnUrl = `${overviewUrl(tenant)}?session_id={CHECKOUT_SESSION_ID}&priceId=${encodeURIComponent(price.priceId)}`;
        created = await providerCall(FETCH_FAILED, () =>
          provider.createCheckout({
            ...request,
            customerId,
            email,
            price,
            currency: price.currency,
            returnUrl,
            ...(carryTrial ? { trialEnd: trialEndsAt } : {}),
          }),
        );
      } else {
        const live = await liveSubscription(tenant);
        assertUpdatable(live);
        const { email } = await ensureCustomer(tenant, live);
        created = await providerCall(FETCH_FAILED, () =>
          provider.createCheckout({
            ...request,
            customerId: live.providerCustomerId,
            email,
            currency: live.currency ?? 'USD',
            subscriptionId: live.providerSubscriptionId,
            returnUrl: `${overviewUrl(tenant)}?session_id={CHECKOUT_SESSION_ID}`,
          }),
        );
      }
      return {
        provider: provider.kind,
        testMode: provider.testMode,
        mode: input.mode,
        sessionId: created.sessionId,
        clientSecret: created.clientSecret,
        publishableKey: provider.publishableKey,
      };
    },

    /**
     * The checkout's status for the dialog. A completed Stripe checkout is applied at once (the
     * webhook may come later), so closing the dialog shows the new subscription.
     */
    async checkoutStatus(tenant: TenantContext, sessionId: string): Promise<CheckoutStatus> {
      assertCan(tenant, 'billing.view');
      const session = await providerCall(FETCH_FAILED, () =>
        provider.getCheckoutSession(sessionId),
      );
      if (!session || session.accountId !== tenant.accountId)
        throw new AppError('NOT_FOUND', billingMessages.checkoutNotFound);
      if (session.status === 'complete' && provider.kind === 'stripe') {
        if (session.mode === 'subscription' && session.subscriptionId) {
          const subscription = await providerCall(FETCH_FAILED, () =>
            provider.retrieveSubscription(session.subscriptionId!),
          );
          await billing.saveSubscription(tenant, provider.kind, subscription);
        } else if (session.mode === 'payment-update' && provider.applyPaymentUpdate) {
          await providerCall(FETCH_FAILED, () => provider.applyPaymentUpdate!(sessionId));
        }
      }
      return { status: session.status, customerEmail: session.customerEmail, mode: session.mode };
    },

    /** TEST MODE: the in-app checkout's "pay" button. Subscription mode activates the plan. */
    async completeLocalCheckout(
      tenant: TenantContext,
      sessionId: string,
    ): Promise<BillingSubscription> {
      assertCan(tenant, 'billing.manage');
      if (provider.kind !== 'local') throw new AppError('NOT_FOUND', billingMessages.localOnly);
      const local = provider as LocalBillingProvider;
      const session = await local.getCheckoutSession(sessionId);
      if (!session || session.accountId !== tenant.accountId)
        throw new AppError('NOT_FOUND', billingMessages.checkoutNotFound);
      if (session.status !== 'open')
        throw new AppError('CONFLICT', billingMessages.checkoutAlreadyComplete);
      const row = await billing.findSubscription(tenant);
      if (session.mode === 'subscription' && hasSubscription(row) && isSubscriptionLive(row, now()))
        throw new AppError('CONFLICT', billingMessages.alreadySubscribed);
      const { customerId } = await ensureCustomer(tenant, row);
      const completed = await local.completeCheckout(sessionId, {
        accountId: tenant.accountId,
        customerId,
      });
      if (!completed) throw new AppError('CONFLICT', billingMessages.checkoutAlreadyComplete);
      if (completed.subscription)
        return present(
          tenant,
          await billing.saveSubscription(tenant, provider.kind, completed.subscription),
        );
      return present(tenant);
    },

    /** MANAGE BILLING: the provider's billing portal for the account's customer. */
    async portal(tenant: TenantContext): Promise<{ url: string }> {
      assertCan(tenant, 'billing.manage');
      const row = await billing.findSubscription(tenant);
      if (!row?.providerCustomerId || row.provider !== provider.kind)
        throw new AppError('CONFLICT', billingMessages.noCustomer);
      const url = await providerCall(FETCH_FAILED, () =>
        provider.createPortalSession({
          accountId: tenant.accountId,
          customerId: row.providerCustomerId!,
          returnUrl: overviewUrl(tenant),
        }),
      );
      return { url };
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
