import { policyOf } from '@scanorder/shared/business/kind-policy';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { OrderLineInput } from '@scanorder/shared/ordering/order-line';
import type { PublicMenuItem } from '@scanorder/shared/ordering/public-menu';

/**
 * A grocery product with nothing to choose goes straight into the cart with + and − on its card;
 * the item sheet opens only where there is a choice (issue 22, "Grocery on a phone").
 */
export function isQuickAdd(item: PublicMenuItem, kind: BusinessKind): boolean {
  return policyOf(kind).quickAdd && item.variants.length === 0;
}

/** The one line a quick-add product has in the cart. */
export const quickLine = (item: PublicMenuItem, quantity: number): OrderLineInput => ({
  menuItemId: item.id,
  quantity,
  options: [],
  variantId: null,
  instruction: '',
});
