import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { PHOTO_RULES } from '@scanorder/shared/validation/upload-rules';
import { registerTenantDecorator } from './auth/tenant-guard.ts';
import type { Config } from './config/env.ts';
import { resolveAuthSecret } from './config/secret.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { startEmbeddedMaintenance } from './db/embedded-maintenance.ts';
import { createAccessLog, registerAccessLog, type AccessLog } from './http/access-log.ts';
import { registerInputGuards } from './http/input-guards.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerSecurityHeaders, type SecurityHeaders } from './http/security.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createEventBus, type EventBus } from './modules/events/event-bus.ts';
import { createEventPublisher, type EventPublisher } from './modules/events/event-publisher.ts';
import { registerCompression } from './plugins/compression.ts';
import { createCookieSigner } from './plugins/cookie-signer.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { ClusterRateLimitStore, isClusterWorker } from './ops/cluster.ts';
import { registerMetrics } from './ops/metrics.ts';
import { registerHealthRoute, registerProbeRoutes } from './plugins/health.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createFileStorage } from './storage/create-file-storage.ts';
import { registerTenantScopes } from './tenancy/request-scope.ts';
import { createTenantScopes, type TenantScopes } from './tenancy/tenant-scope.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** What every module is built from: the server, configuration and the shared infrastructure. */
export interface Platform {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /**
   * What repositories are built with: each query goes to the current tenant scope's transaction
   * (as the row-level-security role) or to the owner on a declared owner path, else it throws.
   */
  db: Database;
  /** The owner connection, for repositories of jobs over every account (`unsafe*` only). */
  unsafeOwnerDb: Database;
  /** Tenant scopes and the explicit owner paths (docs/decisions/042). */
  scopes: TenantScopes;
  /** Look-ups, collection reads and refusals (decision 043). */
  accessLog: AccessLog;
  mailer: Mailer;
  storage: FileStorage;
  /** Order and storefront changes from every API process (LISTEN/NOTIFY). */
  events: EventBus;
  /** Announces committed changes to every API process, batched (decision 041). */
  publisher: EventPublisher;
  /** Signs cookies and better-auth's tokens. */
  secret: string;
  secureCookies: boolean;
  /** Where this process serves uploaded files from, when they are on its own disk. */
  localUploadsDir: string | null;
}

export interface PlatformOptions {
  config: Config;
  /** Worked out once by app.ts, which gives them to Fastify's refusals before routing too. */
  securityHeaders: SecurityHeaders;
  database: DatabaseHandle;
  mailer?: Mailer | undefined;
  storage?: FileStorage | undefined;
}

/**
 * The HTTP plumbing every route shares (cookies, security headers, compression, rate limits,
 * OpenAPI, the error envelope, uploads) and the infrastructure modules are built from.
 */
export async function createPlatform(
  app: FastifyInstance,
  { config, database, securityHeaders, ...given }: PlatformOptions,
): Promise<Platform> {
  const secret = resolveAuthSecret(config.AUTH_SECRET, config.dataDir);
  await app.register(fastifyCookie, { secret: createCookieSigner(secret) });
  registerSecurityHeaders(app, securityHeaders);
  await registerCompression(app);
  // Routes opt in with `config.rateLimit` (placing orders); better-auth limits its own routes.
  // In a cluster the counts live in the primary, so they hold whichever worker a client reaches.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(isClusterWorker() ? { store: ClusterRateLimitStore } : {}),
  });
  await registerOpenApi(app);
  registerErrorHandling(app);
  registerTenantDecorator(app);
  const scopes = createTenantScopes(
    database.db,
    database.appDb,
    database.scopeTransaction,
    database.scopeStatement,
  );
  registerTenantScopes(app, scopes);
  const metrics = registerMetrics(app, { database, token: config.METRICS_TOKEN });
  registerOriginCheck(app, config);
  registerInputGuards(app);
  // The platform's record, on the owner connection (no policy covers it; the app role has no grant).
  const accessLog = createAccessLog(database.db, app.log);
  registerAccessLog(app, accessLog);
  // Uploads: one file per request, refused above the largest field's limit (photos, 10 MB) while
  // still streaming; each route lowers it to its own field's (the profile picture's 1,000,000 bytes).
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_RULES.maxBytes, files: 1, fields: 10 },
  });
  registerHealthRoute(app, database);
  registerProbeRoutes(app, database);

  const mailer =
    given.mailer ??
    createMailer({
      from: config.MAIL_FROM,
      smtpUrl: config.SMTP_URL,
      outboxDir: path.join(config.dataDir, 'outbox'),
      printLinks: !config.isProduction,
      logger: app.log,
    });
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const storage = given.storage ?? createFileStorage(config, uploadsDir);
  const events = createEventBus(database.notifications, {
    logger: app.log,
    observeLag: metrics.observeEventLag,
  });
  await events.start();
  const notifier = createEventPublisher(database.db, app.log);
  // An event published inside a scope leaves once the scope committed (a request is one scope).
  const publisher: EventPublisher = {
    publish: (event) => scopes.afterCommit(() => notifier.publish(event)),
    settled: () => notifier.settled(),
  };
  app.addHook('onClose', async () => {
    await publisher.settled();
    await events.close();
  });
  if (database.maintain) {
    const stop = startEmbeddedMaintenance({ maintain: database.maintain, logger: app.log });
    app.addHook('onClose', () => stop());
  }
  return {
    app,
    config,
    database,
    db: scopes.db,
    unsafeOwnerDb: scopes.unsafeOwnerDb,
    scopes,
    accessLog,
    mailer,
    storage,
    events,
    publisher,
    secret,
    secureCookies: config.publicUrl.startsWith('https://'),
    localUploadsDir: given.storage || config.S3_BUCKET ? null : uploadsDir,
  };
}
