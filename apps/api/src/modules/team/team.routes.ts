import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, SIGNED_IN_ERRORS } from '@scanorder/shared/api/contract';
import {
  acceptInviteResultSchema,
  invitePreviewSchema,
  inviteTokenParamsSchema,
} from '@scanorder/shared/team/invite';
import {
  inviteMemberInputSchema,
  memberIdParamsSchema,
  memberListSchema,
  memberPasswordInputSchema,
  memberMessageSchema,
  memberSchema,
  updateMemberInputSchema,
} from '@scanorder/shared/team/member';
import { teamMessages } from '@scanorder/shared/team/messages';
import type { TeamService } from './team.service.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

const refusals = errorResponses(SIGNED_IN_ERRORS);
const inviteRefusals = errorResponses([400, 404]);
const adminOnly = { tags: ['team'], security: [{ session: [] }] };

export function registerTeamRoutes(
  app: FastifyInstance,
  deps: { team: TeamService; requireTenant: onRequestAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { team, requireTenant } = deps;

  routes.get(
    '/api/v1/members',
    {
      onRequest: requireTenant,
      config: { audit: 'collection' as const },
      schema: {
        ...adminOnly,
        summary: 'Team members of the account with status and role (admin only)',
        response: { 200: memberListSchema, ...refusals },
      },
    },
    async (request) => team.list(tenantOf(request)),
  );

  routes.post(
    '/api/v1/members',
    {
      onRequest: requireTenant,
      schema: {
        ...adminOnly,
        summary:
          'Invite a team member: generates a user name and emails a link valid 7 days (admin only; limited by the plan)',
        body: inviteMemberInputSchema,
        response: { 201: memberSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await team.invite(tenantOf(request), request.body)),
  );

  routes.patch(
    '/api/v1/members/:id',
    {
      onRequest: requireTenant,
      schema: {
        ...adminOnly,
        summary:
          "Edit a member's names, mobile and role; the role applies from their next request (admin only)",
        params: memberIdParamsSchema,
        body: updateMemberInputSchema,
        response: { 200: memberSchema, ...refusals },
      },
    },
    async (request) => team.update(tenantOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/v1/members/:id',
    {
      onRequest: requireTenant,
      schema: {
        ...adminOnly,
        summary: 'Withdraw an invitation or delete a member with their sign-in (admin only)',
        params: memberIdParamsSchema,
        response: { 200: memberMessageSchema, ...refusals },
      },
    },
    async (request) => {
      await team.remove(tenantOf(request), request.params.id);
      return { message: teamMessages.memberDeleted };
    },
  );

  routes.post(
    '/api/v1/members/:id/resend',
    {
      onRequest: requireTenant,
      schema: {
        ...adminOnly,
        summary:
          'Send a pending invitation again with a new link; the old link stops working (admin only)',
        params: memberIdParamsSchema,
        response: { 200: memberSchema, ...refusals },
      },
    },
    async (request) => team.resend(tenantOf(request), request.params.id),
  );

  routes.post(
    '/api/v1/members/:id/revoke',
    {
      onRequest: requireTenant,
      schema: {
        ...adminOnly,
        summary: "Revoke a member's access and end all their sessions at once (admin only)",
        params: memberIdParamsSchema,
        response: { 200: memberSchema, ...refusals },
      },
    },
    async (request) => team.revoke(tenantOf(request), request.params.id),
  );

  routes.post(
    '/api/v1/members/:id/restore',
    {
      onRequest: requireTenant,
      schema: {
        ...adminOnly,
        summary: "Restore a revoked member's access (admin only; limited by the plan)",
        params: memberIdParamsSchema,
        response: { 200: memberSchema, ...refusals },
      },
    },
    async (request) => team.restore(tenantOf(request), request.params.id),
  );

  routes.put(
    '/api/v1/members/:id/password',
    {
      onRequest: requireTenant,
      schema: {
        ...adminOnly,
        summary: "Set a new password for a member; ends the member's sessions (admin only)",
        params: memberIdParamsSchema,
        body: memberPasswordInputSchema,
        response: { 200: memberMessageSchema, ...refusals },
      },
    },
    async (request) => {
      await team.setPassword(tenantOf(request), request.params.id, request.body);
      return { message: teamMessages.memberPasswordUpdated };
    },
  );

  routes.get(
    '/api/v1/invites/:token',
    {
      schema: {
        tags: ['team'],
        summary:
          'Public: the invitation behind an emailed link (404 when invalid, expired or used)',
        params: inviteTokenParamsSchema,
        response: { 200: invitePreviewSchema, ...inviteRefusals },
      },
    },
    async (request) => team.previewInvite(request.params.token),
  );

  routes.post(
    '/api/v1/invites/:token/accept',
    {
      schema: {
        tags: ['team'],
        summary:
          'Public: accept an invitation by choosing a password; the member then signs in with the user name or their email',
        params: inviteTokenParamsSchema,
        body: memberPasswordInputSchema,
        response: { 200: acceptInviteResultSchema, ...inviteRefusals },
      },
    },
    async (request) => team.acceptInvite(request.params.token, request.body),
  );
}
