/**
 * The owner's live orders board, kiosk mode and push notifications (issue 6): the schemas both the
 * API and the web app read, so the two sides cannot drift apart.
 */
import { z } from 'zod';
import { ticketPaymentSchema } from '../payments/payments.ts';
import { BUSINESS_KINDS, type Role } from '../account/services.ts';
import { dateField } from '../business/clock-time.ts';
import { checkDateRange, daysFromTo } from '../business/date-range.ts';
import { kitchenSettingsSchema } from '../business/settings.ts';
import { pinField } from '../business/branch.ts';
import { errorEnvelopeSchema } from '../errors/app-error.ts';
import { messages } from '../validation/messages.ts';
import {
  MAX_ORDER_LINES,
  orderLineInputSchema,
  orderLineMessages,
  type OrderLineInput,
  type PricedLine,
} from './order-line.ts';
import { orderEventSchema, ownerOrderSchema } from './place-order.ts';
import { csvLanguageQuerySchema } from '../http/csv-download.ts';

/** The orders board's filters (docs/product/screens.md). */
export const ORDER_FILTERS = ['current', 'completed', 'future', 'history'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export const ORDER_FILTER_LABELS: Record<OrderFilter, string> = {
  current: 'Current',
  completed: 'Completed',
  future: 'Future',
  history: 'History',
};
/** A kiosk shows the live filters only (no history, no export). */
export const KIOSK_ORDER_FILTERS = ['current', 'completed', 'future'] as const;
export type KioskOrderFilter = (typeof KIOSK_ORDER_FILTERS)[number];

/** History is a day range on the last update of at most this many days, both ends included. */
export const HISTORY_MAX_DAYS = 31;
/** A list answer holds at most this many orders; `truncated` says when more matched. */
export const ORDER_LIST_LIMIT = 2000;
/** History comes a page at a time (newest update first); `nextCursor` asks for the next page. */
export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_PAGE_MAX = 200;
/** The 'New Order Placed!' toast is for orders created at most this long ago (docs/product/fields.md). */
export const NEW_ORDER_TOAST_MS = 20_000;
export const NEW_ORDER_TITLE = 'New Order Placed!';

export const boardMessages = {
  historyFromRequired: messages.required('From date'),
  historyToRequired: messages.required('To date'),
  historyOrder: 'From date must be on or before To date',
  historyTooLong: `History covers at most ${HISTORY_MAX_DAYS} days`,
  notEditable: (status: string) => `This order can no longer be changed: it is ${status}`,
  incorrectPinTriesLeft: (tries: number) =>
    `Incorrect PIN. ${tries} ${tries === 1 ? 'try' : 'tries'} left on this device.`,
  pinLocked: (minutes: number) =>
    `Too many wrong PINs. This PIN is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  noPin: 'This store has no staff PIN. Ask the owner to set one under STATUS.',
  kioskSignedOut: 'Enter the staff PIN to open this board',
  historyCursor:
    'Please send a valid page cursor. Open History again to start from its first page.',
  historyLimit: `Please choose a page size from 1 to ${HISTORY_PAGE_MAX}`,
  recallTooLate: 'Too late to recall: a move can be taken back for 10 seconds only',
} as const;

/**
 * Where a History page ends: the last order's update instant in whole microseconds since the Unix
 * epoch (PostgreSQL's own precision, so no order is skipped or repeated) and its reference number
 * (unique within a business). The next page lists the orders after it in the list's order
 * (updated_at desc, reference_number desc).
 */
export interface HistoryCursor {
  updatedAtMicros: number;
  referenceNumber: number;
}

const CURSOR_PATTERN = /^(\d{1,16})\.(\d{1,10})$/;
const MAX_REFERENCE = 2_147_483_647;

/** "1767225600123456.42": opaque to clients, who send back the `nextCursor` they were given. */
export function historyCursorOf(cursor: HistoryCursor): string {
  return `${cursor.updatedAtMicros}.${cursor.referenceNumber}`;
}

/** The cursor a client sent, or null when it is not one this server wrote. */
export function parseHistoryCursor(text: string): HistoryCursor | null {
  const match = CURSOR_PATTERN.exec(text);
  if (!match) return null;
  const updatedAtMicros = Number(match[1]);
  const referenceNumber = Number(match[2]);
  if (!Number.isSafeInteger(updatedAtMicros) || referenceNumber > MAX_REFERENCE) return null;
  return { updatedAtMicros, referenceNumber };
}

/** Days from `from` to `to`, both included ("2026-03-01".."2026-03-31" is 31). */
export function daysInRange(from: string, to: string): number {
  return daysFromTo(from, to, HISTORY_MAX_DAYS);
}

const fromField = dateField('From date').optional();
const toField = dateField('To date').optional();

/**
 * `GET /api/v1/businesses/:kind/orders` (and `orders.csv`). Current: today in the business's time
 * zone, not final (scheduled orders by their slot, others by their last update). Completed: Order
 * Completed and Order Cancelled, last updated today. Future: scheduled after today, not final.
 * History: last updated in [from, to] (local dates, at most 31 days), newest update first, a page
 * of `limit` orders (default 50) after `cursor` (the previous page's `nextCursor`). `from`, `to`,
 * `cursor` and `limit` are read for History only; the CSV export ignores `cursor` and `limit` and
 * holds the whole range (up to ORDER_LIST_LIMIT orders). `businessId` may be left out: an account has
 * one business of each kind, so the board can ask for its list before it has read the business
 * (decision 031); a branch needs its business named.
 */
export const ownerOrdersQuerySchema = z
  .object({
    businessId: z.uuid('Please choose a valid business').optional(),
    branchId: z.uuid('Please choose a valid store name').optional(),
    filter: z.enum(ORDER_FILTERS, { error: 'Please choose a valid filter' }).default('current'),
    from: fromField,
    to: toField,
    cursor: z
      .string()
      .max(40, boardMessages.historyCursor)
      .refine((text) => parseHistoryCursor(text) !== null, boardMessages.historyCursor)
      .optional(),
    limit: z.coerce
      .number({ error: boardMessages.historyLimit })
      .int(boardMessages.historyLimit)
      .min(1, boardMessages.historyLimit)
      .max(HISTORY_PAGE_MAX, boardMessages.historyLimit)
      .default(HISTORY_PAGE_SIZE),
  })
  .superRefine((query, context) => {
    // A branch is named within its business: the two are checked together (decision 031).
    if (query.branchId !== undefined && query.businessId === undefined)
      context.addIssue({
        code: 'custom',
        message: 'Please choose a valid business',
        path: ['businessId'],
      });
    if (query.filter !== 'history') return;
    checkDateRange(query, context, HISTORY_MAX_DAYS, {
      fromRequired: boardMessages.historyFromRequired,
      toRequired: boardMessages.historyToRequired,
      order: boardMessages.historyOrder,
      tooLong: boardMessages.historyTooLong,
    });
  });
export type OwnerOrdersQuery = z.infer<typeof ownerOrdersQuerySchema>;

/** The orders CSV: the list's query, and the owner app's language the file is written for. */
export const ownerOrdersCsvQuerySchema = ownerOrdersQuerySchema.safeExtend(
  csvLanguageQuerySchema.shape,
);
export type OwnerOrdersCsvQuery = z.infer<typeof ownerOrdersCsvQuerySchema>;
export type OwnerOrdersRequest = z.input<typeof ownerOrdersQuerySchema>;

/** `GET /api/v1/businesses/:kind/orders/events`: one business, optionally one branch. */
export const ownerOrderStreamQuerySchema = z.object({
  businessId: z.uuid('Please choose a valid business'),
  branchId: z.uuid('Please choose a valid store name').optional(),
});
export type OwnerOrderStreamQuery = z.infer<typeof ownerOrderStreamQuerySchema>;

/** `GET /api/v1/kiosk/orders`. */
export const kioskOrdersQuerySchema = z.object({
  filter: z.enum(KIOSK_ORDER_FILTERS, { error: 'Please choose a valid filter' }).default('current'),
});

/**
 * The English words `actorName` takes for who is not a named member (the board's opened order puts
 * them in the owner's language): the customer, a kiosk ("Kiosk: Main Street", or "Kiosk" once the
 * branch is gone) and a member no longer on the team.
 */
export const ACTOR_NAMES = {
  customer: 'Customer',
  kiosk: 'Kiosk',
  kioskPrefix: 'Kiosk: ',
  teamMember: 'Team member',
} as const;

/** A status change as the board shows it: `actorName` is who, readable. */
export const boardOrderEventSchema = orderEventSchema.extend({
  /** "Priya Raman" (a team member), "Customer", or "Kiosk: Main Street". */
  actorName: z.string(),
});
export type BoardOrderEvent = z.infer<typeof boardOrderEventSchema>;

/** A staff edit of an order's lines: who, when, and the total before and after. */
export const orderEditSchema = z.object({
  /** A member id or 'kiosk:<branchId>'. */
  actor: z.string(),
  actorName: z.string(),
  at: z.string(),
  previousTotalMinor: z.number().int(),
  totalMinor: z.number().int(),
});
export type OrderEdit = z.infer<typeof orderEditSchema>;

/**
 * A ticket: what the board shows of an order, and all its list, its live events and its moves carry
 * (issue 19). The spec's owner label (Needs Action, In the Kitchen / In the Store, Ready to Serve,
 * Ready for Pickup, Ready for Delivery, Order Completed, Order Cancelled) and the business's time
 * zone ride along; the status history and staff edits load on demand (`boardOrderSchema`), because
 * they made a day's list ten times heavier than what the kitchen reads.
 */
export const boardTicketSchema = ownerOrderSchema
  .omit({ events: true, business: true, expiredAt: true })
  .extend({
    ownerLabel: z.string(),
    /** The business's IANA zone, for the times on the ticket. */
    timeZone: z.string(),
    /** True once the retention job erased the customer's details (docs/product/retention.md). */
    personalDataErased: z.boolean(),
    /** Paid / Part paid / Refunded with the amounts; null when nothing was paid online (Unpaid). */
    payment: ticketPaymentSchema.nullable(),
  });
export type BoardTicket = z.infer<typeof boardTicketSchema>;

/**
 * One order opened on the board (`GET /api/v1/orders/:orderId`): its ticket plus the business
 * block, the status history with readable names, and staff edits.
 */
export const boardOrderSchema = boardTicketSchema.extend({
  business: ownerOrderSchema.shape.business,
  expiredAt: z.string(),
  events: z.array(boardOrderEventSchema),
  edits: z.array(orderEditSchema),
});
export type BoardOrder = z.infer<typeof boardOrderSchema>;

export const ownerOrderListSchema = z.object({
  orders: z.array(boardTicketSchema),
  /** The server's clock, for age labels and the 20-second toast window on a skewed device. */
  serverTime: z.string(),
  /** The business's IANA zone and today's local date in it (the History range's default). */
  timeZone: z.string(),
  today: z.string(),
  /** More than `ORDER_LIST_LIMIT` orders matched; the newest are listed (never for History). */
  truncated: z.boolean(),
  /** History: the cursor of the next page, or null on the last page (always null elsewhere). */
  nextCursor: z.string().nullable(),
  /** Prep time and ticket age colours the owner set (ORDER SETTINGS). */
  kitchen: kitchenSettingsSchema,
});
export type OwnerOrderList = z.infer<typeof ownerOrderListSchema>;

/**
 * `event: order` of the owner and kiosk streams (`id:` is the catch-up cursor the browser sends
 * back as Last-Event-ID). `event: resync` has no data: refetch the list.
 */
export const orderStreamMessageSchema = z.object({ order: boardTicketSchema });
export type OrderStreamMessage = z.infer<typeof orderStreamMessageSchema>;

/** `PUT /api/v1/orders/:orderId/lines`: the whole new line list; the server prices it. */
export const editOrderLinesInputSchema = z.object({
  version: z.number().int().min(1),
  lines: z
    .array(orderLineInputSchema)
    .min(1, orderLineMessages.emptyCart)
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines per order`),
});
export type EditOrderLinesInput = z.infer<typeof editOrderLinesInputSchema>;
export type EditOrderLinesRequest = z.input<typeof editOrderLinesInputSchema>;

/** A stored line as an edit sends it back: unchanged lines keep the price they were charged. */
export function lineInputOf(line: PricedLine): OrderLineInput {
  return {
    menuItemId: line.menuItemId,
    quantity: line.quantity,
    options: line.options.map((option) => ({
      groupId: option.groupId,
      optionId: option.optionId,
      count: option.count,
    })),
    variantId: line.variant?.id ?? null,
    instruction: line.instruction,
  };
}

/** Members work the board but do not export customer lists (decisions: 008). */
export function canExportOrders(role: Role): boolean {
  return role === 'admin' || role === 'manager';
}

/** `POST /api/v1/kiosk/branches/:branchId/session`. */
export const kioskPinInputSchema = z.object({ pin: pinField });
export type KioskPinInput = z.infer<typeof kioskPinInputSchema>;

/**
 * A refused PIN says how many tries this device has left before it is locked out, or for how long
 * it is locked, so the kiosk can say so in its own language.
 */
export const pinRefusedSchema = z.object({
  error: errorEnvelopeSchema.shape.error,
  pin: z.union([
    z.object({ triesLeft: z.number().int().positive() }),
    z.object({ lockedMinutes: z.number().int().positive() }),
  ]),
});
export type PinRefusal = z.infer<typeof pinRefusedSchema>['pin'];

/** The kiosk session of this device (`GET`/`POST` answers). */
export const kioskSessionSchema = z.object({
  branch: z.object({ id: z.uuid(), name: z.string() }),
  business: z.object({ id: z.uuid(), kind: z.enum(BUSINESS_KINDS), name: z.string() }),
  expiresAt: z.string(),
});
export type KioskSession = z.infer<typeof kioskSessionSchema>;

const base64Url = (label: string, min: number, max: number) =>
  z
    .string({ error: messages.required(label) })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `Please send a valid ${label}`)
    .min(min, `Please send a valid ${label}`)
    .max(max, `Please send a valid ${label}`);

/** A browser's `PushSubscription.toJSON()` (expirationTime is accepted and ignored). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'Please send a valid push endpoint' }).max(2048),
  keys: z.object({
    p256dh: base64Url('p256dh key', 80, 100),
    auth: base64Url('auth secret', 16, 32),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeInputSchema = z.object({
  endpoint: z.url({ error: 'Please send a valid push endpoint' }).max(2048),
});

export const pushPublicKeySchema = z.object({ publicKey: z.string() });
/** The push endpoints of the signed-in user's subscribed devices. */
export const pushEndpointsSchema = z.object({ endpoints: z.array(z.string()) });

/**
 * What a push carries (JSON). `url` (also in `data.url`) is a page of this site the notification
 * opens: the owner's orders board, or the customer's order details page.
 */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  data: z.object({ url: z.string(), orderId: z.string() }),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** The owner's orders board of a kind (apps/web routes: /:userId/restaurant?tab=orders). */
export function ordersBoardPath(board: {
  accountId: string;
  kind: (typeof BUSINESS_KINDS)[number];
  memberId?: string | null;
}): string {
  const member = board.memberId ? `memberId=${encodeURIComponent(board.memberId)}&` : '';
  return `/${board.accountId}/${board.kind}?${member}tab=orders`;
}
