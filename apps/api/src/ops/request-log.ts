import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const debugging = (request: FastifyRequest) =>
  request.log.level === 'debug' || request.log.level === 'trace';

/**
 * Fastify's two lines per request go to debug (decision 040): at info they were a tenth of an
 * order's CPU, and production runs at info. Requests are counted and timed in /metrics, a request
 * that errors is still logged at error, and LOG_LEVEL=debug brings the lines back.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (debugging(request)) super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error || debugging(request)) super.requestCompleted(error, request, reply);
  }
}
