import { z } from 'zod';
import {
  emailField,
  MOBILE_PATTERN,
  mobileField,
  requiredText,
  textField,
} from '../validation/fields.ts';
import { messages } from '../validation/messages.ts';

export const ZIP_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;
export const customerMessages = { zip: 'Please enter valid Zip code' } as const;

/** '' and null from a form mean "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

const zipField = requiredText('Zip code').regex(ZIP_PATTERN, customerMessages.zip);

/** The address fields a delivery needs (docs/product/ordering.md). */
export const ADDRESS_FIELDS = ['streetAddress', 'buildingNumber', 'stateName', 'zipCode'] as const;
export const CUSTOMER_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  mobileNo: 'Mobile number',
  emailAddress: 'Email',
  streetAddress: 'Street address',
  buildingNumber: 'Building number',
  stateName: 'State name',
  zipCode: 'Zip code',
} as const;

/** An email a guest may give (checkout, a bill share's payment step), checked when given. */
export const optionalEmailField = optional(emailField);

const addressFields = {
  streetAddress: optional(textField(CUSTOMER_FIELD_LABELS.streetAddress, 2, 200)),
  buildingNumber: optional(textField(CUSTOMER_FIELD_LABELS.buildingNumber, 1, 50)),
  stateName: optional(textField(CUSTOMER_FIELD_LABELS.stateName, 2, 100)),
  zipCode: optional(zipField),
};

/**
 * Customer details at checkout: names 2-100, the spec's mobile pattern, an email; each checked when
 * given. Which of them must be given is the business's choice per fulfilment (`guestDetails` of the
 * order settings, checked by the place-order service); the first name always is, and the address is
 * required for delivery (the place-order schema checks that).
 */
export const customerInputSchema = z.object({
  firstName: textField(CUSTOMER_FIELD_LABELS.firstName, 2, 100),
  lastName: optional(textField(CUSTOMER_FIELD_LABELS.lastName, 2, 100)),
  mobileNo: optional(mobileField),
  emailAddress: optionalEmailField,
  ...addressFields,
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

/**
 * A QR code's prefill of the customer fields (per-customer ordering): every field optional, each
 * checked by the same rule as at checkout.
 */
export const customerPrefillInputSchema = z.object({
  firstName: optional(textField(CUSTOMER_FIELD_LABELS.firstName, 2, 100)),
  lastName: optional(textField(CUSTOMER_FIELD_LABELS.lastName, 2, 100)),
  mobileNo: optional(z.string().trim().regex(MOBILE_PATTERN, messages.mobile)),
  emailAddress: optionalEmailField,
  ...addressFields,
});
export type CustomerPrefillInput = z.infer<typeof customerPrefillInputSchema>;

/** The address as stored and returned: null where it was not given (only a delivery needs it). */
const storedAddressFields = {
  streetAddress: z.string().nullable(),
  buildingNumber: z.string().nullable(),
  stateName: z.string().nullable(),
  zipCode: z.string().nullable(),
};

/** Customer details as stored and returned (no transforms, so responses serialise them). */
export const customerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  mobileNo: z.string(),
  emailAddress: z.string(),
  ...storedAddressFields,
});
export type Customer = z.infer<typeof customerSchema>;

export const customerPrefillSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mobileNo: z.string().nullable(),
  emailAddress: z.string().nullable(),
  ...storedAddressFields,
});
export type CustomerPrefill = z.infer<typeof customerPrefillSchema>;

/** A prefill that fills nothing: what one that fills a few fields starts from. */
export const EMPTY_PREFILL: CustomerPrefill = {
  firstName: null,
  lastName: null,
  mobileNo: null,
  emailAddress: null,
  streetAddress: null,
  buildingNumber: null,
  stateName: null,
  zipCode: null,
};

type AddressInput = Pick<CustomerInput, (typeof ADDRESS_FIELDS)[number]>;

function storedAddressOf(input: AddressInput) {
  return {
    streetAddress: input.streetAddress ?? null,
    buildingNumber: input.buildingNumber ?? null,
    stateName: input.stateName ?? null,
    zipCode: input.zipCode ?? null,
  };
}

/** A prefill input as stored: every field present, null when not given. */
export function storedPrefillOf(input: CustomerPrefillInput): CustomerPrefill {
  return {
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    mobileNo: input.mobileNo ?? null,
    emailAddress: input.emailAddress ?? null,
    ...storedAddressOf(input),
  };
}

/** Checkout details as stored on the order. */
export function storedCustomerOf(input: CustomerInput): Customer {
  return {
    firstName: input.firstName,
    // Details the business did not ask for are stored empty, as the stored shape always had them.
    lastName: input.lastName ?? '',
    mobileNo: input.mobileNo ?? '',
    emailAddress: input.emailAddress ?? '',
    ...storedAddressOf(input),
  };
}
