import { z } from 'zod';
import { ROLES, SERVICE_NAMES } from '../account/services.ts';
import { mobileField, numberField, textField } from '../validation/fields.ts';
import { countryCodeField as countryCodeFieldOf } from '../geo/countries.ts';
import { messages } from '../validation/messages.ts';
import { IDLE_TIMEOUT_MINUTES } from './idle-timeout.ts';

export const profileMessages = {
  updated: 'Profile Updated Successfully!',
  countryCode: 'Please enter valid Country code',
  pictureUpdated: 'Profile Picture Updated Successfully!',
  pictureRemoved: 'Profile Picture Removed Successfully!',
  adminOnly: 'Only an admin can change the service, the idle timeout or the hidden-tab sign-out.',
  emailMismatch: 'Please enter the email you signed in with.',
} as const;

/** The country code of a profile or member: the one rule of every form (geo/countries). */
export const countryCodeField = countryCodeFieldOf('Country code');

export const idleTimeoutMinutesField = numberField(
  'Idle timeout',
  IDLE_TIMEOUT_MINUTES.min,
  IDLE_TIMEOUT_MINUTES.max,
).int('Idle timeout must be whole minutes');

/**
 * PUT /api/v1/profile. Everyone edits their own names and phone (the "member form"); only an admin
 * also sends the service name (which enables that service for the account and makes it the
 * account's main one) and the account's idle timeout.
 */
export const profileUpdateInputSchema = z.object({
  firstName: textField('First name', 2, 100),
  lastName: textField('Last name', 2, 100),
  countryCode: countryCodeField,
  mobileNo: mobileField,
  serviceName: z.enum(SERVICE_NAMES, { error: messages.required('Service name') }).optional(),
  idleTimeoutMinutes: idleTimeoutMinutesField.optional(),
  /** Sign out when the browser tab is hidden (docs/product/kiosk-and-sessions.md); on by default, an admin may turn it off. */
  signOutOnHiddenTab: z
    .boolean({ error: 'Sign out when the tab is hidden must be on or off' })
    .optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInputSchema>;

/** GET /api/v1/profile: what the profile page shows and which form it uses. */
export const profileSchema = z.object({
  userId: z.string(),
  memberId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  countryCode: z.string().nullable(),
  mobileNo: z.string().nullable(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  isOwner: z.boolean(),
  userName: z.string().nullable(),
  /** The account's main service (the first enabled one); null when none is enabled. */
  serviceName: z.enum(SERVICE_NAMES).nullable(),
  idleTimeoutMinutes: z.number().int(),
  signOutOnHiddenTab: z.boolean(),
  /** 'admin': the editable profile form; 'member': names and phone only (docs/product/roles.md). */
  form: z.enum(['admin', 'member']),
});
export type Profile = z.infer<typeof profileSchema>;

export const profilePictureSchema = z.object({ image: z.string().nullable() });
