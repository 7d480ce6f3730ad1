import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import { BUSINESS_KINDS } from '../account/services.ts';
import { optionalTextField, textField } from '../validation/fields.ts';
import { customerPrefillInputSchema, customerPrefillSchema } from '../ordering/customer.ts';
import { additionalDataSchema, identifierField } from '../ordering/place-order.ts';

/** docs/product/fields.md: QR code lists are read 1000 at a time. */
export const QR_LIST_LIMIT = 1000;
export const MAX_ADDITIONAL_DATA = 20;
/** Short links `/q/<code>`: 8 base62 characters, about 47 bits of randomness. */
export const SHORT_CODE_LENGTH = 8;
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{8}$/;

export const qrMessages = {
  notFound: 'QR code not found',
  duplicateIdentifier: 'This identifier already has a QR code in this store',
  duplicateKey: 'Additional data keys must be different',
} as const;

/** A key/value pair shown on every order placed through the code (e.g. "Floor": "Rooftop"). */
export const additionalDataEntryInputSchema = z.object({
  key: textField('Key', 1, 50),
  value: textField('Value', 1, 200),
});

const additionalDataInputSchema = z
  .array(additionalDataEntryInputSchema)
  .max(MAX_ADDITIONAL_DATA, `At most ${MAX_ADDITIONAL_DATA} additional data entries`)
  .refine(
    (entries) => new Set(entries.map((entry) => entry.key.toLowerCase())).size === entries.length,
    qrMessages.duplicateKey,
  )
  .default([]);

/** Where the code is used, when it is not the business's own address (spec: businessAddress, place, coordinates). */
export const qrAddressInputSchema = z.object({
  businessAddress: optionalTextField('Business address', 5, 300),
  placeId: z.string().trim().max(300).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export const qrAddressSchema = z.object({
  businessAddress: z.string().nullable(),
  placeId: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type QrAddress = z.infer<typeof qrAddressSchema>;

const commonInputFields = {
  branchId: z.uuid('Store name field is required'),
  identifier: identifierField,
  address: qrAddressInputSchema.nullable().default(null),
  additionalData: additionalDataInputSchema,
  /** Prefills the customer fields at checkout (per-customer ordering). */
  prefill: customerPrefillInputSchema.nullable().default(null),
};

/**
 * QR code rows (docs/product/fields.md). The store name is the branch (validated when the branch was
 * made: restaurant 2-30, grocery 2-20); identifier 2-20; the description is optional (3-30) for a
 * restaurant and required (3-30) for a grocery store, as the spec's rows say.
 */
export const qrCodeInputSchemas = {
  restaurant: z.object({
    ...commonInputFields,
    description: optionalTextField('Identifier description', 3, 30),
  }),
  grocery: z.object({
    ...commonInputFields,
    description: textField('Description', 3, 30),
  }),
} as const;
export type QrCodeInput = z.infer<(typeof qrCodeInputSchemas)[BusinessKind]>;

export const qrCodeSchema = z.object({
  id: z.uuid(),
  kind: z.enum(BUSINESS_KINDS),
  branchId: z.uuid(),
  storeName: z.string(),
  identifier: z.string(),
  description: z.string().nullable(),
  address: qrAddressSchema.nullable(),
  additionalData: additionalDataSchema,
  prefill: customerPrefillSchema.nullable(),
  shortCode: z.string(),
  /** What the printed code encodes: `<PUBLIC_URL>/q/<shortCode>`. */
  shortUrl: z.string(),
  /** Where the short link leads: the guest menu page (docs/product/screens.md). */
  menuPath: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QrCode = z.infer<typeof qrCodeSchema>;

export const qrCodeListSchema = z.object({ qrCodes: z.array(qrCodeSchema) });
export const qrCodeListQuerySchema = z.object({ branchId: z.uuid().optional() });
export const qrCodeDeleteManyInputSchema = z.object({
  ids: z.array(z.uuid()).min(1, 'Choose at least one QR code').max(QR_LIST_LIMIT),
});
export const qrCodeDeleteManyResultSchema = z.object({ deleted: z.number().int() });

/** The guest menu page's address for a branch and identifier (docs/product/screens.md). */
export function customerMenuPath(code: {
  accountId: string;
  kind: BusinessKind;
  businessId: string;
  branchId: string;
  identifier: string;
}): string {
  return `/${code.accountId}/${code.kind}/${code.businessId}/store/${code.branchId}/identity/${encodeURIComponent(code.identifier)}/menu`;
}

/** The guest order details page's address (docs/product/screens.md). */
export function customerOrderPath(order: {
  accountId: string;
  kind: BusinessKind;
  id: string;
}): string {
  return `/${order.accountId}/${order.kind}/order/${order.id}/order/details`;
}
