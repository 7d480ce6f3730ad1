import {
  isSubscriptionLive,
  isSubscriptionStatus,
  type BillingSubscription,
  type SubscriptionDetails,
} from '@scanorder/shared/billing/subscription';
import { billingMessages } from '@scanorder/shared/billing/messages';
import { AppError } from '@scanorder/shared/errors/app-error';
import type { BillingProvider, SubscriptionRef } from './billing-provider.ts';
import type { BillingRepository, SubscriptionRow } from './billing.repository.ts';
import { providerCall } from './provider-errors.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';

/** The prefix of a provider failure's message while reading or changing a subscription. */
export const FETCH_FAILED = `${billingMessages.fetchFailed}:`;

/** A subscription row made with a provider: every field a change of it needs is there. */
export type LiveRow = SubscriptionRow & {
  providerSubscriptionId: string;
  providerCustomerId: string;
  providerItemId: string;
  priceId: string;
  status: string;
  currentPeriodEnd: Date;
};

export function hasSubscription(row: SubscriptionRow | undefined): row is LiveRow {
  return Boolean(
    row?.providerSubscriptionId &&
    row.providerCustomerId &&
    row.providerItemId &&
    row.priceId &&
    row.status &&
    row.currentPeriodEnd,
  );
}

export function refOf(row: LiveRow): SubscriptionRef {
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
 * The account's subscription as the billing screens show it and as its changes start from: its
 * presentation, the live one (or a clear 409), and a provider's price.
 */
export function createSubscriptionState({
  provider,
  billing,
  now = () => new Date(),
}: {
  provider: BillingProvider;
  billing: BillingRepository;
  now?: () => Date;
}) {
  async function present(
    tenant: TenantContext,
    row?: SubscriptionRow,
  ): Promise<BillingSubscription> {
    const trialEndsAt = await billing.findTrialEnd(tenant);
    const current = row ?? (await billing.findSubscription(tenant));
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

  /** docs/product/plans-and-limits.md: Update Plan and Update Payment are refused while paused or cancelled. */
  function assertUpdatable(row: LiveRow) {
    if (row.pauseCollection) throw new AppError('CONFLICT', billingMessages.pausedNote);
    if (row.cancelAtPeriodEnd) throw new AppError('CONFLICT', billingMessages.cancelledNoUpdate);
  }

  async function findPrice(priceId: string, currency?: string) {
    const price = await providerCall(FETCH_FAILED, () => provider.findPrice(priceId, currency));
    if (!price) throw new AppError('NOT_FOUND', billingMessages.priceNotFound, 'priceId');
    return price;
  }

  return { present, liveSubscription, assertUpdatable, findPrice };
}

export type SubscriptionState = ReturnType<typeof createSubscriptionState>;
