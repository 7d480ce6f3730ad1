import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, SIGNED_IN_ERRORS } from '@scanorder/shared/api/contract';
import { AppError } from '@scanorder/shared/errors/app-error';
import {
  adminUserRecordSchema,
  auditEntrySchema,
  collectionRecordsSchema,
  COLLECTION_LIMIT,
  dataEditorMessages,
  editFieldInputSchema,
} from '@scanorder/shared/admin/data-editor';
import type { Auth } from '../../auth/auth.ts';
import { toFetchHeaders } from '../../auth/auth.routes.ts';
import type { AdminService, PlatformAdmin } from './admin.service.ts';

const refusals = errorResponses(SIGNED_IN_ERRORS);
const accessKindSchema = z.enum(['platform-admin', 'collection-read', 'refused']);
const accessEntrySchema = z.object({
  id: z.string(),
  kind: accessKindSchema,
  method: z.string(),
  route: z.string(),
  status: z.number().int(),
  actorUserId: z.string().nullable(),
  actorAccountId: z.string().nullable(),
  clientKey: z.string(),
  detail: z.unknown(),
  createdAt: z.string(),
});
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
    const { headers, response } = await auth.api.getSession({
      headers: toFetchHeaders(request),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response)
      throw new AppError('UNAUTHENTICATED', 'Session is Expired!. Please Login back. Thanks.');
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

  routes.get(
    '/api/v1/admin/users',
    {
      ...guarded,
      schema: {
        ...platformOnly,
        summary:
          'Platform admins: the auth record (no secrets) and the user record of a user by email',
        querystring: z.object({
          email: z
            .string({ error: dataEditorMessages.emailRequired })
            .trim()
            .min(1, dataEditorMessages.emailRequired)
            .max(254),
        }),
        response: { 200: adminUserRecordSchema, ...refusals },
      },
    },
    async (request) => admin.findUser(request.query.email),
  );

  routes.patch(
    '/api/v1/admin/users/:userId/fields',
    {
      ...guarded,
      schema: {
        ...platformOnly,
        summary: 'Platform admins: set or delete one allow-listed field of a user record (audited)',
        params: z.object({ userId: z.string().min(1).max(100) }),
        body: editFieldInputSchema,
        response: { 200: z.object({ userRecord: z.record(z.string(), z.unknown()) }), ...refusals },
      },
    },
    async (request) => ({
      userRecord: await admin.editField(
        platformAdminOf(request),
        request.params.userId,
        request.body,
      ),
    }),
  );

  routes.get(
    '/api/v1/admin/audit',
    {
      ...guarded,
      schema: {
        ...platformOnly,
        summary: 'Platform admins: the newest 100 audit entries, optionally of one user',
        querystring: z.object({ userId: z.string().min(1).max(100).optional() }),
        response: { 200: z.object({ entries: z.array(auditEntrySchema) }), ...refusals },
      },
    },
    async (request) => ({ entries: await admin.audit(request.query.userId) }),
  );

  routes.get(
    '/api/v1/admin/access-log',
    {
      ...guarded,
      schema: {
        ...platformOnly,
        summary:
          'Platform admins: the newest 200 access log entries (look-ups, collection reads, refusals)',
        querystring: z.object({ kind: accessKindSchema.optional() }),
        response: { 200: z.object({ entries: z.array(accessEntrySchema) }), ...refusals },
      },
    },
    async (request) => ({ entries: await admin.access(request.query.kind) }),
  );

  routes.get(
    '/api/v1/admin/collections',
    {
      ...guarded,
      schema: {
        ...platformOnly,
        summary: 'Platform admins: the collections the viewer may show',
        response: { 200: z.object({ names: z.array(z.string()) }), ...refusals },
      },
    },
    async () => ({ names: admin.collections() }),
  );

  routes.get(
    '/api/v1/admin/collections/:name',
    {
      ...guarded,
      schema: {
        ...platformOnly,
        summary:
          'Platform admins: up to 10 newest records of an allowed collection, read-only, secrets left out',
        params: z.object({ name: z.string().min(1).max(60) }),
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(1000).default(COLLECTION_LIMIT.default),
        }),
        response: { 200: collectionRecordsSchema, ...refusals },
      },
    },
    async (request) => ({
      name: request.params.name,
      records: await admin.collection(request.params.name, request.query.limit),
    }),
  );
}
