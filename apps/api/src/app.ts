import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from '@scanorder/shared/errors/app-error';
import { createAuth, type Auth } from './auth/auth.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { createTenantGuard, registerTenantDecorator } from './auth/tenant.ts';
import type { Config } from './config/env.ts';
import { resolveAuthSecret } from './config/secret.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createAccountsRepository, type AccountsRepository } from './modules/accounts/accounts.repository.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { registerPlanRoutes } from './modules/billing/plans.routes.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerHealthRoute } from './plugins/health.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { isApiPath, registerWebApp } from './plugins/web.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  accounts: AccountsRepository;
}

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // dist/server.js and src/app.ts both sit one level under apps/api.
  return path.resolve(here, '../../web/dist');
}

function contentSecurityPolicy(config: Config) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
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

/** Builds the whole server: API, auth, docs and the web app. Tests call it with `inject()`. */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; deps: AppDependencies }> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = resolveAuthSecret(config.AUTH_SECRET, config.dataDir);
  const secureCookies = config.publicUrl.startsWith('https://');
  await app.register(fastifyCookie, { secret });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    hsts: secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await registerOpenApi(app);
  registerErrorHandling(app);
  registerTenantDecorator(app);

  // State-changing API calls from a browser must come from our own origin.
  const ownOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/v1/') || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    const origin = request.headers.origin;
    if (origin && origin !== ownOrigin) throw new AppError('FORBIDDEN', 'Cross-origin request refused');
  });

  const mailer = options.mailer ?? createMailer({ from: config.MAIL_FROM, smtpUrl: config.SMTP_URL, outboxDir: path.join(config.dataDir, 'outbox'), logger: app.log });
  const accounts = createAccountsRepository(database.db);
  const auth = createAuth({ config, db: database.db, mailer, accounts, secret });
  const requireTenant = createTenantGuard(auth, accounts);
  const accountsService = createAccountsService({ accounts, platformAdminEmails: config.PLATFORM_ADMIN_EMAILS });

  registerAuthRoutes(app, auth);
  registerHealthRoute(app, database);
  registerAccountRoutes(app, { accounts: accountsService, requireTenant, secureCookies });
  registerPlanRoutes(app);

  const webBuilt = await registerWebApp(app, config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist());
  if (webBuilt) {
    app.setNotFoundHandler((request, reply) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` } });
    });
  }

  return { app, deps: { config, database, auth, mailer, accounts } };
}
