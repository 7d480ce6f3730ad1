import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config/env.ts';

/** Stripe.js, its Elements and the frames they open load from Stripe's hosts, never from ours. */
const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';
/** Card authentication (3-D Secure) opens its challenge in a frame from here. */
const STRIPE_HOOKS = 'https://hooks.stripe.com';
const STRIPE_CHECKOUT = 'https://checkout.stripe.com';

/**
 * The documents that load Stripe.js: the owner app (one shell for every client route, where
 * SUBSCRIPTIONS frames the embedded Checkout) and the guest's order page, whose payment step mounts
 * the Payment Element. Every other answer, the menu route first, keeps the strict policy.
 */
export type StripePage = 'owner-app' | 'guest-payment';

type Directives = Record<string, string[]>;

function directivesOf(config: Config, stripe: StripePage | null): Directives {
  const frames = {
    'owner-app': [STRIPE_JS, STRIPE_HOOKS, STRIPE_CHECKOUT],
    'guest-payment': [STRIPE_JS, STRIPE_HOOKS],
  };
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? [STRIPE_JS] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : []),
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(stripe ? [STRIPE_API] : [])],
    'frame-src': stripe ? frames[stripe] : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(config.publicUrl.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const headerOf = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');

/**
 * The policy of a page that loads Stripe.js, or null when guests and owners pay through the
 * built-in provider (no page loads anything from Stripe then). Worked out once, at start-up.
 */
export function stripeContentSecurityPolicy(config: Config, page: StripePage): string | null {
  return config.billingProvider === 'stripe' ? headerOf(directivesOf(config, page)) : null;
}

/** Gives this answer a Stripe page's policy instead of the strict one (null: keeps it strict). */
export function allowStripe(reply: FastifyReply, policy: string | null): FastifyReply {
  return policy ? reply.header('content-security-policy', policy) : reply;
}

/**
 * Helmet's security headers on every answer, with the strict CSP; the pages that load Stripe.js
 * replace it with theirs (`allowStripe`). Helmet's middleware and the policy are built once here:
 * the Fastify plugin rebuilt it (the CSP parsed again) on every request, a quarter of a cached menu
 * read.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const secureCookies = config.publicUrl.startsWith('https://');
  const strictPolicy = headerOf(directivesOf(config, null));
  const securityHeaders = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Set on the raw answer: a header the route sets through the reply takes precedence.
    reply.raw.setHeader('content-security-policy', strictPolicy);
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
