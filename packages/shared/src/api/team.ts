import {
  acceptInviteResultSchema,
  invitePreviewSchema,
  inviteTokenParamsSchema,
} from '../team/invite.ts';
import {
  inviteMemberInputSchema,
  memberIdParamsSchema,
  memberListSchema,
  memberMessageSchema,
  memberPasswordInputSchema,
  memberSchema,
  updateMemberInputSchema,
} from '../team/member.ts';
import { defineRoute, errorResponses, SIGNED_IN_ERRORS } from './contract.ts';

const MEMBERS = '/api/v1/members';
const MEMBER = `${MEMBERS}/:id`;
const INVITE = '/api/v1/invites/:token';
const refusals = errorResponses(SIGNED_IN_ERRORS);
const inviteRefusals = errorResponses([400, 404]);
const memberAnswer = { 200: memberSchema, ...refusals };

/** Team members of the account (admins only) and the public invitation links (USERS page). */
export const teamRoutes = {
  list: defineRoute({
    method: 'GET',
    path: MEMBERS,
    summary: 'Team members of the account with status and role (admin only)',
    schema: { response: { 200: memberListSchema, ...refusals } },
  }),
  invite: defineRoute({
    method: 'POST',
    path: MEMBERS,
    summary:
      'Invite a team member: generates a user name and emails a link valid 7 days (admin only; limited by the plan)',
    schema: { body: inviteMemberInputSchema, response: { 201: memberSchema, ...refusals } },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: MEMBER,
    summary:
      "Edit a member's names, mobile and role; the role applies from their next request (admin only)",
    schema: { params: memberIdParamsSchema, body: updateMemberInputSchema, response: memberAnswer },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: MEMBER,
    summary: 'Withdraw an invitation or delete a member with their sign-in (admin only)',
    schema: { params: memberIdParamsSchema, response: { 200: memberMessageSchema, ...refusals } },
  }),
  resend: defineRoute({
    method: 'POST',
    path: `${MEMBER}/resend`,
    summary:
      'Send a pending invitation again with a new link; the old link stops working (admin only)',
    schema: { params: memberIdParamsSchema, response: memberAnswer },
  }),
  revoke: defineRoute({
    method: 'POST',
    path: `${MEMBER}/revoke`,
    summary: "Revoke a member's access and end all their sessions at once (admin only)",
    schema: { params: memberIdParamsSchema, response: memberAnswer },
  }),
  restore: defineRoute({
    method: 'POST',
    path: `${MEMBER}/restore`,
    summary: "Restore a revoked member's access (admin only; limited by the plan)",
    schema: { params: memberIdParamsSchema, response: memberAnswer },
  }),
  setPassword: defineRoute({
    method: 'PUT',
    path: `${MEMBER}/password`,
    summary: "Set a new password for a member; ends the member's sessions (admin only)",
    schema: {
      params: memberIdParamsSchema,
      body: memberPasswordInputSchema,
      response: { 200: memberMessageSchema, ...refusals },
    },
  }),
  previewInvite: defineRoute({
    method: 'GET',
    path: INVITE,
    summary: 'Public: the invitation behind an emailed link (404 when invalid, expired or used)',
    schema: {
      params: inviteTokenParamsSchema,
      response: { 200: invitePreviewSchema, ...inviteRefusals },
    },
  }),
  acceptInvite: defineRoute({
    method: 'POST',
    path: `${INVITE}/accept`,
    summary:
      'Public: accept an invitation by choosing a password; the member then signs in with the user name or their email',
    schema: {
      params: inviteTokenParamsSchema,
      body: memberPasswordInputSchema,
      response: { 200: acceptInviteResultSchema, ...inviteRefusals },
    },
  }),
};
