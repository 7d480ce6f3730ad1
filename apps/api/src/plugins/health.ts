import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '@scanorder/shared/account/services';
import type { DatabaseHandle } from '../db/client.ts';

export function registerHealthRoute(app: FastifyInstance, database: DatabaseHandle) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({
            status: z.literal('ok'),
            version: z.string(),
            database: z.enum(['pglite', 'postgres']),
          }),
          503: z.object({
            status: z.literal('unavailable'),
            version: z.string(),
            database: z.enum(['pglite', 'postgres']),
          }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, version: APP_VERSION, database: database.driver };
      } catch {
        return reply.status(503).send({
          status: 'unavailable' as const,
          version: APP_VERSION,
          database: database.driver,
        });
      }
    },
  );
}
