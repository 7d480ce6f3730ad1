import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { Role } from '@scanorder/shared/account/services';
import { countryCodeField } from '@scanorder/shared/profile/profile';
import {
  inviteMemberInputSchema,
  memberPasswordInputSchema,
  updateMemberInputSchema,
  type InviteMemberInput,
  type Member,
  type MemberPasswordInput,
  type UpdateMemberInput,
} from '@scanorder/shared/team/member';
import { messages } from '@scanorder/shared/validation/messages';
import { withConfirmation } from '../../../lib/confirmation-resolver.ts';

/** An optional text input: blank means "not given". */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export interface InviteFormValues {
  firstName: string;
  lastName: string;
  countryCode: string;
  mobileNo: string;
  emailAddress: string;
  customMessage: string;
  role: Role;
}

export const EMPTY_INVITE: InviteFormValues = {
  firstName: '',
  lastName: '',
  countryCode: '',
  mobileNo: '',
  emailAddress: '',
  customMessage: '',
  role: 'member',
};

const inviteFormSchema = inviteMemberInputSchema.extend({
  countryCode: z.preprocess(blankAsAbsent, countryCodeField.optional()),
});

// @hookform/resolvers' zodResolver types the resolver by the schema's input and output, not by our form values.
export const inviteResolver = zodResolver(inviteFormSchema) as unknown as Resolver<
  InviteFormValues,
  unknown,
  InviteMemberInput
>;

export type EditMemberFormValues = Omit<InviteFormValues, 'emailAddress' | 'customMessage'>;

const editShape = updateMemberInputSchema.shape;

/** The admin's edit sends every field; a blank country code clears it. */
const editFormSchema = z.object({
  firstName: editShape.firstName.unwrap(),
  lastName: editShape.lastName.unwrap(),
  countryCode: z.preprocess((value) => blankAsAbsent(value) ?? null, countryCodeField.nullable()),
  mobileNo: editShape.mobileNo.unwrap(),
  role: editShape.role.unwrap(),
});

// @hookform/resolvers' zodResolver types the resolver by the schema's input and output, not by our form values.
export const editMemberResolver = zodResolver(editFormSchema) as unknown as Resolver<
  EditMemberFormValues,
  unknown,
  UpdateMemberInput
>;

export const editValuesOf = (member: Member): EditMemberFormValues => ({
  firstName: member.firstName,
  lastName: member.lastName,
  countryCode: member.countryCode ?? '',
  mobileNo: member.mobileNo ?? '',
  role: member.role,
});

/** Password and confirmation with the sign-up rule and 'Passwords not Matched!' as one types. */
export const memberPasswordResolver = withConfirmation(
  // @hookform/resolvers' zodResolver types the resolver by the schema's input and output, not by our form values.
  zodResolver(memberPasswordInputSchema) as unknown as Resolver<
    MemberPasswordInput,
    unknown,
    MemberPasswordInput
  >,
  { password: 'password', confirmation: 'confirmPassword', message: messages.passwordsNotMatched },
);
