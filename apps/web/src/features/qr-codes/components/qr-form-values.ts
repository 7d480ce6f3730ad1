import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { CUSTOMER_FIELD_LABELS } from '@scanorder/shared/ordering/customer';
import {
  qrCodeInputSchemas,
  type QrAddress,
  type QrCode,
  type QrCodeInput,
} from '@scanorder/shared/qr/qr-code';

export type PrefillField = keyof typeof CUSTOMER_FIELD_LABELS;
export const PREFILL_FIELDS = Object.keys(CUSTOMER_FIELD_LABELS) as PrefillField[];

export interface AdditionalDataRow {
  key: string;
  value: string;
}

/**
 * The QR code dialog as typed: text everywhere ('' for "not given"), the prefill behind a switch.
 * The place and coordinates are not typed here; an edit keeps whatever the code already had.
 */
export interface QrFormValues {
  branchId: string;
  identifier: string;
  description: string;
  address: { businessAddress: string };
  additionalData: AdditionalDataRow[];
  prefillOrder: boolean;
  prefill: Record<PrefillField, string>;
}

const emptyPrefill = (): Record<PrefillField, string> =>
  Object.fromEntries(PREFILL_FIELDS.map((field) => [field, ''])) as Record<PrefillField, string>;

export const newAdditionalDataRow = (): AdditionalDataRow => ({ key: '', value: '' });

/** The shared schema's rule, as the owner types: keys differ, whatever their case. */
export function hasRepeatedKey(rows: readonly AdditionalDataRow[]): boolean {
  const keys = rows.map((row) => row.key.trim().toLowerCase()).filter(Boolean);
  return new Set(keys).size !== keys.length;
}

export function qrFormValuesOf(code: QrCode | null, branchId: string): QrFormValues {
  const prefill = emptyPrefill();
  if (code?.prefill) {
    for (const field of PREFILL_FIELDS) prefill[field] = code.prefill[field] ?? '';
  }
  return {
    branchId: code?.branchId ?? branchId,
    identifier: code?.identifier ?? '',
    description: code?.description ?? '',
    address: { businessAddress: code?.address?.businessAddress ?? '' },
    additionalData: code ? code.additionalData.map((entry) => ({ ...entry })) : [],
    prefillOrder: code?.prefill != null,
    prefill,
  };
}

/**
 * What the shared schema checks: the same paths as the form (so its messages land on the right
 * fields), the stored place and coordinates added back, and an empty address or prefill as null.
 */
export function qrInputCandidateOf(values: QrFormValues, stored: QrAddress | null) {
  const address = {
    businessAddress: values.address.businessAddress,
    ...(stored?.placeId ? { placeId: stored.placeId } : {}),
    ...(stored?.latitude != null ? { latitude: stored.latitude } : {}),
    ...(stored?.longitude != null ? { longitude: stored.longitude } : {}),
  };
  const hasAddress = address.businessAddress.trim() !== '' || Object.keys(address).length > 1;
  const hasPrefill =
    values.prefillOrder && PREFILL_FIELDS.some((field) => values.prefill[field].trim() !== '');
  return {
    branchId: values.branchId,
    identifier: values.identifier,
    description: values.description,
    address: hasAddress ? address : null,
    additionalData: values.additionalData,
    prefill: hasPrefill ? values.prefill : null,
  };
}

/**
 * The kind's shared QR code schema as the form's resolver (docs/product/fields.md, QR code rows): the
 * owner sees its messages as they type, and handleSubmit receives the API's input.
 */
export function qrResolverOf(
  kind: BusinessKind,
  stored: QrAddress | null,
): Resolver<QrFormValues, unknown, QrCodeInput> {
  // @hookform/resolvers' zodResolver types the resolver by the schema's input and output, not by our form values.
  const schemaResolver = zodResolver(qrCodeInputSchemas[kind]) as unknown as Resolver<
    ReturnType<typeof qrInputCandidateOf>,
    unknown,
    QrCodeInput
  >;
  return (values, context, options) =>
    schemaResolver(
      qrInputCandidateOf(values, stored),
      context,
      // @hookform/resolvers' zodResolver types the resolver by the schema's input and output, not by our form values.
      options as unknown as Parameters<typeof schemaResolver>[2],
    );
}
