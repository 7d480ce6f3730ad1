import { z } from 'zod';
import { messages } from '../validation/messages.ts';

/**
 * Which guest details checkout asks for, per fulfilment (issue 22, "Lighter checkout"). The owner
 * chooses per business; the server holds every order to it. See docs/decisions/037-guest-checkout-details-and-product-search.md.
 */
export const GUEST_DETAIL_FIELDS = ['firstName', 'lastName', 'mobileNo', 'emailAddress'] as const;
export type GuestDetailField = (typeof GUEST_DETAIL_FIELDS)[number];

export const GUEST_DETAIL_MODES = ['required', 'optional', 'hidden'] as const;
export type GuestDetailMode = (typeof GUEST_DETAIL_MODES)[number];

export const GUEST_FULFILMENTS = ['dine-in', 'pickup', 'delivery'] as const;
export type GuestFulfilment = (typeof GUEST_FULFILMENTS)[number];

/**
 * What an owner can never turn off: a first name on every order (the board and the order page call
 * the guest by it), and a mobile number for delivery (the rider must be able to call).
 */
export const ALWAYS_REQUIRED: Readonly<Record<GuestFulfilment, readonly GuestDetailField[]>> = {
  'dine-in': ['firstName'],
  pickup: ['firstName'],
  delivery: ['firstName', 'mobileNo'],
};

export const guestDetailMessages = {
  mustBeRequired: (label: string, fulfilment: GuestFulfilment) =>
    `${label} is always required for ${fulfilment}`,
} as const;

const GUEST_FIELD_LABELS: Record<GuestDetailField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  mobileNo: 'Mobile number',
  emailAddress: 'Email',
};

const modeField = z.enum(GUEST_DETAIL_MODES, {
  error: 'Please choose required, optional or hidden',
});
const fieldModesSchema = z.object({
  firstName: modeField,
  lastName: modeField,
  mobileNo: modeField,
  emailAddress: modeField,
});
export type GuestFieldModes = z.infer<typeof fieldModesSchema>;

/** Dine-in asks a first name only; pickup and delivery keep the spec's four details. */
export const DEFAULT_GUEST_DETAILS: Record<GuestFulfilment, GuestFieldModes> = {
  'dine-in': {
    firstName: 'required',
    lastName: 'hidden',
    mobileNo: 'hidden',
    emailAddress: 'hidden',
  },
  pickup: {
    firstName: 'required',
    lastName: 'required',
    mobileNo: 'required',
    emailAddress: 'required',
  },
  delivery: {
    firstName: 'required',
    lastName: 'required',
    mobileNo: 'required',
    emailAddress: 'required',
  },
};

export const guestDetailsSchema = z
  .object({ 'dine-in': fieldModesSchema, pickup: fieldModesSchema, delivery: fieldModesSchema })
  .superRefine((settings, context) => {
    for (const fulfilment of GUEST_FULFILMENTS) {
      for (const field of ALWAYS_REQUIRED[fulfilment]) {
        if (settings[fulfilment][field] !== 'required')
          context.addIssue({
            code: 'custom',
            message: guestDetailMessages.mustBeRequired(GUEST_FIELD_LABELS[field], fulfilment),
            path: [fulfilment, field],
          });
      }
    }
  });
export type GuestDetails = z.infer<typeof guestDetailsSchema>;

/** The details a checkout of this fulfilment shows, in form order. */
export function askedFields(settings: GuestDetails, fulfilment: GuestFulfilment) {
  return GUEST_DETAIL_FIELDS.filter((field) => settings[fulfilment][field] !== 'hidden');
}

/**
 * The required details a guest left empty, each with the spec's "X field is required". Both the
 * checkout (as the guest types) and the server (the last word) ask this.
 */
export function missingGuestDetails(
  settings: GuestDetails,
  fulfilment: GuestFulfilment,
  customer: Partial<Record<GuestDetailField, string | undefined>>,
): { field: GuestDetailField; message: string }[] {
  return GUEST_DETAIL_FIELDS.filter(
    (field) => settings[fulfilment][field] === 'required' && !customer[field]?.trim(),
  ).map((field) => ({ field, message: messages.required(GUEST_FIELD_LABELS[field]) }));
}

/** The guest's details with what the business does not ask for left out: what checkout sends. */
export function askedDetailsOnly<T extends Partial<Record<GuestDetailField, unknown>>>(
  settings: GuestDetails,
  fulfilment: GuestFulfilment,
  customer: T,
): T {
  const kept = { ...customer };
  for (const field of GUEST_DETAIL_FIELDS)
    if (settings[fulfilment][field] === 'hidden') delete kept[field];
  return kept;
}
