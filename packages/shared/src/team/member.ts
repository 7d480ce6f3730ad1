import { z } from 'zod';
import { ROLES } from '../account/services.ts';
import {
  emailField,
  mobileField,
  passwordField,
  reenterPasswordField,
  textField,
} from '../validation/fields.ts';
import { messages } from '../validation/messages.ts';
import { countryCodeField } from '../profile/profile.ts';

export const MEMBER_STATUSES = ['invited', 'active', 'revoked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Days an invitation link stays valid. Resending makes a new link and kills the old one. */
export const INVITE_VALID_DAYS = 7;

const roleField = z.enum(ROLES, { error: messages.required('Role') });

/** Team members (docs/product/fields.md): names 2 to 100, custom message 5 to 500. */
export const inviteMemberInputSchema = z.object({
  firstName: textField('First name', 2, 100),
  lastName: textField('Last name', 2, 100),
  countryCode: countryCodeField.optional(),
  mobileNo: mobileField,
  emailAddress: emailField,
  customMessage: textField('Custom message', 5, 500),
  role: roleField,
});
export type InviteMemberInput = z.infer<typeof inviteMemberInputSchema>;

/** Admin's edit of a member: names, mobile and role (the owner's role cannot change). */
export const updateMemberInputSchema = z
  .object({
    firstName: textField('First name', 2, 100),
    lastName: textField('Last name', 2, 100),
    countryCode: countryCodeField.nullable(),
    mobileNo: mobileField,
    role: roleField,
  })
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateMemberInput = z.infer<typeof updateMemberInputSchema>;

/** Password an invitee chooses, or an admin sets for a member: the sign-up rule. */
export const memberPasswordInputSchema = z
  .object({
    password: passwordField,
    confirmPassword: reenterPasswordField,
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: messages.passwordsNotMatched,
    path: ['confirmPassword'],
  });
export type MemberPasswordInput = z.infer<typeof memberPasswordInputSchema>;

/** One row of the USERS page. */
/** What removing a member or setting their password answers: the spec's toast text. */
export const memberMessageSchema = z.object({ message: z.string() });

export const memberSchema = z.object({
  id: z.string(),
  status: z.enum(MEMBER_STATUSES),
  role: z.enum(ROLES),
  isOwner: z.boolean(),
  userName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  countryCode: z.string().nullable(),
  mobileNo: z.string().nullable(),
  emailAddress: z.string().nullable(),
  customMessage: z.string().nullable(),
  /** Only for invited members: when the current link stops working. */
  inviteExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberListSchema = z.object({
  members: z.array(memberSchema),
  /** Team size allowed by the plan (the owner is not counted) and how much of it is used. */
  limit: z.object({ memberCount: z.number().int(), used: z.number().int() }),
});
export type MemberList = z.infer<typeof memberListSchema>;

export const memberIdParamsSchema = z.object({ id: z.uuid({ error: 'Member not found.' }) });
