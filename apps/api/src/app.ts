import type { AccountClosureService } from './modules/account-data/account-closure.service.ts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAuthModule } from './auth/auth.module.ts';
import { createServiceAccessGuard } from './auth/service-access.ts';
import { registerSessionInvalidation } from './auth/session-cache.ts';
import type { Auth } from './auth/auth.ts';
import type { Config } from './config/env.ts';
import { withLogRedaction } from './http/log-redaction.ts';
import { requestValidatorCompiler } from './http/request-validation.ts';
import { QuietRequestLog, requestLogger } from './ops/request-log.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { AccessLog } from './http/access-log.ts';
import type { TenantScopes } from './tenancy/tenant-scope.ts';
import type { Mailer } from './mail/mailer.ts';
import { createAccountDataModule } from './modules/account-data/account-data.module.ts';
import { createAccountsModule } from './modules/accounts/accounts.module.ts';
import type { AccountsRepository } from './modules/accounts/accounts.repository.ts';
import { createAdminModule } from './modules/admin/admin.module.ts';
import { createBillingModule } from './modules/billing/billing.module.ts';
import { createBoardModule } from './modules/board/board.module.ts';
import type { BillingProvider } from './modules/billing/billing-provider.ts';
import { createBusinessModule } from './modules/business/business.module.ts';
import { createCustomerPagesModule } from './modules/customer-pages/customer-pages.module.ts';
import type { EventBus } from './modules/events/event-bus.ts';
import { createKioskModule } from './modules/kiosk/kiosk.module.ts';
import { createMenuModule } from './modules/menu/menu.module.ts';
import { createOrderingModule } from './modules/ordering/ordering.module.ts';
import { createPaymentsModule } from './modules/payments/payments.module.ts';
import type { PaymentsService } from './modules/payments/payments.service.ts';
import { createProfileModule } from './modules/profile/profile.module.ts';
import type { PushNotifier } from './modules/push/push-notifier.ts';
import { createPushModule } from './modules/push/push.module.ts';
import { createQrCodesModule } from './modules/qr-codes/qr-codes.module.ts';
import { createReportsModule } from './modules/reports/reports.module.ts';
import { createRetentionModule } from './modules/retention/retention.module.ts';
import { createStorefrontModule } from './modules/storefront/storefront.module.ts';
import { createTeamModule } from './modules/team/team.module.ts';
import { createTranslationsModule } from './modules/translations/translations.module.ts';
import { createUploadsModule } from './modules/uploads/uploads.module.ts';
import { createPlatform } from './platform.ts';
import { frameworkErrorHandler } from './plugins/errors.ts';
import { securityHeadersOf } from './http/security.ts';
import { answerSerializerCompiler } from './plugins/answer-serializer.ts';
import type { FileStorage } from './storage/file-storage.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  storage?: FileStorage;
  billingProvider?: BillingProvider;
}

/** What tests reach past HTTP for: the infrastructure and a few of the modules' parts. */
export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  accounts: AccountsRepository;
  storage: FileStorage;
  billingProvider: BillingProvider;
  events: EventBus;
  /** Web Push of order changes; `settled()` waits for the sends under way. */
  pushNotifier: PushNotifier;
  /** Tenant scopes and owner paths (decision 042); the RLS suite drives repositories with them. */
  scopes: TenantScopes;
  /** Look-ups, collection reads and refusals; tests flush its batch of reads. */
  accessLog: AccessLog;
  /** Closing accounts; tests run its daily sweep with a moved clock. */
  accountClosures: AccountClosureService;
  /**
   * Guest payments' recovery sweep (decision 046), and the refund of a cancelled order it runs;
   * tests run the sweep with a moved clock and the refund twice at once.
   */
  paymentRecovery: Pick<PaymentsService, 'recover' | 'refundIfCancelled'>;
  /**
   * Announces that an account changed outside its own requests (its caches drop it in every
   * process); tests that edit rows by hand announce the edit as the app's own changes do.
   */
  announceAccountChange(accountId: string): void;
}

/** Builds the whole server: API, auth, docs and the web app. Tests call it with `inject()`. */
export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; deps: AppDependencies }> {
  const securityHeaders = securityHeadersOf(options.config);
  const badAddresses = frameworkErrorHandler(securityHeaders);
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? false),
    trustProxy: options.config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors: badAddresses.handle,
    logController: new QuietRequestLog(),
    childLoggerFactory: requestLogger,
  });
  app.setValidatorCompiler(requestValidatorCompiler({ check: !options.config.isProduction }));
  app.setSerializerCompiler(answerSerializerCompiler({ check: !options.config.isProduction }));

  // Each module builds its own repositories and services and registers its routes; what it
  // returns is what later modules are built from.
  const platform = await createPlatform(app, { ...options, securityHeaders });
  const access = createAuthModule(platform);
  const billing = await createBillingModule(platform, access, options.billingProvider);
  createAccountsModule(platform, access, billing);
  const accountData = createAccountDataModule(platform, access);
  createUploadsModule(platform);
  createTeamModule(platform, access, billing);
  createProfileModule(platform, access);
  createAdminModule(platform, access);
  // Business, branches, menu and QR codes: readable always, changeable in the trial or subscribed
  // (decision 025); the orders board and ordering keep the plain guard.
  const serviceAccess = {
    ...access,
    requireTenant: createServiceAccessGuard(access.requireTenant, billing.planActivity),
  };
  const business = createBusinessModule(platform, serviceAccess, billing);
  const menu = createMenuModule(platform, serviceAccess, business);
  const qrCodes = createQrCodesModule(platform, serviceAccess, billing, business);
  const storefront = createStorefrontModule(platform, billing, business, menu);
  const translations = createTranslationsModule(
    platform,
    serviceAccess.requireTenant,
    business,
    menu,
  );
  accountData.closures.onClosed((accountId) => storefront.changes.changed(accountId));
  // Billing, closure and admin changes are requests the storefront announces: the standings too.
  storefront.changes.onLocalChange((event) => billing.standings.forget(event.accountId));
  // A member's change request is announced for the storefront; it ends cached sessions too.
  registerSessionInvalidation(app, {
    cache: access.sessions,
    events: platform.events,
    db: platform.database.db,
    onStorefrontChange: (listener) =>
      storefront.changes.onLocalChange((event) => listener(event.accountId)),
  });
  const push = createPushModule(platform, storefront);
  // Payments come before the board (a paid order's edit settles its difference, decision 046) and
  // ordering (an order waits for its payment, decision 044); a guest's payment route runs in the
  // scope of its order's account, found through the ordering module at request time.
  const payments = createPaymentsModule(platform, access, {
    billing,
    business,
    orderAccount: (request) => ordering.orderAccount(request),
  });
  const board = createBoardModule(platform, access, { business, storefront, push, payments });
  createKioskModule(platform, { board, billing, payments });
  const ordering = createOrderingModule(platform, access, {
    business,
    qrCodes,
    storefront,
    push,
    board,
    translations,
    payments,
  });
  push.registerRoutes(access, ordering.repository, billing.planLimits);
  createReportsModule(platform, access, business);
  createRetentionModule(platform, accountData.closures);
  await createCustomerPagesModule(platform, { ordering, business, payments, badAddresses });

  const { config, database, mailer, storage, events, accessLog, scopes } = platform;
  return {
    app,
    deps: {
      ...{ config, database, mailer, storage, events, accessLog, scopes },
      auth: access.auth,
      accounts: access.accounts,
      billingProvider: billing.provider,
      pushNotifier: push.notifier,
      accountClosures: accountData.closures,
      paymentRecovery: payments.service,
      announceAccountChange: (accountId) => storefront.changes.changed(accountId),
    },
  };
}
