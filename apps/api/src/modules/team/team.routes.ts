import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamRoutes as contract } from '@scanorder/shared/api/team';
import { teamMessages } from '@scanorder/shared/team/messages';
import type { TeamService } from './team.service.ts';
import { routeOf } from '../../http/contract-route.ts';
import { sessionSecurity } from '../../http/route-helpers.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

const adminOnly = { tags: ['team'], security: sessionSecurity };
const publicDocs = { tags: ['team'] };

export function registerTeamRoutes(
  app: FastifyInstance,
  deps: { team: TeamService; requireTenant: onRequestAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { team, requireTenant } = deps;
  const common = { onRequest: requireTenant } as const;

  routes.route({
    ...routeOf(contract.list, adminOnly),
    ...common,
    config: { audit: 'collection' as const },
    handler: async (request) => team.list(tenantOf(request)),
  });

  routes.route({
    ...routeOf(contract.invite, adminOnly),
    ...common,
    handler: async (request, reply) =>
      reply.status(201).send(await team.invite(tenantOf(request), request.body)),
  });

  routes.route({
    ...routeOf(contract.update, adminOnly),
    ...common,
    handler: async (request) => team.update(tenantOf(request), request.params.id, request.body),
  });

  routes.route({
    ...routeOf(contract.delete, adminOnly),
    ...common,
    handler: async (request) => {
      await team.remove(tenantOf(request), request.params.id);
      return { message: teamMessages.memberDeleted };
    },
  });

  routes.route({
    ...routeOf(contract.resend, adminOnly),
    ...common,
    handler: async (request) => team.resend(tenantOf(request), request.params.id),
  });

  routes.route({
    ...routeOf(contract.revoke, adminOnly),
    ...common,
    handler: async (request) => team.revoke(tenantOf(request), request.params.id),
  });

  routes.route({
    ...routeOf(contract.restore, adminOnly),
    ...common,
    handler: async (request) => team.restore(tenantOf(request), request.params.id),
  });

  routes.route({
    ...routeOf(contract.setPassword, adminOnly),
    ...common,
    handler: async (request) => {
      await team.setPassword(tenantOf(request), request.params.id, request.body);
      return { message: teamMessages.memberPasswordUpdated };
    },
  });

  routes.route({
    ...routeOf(contract.previewInvite, publicDocs),
    handler: async (request) => team.previewInvite(request.params.token),
  });

  routes.route({
    ...routeOf(contract.acceptInvite, publicDocs),
    handler: async (request) => team.acceptInvite(request.params.token, request.body),
  });
}
