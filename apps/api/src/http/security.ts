import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { AppError } from '@scanorder/shared/errors/app-error';
import type { Config } from '../config/env.ts';

/** Stripe.js and its embedded Checkout load from Stripe's hosts, never from ours. */
const STRIPE_JS_ORIGIN = 'https://js.stripe.com';

function contentSecurityPolicy(config: Config) {
  const stripe = config.billingProvider === 'stripe';
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(stripe ? [STRIPE_JS_ORIGIN] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : []),
      ],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
      frameSrc: stripe ? [STRIPE_JS_ORIGIN, 'https://checkout.stripe.com'] : ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Helmet's security headers on every answer. Its middleware is built once here: the Fastify
 * plugin rebuilt it (the CSP parsed again) on every request, a quarter of a cached menu read.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const secureCookies = config.publicUrl.startsWith('https://');
  const securityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    strictTransportSecurity: secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}

/** State-changing API calls from a browser must come from our own origin. */
export function registerOriginCheck(app: FastifyInstance, config: Config) {
  const ownOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/v1/') || ['GET', 'HEAD', 'OPTIONS'].includes(request.method))
      return;
    const origin = request.headers.origin;
    if (origin && origin !== ownOrigin)
      throw new AppError('FORBIDDEN', 'Cross-origin request refused');
  });
}
