import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import type { OwnerLanguage } from '../account/owner-language.ts';
import { numberField, textField } from '../validation/fields.ts';
import { minorAmountField, percentageField } from '../menu/price-field.ts';
import { DEFAULT_GUEST_DETAILS, guestDetailsSchema } from '../ordering/guest-details.ts';
import { policyOf } from './kind-policy.ts';
import { messages } from '../validation/messages.ts';

const wholeNumber = (label: string, min: number, max: number) =>
  numberField(label, min, max).int(messages.valid(label));

/** Pickup and delivery settings (docs/product/fields.md). Dine-in exists only for restaurants. */
const pickupDeliveryFields = {
  schedulePickupEnabled: z.boolean(),
  schedulePickupTimeMinutes: wholeNumber('Schedule pickup time', 1, 180),
  maximumLeadTimeDays: wholeNumber('Maximum lead time', 0, 120),
  selfDeliveryEnabled: z.boolean(),
  minimumDeliveryTimeMinutes: wholeNumber('Minimum delivery time', 1, 3600),
  deliveryRadiusEnabled: z.boolean(),
  deliveryRadius: numberField('Delivery radius', 1, 100),
  unitType: textField('Unit type', 2, 100),
  minimumAmountEnabled: z.boolean(),
  /** Minor units of the menu currency; the spec's range is 1 to 10,000,000. */
  deliveryMinimumAmountMinor: minorAmountField('Delivery minimum amount', 1, 10_000_000),
  /** At most this many orders per pickup slot; null for no limit. */
  maxOrdersPerSlot: wholeNumber('Maximum orders per slot', 1, 1000).nullable(),
  /** Scheduled pickup slots come every 15 or 30 minutes. */
  slotStepMinutes: z.union([z.literal(15), z.literal(30)], {
    error: 'Slot step must be 15 or 30 minutes',
  }),
};

export const groceryPickupDeliverySchema = z.object(pickupDeliveryFields);
export const restaurantPickupDeliverySchema = z.object({
  dineInEnabled: z.boolean(),
  dineInPrepTimeMinutes: wholeNumber('Dine-in preparation time', 1, 180),
  ...pickupDeliveryFields,
});
export type GroceryPickupDelivery = z.infer<typeof groceryPickupDeliverySchema>;
export type RestaurantPickupDelivery = z.infer<typeof restaurantPickupDeliverySchema>;
export type PickupDelivery = GroceryPickupDelivery | RestaurantPickupDelivery;

export const pickupDeliverySchemas = {
  restaurant: restaurantPickupDeliverySchema,
  grocery: groceryPickupDeliverySchema,
} as const;

const DEFAULT_PICKUP_DELIVERY: GroceryPickupDelivery = {
  schedulePickupEnabled: false,
  schedulePickupTimeMinutes: 30,
  maximumLeadTimeDays: 7,
  selfDeliveryEnabled: false,
  minimumDeliveryTimeMinutes: 45,
  deliveryRadiusEnabled: false,
  deliveryRadius: 5,
  unitType: 'KiloMeter',
  minimumAmountEnabled: false,
  deliveryMinimumAmountMinor: 100,
  maxOrdersPerSlot: null,
  slotStepMinutes: 30,
};

export function defaultPickupDelivery(kind: 'restaurant'): RestaurantPickupDelivery;
export function defaultPickupDelivery(kind: 'grocery'): GroceryPickupDelivery;
export function defaultPickupDelivery(kind: BusinessKind): PickupDelivery;
export function defaultPickupDelivery(kind: BusinessKind): PickupDelivery {
  return policyOf(kind).offersDineIn
    ? // A table QR code is the restaurant's first use: Dine-in is on from the start (issue 20).
      { dineInEnabled: true, dineInPrepTimeMinutes: 15, ...DEFAULT_PICKUP_DELIVERY }
    : { ...DEFAULT_PICKUP_DELIVERY };
}

/** Dine-in as a business offers it: restaurants only (docs/product/order-states.md). */
export function dineInSettingsOf(business: {
  kind: BusinessKind;
  pickupDelivery: PickupDelivery;
}): {
  enabled: boolean;
  preparationMinutes: number;
} {
  if (!policyOf(business.kind).offersDineIn) return { enabled: false, preparationMinutes: 0 };
  const settings = business.pickupDelivery as RestaurantPickupDelivery;
  return { enabled: settings.dineInEnabled, preparationMinutes: settings.dineInPrepTimeMinutes };
}

export const MAX_TIP_OPTIONS = 6;

/**
 * When a dine-in guest pays (issue 18): before the order is sent to the kitchen, or at the end of
 * the meal from the order page. Pickup and delivery orders are always paid before they are sent.
 */
export const DINE_IN_PAYMENT_TIMES = ['before-sent', 'at-end'] as const;
export type DineInPaymentTime = (typeof DINE_IN_PAYMENT_TIMES)[number];

/** Order settings (docs/product/fields.md). Tips offered are 0% plus these options. */
export const orderSettingsSchema = z
  .object({
    includeTaxCalculation: z.boolean(),
    taxTypeName: textField('Tax type name', 3, 30),
    taxPercentage: percentageField('Tax percentage'),
    includeTips: z.boolean(),
    tipsOptions: z
      .array(numberField('Tip option', 1, 100))
      .max(MAX_TIP_OPTIONS, `At most ${MAX_TIP_OPTIONS} tip options`)
      .refine(
        (options) => new Set(options).size === options.length,
        'Tip options must be different',
      ),
    paymentNotAvailable: z.boolean(),
    /** Optional percentage of the subtotal; 0 means none. docs/product/fields.md: 'must be a number'. */
    serviceChargePercentage: percentageField(
      'Service charge percentage',
      'Service charge percentage must be a number',
    ),
    /**
     * The kitchen board (issue 19): the default minutes from accepting to ready (the guest's
     * ready-in time; scheduled orders reach New this long before their slot), and the ticket ages at
     * which a ticket turns amber and red. Defaults for settings saved before they existed.
     */
    prepTimeMinutes: wholeNumber('Preparation time', 1, 240).default(15),
    ticketAmberMinutes: wholeNumber('Amber after', 1, 240).default(10),
    ticketRedMinutes: wholeNumber('Red after', 2, 480).default(20),
    /** Which guest details checkout asks per fulfilment (issue 22); dine-in: first name only. */
    guestDetails: guestDetailsSchema.default(DEFAULT_GUEST_DETAILS),
    /** Settings saved before it existed keep the way dine-in worked: paid at the end. */
    dineInPayment: z.enum(DINE_IN_PAYMENT_TIMES).default('at-end'),
  })
  .refine((settings) => settings.ticketRedMinutes > settings.ticketAmberMinutes, {
    message: 'Red after must be more minutes than Amber after',
    path: ['ticketRedMinutes'],
  });
export type OrderSettings = z.infer<typeof orderSettingsSchema>;
export type OrderSettingsInput = z.input<typeof orderSettingsSchema>;

/** What the kitchen board reads of the order settings. */
export const kitchenSettingsSchema = z.object({
  prepTimeMinutes: z.number().int(),
  ticketAmberMinutes: z.number().int(),
  ticketRedMinutes: z.number().int(),
});
export type KitchenSettings = z.infer<typeof kitchenSettingsSchema>;

export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  includeTaxCalculation: false,
  taxTypeName: 'Tax',
  taxPercentage: 0,
  includeTips: false,
  tipsOptions: [5, 10, 15],
  paymentNotAvailable: false,
  serviceChargePercentage: 0,
  prepTimeMinutes: 15,
  ticketAmberMinutes: 10,
  ticketRedMinutes: 20,
  guestDetails: DEFAULT_GUEST_DETAILS,
  dineInPayment: 'at-end',
};

/**
 * A new business's order settings in its menu's language (decision 054): the tax's name is shown
 * to guests as written, so a Spanish menu starts with 'IVA', not the English default 'Tax'.
 */
export const defaultOrderSettingsOf = (language: OwnerLanguage): OrderSettings => ({
  ...DEFAULT_ORDER_SETTINGS,
  taxTypeName: language === 'es' ? 'IVA' : DEFAULT_ORDER_SETTINGS.taxTypeName,
});
