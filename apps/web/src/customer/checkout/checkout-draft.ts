import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import type { CheckoutValues, CustomerValues } from './checkout-form.ts';
import { fulfilmentOptions } from './fulfilment-options.ts';

/**
 * What the guest typed and chose at checkout, kept in this tab (session storage) for one branch
 * until the order is placed: going back to the cart, closing the drawer, a reload or the back
 * button must not cost the guest the details typed on a phone. Session storage, not local: on a
 * shared device a half-filled checkout ends with the tab.
 */
type CheckoutDraft = Pick<CheckoutValues, 'choice' | 'slot' | 'customer' | 'tipPercentage'>;

const draftKey = (menu: PublicMenu) =>
  `scanorder.checkout-draft.${menu.business.accountId}.${menu.business.id}.${menu.branch.id}`;

export function readCheckoutDraft(menu: PublicMenu): Partial<CheckoutDraft> | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(menu));
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (!stored || typeof stored !== 'object') return null;
    const draft = stored as Record<string, unknown>;
    const choice = fulfilmentOptions(menu).find(
      (option) => option.available && option.choice === draft.choice,
    )?.choice;
    const customer =
      draft.customer && typeof draft.customer === 'object'
        ? (Object.fromEntries(
            Object.entries(draft.customer).filter((entry) => typeof entry[1] === 'string'),
          ) as Partial<CustomerValues>)
        : {};
    return {
      ...(choice ? { choice } : {}),
      ...(typeof draft.slot === 'string' ? { slot: draft.slot } : {}),
      customer: customer as CustomerValues,
      ...(typeof draft.tipPercentage === 'number' ? { tipPercentage: draft.tipPercentage } : {}),
    };
  } catch {
    return null;
  }
}

export function writeCheckoutDraft(menu: PublicMenu, values: CheckoutValues): void {
  const { choice, slot, customer, tipPercentage } = values;
  try {
    window.sessionStorage.setItem(
      draftKey(menu),
      JSON.stringify({ choice, slot, customer, tipPercentage } satisfies CheckoutDraft),
    );
  } catch {
    // Private modes and full quotas: the checkout still works, only the draft is not kept.
  }
}

export function forgetCheckoutDraft(menu: PublicMenu): void {
  try {
    window.sessionStorage.removeItem(draftKey(menu));
  } catch {
    // Same as above.
  }
}
