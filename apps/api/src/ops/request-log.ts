import type { FastifyInstance } from 'fastify';

/**
 * A line per finished request at debug (Fastify's own two lines at info are off, decision 033):
 * production runs at info and measures requests in /metrics; debugging a host turns them on with
 * LOG_LEVEL=debug.
 */
export function registerRequestLog(app: FastifyInstance) {
  const { level } = app.log;
  if (level !== 'debug' && level !== 'trace') return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.debug(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
    done();
  });
}
