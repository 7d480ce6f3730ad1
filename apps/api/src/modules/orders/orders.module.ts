import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import type { BillingModule } from '../billing/billing.module.ts';
import type { BusinessModule } from '../business/business.module.ts';
import type { PaymentsModule } from '../payments/payments.module.ts';
import type { PushModule } from '../push/push.module.ts';
import type { QrCodesModule } from '../qr-codes/qr-codes.module.ts';
import type { TranslationsModule } from '../translations/translations.module.ts';
import { createStreamOrderLoader, createStreamTracker } from './board-stream.ts';
import { createBoardRepository } from './board.repository.ts';
import { registerBoardRoutes } from './board.routes.ts';
import { createBoardService } from './board.service.ts';
import { createKioskRepository } from './kiosk.repository.ts';
import { registerKioskRoutes } from './kiosk.routes.ts';
import { createKioskService } from './kiosk.service.ts';
import { registerOrderStreamRoute } from './order-stream.routes.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { registerOrderRoutes } from './orders.routes.ts';
import { createOrdersService } from './orders.service.ts';
import { registerOrderingPreviewRoutes } from './ordering-preview.routes.ts';
import { createOrderingPreviewService } from './ordering-preview.service.ts';
import { createPublicMenuService } from './public-menu.service.ts';
import type { StorefrontModule } from './storefront.module.ts';

/** Customers placing and following orders; the team's orders board and the kiosk. */
export function createOrdersModule(
  { app, config, db, events, publisher, storage, secureCookies }: Platform,
  { accounts, requireTenant }: Access,
  {
    business,
    qrCodes,
    storefront,
    push,
    billing,
    translations,
    payments,
  }: {
    translations: TranslationsModule;
    billing: BillingModule;
    business: BusinessModule;
    qrCodes: QrCodesModule;
    storefront: StorefrontModule;
    push: PushModule;
    payments: PaymentsModule;
  },
) {
  const repository = createOrdersRepository(db, publisher);
  const service = createOrdersService({
    orders: repository,
    businesses: business.repository,
    storefront: storefront.repository,
    loadStorefront: storefront.load,
    storage,
    retentionDays: config.ORDER_RETENTION_DAYS,
    notifier: push.notifier,
    paidBeforeSent: (accountId, fulfilment, settings) =>
      payments.service.paidBeforeSent(accountId, fulfilment, settings),
  });
  payments.service.onOrderPaid((accountId, orderId) => service.releasePaid(accountId, orderId));
  const publicMenu = createPublicMenuService({
    loadStorefront: storefront.load,
    cache: storefront.cache,
    storefront: storefront.repository,
    orders: repository,
    qrCodes: qrCodes.repository,
    storage,
  });
  registerOrderRoutes(app, {
    orders: service,
    publicMenu,
    localizeMenu: (menu, locale) => translations.service.localize(menu, locale),
    secureCookies,
    placeRateLimit: config.ORDER_RATE_LIMIT_MAX,
  });
  registerOrderStreamRoute(app, { orders: service, events });
  registerOrderingPreviewRoutes(app, {
    preview: createOrderingPreviewService({
      businesses: business.repository,
      loadStorefront: storefront.load,
    }),
    requireTenant,
  });

  const board = createBoardService({
    board: createBoardRepository(db),
    orders: repository,
    businesses: business.repository,
    storefront: storefront.repository,
    storage,
    notifier: push.notifier,
  });
  const stream = {
    board,
    events,
    tracker: createStreamTracker(app),
    load: createStreamOrderLoader(board),
  };
  registerBoardRoutes(app, { board, accounts, requireTenant, stream });
  registerKioskRoutes(app, {
    kiosk: createKioskService({
      kiosk: createKioskRepository(db),
      planLimits: billing.planLimits,
    }),
    board,
    stream,
    secureCookies,
  });
  return { repository, service, publicMenu };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
