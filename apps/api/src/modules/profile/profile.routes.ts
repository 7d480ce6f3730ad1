import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {} from '@fastify/multipart';
import { errorResponses } from '@scanorder/shared/api/contract';
import { PROFILE_PICTURE_RULES } from '@scanorder/shared/validation/upload-rules';
import {
  changePasswordInputSchema,
  changePasswordResultSchema,
  passwordChangedMessage,
} from '@scanorder/shared/profile/change-password';
import {
  profilePictureSchema,
  profileSchema,
  profileUpdateInputSchema,
} from '@scanorder/shared/profile/profile';
import type { Auth } from '../../auth/auth.ts';
import { toFetchHeaders } from '../../auth/auth.routes.ts';
import { readSingleUpload } from '../../http/read-upload.ts';
import type { ProfileService } from './profile.service.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

const refusals = errorResponses([400, 401, 403]);
const uploadRefusals = errorResponses([400, 401, 403, 413, 415]);
const signedIn = { tags: ['profile'], security: [{ session: [] }] };

export function registerProfileRoutes(
  app: FastifyInstance,
  deps: { profile: ProfileService; auth: Auth; requireTenant: onRequestAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { profile, auth, requireTenant } = deps;

  routes.get(
    '/api/v1/profile',
    {
      onRequest: requireTenant,
      schema: {
        ...signedIn,
        summary: 'The signed-in user’s profile and which form they may edit',
        response: { 200: profileSchema, ...refusals },
      },
    },
    async (request) => profile.get(tenantOf(request)),
  );

  routes.put(
    '/api/v1/profile',
    {
      onRequest: requireTenant,
      schema: {
        ...signedIn,
        summary:
          'Update own names and mobile; admins may also set the service name (enables it) and the idle timeout',
        body: profileUpdateInputSchema,
        response: { 200: profileSchema, ...refusals },
      },
    },
    async (request) => profile.update(tenantOf(request), request.body),
  );

  routes.post(
    '/api/v1/profile/password',
    {
      onRequest: requireTenant,
      schema: {
        ...signedIn,
        summary: 'Change own password; every session of the user ends, this one included',
        body: changePasswordInputSchema,
        response: { 200: changePasswordResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await profile.changePassword(tenantOf(request), request.body);
      // The sessions are gone already; this only tells the browser to drop its session cookies.
      const { headers } = await auth.api.signOut({
        headers: toFetchHeaders(request),
        returnHeaders: true,
      });
      const cookies = headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { message: passwordChangedMessage } as const;
    },
  );

  routes.post(
    '/api/v1/profile/picture',
    {
      onRequest: requireTenant,
      schema: {
        ...signedIn,
        summary:
          'Upload a profile picture (multipart, one png/jpg/jpeg/gif file, name ≤ 70 characters, ≤ 1,000,000 bytes)',
        consumes: ['multipart/form-data'],
        response: { 200: profilePictureSchema, ...uploadRefusals },
      },
    },
    async (request) => {
      const file = await readSingleUpload(
        request,
        PROFILE_PICTURE_RULES,
        'Please select a file to upload.',
      );
      return profile.setPicture(tenantOf(request), file);
    },
  );

  routes.delete(
    '/api/v1/profile/picture',
    {
      onRequest: requireTenant,
      schema: {
        ...signedIn,
        summary: 'Remove the profile picture',
        response: { 200: profilePictureSchema, ...refusals },
      },
    },
    async (request) => profile.removePicture(tenantOf(request)),
  );
}
