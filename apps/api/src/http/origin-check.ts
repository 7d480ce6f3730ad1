import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@scanorder/shared/errors/app-error';
import { APP_REQUEST_HEADER } from '@scanorder/shared/http/request-header';
import type { Config } from '../config/env.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origins a browser may write from: PUBLIC_URL's, or with PUBLIC_URL unset (the demo on a laptop)
 * every loopback name of our port, since people open it as localhost, 127.0.0.1 or [::1] alike.
 */
export function allowedOrigins(config: Config): string[] {
  const own = new URL(config.publicUrl).origin;
  if (config.PUBLIC_URL) return [own];
  const loopback = ['localhost', '127.0.0.1', '[::1]'].map(
    (host) => new URL(`http://${host}:${config.PORT}`).origin,
  );
  return [...new Set([own, ...loopback])];
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Cross-site request forgery guard for every state-changing request, whatever its path looks like
 * before routing (a percent-encoded `/api/%76%31/` once slipped past a prefix test). A browser's
 * Origin (or else Referer) must be ours; a cookie-carrying write with neither must carry the header
 * only our web app sends. Calls without cookies (webhooks, scripts) authenticate otherwise.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config) {
  const allowed = new Set(allowedOrigins(config));
  const expected = new URL(config.publicUrl).origin;
  const hint = config.PUBLIC_URL
    ? `If this server is reached at another address, set PUBLIC_URL to that address.`
    : `PUBLIC_URL is not set, so only ${[...allowed].join(', ')} are accepted; set PUBLIC_URL to the address people open.`;

  const refusalOf = (request: FastifyRequest): AppError | null => {
    if (SAFE_METHODS.has(request.method)) return null;
    const origin = originOf(header(request, 'origin')) ?? originOf(header(request, 'referer'));
    if (origin !== undefined) {
      if (allowed.has(origin)) return null;
      return new AppError(
        'FORBIDDEN',
        `Request refused: it came from ${origin}, but this server expects ${expected}. ${hint}`,
      );
    }
    if (!header(request, 'cookie') || header(request, APP_REQUEST_HEADER)) return null;
    return new AppError(
      'FORBIDDEN',
      `Request refused: a signed-in change must come from the ScanOrder web app at ${expected}. ${hint}`,
    );
  };
  // A callback hook: it never waits, and an async one costs every request a promise and a turn of
  // the microtask queue.
  app.addHook('onRequest', (request, _reply, done) => done(refusalOf(request) ?? undefined));
}
