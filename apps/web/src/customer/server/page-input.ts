import { cartStorageKey } from '@scanorder/shared/ordering/cart';
import { menuOrderingOf } from '../checkout/fulfilment-options.ts';
import { pendingOrderKey } from '../lib/storage-keys.ts';
import type { CustomerPage, CustomerPageInput } from '../page-data.ts';

/**
 * The page as rendered and embedded: a menu gains what may be ordered now and its storage keys, so
 * the browser's first script needs none of the rules (nor the validation library) to show them.
 */
export function pageOf(input: CustomerPageInput): CustomerPage {
  if (input.kind !== 'menu') return input;
  const { business, branch } = input.menu;
  return {
    ...input,
    ordering: menuOrderingOf(input.menu),
    storage: {
      cartKey: cartStorageKey(business.accountId, business.id, branch.id),
      pendingKey: pendingOrderKey(business.accountId, business.id, branch.id),
    },
  };
}
