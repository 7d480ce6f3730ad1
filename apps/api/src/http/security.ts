import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { EARLY_TAPS_SCRIPT } from '@scanorder/shared/web/early-taps';
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

/** The guest page's one inline script (a tap before the page's code loads), allowed by its hash. */
export const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

function directivesOf(config: Config, stripe: StripePage | null): Directives {
  const frames = {
    'owner-app': [STRIPE_JS, STRIPE_HOOKS, STRIPE_CHECKOUT],
    'guest-payment': [STRIPE_JS, STRIPE_HOOKS],
  };
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", EARLY_TAPS_HASH, ...(stripe ? [STRIPE_JS] : [])],
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

/** What helmet's middleware does to an answer, recorded: none of its parts reads the request. */
class RecordedAnswer extends ServerResponse {
  readonly removed: string[] = [];
  override removeHeader(name: string): void {
    this.removed.push(name);
    super.removeHeader(name);
  }
}

/** The headers every answer gets (helmet's, and the strict CSP) and those helmet takes away. */
export interface SecurityHeaders {
  readonly set: Readonly<Record<string, string>>;
  readonly removed: readonly string[];
}

/**
 * Helmet's security headers, with the strict CSP; the pages that load Stripe.js replace it with
 * theirs (`allowStripe`). Helmet's middleware and the policy are built once here, at start-up: the
 * Fastify plugin rebuilt it (the CSP parsed again) on every request, a quarter of a cached menu
 * read. Helmet runs once on a recording answer, and each request gets what it set as the reply's
 * own headers: set on the raw answer, each header was validated and stored by Node's `setHeader`,
 * and made every header Fastify adds at the end go through `setHeader` too (decision 040).
 */
export function securityHeadersOf(config: Config): SecurityHeaders {
  const secureCookies = config.publicUrl.startsWith('https://');
  const recorded = new RecordedAnswer(new IncomingMessage(new Socket()));
  let failure: unknown;
  helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  })(recorded.req, recorded, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw new Error('helmet refused its options', { cause: failure });
  const set: Record<string, string> = {
    'content-security-policy': headerOf(directivesOf(config, null)),
  };
  for (const [name, value] of Object.entries(recorded.getHeaders())) set[name] = String(value);
  return { set, removed: recorded.removed };
}

/**
 * Gives an answer the security headers. A header the route sets later replaces these, as it
 * replaced the raw ones; an event stream takes them with `reply.getHeaders()`.
 */
export function withSecurityHeaders(reply: FastifyReply, security: SecurityHeaders): FastifyReply {
  reply.headers(security.set);
  for (const name of security.removed) reply.removeHeader(name);
  return reply;
}

/** The security headers on every routed answer (Fastify's refusals before routing: errors.ts). */
export function registerSecurityHeaders(app: FastifyInstance, security: SecurityHeaders) {
  app.addHook('onRequest', (_request, reply, done) => {
    withSecurityHeaders(reply, security);
    done();
  });
}
