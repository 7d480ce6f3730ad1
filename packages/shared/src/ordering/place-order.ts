import { z } from 'zod';
import { BUSINESS_KINDS } from '../account/services.ts';
import { policyOf } from '../business/kind-policy.ts';
import { messages } from '../validation/messages.ts';
import { textField } from '../validation/fields.ts';
import {
  ADDRESS_FIELDS,
  CUSTOMER_FIELD_LABELS,
  customerInputSchema,
  customerSchema,
} from './customer.ts';
import {
  MAX_ORDER_LINES,
  orderLineInputSchema,
  orderLineMessages,
  pricedLineSchema,
} from './order-line.ts';
import { orderChangeSchema } from './order-changes.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** An identifier (table, counter, customer name) as QR code rows allow (docs/product/fields.md). */
export const identifierField = textField('Identifier name', 2, 20);

export const placeOrderMessages = {
  branchRequired: 'Store name field is required',
  dineInRestaurantOnly: 'Dine-in is offered by restaurants only',
} as const;

/**
 * How the customer gets the order. Pickup `slot` is the ISO instant of a scheduled slot, or null
 * for as soon as possible. Delivery may carry the device location (asked only for delivery) so the
 * radius can be checked; the address itself is in the customer details.
 */
export const fulfilmentInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('dine-in') }),
    z.object({
      type: z.literal('pickup'),
      slot: z.iso
        .datetime({ offset: true, error: 'Please choose a valid pickup time' })
        .nullable()
        .default(null),
    }),
    z.object({
      type: z.literal('delivery'),
      latitude: z.number().min(-90).max(90).nullable().default(null),
      longitude: z.number().min(-180).max(180).nullable().default(null),
    }),
  ],
  { error: 'Please choose dine-in, pickup or delivery' },
);
export type FulfilmentInput = z.infer<typeof fulfilmentInputSchema>;

/**
 * Placing an order. Prices are never sent: the server prices the lines from the stored menu. The
 * client makes `idempotencyKey` once per checkout and resends it on every retry, so a retry or a
 * double tap returns the first order instead of making a second.
 */
export const placeOrderInputSchema = z
  .object({
    accountId: z.uuid(),
    kind: z.enum(BUSINESS_KINDS),
    businessId: z.uuid(),
    /** The branch by id (from the QR route) or by its store name. */
    branchId: z.uuid().optional(),
    storeName: z.string().trim().min(1).max(30).optional(),
    identifier: identifierField,
    fulfilment: fulfilmentInputSchema,
    customer: customerInputSchema,
    lines: z
      .array(orderLineInputSchema)
      .min(1, orderLineMessages.emptyCart)
      .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines per order`),
    /** 0 or one of the business's tip options. */
    tipPercentage: z.number().min(0).max(100).default(0),
    idempotencyKey: z.uuid('Please send a valid idempotency key'),
  })
  .superRefine((order, context) => {
    if (!order.branchId && !order.storeName)
      context.addIssue({
        code: 'custom',
        message: placeOrderMessages.branchRequired,
        path: ['branchId'],
      });
    if (order.fulfilment.type === 'dine-in' && !policyOf(order.kind).offersDineIn)
      context.addIssue({
        code: 'custom',
        message: placeOrderMessages.dineInRestaurantOnly,
        path: ['fulfilment', 'type'],
      });
    if (order.fulfilment.type === 'delivery') {
      for (const field of ADDRESS_FIELDS) {
        if (!order.customer[field])
          context.addIssue({
            code: 'custom',
            message: messages.required(CUSTOMER_FIELD_LABELS[field]),
            path: ['customer', field],
          });
      }
    }
  });
export type PlaceOrderInput = z.infer<typeof placeOrderInputSchema>;
export type PlaceOrderRequest = z.input<typeof placeOrderInputSchema>;

/** Fulfilment as stored on an order. */
export const orderFulfilmentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('dine-in') }),
  z.object({ type: z.literal('pickup'), scheduledFor: z.string().nullable() }),
  z.object({
    type: z.literal('delivery'),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
]);
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;

export const orderTotalsSchema = z.object({
  currency: z.string(),
  subtotalMinor: z.number().int(),
  taxMinor: z.number().int(),
  serviceChargeMinor: z.number().int(),
  tipMinor: z.number().int(),
  totalMinor: z.number().int(),
  /** The settings the order was priced with (docs/product/pricing.md). */
  includeTaxCalculation: z.boolean(),
  taxTypeName: z.string(),
  taxPercentage: z.number(),
  includeTips: z.boolean(),
  tipPercentage: z.number(),
  serviceChargePercentage: z.number(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const additionalDataSchema = z.array(z.object({ key: z.string(), value: z.string() }));

/** The business block of the customer's order page (read live, so a new logo shows). */
export const orderBusinessSchema = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  address: z.string().nullable(),
  countryCode: z.string(),
  mobileNo: z.string(),
  timeZone: z.string(),
});

/** An order as the customer's order details page shows it (docs/product/screens.md). */
export const orderSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  kind: z.enum(BUSINESS_KINDS),
  businessId: z.uuid(),
  branchId: z.uuid().nullable(),
  referenceNumber: z.number().int(),
  /** The reference number padded to 5 digits ('ORDER ID:'). */
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  modified: z.boolean(),
  /** What the team changed of what the customer ordered (empty unless modified). */
  changes: z.array(orderChangeSchema),
  cancelDescription: z.string().nullable(),
  /** The status it was cancelled from (the stepper marks only the steps reached), else null. */
  cancelledFrom: z.enum(ORDER_STATUSES).nullable(),
  /** When the team expects it ready (chosen on accept), else null. */
  readyBy: z.string().nullable(),
  /**
   * Paid before it is sent (issue 18): the order waits for the guest's payment until this time
   * and is not sent to the business before. Null (or absent) once paid or when never held.
   */
  awaitingPaymentUntil: z.string().nullable().optional(),
  storeName: z.string(),
  identifier: z.string(),
  fulfilment: orderFulfilmentSchema,
  scheduledFor: z.string().nullable(),
  customer: customerSchema,
  lines: z.array(pricedLineSchema.extend({ imageUrl: z.string().nullable() })),
  totals: orderTotalsSchema,
  additionalData: additionalDataSchema,
  business: orderBusinessSchema,
  /** Grows by one on every change; owners send it back to move the order (stale = 409). */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiredAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderLine = Order['lines'][number];

export const orderEventSchema = z.object({
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  /** A member id, 'customer', or 'kiosk:<branchId>'. */
  actor: z.string(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** An order as the owner's board sees it: plus the distance check and who did what when. */
export const ownerOrderSchema = orderSchema.extend({
  distanceVerified: z.boolean(),
  events: z.array(orderEventSchema),
});
export type OwnerOrder = z.infer<typeof ownerOrderSchema>;

export const orderStatusInputSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Please choose a valid status' }),
    /** The version the owner's screen shows; a newer one on the server means someone acted first. */
    version: z.number().int().min(1),
    /** Take back the last move (within RECALL_WINDOW_MS of it): `status` is the one before. */
    recall: z.boolean().optional(),
    /** Accepting: minutes until ready, shown to the customer as a countdown. */
    readyInMinutes: z
      .number({ error: 'Ready in must be a number of minutes' })
      .int('Ready in must be whole minutes')
      .min(1, 'Ready in must be 1 to 600 minutes')
      .max(600, 'Ready in must be 1 to 600 minutes')
      .optional(),
    cancelDescription: z.preprocess(
      (value) => (value === null ? undefined : value),
      z.string().trim().max(500, messages.tooLong('Cancel description', 500)).optional(),
    ),
  })
  .superRefine((input, context) => {
    if (input.readyInMinutes !== undefined && (input.status !== 'Order Accepted' || input.recall))
      context.addIssue({
        code: 'custom',
        message: 'A ready-in time goes with accepting an order',
        path: ['readyInMinutes'],
      });
    if (input.status === 'Order Cancelled' && !input.cancelDescription)
      context.addIssue({
        code: 'custom',
        message: messages.required('Cancel description'),
        path: ['cancelDescription'],
      });
  });
export type OrderStatusInput = z.infer<typeof orderStatusInputSchema>;
