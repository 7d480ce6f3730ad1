import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import { identifierField } from '../ordering/place-order.ts';
import { numberTypeError, optionalTextField, textField } from '../validation/fields.ts';
import { messages } from '../validation/messages.ts';
import { qrCodeSchema } from './qr-code.ts';

/** At most this many codes in one action; the plan's QR code count is checked on top. */
export const MAX_QR_RANGE = 250;

export const qrRangeMessages = {
  lastBeforeFirst: 'To cannot be less than From',
  tooMany: `At most ${MAX_QR_RANGE} QR codes in one go`,
  roomLeft: (asked: number, left: number) =>
    `This range makes ${asked}; ${left} more fit in your plan.`,
  duplicates: (identifiers: string[]) =>
    `This identifier already has a QR code in this store: ${identifiers.join(', ')}`,
} as const;

const numberInRange = (label: string) =>
  z
    .number({ error: numberTypeError(label) })
    .int(messages.valid(label))
    .min(0, messages.tooShort(label, 0, 'value'))
    .max(99_999, messages.tooLong(label, 99_999, 'value'));

/** "Table" from 1 to 20 makes "Table 1" ... "Table 20"; an empty prefix makes "1" ... "20". */
export function rangeIdentifiers(range: { prefix: string; from: number; to: number }): string[] {
  const prefix = range.prefix.trim();
  return Array.from({ length: Math.max(0, range.to - range.from + 1) }, (_, index) =>
    prefix ? `${prefix} ${range.from + index}` : String(range.from + index),
  );
}

const rangeFields = {
  branchId: z.uuid('Store name field is required'),
  prefix: z.string().trim().max(20, messages.tooLong('Prefix', 20)).default(''),
  from: numberInRange('From'),
  to: numberInRange('To'),
};

/** Every identifier the range makes must be a valid identifier (docs/product/fields.md: 2-20 characters). */
function checkRange(range: { prefix: string; from: number; to: number }, context: z.RefinementCtx) {
  if (range.to < range.from) {
    context.addIssue({ code: 'custom', message: qrRangeMessages.lastBeforeFirst, path: ['to'] });
    return;
  }
  if (range.to - range.from + 1 > MAX_QR_RANGE) {
    context.addIssue({ code: 'custom', message: qrRangeMessages.tooMany, path: ['to'] });
    return;
  }
  for (const identifier of rangeIdentifiers(range)) {
    const result = identifierField.safeParse(identifier);
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? qrRangeMessages.tooMany;
      context.addIssue({ code: 'custom', message: `${message} (${identifier})`, path: ['prefix'] });
      return;
    }
  }
}

/**
 * Many codes of one store name in one action ("Table 1" to "Table 20"). The description follows
 * the QR code rows (docs/product/fields.md): optional (3-30) for a restaurant, required for a grocery.
 */
export const qrCodeRangeInputSchemas = {
  restaurant: z
    .object({ ...rangeFields, description: optionalTextField('Identifier description', 3, 30) })
    .superRefine(checkRange),
  grocery: z
    .object({ ...rangeFields, description: textField('Description', 3, 30) })
    .superRefine(checkRange),
} as const;
export type QrCodeRangeInput = z.infer<(typeof qrCodeRangeInputSchemas)[BusinessKind]>;

export const qrCodeRangeResultSchema = z.object({ qrCodes: z.array(qrCodeSchema) });
