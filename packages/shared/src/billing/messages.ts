/** Billing texts: the spec's notes word for word, and our refusals where the spec is silent. */
export const billingMessages = {
  pausedNote: 'Your subscription is paused. Please resume to update the plan.',
  cancelledNote: (date: string) =>
    `Your subscription is cancelled. You can use it, till end of the current subscription - ${date}`,
  defaultNote: 'Please select the subscription plan to update.',
  notSubscribed: 'There is no active subscription. Please subscribe to a plan first.',
  alreadySubscribed:
    'The account already has an active subscription. Use UPDATE PLAN to change it.',
  cancelledNoUpdate:
    'Your subscription is cancelled. Please activate it to update the plan or payment.',
  cancelledNoPause: 'Your subscription is cancelled. Please activate it to pause or resume.',
  alreadyPaused: 'Your subscription is already paused.',
  notPaused: 'Your subscription is not paused.',
  samePlan: 'This is already your current plan.',
  priceNotFound: 'Selected plan price not found',
  checkoutNotFound: 'Checkout session not found',
  checkoutAlreadyComplete: 'This checkout is already completed.',
  localOnly: 'Only available with the built-in test-mode billing provider.',
  otherProvider: 'This subscription is managed by another billing provider.',
  noCustomer: 'There is no billing customer yet. Please subscribe to a plan first.',
  fetchFailed: 'Server Error While fetching customer subscriptions details',
} as const;

export interface SubscriptionNoteInput {
  pauseCollection: boolean;
  cancelAtPeriodEnd: boolean;
}

/**
 * The note under the plan cards (docs/product/plans-and-limits.md): paused first, then cancelled (with the
 * period end, formatted by the caller), else the default prompt.
 */
export function subscriptionNoteOf(
  subscription: SubscriptionNoteInput | null,
  periodEndLabel: string,
): { kind: 'paused' | 'cancelled' | 'default'; text: string } {
  if (subscription?.pauseCollection) return { kind: 'paused', text: billingMessages.pausedNote };
  if (subscription?.cancelAtPeriodEnd)
    return { kind: 'cancelled', text: billingMessages.cancelledNote(periodEndLabel) };
  return { kind: 'default', text: billingMessages.defaultNote };
}

/** docs/product/plans-and-limits.md: 'active' shows Active, anything else In Active. */
export const statusLabelOf = (status: string | null | undefined) =>
  status === 'active' ? 'Active' : 'In Active';
