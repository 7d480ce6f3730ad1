import { describe, expect, it } from 'vitest';
import { makeSubscription } from '../components/billing-test-fixtures.ts';
import { subscriptionControlsOf } from './subscription-controls.ts';

const now = new Date('2030-01-10T00:00:00Z');
const enabled = (controls: ReturnType<typeof subscriptionControlsOf>) =>
  Object.entries(controls)
    .filter(([, control]) => !control.disabled)
    .map(([name]) => name);

describe('subscriptionControlsOf (docs/product/plans-and-limits.md)', () => {
  it('lets an admin with a live plan do everything but re-pick the current price', () => {
    const controls = subscriptionControlsOf({
      role: 'admin',
      subscription: makeSubscription(),
      selectedPriceId: 'enterprise-month-INR',
      now,
    });
    expect(enabled(controls)).toEqual([
      'updatePlan',
      'updatePayment',
      'pauseResume',
      'cancelActivate',
      'primary',
    ]);
    expect(controls.primary.label).toBe('MANAGE BILLING');
    expect(
      subscriptionControlsOf({
        role: 'admin',
        subscription: makeSubscription(),
        selectedPriceId: 'company-month-INR',
        now,
      }).updatePlan.disabled,
    ).toBe(true);
  });

  it('disables Update Plan and Update Payment while paused, and offers Resume', () => {
    const controls = subscriptionControlsOf({
      role: 'admin',
      subscription: makeSubscription({ pauseCollection: true }),
      selectedPriceId: 'enterprise-month-INR',
      now,
    });
    expect(enabled(controls)).toEqual(['pauseResume', 'cancelActivate', 'primary']);
    expect(controls.pauseResume.label).toBe('Resume');
  });

  it('disables Update Plan, Update Payment and Pause/Resume while cancelled, and offers Activate', () => {
    const controls = subscriptionControlsOf({
      role: 'admin',
      subscription: makeSubscription({ cancelAtPeriodEnd: true, pauseCollection: true }),
      selectedPriceId: 'enterprise-month-INR',
      now,
    });
    expect(enabled(controls)).toEqual(['cancelActivate', 'primary']);
    expect(controls.cancelActivate.label).toBe('Activate');
  });

  it('keeps every action from managers and members', () => {
    for (const role of ['manager', 'member'] as const)
      expect(
        enabled(
          subscriptionControlsOf({
            role,
            subscription: makeSubscription(),
            selectedPriceId: 'enterprise-month-INR',
            now,
          }),
        ),
      ).toEqual([]);
  });

  it('offers only SUBSCRIBE without a live subscription, once a plan is chosen', () => {
    const ended = makeSubscription({ currentPeriodEnd: '2030-01-01T00:00:00.000Z' });
    for (const subscription of [null, ended]) {
      const controls = subscriptionControlsOf({
        role: 'admin',
        subscription,
        selectedPriceId: 'company-month-INR',
        now,
      });
      expect(enabled(controls)).toEqual(['primary']);
      expect(controls.primary.label).toBe('SUBSCRIBE');
    }
    expect(
      subscriptionControlsOf({ role: 'admin', subscription: null, selectedPriceId: null, now })
        .primary.disabled,
    ).toBe(true);
  });
});
