import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGE_OF_CODE, CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { authMessages } from '@scanorder/shared/account/auth-messages';

/** Node's request headers as a Fetch `Headers`, with the client address better-auth rate-limits by. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

const ORIGIN_CODES = new Set([
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'INVALID_CALLBACK_URL',
  'INVALID_REDIRECT_URL',
  'INVALID_ERROR_CALLBACK_URL',
  'INVALID_NEW_USER_CALLBACK_URL',
]);

/** Mounts better-auth's handler at /api/auth/* and words its errors as the spec does. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth) {
  // better-auth's own origin refusals say only "Invalid origin"; ours name what is expected and how
  // to change it, like the origin check every other write passes.
  const expected = new URL(auth.options.baseURL).origin;
  const originMessage = `Request refused: this server expects requests from ${expected}. Set PUBLIC_URL to the address people open.`;
  const messageOf = (code: string | undefined) =>
    code && ORIGIN_CODES.has(code) ? originMessage : code && AUTH_MESSAGE_OF_CODE[code];
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, auth.options.baseURL);
      const body =
        request.method === 'GET' || request.body === undefined
          ? undefined
          : JSON.stringify(request.body);
      const response = await auth.handler(
        new Request(url, { method: request.method, headers: toFetchHeaders(request), body }),
      );

      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);

      const text = await response.text();
      if (response.status >= 400 && text) {
        try {
          const error = JSON.parse(text) as { code?: string; message?: string };
          const message =
            response.status === 429
              ? authMessages.rateLimited
              : messageOf(error.code) || error.message;
          return reply.type('application/json').send({
            code: error.code ?? (response.status === 429 ? 'RATE_LIMITED' : 'ERROR'),
            message,
          });
        } catch {
          return reply.send(text);
        }
      }
      if (response.status === 429) {
        return reply
          .type('application/json')
          .send({ code: 'RATE_LIMITED', message: authMessages.rateLimited });
      }
      return reply.send(text || null);
    },
  });
}
