import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MEMBER_EMAIL_DOMAIN } from '@scanorder/shared/account/services';

const booleanFromString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

/**
 * Every setting the server reads, from environment variables. README.md lists them; a bad value
 * stops start-up with a message naming the variable.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  /**
   * PostgreSQL only: the app role's login (a member of scanorder_app, NOSUPERUSER NOBYPASSRLS) that
   * tenant scopes connect as (decision 042); DATABASE_URL stays the owner's, for migrations and
   * owner paths. Unset: scopes step down from the owner's session with SET LOCAL ROLE.
   */
  DATABASE_APP_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('ScanOrder <no-reply@scanorder.app>'),
  MEMBER_EMAIL_DOMAIN: z.string().min(3).default(DEFAULT_MEMBER_EMAIL_DOMAIN),
  PLATFORM_ADMIN_EMAILS: emailList.default([]),
  SEED_DEMO: booleanFromString.default(false),
  /**
   * With SEED_DEMO: two weeks of past orders for the demo's businesses (on under `npm start`
   * only; the e2e server and tests keep empty boards and exact report figures).
   */
  SEED_DEMO_ORDERS: booleanFromString.default(false),
  DEMO_EMAIL: z.email().default('demo@scanorder.app'),
  DEMO_PASSWORD: z.string().min(6).default('Demo@1234'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: human lines on a terminal, JSON lines otherwise (log collectors read JSON). */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /** Production mode accepts an http:// PUBLIC_URL only with this (a private network, TLS in front). */
  ALLOW_HTTP_PUBLIC_URL: booleanFromString.default(false),
  /** Bearer token for `GET /metrics`; unset, the metrics are not served. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where `npm run backup` writes and `npm run restore` looks by default. */
  BACKUP_DIR: z.string().min(1).default('./backups'),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  SESSION_UPDATE_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 3600),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_MAX_AUTH: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: booleanFromString.default(false),
  /** Days an order keeps the customer's personal data (docs/product/retention.md: order expiry). */
  ORDER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  /** Days the access log keeps look-ups, collection reads and refusals (decision 043). */
  ACCESS_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * API processes sharing the port on PostgreSQL (decision 040); default one per core. PGlite
   * always runs one.
   */
  API_WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** Orders one client address may place per minute. */
  ORDER_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** How long customers share one read of a menu; 0 turns the storefront cache off (decision 011). */
  STOREFRONT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /**
   * How long the board's lists of today are shared at most; order changes drop them at once, so
   * the TTL bounds only what nothing announces and the age of the list's serverTime (decision 031).
   * 0 turns the cache off.
   */
  BOARD_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * How long a process answers a checked session cookie without reading it again; sign-outs and
   * member changes drop it at once, so the TTL bounds only the session's renewal and what nothing
   * announces (decision 031, second addendum). 0 turns the cache off.
   */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /**
   * How long a process keeps an account's closure, trial end and subscription state; billing,
   * closure and admin changes drop it at once, so the TTL bounds only what nothing announces (a row
   * edited by hand, a lost notification; decision 040, fourth pass). 0 turns the cache off.
   */
  PLAN_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  WEB_DIST_DIR: z.string().optional(),
  /** Web Push (VAPID) key pair, base64url; made on first start into <DATA_DIR>/vapid-keys.json when unset. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** Contact the push services see (mailto: or https:); defaults to the address of MAIL_FROM. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must start with mailto: or https://')
    .optional(),
  /** Accept http:// and private-address push endpoints (tests with a local push service only). */
  PUSH_ALLOW_INSECURE_ENDPOINTS: booleanFromString.default(false),
  /** Uploaded images go to S3-compatible storage when a bucket is set, else to <DATA_DIR>/uploads. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Public base URL of the bucket or its CDN; required with S3_BUCKET. */
  S3_PUBLIC_URL: z.url().optional(),
  /** `stripe` when STRIPE_SECRET_KEY is set, else the built-in test-mode `local` provider. */
  BILLING_PROVIDER: z.enum(['local', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_/, 'must be a Stripe publishable key (pk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The platform's share of each guest payment, as a percentage (0 to 100, two decimals at most). */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(0),
  /**
   * Milliseconds between sweeps that recover guest payments a crash, a lost webhook or a missed
   * cancel left behind (decision 046); the first runs soon after start. 0 turns it off.
   */
  PAYMENT_RECOVERY_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
  /** Where the Stripe SDK sends API calls; tests point it at a local fake. */
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  billingProvider: 'local' | 'stripe';
  dataDir: string;
  publicUrl: string;
  isProduction: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.S3_BUCKET && !env.S3_PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_PUBLIC_URL: required when S3_BUCKET is set',
    );
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const billingProvider = env.BILLING_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  if (billingProvider === 'stripe' && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: required when BILLING_PROVIDER is stripe',
    );
  }
  return {
    ...env,
    billingProvider,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    isProduction: env.NODE_ENV === 'production',
  };
}
