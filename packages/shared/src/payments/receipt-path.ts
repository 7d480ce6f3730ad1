import type { BusinessKind } from '../account/services.ts';

/**
 * The guest's receipt page of an order, beside its order details page (docs/product/screens.md): linked
 * from the order page once something was paid, and from the receipt email. No schema here, so the
 * order page's bundle does not take zod with it.
 */
export function customerReceiptPath(order: {
  accountId: string;
  kind: BusinessKind;
  id: string;
}): string {
  return `/${order.accountId}/${order.kind}/order/${order.id}/order/receipt`;
}

/**
 * The receipt of one share of a table's bill (decision 047): any order of the bill is the
 * capability, as for the bill; the share's payment id says which share. Linked from the bill's
 * list of shares and from the share's receipt email.
 */
export function customerShareReceiptPath(
  order: { accountId: string; kind: BusinessKind; id: string },
  paymentId: string,
): string {
  return `/${order.accountId}/${order.kind}/order/${order.id}/bill/receipt/${paymentId}`;
}
