import type { Order } from '@scanorder/shared/ordering/place-order';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import type { OrderPayment } from '@scanorder/shared/payments/payments';
import type { ShareReceipt } from '@scanorder/shared/payments/share-receipt';

/** The id of the `<script type="application/json">` that carries the page's data for hydration. */
export const PAGE_DATA_ID = 'scanorder-customer-data';

/** What may be ordered from this menu now, worked out on the server with the shared rules. */
export interface MenuOrdering {
  /** Some way of ordering (dine-in, pickup, a scheduled pickup, delivery) is possible now. */
  canOrder: boolean;
  /** A pickup can be scheduled for a later open time. */
  canSchedule: boolean;
}

export interface MenuPageData {
  kind: 'menu';
  menu: PublicMenu;
  /** The grocery search the page was opened with ('' for none). */
  search: string;
  ordering: MenuOrdering;
  /** Local storage keys of this branch's cart and of an order waiting to be sent. */
  storage: { cartKey: string; pendingKey: string };
}

/** The look of the business a code that is not active belongs to. */
export interface InactiveCodeBusiness {
  name: string;
  logoUrl: string | null;
}

/**
 * What the server rendered, and what the browser hydrates with: the same object on both sides, so
 * the first client render matches the HTML exactly.
 */
export type CustomerPage =
  | MenuPageData
  | { kind: 'order'; order: Order }
  /** The receipt: the order and its payments and refunds as the server read them. */
  | { kind: 'receipt'; order: Order; payment: OrderPayment }
  /** One share of the table's bill the order is on: what that share paid (decision 047). */
  | { kind: 'share-receipt'; order: Order; receipt: ShareReceipt }
  | { kind: 'not-found' }
  /**
   * A QR code that leads nowhere (unknown, deleted, its business or branch gone): never a dead end,
   * but a page saying so, in the business's look when the business is known.
   */
  | { kind: 'code-not-active'; business: InactiveCodeBusiness | null }
  /** `message`: the catalogue line for what failed (docs/product/fields.md). */
  | { kind: 'error'; message: string };

/** What the API hands the renderer; the renderer adds what it derives from the menu. */
export type CustomerPageInput =
  { kind: 'menu'; menu: PublicMenu; search: string } | Exclude<CustomerPage, MenuPageData>;

/** The page's embedded data, or null when the page carries none (error pages). */
export function readPageData(doc: Document): CustomerPage | null {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as CustomerPage;
}

/**
 * JSON that is safe inside a `<script>` element: `<` never appears raw (no `</script>` or `<!--`),
 * nor do the two line separators older parsers choke on.
 */
export function serializePageData(page: CustomerPage): string {
  return serializeJson(page);
}

/** Any value as JSON that is safe inside a `<script>` element (see serializePageData). */
export function serializeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
