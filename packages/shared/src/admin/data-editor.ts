import { z } from 'zod';

/**
 * The platform data editor ("Modify Settings", docs/product/screens.md): key, value, type and Delete
 * Field edit one field of a user record. A dotted key is two levels (`profile.firstName`).
 */
export const FIELD_TYPES = ['string', 'number', 'boolean', 'array'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const dataEditorMessages = {
  keyRequired: 'Key field is required',
  keyTooDeep: 'A key has at most two levels, like profile.firstName',
  notANumber: 'Value is not a number',
  notJson: 'Value is not valid JSON',
  notAnArray: 'Value must be a JSON array, like ["Restaurant"]',
  emailRequired: 'Email field is required',
  userNotFound: 'User Not Found!',
  unknownCollection: 'This collection cannot be viewed here',
  notPlatformAdmin:
    'UnAuthorized! Your are not authorized to view this page. Kindly login to access this page. Thanks.',
} as const;

export const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)?$/;

export const editFieldInputSchema = z.object({
  key: z
    .string({ error: dataEditorMessages.keyRequired })
    .trim()
    .min(1, dataEditorMessages.keyRequired)
    .max(100)
    .refine((key) => key.split('.').length <= 2, dataEditorMessages.keyTooDeep)
    .refine(
      (key) => KEY_PATTERN.test(key),
      'Key may contain letters, digits and underscores, with one dot',
    ),
  value: z.string().max(10_000).default(''),
  type: z.enum(FIELD_TYPES, { error: 'Type must be string, number, boolean or array' }),
  delete: z.boolean().default(false),
});
export type EditFieldInput = z.infer<typeof editFieldInputSchema>;

export type ParsedValue =
  { ok: true; value: string | number | boolean | unknown[] } | { ok: false; message: string };

/** The typed value of the editor's text: boolean is true only for the text `true`; array is JSON. */
export function parseFieldValue(type: FieldType, raw: string): ParsedValue {
  switch (type) {
    case 'string':
      return { ok: true, value: raw };
    case 'number': {
      const value = raw.trim() === '' ? Number.NaN : Number(raw);
      return Number.isFinite(value)
        ? { ok: true, value }
        : { ok: false, message: dataEditorMessages.notANumber };
    }
    case 'boolean':
      return { ok: true, value: raw.trim() === 'true' };
    case 'array': {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        return { ok: false, message: dataEditorMessages.notJson };
      }
      return Array.isArray(value)
        ? { ok: true, value }
        : { ok: false, message: dataEditorMessages.notAnArray };
    }
    default:
      return type satisfies never;
  }
}

const jsonObject = z.record(z.string(), z.unknown());

/** GET /api/v1/admin/users?email=: the auth record without secrets and the editable user record. */
export const adminUserRecordSchema = z.object({
  userId: z.string(),
  authRecord: jsonObject,
  userRecord: jsonObject,
  /** Keys the editor may change, with the type each expects. */
  editableKeys: z.array(
    z.object({ key: z.string(), type: z.enum(FIELD_TYPES), deletable: z.boolean() }),
  ),
});
export type AdminUserRecord = z.infer<typeof adminUserRecordSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorUserId: z.string(),
  actorEmail: z.string(),
  targetUserId: z.string(),
  targetAccountId: z.string().nullable(),
  key: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const COLLECTION_LIMIT = { default: 10, max: 10 } as const;

export const collectionRecordsSchema = z.object({
  name: z.string(),
  records: z.array(jsonObject),
});
