import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@scanorder/shared/account/services';

/** OpenAPI generated from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'ScanOrder API',
        version: APP_VERSION,
        description:
          'REST API of ScanOrder. Session cookies from /api/auth authenticate the /api/v1 routes.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'scanorder.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
