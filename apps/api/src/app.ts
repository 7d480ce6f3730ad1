import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fs from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from '@scanorder/shared/errors/app-error';
import { createAuth, type Auth } from './auth/auth.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import type { Config } from './config/env.ts';
import { resolveAuthSecret } from './config/secret.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import {
  createAccountsRepository,
  type AccountsRepository,
} from './modules/accounts/accounts.repository.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { registerAccountDataRoutes } from './modules/account-data/account-data.routes.ts';
import { createAccountExportRepository } from './modules/account-data/account-export.repository.ts';
import { createAccountExportService } from './modules/account-data/account-export.service.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createBillingRepository } from './modules/billing/billing.repository.ts';
import type { BillingProvider } from './modules/billing/billing-provider.ts';
import { registerBillingRoutes } from './modules/billing/billing.routes.ts';
import { createBillingProvider } from './modules/billing/create-billing-provider.ts';
import { createPayoutsService } from './modules/billing/payouts.service.ts';
import { createPlanLimits } from './modules/billing/plan-limits.ts';
import { registerPlanRoutes } from './modules/billing/plans.routes.ts';
import { createSubscriptionsService } from './modules/billing/subscriptions.service.ts';
import { registerWebhookRoutes } from './modules/billing/webhooks.routes.ts';
import { createWebhooksService } from './modules/billing/webhooks.service.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { createPlatformAdminGuard, registerAdminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createProfileRepository } from './modules/profile/profile.repository.ts';
import { registerProfileRoutes } from './modules/profile/profile.routes.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { createSignIns } from './modules/team/sign-ins.ts';
import { createTeamRepository } from './modules/team/team.repository.ts';
import { registerTeamRoutes } from './modules/team/team.routes.ts';
import { createTeamService } from './modules/team/team.service.ts';
import { UPLOAD_RULES } from '@scanorder/shared/validation/upload-rules';
import { createLocalFileStorage, type FileStorage } from './storage/file-storage.ts';
import { createS3FileStorage } from './storage/s3-file-storage.ts';
import { createBranchesRepository } from './modules/business/branches.repository.ts';
import { registerBranchRoutes } from './modules/business/branches.routes.ts';
import { createBranchesService } from './modules/business/branches.service.ts';
import { createBusinessRepository } from './modules/business/business.repository.ts';
import { registerBusinessRoutes } from './modules/business/business.routes.ts';
import { createBusinessService } from './modules/business/business.service.ts';
import { createMenuItemsRepository } from './modules/menu/menu-items.repository.ts';
import { registerMenuRoutes } from './modules/menu/menu-items.routes.ts';
import { createMenuService } from './modules/menu/menu-items.service.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { createEventBus, type EventBus } from './modules/events/event-bus.ts';
import { loadCustomerRenderer } from './modules/customer-pages/customer-renderer.ts';
import { registerCustomerPageRoutes } from './modules/customer-pages/customer-pages.routes.ts';
import { registerOrderStreamRoute } from './modules/orders/order-stream.routes.ts';
import { createStreamOrderLoader, createStreamTracker } from './modules/orders/board-stream.ts';
import { createBoardRepository } from './modules/orders/board.repository.ts';
import { registerBoardRoutes } from './modules/orders/board.routes.ts';
import { createBoardService } from './modules/orders/board.service.ts';
import { createKioskRepository } from './modules/orders/kiosk.repository.ts';
import { registerKioskRoutes } from './modules/orders/kiosk.routes.ts';
import { createKioskService } from './modules/orders/kiosk.service.ts';
import { createPushNotifier, type PushNotifier } from './modules/push/push-notifier.ts';
import { createPushSender } from './modules/push/push-sender.ts';
import { createPushRepository } from './modules/push/push.repository.ts';
import { registerPushRoutes } from './modules/push/push.routes.ts';
import { createPushService } from './modules/push/push.service.ts';
import { resolveVapidKeys } from './modules/push/vapid-keys.ts';
import { createRetentionRepository } from './modules/retention/retention.repository.ts';
import { startRetentionJob } from './modules/retention/retention.job.ts';
import { createOrdersRepository } from './modules/orders/orders.repository.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createPublicMenuService } from './modules/orders/public-menu.service.ts';
import { createPlanActivity, createStorefrontLoader } from './modules/orders/storefront.ts';
import { createStorefrontCache } from './modules/orders/storefront-cache.ts';
import { registerStorefrontInvalidation } from './modules/orders/storefront-invalidation.ts';
import { createStorefrontRepository } from './modules/orders/storefront.repository.ts';
import { createQrCodesRepository } from './modules/qr-codes/qr-codes.repository.ts';
import { registerQrCodeRoutes } from './modules/qr-codes/qr-codes.routes.ts';
import { createQrCodesService } from './modules/qr-codes/qr-codes.service.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling, sendNotFound } from './plugins/errors.ts';
import { registerHealthRoute } from './plugins/health.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { isClientRoute, registerWebApp } from './plugins/web.ts';
import { createTenantGuard, registerTenantDecorator } from './auth/tenant-guard.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  storage?: FileStorage;
  billingProvider?: BillingProvider;
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  accounts: AccountsRepository;
  storage: FileStorage;
  billingProvider: BillingProvider;
  /** Order changes from every API process (LISTEN/NOTIFY). */
  events: EventBus;
  /** Web Push of order changes; `settled()` waits for the sends under way. */
  pushNotifier: PushNotifier;
}

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // dist/server.js and src/app.ts both sit one level under apps/api.
  return path.resolve(here, '../../web/dist');
}

/** Logos and menu images: S3-compatible storage when S3_BUCKET is set, else `<DATA_DIR>/uploads`. */
function createFileStorage(config: Config, uploadsDir: string): FileStorage {
  if (config.S3_BUCKET) {
    return createS3FileStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL!,
    });
  }
  fs.mkdirSync(uploadsDir, { recursive: true });
  return createLocalFileStorage(uploadsDir);
}

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

/** Builds the whole server: API, auth, docs and the web app. Tests call it with `inject()`. */
export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; deps: AppDependencies }> {
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
  // Helmet's security headers on every answer. Its middleware is built once here: the Fastify
  // plugin rebuilt it (the CSP parsed again) on every request, a quarter of a cached menu read.
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
  await registerCompression(app);
  // Routes opt in with `config.rateLimit` (placing orders); better-auth limits its own routes.
  await app.register(fastifyRateLimit, { global: false });
  await registerOpenApi(app);
  registerErrorHandling(app);
  registerTenantDecorator(app);

  // State-changing API calls from a browser must come from our own origin.
  const ownOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/v1/') || ['GET', 'HEAD', 'OPTIONS'].includes(request.method))
      return;
    const origin = request.headers.origin;
    if (origin && origin !== ownOrigin)
      throw new AppError('FORBIDDEN', 'Cross-origin request refused');
  });

  const mailer =
    options.mailer ??
    createMailer({
      from: config.MAIL_FROM,
      smtpUrl: config.SMTP_URL,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger: app.log,
    });
  const accounts = createAccountsRepository(database.db);
  const auth = createAuth({ config, db: database.db, mailer, accounts, secret });
  const requireTenant = createTenantGuard(auth, accounts);
  const billingProvider = options.billingProvider ?? createBillingProvider(config, database.db);
  const billing = createBillingRepository(database.db);
  const planLimits = createPlanLimits(database.db);
  const accountsService = createAccountsService({
    accounts,
    platformAdminEmails: config.PLATFORM_ADMIN_EMAILS,
    subscriptionOf: (accountId) => billing.findSubscription({ accountId }),
  });
  const subscriptionsService = createSubscriptionsService({
    provider: billingProvider,
    billing,
    publicUrl: config.publicUrl,
  });

  registerAuthRoutes(app, auth);
  registerHealthRoute(app, database);
  registerAccountRoutes(app, { accounts: accountsService, requireTenant, secureCookies });
  registerAccountDataRoutes(app, {
    exports: createAccountExportService({
      repository: createAccountExportRepository(database.db),
    }),
    requireTenant,
  });
  registerPlanRoutes(app, { subscriptions: subscriptionsService });
  registerBillingRoutes(app, {
    subscriptions: subscriptionsService,
    payouts: createPayoutsService({
      provider: billingProvider,
      billing,
      publicUrl: config.publicUrl,
    }),
    requireTenant,
  });
  await registerWebhookRoutes(app, {
    webhooks: createWebhooksService({ provider: billingProvider, billing }),
  });

  // Uploads: one file per request, refused above the spec's 1,000,000 bytes while still streaming.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_RULES.maxBytes, files: 1, fields: 10 },
  });
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const storage = options.storage ?? createFileStorage(config, uploadsDir);
  if (!options.storage && !config.S3_BUCKET) registerUploadRoutes(app, uploadsDir);

  const signIns = createSignIns(auth);
  const teamService = createTeamService({
    team: createTeamRepository(database.db),
    signIns,
    mailer,
    publicUrl: config.publicUrl,
    memberEmailDomain: config.MEMBER_EMAIL_DOMAIN,
    planLimits,
  });
  registerTeamRoutes(app, { team: teamService, requireTenant });
  registerProfileRoutes(app, {
    profile: createProfileService({
      profiles: createProfileRepository(database.db),
      signIns,
      storage,
    }),
    auth,
    requireTenant,
  });
  registerAdminRoutes(app, {
    admin: createAdminService({ admin: createAdminRepository(database.db) }),
    requirePlatformAdmin: createPlatformAdminGuard(auth, config.PLATFORM_ADMIN_EMAILS),
  });

  const businessRepository = createBusinessRepository(database.db);
  const businessService = createBusinessService({
    businesses: businessRepository,
    storage,
    onOrphanedFile: (key, error) =>
      app.log.warn({ err: error, key }, 'could not delete a replaced file'),
  });
  registerBusinessRoutes(app, { business: businessService, requireTenant });
  registerBranchRoutes(app, {
    branches: createBranchesService({
      branches: createBranchesRepository(database.db),
      business: businessService,
      planLimits,
    }),
    requireTenant,
  });
  registerMenuRoutes(app, {
    menu: createMenuService({
      items: createMenuItemsRepository(database.db),
      businesses: businessRepository,
      business: businessService,
      storage,
    }),
    requireTenant,
  });

  const events = createEventBus(database.notifications, { logger: app.log });
  await events.start();
  app.addHook('onClose', () => events.close());
  const branchesRepository = createBranchesRepository(database.db);
  const qrCodesRepository = createQrCodesRepository(database.db);
  registerQrCodeRoutes(app, {
    qrCodes: createQrCodesService({
      qrCodes: qrCodesRepository,
      branches: branchesRepository,
      business: businessService,
      planLimits,
      publicUrl: config.publicUrl,
    }),
    requireTenant,
  });
  const storefrontRepository = createStorefrontRepository(database.db);
  const ordersRepository = createOrdersRepository(database.db);
  const vapidKeys = resolveVapidKeys({
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT,
    mailFrom: config.MAIL_FROM,
    dataDir: config.dataDir,
  });
  const pushRepository = createPushRepository(database.db);
  const storefrontCache = createStorefrontCache({ ttlMs: config.STOREFRONT_CACHE_TTL_MS });
  const storefrontChanges = registerStorefrontInvalidation(app, {
    cache: storefrontCache,
    events,
    db: database.db,
  });
  const pushNotifier = createPushNotifier({
    push: pushRepository,
    send: createPushSender({ keys: vapidKeys, logger: app.log }),
    logger: app.log,
    cache: storefrontCache,
  });
  const loadStorefront = createStorefrontLoader({
    businesses: businessRepository,
    storefront: storefrontRepository,
    planActivity: createPlanActivity(database.db),
    cache: storefrontCache,
  });
  const ordersService = createOrdersService({
    orders: ordersRepository,
    businesses: businessRepository,
    storefront: storefrontRepository,
    loadStorefront,
    storage,
    retentionDays: config.ORDER_RETENTION_DAYS,
    notifier: pushNotifier,
  });
  const publicMenuService = createPublicMenuService({
    loadStorefront,
    cache: storefrontCache,
    storefront: storefrontRepository,
    orders: ordersRepository,
    qrCodes: qrCodesRepository,
    storage,
  });
  registerOrderRoutes(app, {
    orders: ordersService,
    publicMenu: publicMenuService,
    secureCookies,
    placeRateLimit: config.ORDER_RATE_LIMIT_MAX,
  });
  registerOrderStreamRoute(app, { orders: ordersService, events });
  const boardService = createBoardService({
    board: createBoardRepository(database.db),
    orders: ordersRepository,
    businesses: businessRepository,
    storefront: storefrontRepository,
    storage,
    notifier: pushNotifier,
  });
  const boardStream = {
    board: boardService,
    events,
    tracker: createStreamTracker(app),
    load: createStreamOrderLoader(boardService),
  };
  registerBoardRoutes(app, { board: boardService, accounts, requireTenant, stream: boardStream });
  registerKioskRoutes(app, {
    kiosk: createKioskService({ kiosk: createKioskRepository(database.db), planLimits }),
    board: boardService,
    stream: boardStream,
    secureCookies,
  });
  registerPushRoutes(app, {
    push: createPushService({
      push: pushRepository,
      orders: ordersRepository,
      publicKey: vapidKeys.publicKey,
      allowInsecureEndpoints: config.PUSH_ALLOW_INSECURE_ENDPOINTS,
      planLimits,
      devicesChanged: (accountId) => storefrontChanges.changed(accountId),
    }),
    requireTenant,
  });
  const stopRetention = startRetentionJob({
    retention: createRetentionRepository(database.db),
    logger: app.log,
  });
  // Before the database closes: no sweep and no push may still be using it.
  app.addHook('onClose', async () => {
    await stopRetention();
    await pushNotifier.settled();
  });

  const webDistDir = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist();
  const webBuilt = await registerWebApp(app, webDistDir);
  // The customer menu and order pages are rendered here, from the web build's server renderer.
  const customerRenderer = webBuilt ? await loadCustomerRenderer(webDistDir) : null;
  if (customerRenderer)
    registerCustomerPageRoutes(app, {
      publicMenu: publicMenuService,
      orders: ordersService,
      renderer: customerRenderer,
    });
  else if (webBuilt)
    app.log.warn({ webDistDir }, 'customer pages are not built; menus are not served');
  // Fastify allows one not-found handler per context: client routes get index.html, the rest the envelope.
  app.setNotFoundHandler((request, reply) => {
    if (webBuilt && isClientRoute(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendNotFound(request, reply);
  });

  return {
    app,
    deps: {
      config,
      database,
      auth,
      mailer,
      accounts,
      storage,
      billingProvider,
      events,
      pushNotifier,
    },
  };
}
