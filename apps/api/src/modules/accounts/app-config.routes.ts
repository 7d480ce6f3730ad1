import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appConfigSchema, type AppConfig } from '@scanorder/shared/account/app-config';

/** The public settings the web app reads before sign-in (no tenant data, nothing per visitor). */
export function registerAppConfigRoute(app: FastifyInstance, appConfig: AppConfig) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/app-config',
    {
      schema: {
        tags: ['account'],
        summary: "The server's public settings the sign-in form needs (the member email domain)",
        response: { 200: appConfigSchema },
      },
    },
    async (_request, reply) => {
      // Configuration changes only with a restart; a browser may keep it for a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return appConfig;
    },
  );
}
