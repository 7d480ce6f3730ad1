import type { Role } from '@scanorder/shared/account/services';
import {
  isSubscriptionLive,
  type SubscriptionDetails,
} from '@scanorder/shared/billing/subscription';

interface Control {
  disabled: boolean;
}

export interface SubscriptionControls {
  updatePlan: Control;
  updatePayment: Control;
  pauseResume: Control & { label: 'Pause' | 'Resume' };
  cancelActivate: Control & { label: 'Cancel' | 'Activate' };
  /** MANAGE BILLING with a live subscription, SUBSCRIBE without one. */
  primary: Control & { label: 'MANAGE BILLING' | 'SUBSCRIBE' };
}

export interface SubscriptionControlsInput {
  role: Role;
  subscription: SubscriptionDetails | null;
  /** The price of the plan card chosen on the page, once the plans have loaded. */
  selectedPriceId: string | null;
  now?: Date;
}

/**
 * docs/product/plans-and-limits.md: only admins act. Update Plan and Update Payment are disabled while paused or
 * cancelled, Pause/Resume while cancelled. Without a live subscription only SUBSCRIBE acts.
 */
export function subscriptionControlsOf({
  role,
  subscription,
  selectedPriceId,
  now = new Date(),
}: SubscriptionControlsInput): SubscriptionControls {
  const admin = role === 'admin';
  const live = subscription !== null && isSubscriptionLive(subscription, now);
  const paused = live && subscription.pauseCollection;
  const cancelled = live && subscription.cancelAtPeriodEnd;
  const acting = admin && live;
  return {
    updatePlan: {
      disabled:
        !acting ||
        paused ||
        cancelled ||
        selectedPriceId === null ||
        selectedPriceId === subscription.plan.id,
    },
    updatePayment: { disabled: !acting || paused || cancelled },
    pauseResume: { label: paused ? 'Resume' : 'Pause', disabled: !acting || cancelled },
    cancelActivate: { label: cancelled ? 'Activate' : 'Cancel', disabled: !acting },
    primary: live
      ? { label: 'MANAGE BILLING', disabled: !admin }
      : { label: 'SUBSCRIBE', disabled: !admin || selectedPriceId === null },
  };
}
