import { z } from 'zod';
import { SERVICE_NAMES } from '@scanorder/shared/account/services';
import type { FieldType } from '@scanorder/shared/admin/data-editor';
import { IDLE_TIMEOUT_MINUTES } from '@scanorder/shared/profile/idle-timeout';
import { countryCodeField, idleTimeoutMinutesField } from '@scanorder/shared/profile/profile';

const EARLIEST_DATE = Date.UTC(2000, 0, 1);
const LATEST_DATE = Date.UTC(2100, 11, 31, 23, 59, 59);
import { mobileField, textField } from '@scanorder/shared/validation/fields';

export interface EditableField {
  type: FieldType;
  target: 'user' | 'account';
  /** Drizzle column key on `users` or `accounts`. */
  column: string;
  /** Checks the typed value and turns it into what the column stores. */
  schema: z.ZodType;
  /** What Delete Field stores; absent when the field cannot be deleted. */
  deleteValue?: unknown;
  syncMember?: boolean;
}

/**
 * The keys of the user record a platform administrator may change, and nothing else. Top-level
 * keys are the account's; `profile.*` keys are the user's own (two levels, docs/product/screens.md).
 * Billing state, roles and sign-in data are deliberately absent.
 */
export const EDITABLE_FIELDS: Record<string, EditableField> = {
  announcement: {
    type: 'string',
    target: 'account',
    column: 'announcement',
    schema: z
      .string()
      .trim()
      .max(500, 'Announcement cannot be more than 500 characters')
      .transform((value) => value || null),
    deleteValue: null,
  },
  enabledServices: {
    type: 'array',
    target: 'account',
    column: 'enabledServices',
    schema: z
      .array(z.enum(SERVICE_NAMES, { error: `Services are ${SERVICE_NAMES.join(' or ')}` }))
      .transform((names) => [...new Set(names)]),
    deleteValue: [],
  },
  trialEndsAt: {
    type: 'string',
    target: 'account',
    column: 'trialEndsAt',
    schema: z
      .string()
      .trim()
      // Bounded: JavaScript reads years up to 275760, which PostgreSQL refuses (a 500 before).
      .refine((value) => {
        const time = Date.parse(value);
        return time >= EARLIEST_DATE && time <= LATEST_DATE;
      }, 'Trial end must be a date between 2000 and 2100, like 2026-01-31T00:00:00Z')
      .transform((value) => new Date(value)),
  },
  idleTimeoutMinutes: {
    type: 'number',
    target: 'account',
    column: 'idleTimeoutMinutes',
    schema: idleTimeoutMinutesField,
    deleteValue: IDLE_TIMEOUT_MINUTES.default,
  },
  'profile.firstName': {
    type: 'string',
    target: 'user',
    column: 'firstName',
    schema: textField('First name', 2, 100),
    syncMember: true,
  },
  'profile.lastName': {
    type: 'string',
    target: 'user',
    column: 'lastName',
    schema: textField('Last name', 2, 100),
    syncMember: true,
  },
  'profile.countryCode': {
    type: 'string',
    target: 'user',
    column: 'countryCode',
    schema: countryCodeField,
    deleteValue: null,
    syncMember: true,
  },
  'profile.mobileNo': {
    type: 'string',
    target: 'user',
    column: 'mobileNo',
    schema: mobileField,
    deleteValue: null,
    syncMember: true,
  },
  'profile.emailVerified': {
    type: 'boolean',
    target: 'user',
    column: 'emailVerified',
    schema: z.boolean(),
  },
};
