import type { BillingPlans, BillingPlansQuery } from '@scanorder/shared/billing/prices';
import {
  isSubscriptionLive,
  isSubscriptionStatus,
  type BillingSubscription,
  type CancelSubscriptionInput,
  type PlanChangeInput,
  type SubscriptionDetails,
} from '@scanorder/shared/billing/subscription';
import type {
  CheckoutSession,
  CheckoutSessionInput,
  CheckoutStatus,
} from '@scanorder/shared/billing/checkout';
import {
  DOWNGRADE_TITLE,
  downgradeCheckOf,
  isDowngrade,
  type DowngradeCheck,
  type DowngradePreview,
} from '@scanorder/shared/billing/plan-change';
import { billingMessages } from '@scanorder/shared/billing/messages';
import { AppError, type ErrorEnvelope } from '@scanorder/shared/errors/app-error';
import { assertCan } from '../../auth/roles.ts';
import type { BillingProvider, SubscriptionRef } from './billing-provider.ts';
import type { BillingRepository, SubscriptionRow } from './billing.repository.ts';
import type { LocalBillingProvider } from './local-provider.ts';
import { providerCall } from './provider-errors.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';

/** A downgrade the account does not fit: 409 with the spec's title and what to delete. */
export class DowngradeRefusedError extends AppError {
  constructor(readonly check: DowngradeCheck) {
    super('LIMIT_REACHED', DOWNGRADE_TITLE);
  }

  override toEnvelope(): ErrorEnvelope {
    return { ...super.toEnvelope(), downgrade: this.check } as ErrorEnvelope;
  }
}

export interface SubscriptionsServiceOptions {
  provider: BillingProvider;
  billing: BillingRepository;
  publicUrl: string;
  now?: () => Date;
}

/** Stripe needs a trial end at least two days ahead; a shorter rest of the trial is not carried over. */
const MIN_PROVIDER_TRIAL_MS = 48 * 3600 * 1000;
const FETCH_FAILED = `${billingMessages.fetchFailed}:`;

type LiveRow = SubscriptionRow & {
  providerSubscriptionId: string;
  providerCustomerId: string;
  providerItemId: string;
  priceId: string;
  status: string;
  currentPeriodEnd: Date;
};

function hasSubscription(row: SubscriptionRow | undefined): row is LiveRow {
  return Boolean(
    row?.providerSubscriptionId &&
    row.providerCustomerId &&
    row.providerItemId &&
    row.priceId &&
    row.status &&
    row.currentPeriodEnd,
  );
}

function refOf(row: LiveRow): SubscriptionRef {
  return {
    subscriptionId: row.providerSubscriptionId,
    customerId: row.providerCustomerId,
    itemId: row.providerItemId,
    priceId: row.priceId,
    currency: row.currency ?? 'USD',
    interval: row.interval ?? 'month',
    status: row.status,
    pauseCollection: row.pauseCollection,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
  };
}

function detailsOf(row: SubscriptionRow | undefined): SubscriptionDetails | null {
  if (!hasSubscription(row)) return null;
  const currency = row.currency ?? 'USD';
  return {
    id: row.providerSubscriptionId,
    status: isSubscriptionStatus(row.status) ? row.status : 'incomplete',
    plan: {
      id: row.priceId,
      productId: row.productId ?? '',
      planId: row.planId ?? '',
      productName: row.planName ?? '',
      rank: row.planRank ?? 0,
      amount: row.unitAmount ?? 0,
      interval: row.interval ?? 'month',
      currency,
      metadata: {
        entityCount: row.entityCount ?? 0,
        memberCount: row.memberCount ?? 0,
        qrCount: row.qrCount ?? 0,
      },
    },
    itemId: row.providerItemId,
    pauseCollection: row.pauseCollection,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    currency,
    trialEnd: row.trialEnd?.toISOString() ?? null,
  };
}

/**
 * Subscriptions (spec 01 sections 4, 6, 7): plans, checkout, the subscription details, plan
 * changes with the downgrade check, pause/resume, cancel/activate and MANAGE BILLING. Admins act
 * ('billing.manage'); managers may look ('billing.view'); members are refused.
 */
export function createSubscriptionsService({
  provider,
  billing,
  publicUrl,
  now = () => new Date(),
}: SubscriptionsServiceOptions) {
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

  async function present(
    tenant: TenantContext,
    row?: SubscriptionRow,
  ): Promise<BillingSubscription> {
    const [trialEndsAt, current] = await Promise.all([
      billing.findTrialEnd(tenant),
      row ? Promise.resolve(row) : billing.findSubscription(tenant),
    ]);
    const at = now();
    const inTrial = trialEndsAt.getTime() > at.getTime();
    const live = hasSubscription(current) && isSubscriptionLive(current, at);
    return {
      provider: provider.kind,
      testMode: provider.testMode,
      subscribed: inTrial || live,
      trial: { endsAt: trialEndsAt.toISOString(), inTrial },
      subscription: detailsOf(current),
    };
  }

  /** The account's live subscription made with this provider, or a clear 409. */
  async function liveSubscription(tenant: TenantContext): Promise<LiveRow> {
    const row = await billing.findSubscription(tenant);
    if (!hasSubscription(row) || !isSubscriptionLive(row, now()))
      throw new AppError('CONFLICT', billingMessages.notSubscribed);
    if (row.provider !== provider.kind)
      throw new AppError('CONFLICT', billingMessages.otherProvider);
    return row;
  }

  /** Spec 01 section 6: Update Plan and Update Payment are refused while paused or cancelled. */
  function assertUpdatable(row: LiveRow) {
    if (row.pauseCollection) throw new AppError('CONFLICT', billingMessages.pausedNote);
    if (row.cancelAtPeriodEnd) throw new AppError('CONFLICT', billingMessages.cancelledNoUpdate);
  }

  async function findPrice(priceId: string, currency?: string) {
    const price = await providerCall(FETCH_FAILED, () => provider.findPrice(priceId, currency));
    if (!price) throw new AppError('NOT_FOUND', billingMessages.priceNotFound, 'priceId');
    return price;
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

  async function checkDowngrade(tenant: TenantContext, row: LiveRow, priceId: string) {
    const price = await findPrice(priceId, row.currency ?? undefined);
    const downgrade = isDowngrade(row.planRank ?? 0, price.rank);
    const check = downgradeCheckOf(await billing.usage(tenant), price.limits);
    return { price, downgrade, check };
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

    /** What a plan change to `priceId` would meet: a downgrade lists branches, members and QR codes. */
    async downgradeCheck(tenant: TenantContext, priceId: string): Promise<DowngradePreview> {
      assertCan(tenant, 'billing.view');
      const row = await liveSubscription(tenant);
      const { downgrade, check } = await checkDowngrade(tenant, row, priceId);
      return {
        ...check,
        isDowngrade: downgrade,
        allowedToChange: !downgrade || check.exceeded.length === 0,
      };
    },

    /** UPDATE PLAN: changes the subscription item's price; a downgrade must fit the new limits. */
    async changePlan(tenant: TenantContext, input: PlanChangeInput): Promise<BillingSubscription> {
      assertCan(tenant, 'billing.manage');
      const row = await liveSubscription(tenant);
      assertUpdatable(row);
      if (input.priceId === row.priceId) throw new AppError('CONFLICT', billingMessages.samePlan);
      const { price, downgrade, check } = await checkDowngrade(tenant, row, input.priceId);
      if (downgrade && check.exceeded.length > 0) throw new DowngradeRefusedError(check);
      const updated = await providerCall(FETCH_FAILED, () =>
        provider.changePrice(refOf(row), price),
      );
      return present(tenant, await billing.saveSubscription(tenant, provider.kind, updated));
    },

    /** Pause sets pause_collection, resume clears it; both refused while cancelled. */
    async setPaused(tenant: TenantContext, paused: boolean): Promise<BillingSubscription> {
      assertCan(tenant, 'billing.manage');
      const row = await liveSubscription(tenant);
      if (row.cancelAtPeriodEnd) throw new AppError('CONFLICT', billingMessages.cancelledNoPause);
      if (paused && row.pauseCollection)
        throw new AppError('CONFLICT', billingMessages.alreadyPaused);
      if (!paused && !row.pauseCollection)
        throw new AppError('CONFLICT', billingMessages.notPaused);
      const updated = await providerCall(FETCH_FAILED, () =>
        provider.setPauseCollection(refOf(row), paused),
      );
      return present(tenant, await billing.saveSubscription(tenant, provider.kind, updated));
    },

    /** Cancel sets cancel_at_period_end; Activate clears it. */
    async setCancelAtPeriodEnd(
      tenant: TenantContext,
      input: CancelSubscriptionInput,
    ): Promise<BillingSubscription> {
      assertCan(tenant, 'billing.manage');
      const row = await liveSubscription(tenant);
      if (row.cancelAtPeriodEnd === input.cancelAtPeriodEnd) return present(tenant, row);
      const updated = await providerCall(FETCH_FAILED, () =>
        provider.setCancelAtPeriodEnd(refOf(row), input.cancelAtPeriodEnd),
      );
      return present(tenant, await billing.saveSubscription(tenant, provider.kind, updated));
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
