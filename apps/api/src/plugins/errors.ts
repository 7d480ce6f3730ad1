import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  SERVER_ERROR_MESSAGE,
  type ErrorEnvelope,
} from '@scanorder/shared/errors/app-error';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import { keyedOf } from '@scanorder/shared/i18n/guest-messages';
import { withSecurityHeaders, type SecurityHeaders } from '../http/security.ts';

/** PostgreSQL and driver errors that mean "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08006',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|not queryable/.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** One error envelope for every failure: `{ error: { code, message, field? } }`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(error.toEnvelope());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const first = issues[0];
      // A message built with values ("Instruction cannot be more than 200 characters") carries
      // its key and values too, so a guest's page words it in the guest's language.
      const keyed = first ? keyedOf(first.message) : null;
      const body: ErrorEnvelope = {
        error: {
          code: 'VALIDATION_FAILED',
          message: first?.message ?? 'Invalid request',
          ...(first?.field ? { field: first.field } : {}),
          ...(keyed ? { key: keyed.key, values: keyed.values } : {}),
          issues,
        },
      };
      return reply.status(400).send(body);
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: { code: 'RATE_LIMITED', message: authMessages.rateLimited } });
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .status(413)
        .send({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'File Size is too Large!' } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'The service is temporarily unavailable. Please try again in a moment.',
          },
        });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: SERVER_ERROR_MESSAGE } });
  });
}

/**
 * Answers a bad address with a page when it is a guest's page (a mangled QR link): true when it
 * answered, false to leave it to the envelope.
 */
export type BadAddressPage = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Fastify's refusals before any route is found (a path that is not valid percent-encoding, a path
 * parameter over the router's length) in the same envelope as every other error, not Fastify's
 * own body. No hook runs for them, so they are given the security headers here. The path is not
 * echoed: it is whatever the client sent.
 *
 * Fastify takes the handler when it is built, before the customer pages load their renderer, so
 * they give theirs later (`answerPagesWith`): a guest whose QR link was mangled sees a page, not
 * JSON.
 */
export function frameworkErrorHandler(security: SecurityHeaders) {
  let page: BadAddressPage | undefined;
  return {
    handle: (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
      withSecurityHeaders(reply, security);
      try {
        if (page?.(request, reply)) return;
      } catch (failure) {
        // Fastify calls this outside any route's error handling: a throw would end the process.
        request.log.error({ err: failure }, 'could not answer a bad address with its page');
      }
      void reply
        .status(error.statusCode ?? 400)
        .send({ error: { code: error.code, message: 'This address is not valid.' } });
    },
    answerPagesWith: (answer: BadAddressPage): void => {
      page = answer;
    },
  };
}

/** The envelope for a path nothing serves; app.ts installs the one not-found handler. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    error: {
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    },
  });
}
