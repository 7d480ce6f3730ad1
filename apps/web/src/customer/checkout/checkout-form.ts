import { orderLinesOf, type Cart } from '@scanorder/shared/ordering/cart';
import {
  ADDRESS_FIELDS,
  CUSTOMER_FIELD_LABELS,
  type CustomerPrefill,
} from '@scanorder/shared/ordering/customer';
import {
  askedDetailsOnly,
  missingGuestDetails,
  type GuestFulfilment,
} from '@scanorder/shared/ordering/guest-details';
import {
  placeOrderInputSchema,
  type FulfilmentInput,
  type PlaceOrderRequest,
} from '@scanorder/shared/ordering/place-order';
import type { PriceBreakdown } from '@scanorder/shared/ordering/price';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { money } from '../lib/format.ts';
import { fulfilmentOptions, type FulfilmentChoice } from './fulfilment-options.ts';

export type CustomerField = keyof typeof CUSTOMER_FIELD_LABELS;
export type CustomerValues = Record<CustomerField, string>;

export interface CheckoutValues {
  choice: FulfilmentChoice | null;
  /** The ISO instant of the chosen pickup slot. */
  slot: string | null;
  customer: CustomerValues;
  tipPercentage: number;
  location: { latitude: number; longitude: number } | null;
}

export const checkoutMessages = {
  chooseFulfilment: 'Please choose how you get your order',
  chooseSlot: 'Please choose a pickup time',
  deliveryMinimum: (amount: string) => `Delivery needs an order of at least ${amount}`,
} as const;

/**
 * The customer fields, prefilled from the QR code when it carries a prefill (the owner's word for
 * this table wins), else from the details this device remembers.
 */
export function initialCustomer(
  prefill: CustomerPrefill | null | undefined,
  remembered: Partial<CustomerValues> | null = null,
): CustomerValues {
  const fields = Object.keys(CUSTOMER_FIELD_LABELS) as CustomerField[];
  return Object.fromEntries(
    fields.map((field) => [field, prefill?.[field] ?? remembered?.[field] ?? '']),
  ) as CustomerValues;
}

/** Which guest-details setting a checkout choice follows. */
export function guestFulfilmentOf(choice: FulfilmentChoice | null): GuestFulfilment {
  if (choice === 'dine-in' || choice === 'delivery') return choice;
  return 'pickup';
}

/** The first choice that can be used now. */
export function defaultChoice(menu: PublicMenu): FulfilmentChoice | null {
  return fulfilmentOptions(menu).find((option) => option.available)?.choice ?? null;
}

function fulfilmentOf(values: CheckoutValues): FulfilmentInput {
  switch (values.choice) {
    case 'dine-in':
      return { type: 'dine-in' };
    case 'pickup-now':
    case null:
      return { type: 'pickup', slot: null };
    case 'pickup-later':
      return { type: 'pickup', slot: values.slot };
    case 'delivery':
      return {
        type: 'delivery',
        latitude: values.location?.latitude ?? null,
        longitude: values.location?.longitude ?? null,
      };
    default:
      return values.choice satisfies never;
  }
}

/** What the place-order call sends: ids, counts and choices only; the server prices it. */
export function buildOrderRequest(
  menu: PublicMenu,
  cart: Cart,
  values: CheckoutValues,
  idempotencyKey: string,
): PlaceOrderRequest {
  const delivery = values.choice === 'delivery';
  const customer = askedDetailsOnly(
    menu.orderSettings.guestDetails,
    guestFulfilmentOf(values.choice),
    Object.fromEntries(
      Object.entries(values.customer)
        .filter(([field]) => delivery || !(ADDRESS_FIELDS as readonly string[]).includes(field))
        .map(([field, value]) => [field, value.trim()]),
    ) as CustomerValues,
  );
  return {
    accountId: menu.business.accountId,
    kind: menu.business.kind,
    businessId: menu.business.id,
    branchId: menu.branch.id,
    identifier: menu.identifier,
    fulfilment: fulfilmentOf(values),
    customer,
    lines: orderLinesOf(cart),
    tipPercentage: values.tipPercentage,
    idempotencyKey,
  };
}

/**
 * Every problem with the checkout, keyed by field ('customer.firstName', 'slot', 'fulfilment',
 * 'lines'...): the shared place-order schema's rules and messages, plus the choices only the
 * checkout knows about (a slot picked, the delivery minimum).
 */
export function checkoutErrors(
  menu: PublicMenu,
  values: CheckoutValues,
  request: PlaceOrderRequest,
  breakdown: PriceBreakdown | null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = placeOrderInputSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
  }
  const missing = missingGuestDetails(
    menu.orderSettings.guestDetails,
    guestFulfilmentOf(values.choice),
    values.customer,
  );
  for (const { field, message } of missing) errors[`customer.${field}`] ??= message;
  const option = fulfilmentOptions(menu).find((entry) => entry.choice === values.choice);
  if (!option?.available) errors.fulfilment = checkoutMessages.chooseFulfilment;
  if (values.choice === 'pickup-later' && !values.slot) errors.slot = checkoutMessages.chooseSlot;
  const minimum = deliveryMinimumShortOf(menu, values, breakdown);
  if (minimum) errors.lines = checkoutMessages.deliveryMinimum(minimum);
  return errors;
}

/**
 * The delivery minimum as the guest reads it ("15,00 €"), when a delivery's subtotal is below it:
 * the checkout shows it in the guest's language, the amount being no part of the message's key.
 */
export function deliveryMinimumShortOf(
  menu: PublicMenu,
  values: Pick<CheckoutValues, 'choice'>,
  breakdown: PriceBreakdown | null,
): string | null {
  const minimum = menu.fulfilment.delivery.minimumAmountMinor;
  if (values.choice !== 'delivery' || minimum === null || !breakdown) return null;
  return breakdown.subtotalMinor < minimum ? money(minimum, menu.business.currency) : null;
}
