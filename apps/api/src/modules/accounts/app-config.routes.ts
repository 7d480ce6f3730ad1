import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '@scanorder/shared/account/app-config';
import { accountRoutes } from '@scanorder/shared/api/accounts';
import { routeOf } from '../../http/contract-route.ts';

/** The public settings the web app reads before sign-in (no tenant data, nothing per visitor). */
export function registerAppConfigRoute(app: FastifyInstance, appConfig: AppConfig) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(accountRoutes.appConfig, { tags: ['account'] }),
    handler: async (_request, reply) => {
      // Configuration changes only with a restart; a browser may keep it for a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return appConfig;
    },
  });
}
