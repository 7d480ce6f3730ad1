import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '@scanorder/shared/account/services';
import type { DatabaseHandle } from '../db/client.ts';

export function registerHealthRoute(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, 'driver' | 'ping'>,
) {
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

const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['reachable', 'unreachable']),
  pendingMigrations: z.number().int().nullable(),
});

/**
 * Probes for an orchestrator or load balancer. `live`: the process answers (restart it when not).
 * `ready`: it can serve, so send it traffic: the database answers and has every migration this
 * build expects (an instance started before a migration finished must wait). While the server
 * shuts down, Fastify answers 503 to both.
 */
export function registerProbeRoutes(app: FastifyInstance, database: DatabaseHandle) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up and answering',
        response: { 200: z.object({ status: z.literal('live') }) },
      },
    },
    async () => ({ status: 'live' as const }),
  );
  routes.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database is reachable and fully migrated',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      let pendingMigrations: number;
      try {
        pendingMigrations = await database.pendingMigrations();
      } catch {
        return reply
          .status(503)
          .send({ status: 'unavailable', database: 'unreachable', pendingMigrations: null });
      }
      const ready = pendingMigrations === 0;
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'unavailable',
        database: 'reachable',
        pendingMigrations,
      });
    },
  );
}
