import { queryOptions } from '@tanstack/react-query';
import { acceptInviteResultSchema, invitePreviewSchema } from '@scanorder/shared/team/invite';
import {
  memberListSchema,
  memberMessageSchema,
  memberSchema,
  type InviteMemberInput,
  type MemberPasswordInput,
  type UpdateMemberInput,
} from '@scanorder/shared/team/member';
import { apiGet, apiPost, apiRequest } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const MEMBERS_PATH = '/api/v1/members';
const memberPath = (id: string) => `${MEMBERS_PATH}/${encodeURIComponent(id)}`;

export const membersQuery = queryOptions({
  queryKey: queryKeys.members,
  queryFn: ({ signal }) => apiGet(MEMBERS_PATH, memberListSchema, signal),
});

export const inviteMember = (input: InviteMemberInput) =>
  apiPost(MEMBERS_PATH, input, memberSchema);

export const updateMember = ({ id, input }: { id: string; input: UpdateMemberInput }) =>
  apiRequest(memberPath(id), { method: 'PATCH', body: input, schema: memberSchema });

/** Withdraws an invitation or deletes a member. */
export const deleteMember = (id: string) =>
  apiRequest(memberPath(id), { method: 'DELETE', schema: memberMessageSchema });

export const resendInvite = (id: string) => apiPost(`${memberPath(id)}/resend`, {}, memberSchema);
export const revokeMember = (id: string) => apiPost(`${memberPath(id)}/revoke`, {}, memberSchema);
export const restoreMember = (id: string) => apiPost(`${memberPath(id)}/restore`, {}, memberSchema);

export const setMemberPassword = ({ id, input }: { id: string; input: MemberPasswordInput }) =>
  apiRequest(`${memberPath(id)}/password`, {
    method: 'PUT',
    body: input,
    schema: memberMessageSchema,
  });

const invitePath = (token: string) => `/api/v1/invites/${encodeURIComponent(token)}`;

export const invitePreviewQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.invite(token),
    queryFn: ({ signal }) => apiGet(invitePath(token), invitePreviewSchema, signal),
    staleTime: Infinity,
  });

export const acceptInvite = ({ token, input }: { token: string; input: MemberPasswordInput }) =>
  apiPost(`${invitePath(token)}/accept`, input, acceptInviteResultSchema);
