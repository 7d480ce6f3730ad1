import { queryOptions } from '@tanstack/react-query';
import { teamRoutes } from '@scanorder/shared/api/team';
import type {
  InviteMemberInput,
  MemberPasswordInput,
  UpdateMemberInput,
} from '@scanorder/shared/team/member';
import { callRoute } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const membersQuery = queryOptions({
  queryKey: queryKeys.members,
  queryFn: ({ signal }) => callRoute(teamRoutes.list, { signal }),
});

export const inviteMember = (input: InviteMemberInput) =>
  callRoute(teamRoutes.invite, { body: input });

export const updateMember = ({ id, input }: { id: string; input: UpdateMemberInput }) =>
  callRoute(teamRoutes.update, { params: { id }, body: input });

/** Withdraws an invitation or deletes a member. */
export const deleteMember = (id: string) => callRoute(teamRoutes.delete, { params: { id } });

export const resendInvite = (id: string) => callRoute(teamRoutes.resend, { params: { id } });
export const revokeMember = (id: string) => callRoute(teamRoutes.revoke, { params: { id } });
export const restoreMember = (id: string) => callRoute(teamRoutes.restore, { params: { id } });

export const setMemberPassword = ({ id, input }: { id: string; input: MemberPasswordInput }) =>
  callRoute(teamRoutes.setPassword, { params: { id }, body: input });

export const invitePreviewQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.invite(token),
    queryFn: ({ signal }) => callRoute(teamRoutes.previewInvite, { params: { token }, signal }),
    staleTime: Infinity,
  });

export const acceptInvite = ({ token, input }: { token: string; input: MemberPasswordInput }) =>
  callRoute(teamRoutes.acceptInvite, { params: { token }, body: input });
