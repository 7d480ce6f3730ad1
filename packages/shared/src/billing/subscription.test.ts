import { describe, expect, it } from 'vitest';
import { hasServiceAccess, isSubscriptionLive, SUBSCRIPTION_STATUSES } from './subscription.ts';
import { billingMessages, statusLabelOf, subscriptionNoteOf } from './messages.ts';
import { checkoutSessionInputSchema } from './checkout.ts';
import { payoutOnboardingInputSchema } from './payouts.ts';

const now = new Date('2026-05-01T12:00:00Z');
const later = '2026-05-02T00:00:00Z';
const earlier = '2026-04-30T00:00:00Z';

describe('the subscribed rule (docs/product/plans-and-limits.md)', () => {
  it('counts trialing or active only while the period end is in the future', () => {
    expect(isSubscriptionLive({ status: 'active', currentPeriodEnd: later }, now)).toBe(true);
    expect(isSubscriptionLive({ status: 'trialing', currentPeriodEnd: new Date(later) }, now)).toBe(
      true,
    );
    expect(isSubscriptionLive({ status: 'active', currentPeriodEnd: earlier }, now)).toBe(false);
    expect(isSubscriptionLive({ status: 'active', currentPeriodEnd: now }, now)).toBe(false);
    for (const status of SUBSCRIPTION_STATUSES.filter((s) => s !== 'active' && s !== 'trialing'))
      expect(isSubscriptionLive({ status, currentPeriodEnd: later }, now)).toBe(false);
    expect(isSubscriptionLive(null, now)).toBe(false);
    expect(isSubscriptionLive(undefined, now)).toBe(false);
  });

  it('opens the services during the 14-day trial or with a live subscription', () => {
    expect(hasServiceAccess({ trialEndsAt: later }, now)).toBe(true);
    expect(hasServiceAccess({ trialEndsAt: earlier }, now)).toBe(false);
    expect(
      hasServiceAccess(
        { trialEndsAt: earlier, subscription: { status: 'active', currentPeriodEnd: later } },
        now,
      ),
    ).toBe(true);
    expect(
      hasServiceAccess(
        { trialEndsAt: earlier, subscription: { status: 'active', currentPeriodEnd: earlier } },
        now,
      ),
    ).toBe(false);
  });
});

describe('subscription texts', () => {
  it('shows Active only for status active', () => {
    expect(statusLabelOf('active')).toBe('Active');
    expect(statusLabelOf('trialing')).toBe('In Active');
    expect(statusLabelOf(null)).toBe('In Active');
  });

  it('notes paused before cancelled, else the default prompt, in the spec words', () => {
    expect(
      subscriptionNoteOf({ pauseCollection: true, cancelAtPeriodEnd: true }, '1 Jun 2026'),
    ).toEqual({
      kind: 'paused',
      text: 'Your subscription is paused. Please resume to update the plan.',
    });
    expect(
      subscriptionNoteOf({ pauseCollection: false, cancelAtPeriodEnd: true }, '1 Jun 2026'),
    ).toEqual({
      kind: 'cancelled',
      text: 'Your subscription is cancelled. You can use it, till end of the current subscription - 1 Jun 2026',
    });
    expect(subscriptionNoteOf(null, '')).toEqual({
      kind: 'default',
      text: billingMessages.defaultNote,
    });
    expect(billingMessages.defaultNote).toBe('Please select the subscription plan to update.');
  });
});

describe('billing inputs', () => {
  it('needs a price for a subscription checkout but not for a payment update', () => {
    expect(
      checkoutSessionInputSchema.safeParse({ mode: 'subscription' }).error?.issues[0],
    ).toMatchObject({
      path: ['priceId'],
      message: 'Price field is required',
    });
    expect(checkoutSessionInputSchema.safeParse({ mode: 'payment-update' }).success).toBe(true);
    expect(checkoutSessionInputSchema.safeParse({ mode: 'gift' }).success).toBe(false);
  });

  it('reads a 2-letter country in any case and bounds the business description', () => {
    expect(
      payoutOnboardingInputSchema.parse({ country: 'in', businessDescription: 'Meals and coffee' }),
    ).toEqual({ country: 'IN', businessDescription: 'Meals and coffee' });
    expect(
      payoutOnboardingInputSchema.safeParse({ country: 'IND', businessDescription: 'Meals' })
        .success,
    ).toBe(false);
    expect(
      payoutOnboardingInputSchema.safeParse({ country: 'IN', businessDescription: 'Hey' }).success,
    ).toBe(false);
  });
});
