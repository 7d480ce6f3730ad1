import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {} from '@fastify/multipart';
import { profileRoutes as contract } from '@scanorder/shared/api/profile';
import { PROFILE_PICTURE_RULES } from '@scanorder/shared/validation/upload-rules';
import { passwordChangedMessage } from '@scanorder/shared/profile/change-password';
import type { Auth } from '../../auth/auth.ts';
import { toFetchHeaders } from '../../auth/auth.routes.ts';
import { routeOf } from '../../http/contract-route.ts';
import { readSingleUpload } from '../../http/read-upload.ts';
import { sessionSecurity } from '../../http/route-helpers.ts';
import type { ProfileService } from './profile.service.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

const signedIn = { tags: ['profile'], security: sessionSecurity };

export function registerProfileRoutes(
  app: FastifyInstance,
  deps: { profile: ProfileService; auth: Auth; requireTenant: onRequestAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { profile, auth, requireTenant } = deps;
  const common = { onRequest: requireTenant } as const;

  routes.route({
    ...routeOf(contract.get, signedIn),
    ...common,
    handler: async (request) => profile.get(tenantOf(request)),
  });

  routes.route({
    ...routeOf(contract.update, signedIn),
    ...common,
    handler: async (request) => profile.update(tenantOf(request), request.body),
  });

  routes.route({
    ...routeOf(contract.setLanguage, signedIn),
    ...common,
    handler: async (request) => profile.setLanguage(tenantOf(request), request.body.language),
  });

  routes.route({
    ...routeOf(contract.changePassword, signedIn),
    ...common,
    handler: async (request, reply) => {
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
  });

  routes.route({
    ...routeOf(contract.uploadPicture, { ...signedIn, consumes: ['multipart/form-data'] }),
    ...common,
    handler: async (request) => {
      const file = await readSingleUpload(
        request,
        PROFILE_PICTURE_RULES,
        'Please select a file to upload.',
      );
      return profile.setPicture(tenantOf(request), file);
    },
  });

  routes.route({
    ...routeOf(contract.removePicture, signedIn),
    ...common,
    handler: async (request) => profile.removePicture(tenantOf(request)),
  });
}
