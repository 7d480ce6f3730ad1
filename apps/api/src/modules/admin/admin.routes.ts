import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@scanorder/shared/api/admin';
import { AppError } from '@scanorder/shared/errors/app-error';
import { dataEditorMessages } from '@scanorder/shared/admin/data-editor';
import type { Auth } from '../../auth/auth.ts';
import { signedInSession } from '../../auth/tenant-guard.ts';
import type { AdminService, PlatformAdmin } from './admin.service.ts';
import { routeOf } from '../../http/contract-route.ts';

const platformOnly = { tags: ['admin'], security: [{ session: [] }] };

/**
 * Platform administrators are the signed-in users whose email is in PLATFORM_ADMIN_EMAILS
 * (docs/product/roles.md); everyone else is refused here, whatever role they have in their own account.
 */
declare module 'fastify' {
  interface FastifyRequest {
    platformAdmin: PlatformAdmin | null;
  }
}

export function createPlatformAdminGuard(auth: Auth, platformAdminEmails: readonly string[]) {
  return async function requirePlatformAdmin(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const response = await signedInSession(auth, request, reply);
    const email = response.user.email.toLowerCase();
    if (!platformAdminEmails.includes(email))
      throw new AppError('FORBIDDEN', dataEditorMessages.notPlatformAdmin);
    request.platformAdmin = { userId: response.user.id, email };
  };
}

function platformAdminOf(request: FastifyRequest): PlatformAdmin {
  if (!request.platformAdmin) throw new AppError('FORBIDDEN', dataEditorMessages.notPlatformAdmin);
  return request.platformAdmin;
}

export function registerAdminRoutes(
  app: FastifyInstance,
  deps: { admin: AdminService; requirePlatformAdmin: ReturnType<typeof createPlatformAdminGuard> },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { admin, requirePlatformAdmin } = deps;
  app.decorateRequest('platformAdmin', null);
  // onRequest: a non-admin is refused before anything they sent is even parsed.
  const guarded = { onRequest: requirePlatformAdmin };

  routes.route({
    ...routeOf(adminRoutes.findUser, platformOnly),
    ...guarded,
    handler: async (request) => admin.findUser(request.query.email),
  });

  routes.route({
    ...routeOf(adminRoutes.editField, platformOnly),
    ...guarded,
    handler: async (request) => ({
      userRecord: await admin.editField(
        platformAdminOf(request),
        request.params.userId,
        request.body,
      ),
    }),
  });

  routes.route({
    ...routeOf(adminRoutes.audit, platformOnly),
    ...guarded,
    handler: async (request) => ({ entries: await admin.audit(request.query.userId) }),
  });

  routes.route({
    ...routeOf(adminRoutes.accessLog, platformOnly),
    ...guarded,
    handler: async (request) => ({ entries: await admin.access(request.query.kind) }),
  });

  routes.route({
    ...routeOf(adminRoutes.collections, platformOnly),
    ...guarded,
    handler: async () => ({ names: admin.collections() }),
  });

  routes.route({
    ...routeOf(adminRoutes.collection, platformOnly),
    ...guarded,
    handler: async (request) => ({
      name: request.params.name,
      records: await admin.collection(request.params.name, request.query.limit),
    }),
  });
}
