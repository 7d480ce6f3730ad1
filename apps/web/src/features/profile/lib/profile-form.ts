import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { SERVICE_NAMES, type ServiceName } from '@scanorder/shared/account/services';
import {
  idleTimeoutMinutesField,
  profileUpdateInputSchema,
  type Profile,
  type ProfileUpdateInput,
} from '@scanorder/shared/profile/profile';
import { messages } from '@scanorder/shared/validation/messages';

/** What the inputs hold: text, and '' for a select with nothing chosen. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  serviceName: ServiceName | '';
  countryCode: string;
  mobileNo: string;
  idleTimeoutMinutes: string;
  signOutOnHiddenTab: boolean;
}

/** A number input's text as a number; blank stays blank so the field's "required" message shows. */
const numberOfText = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;

/** The admin form: everything, the service name required (the page always shows one). */
const adminSchema = profileUpdateInputSchema.extend({
  serviceName: z.enum(SERVICE_NAMES, { error: messages.required('Service name') }),
  idleTimeoutMinutes: z.preprocess(numberOfText, idleTimeoutMinutesField),
  signOutOnHiddenTab: z.boolean(),
});

/** The member form (docs/product/screens.md): own names and phone only. */
const memberSchema = profileUpdateInputSchema.pick({
  firstName: true,
  lastName: true,
  countryCode: true,
  mobileNo: true,
});

export type ProfileFormKind = Profile['form'];

export function profileResolver(
  kind: ProfileFormKind,
): Resolver<ProfileFormValues, unknown, ProfileUpdateInput> {
  const resolver = zodResolver(kind === 'admin' ? adminSchema : memberSchema);
  // @hookform/resolvers' zodResolver of a union of two schemas cannot be typed as one Resolver.
  return resolver as unknown as Resolver<ProfileFormValues, unknown, ProfileUpdateInput>;
}

export function profileFormValuesOf(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    serviceName: profile.serviceName ?? '',
    countryCode: profile.countryCode ?? '',
    mobileNo: profile.mobileNo ?? '',
    idleTimeoutMinutes: String(profile.idleTimeoutMinutes),
    signOutOnHiddenTab: profile.signOutOnHiddenTab,
  };
}
