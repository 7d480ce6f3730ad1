import type {
  CancelSubscriptionInput,
  PlanChangeInput,
} from '@scanorder/shared/billing/subscription';
import type { BillingSubscription } from '@scanorder/shared/billing/subscription';
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
import type { BillingProvider } from './billing-provider.ts';
import type { BillingRepository } from './billing.repository.ts';
import { providerCall } from './provider-errors.ts';
import { FETCH_FAILED, refOf, type LiveRow, type SubscriptionState } from './subscription-state.ts';
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

/**
 * Changes to a live subscription (docs/product/plans-and-limits.md): UPDATE PLAN with the downgrade check,
 * pause/resume and cancel/activate. Admins act ('billing.manage'); managers may look at a check.
 */
export function createPlanChangesService({
  provider,
  billing,
  state,
}: {
  provider: BillingProvider;
  billing: BillingRepository;
  state: SubscriptionState;
}) {
  const { present, liveSubscription, assertUpdatable, findPrice } = state;

  async function checkDowngrade(tenant: TenantContext, row: LiveRow, priceId: string) {
    const price = await findPrice(priceId, row.currency ?? undefined);
    const downgrade = isDowngrade(row.planRank ?? 0, price.rank);
    const check = downgradeCheckOf(await billing.usage(tenant), price.limits);
    return { price, downgrade, check };
  }

  return {
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
  };
}

export type PlanChangesService = ReturnType<typeof createPlanChangesService>;
