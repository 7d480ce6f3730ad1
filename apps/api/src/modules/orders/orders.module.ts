import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import type { BillingModule } from '../billing/billing.module.ts';
import type { BusinessModule } from '../business/business.module.ts';
import type { PaymentsModule } from '../payments/payments.module.ts';
import type { PushModule } from '../push/push.module.ts';
import type { QrCodesModule } from '../qr-codes/qr-codes.module.ts';
import type { TranslationsModule } from '../translations/translations.module.ts';
import { createStreamOrderLoader, createStreamTracker } from './board-stream.ts';
import { ownerOrderListSchema } from '@scanorder/shared/ordering/board';
import { presentedSerializer } from '../../plugins/answer-serializer.ts';
import { createBoardListCache } from './board-list-cache.ts';
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
import { accountOfOrderUrl } from '../../tenancy/request-scope.ts';

/** Customers placing and following orders; the team's orders board and the kiosk. */
export function createOrdersModule(
  { app, config, db, scopes, events, publisher, storage, secureCookies }: Platform,
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
  const listCache = createBoardListCache({
    ttlMs: config.BOARD_CACHE_TTL_MS,
    events,
    serialize: presentedSerializer(
      { schema: ownerOrderListSchema, method: 'GET', url: 'board list' },
      { check: !config.isProduction },
    ),
  });
  // This process's own changes drop its board lists before their answer leaves; other processes
  // hear them on the event bus.
  storefront.changes.onLocalChange((event) =>
    event.accountId ? listCache.invalidate(event.accountId) : listCache.invalidateAll(),
  );
  const repository = createOrdersRepository(db, {
    publish(event) {
      if (event.type === 'order.changed') listCache.invalidate(event.accountId);
      publisher.publish(event);
    },
    committed: (accountId) => listCache.invalidate(accountId),
  });
  const service = createOrdersService({
    orders: repository,
    businesses: business.repository,
    storefront: storefront.repository,
    loadStorefront: storefront.load,
    storage,
    retentionDays: config.ORDER_RETENTION_DAYS,
    notifier: push.notifier,
    scopes,
    paidBeforeSent: (accountId, fulfilment, settings) =>
      payments.service.paidBeforeSent(accountId, fulfilment, settings),
  });
  payments.service.onOrderPaid((accountId, orderId) => service.releasePaid(accountId, orderId));
  const publicMenu = createPublicMenuService({
    scopes,
    loadStorefront: storefront.load,
    cache: storefront.cache,
    storefront: storefront.repository,
    orders: repository,
    qrCodes: qrCodes.repository,
    storage,
    // A cache miss of a translation reads the account's translations in its scope (decision 042).
    localize: (menu, locale) =>
      scopes.run(menu.business.accountId, () => translations.service.localize(menu, locale)),
  });
  registerOrderRoutes(app, {
    orders: service,
    publicMenu,
    secureCookies,
    placeRateLimit: config.ORDER_RATE_LIMIT_MAX,
    orderAccount: accountOfOrderUrl(repository),
  });
  registerOrderStreamRoute(app, {
    orders: service,
    events,
    scopes,
    orderAccount: accountOfOrderUrl(repository),
  });
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
    afterLinesEdited: (ctx, orderId, version) =>
      payments.service.afterLinesEdited(ctx, orderId, version),
  });
  const stream = {
    board,
    events,
    tracker: createStreamTracker(app),
    load: createStreamOrderLoader(board),
    scopes,
  };
  registerBoardRoutes(app, { board, accounts, requireTenant, stream, listCache });
  registerKioskRoutes(app, {
    kiosk: createKioskService({
      kiosk: createKioskRepository(db),
      planLimits: billing.planLimits,
    }),
    board,
    stream,
    secureCookies,
  });
  return { repository, service, publicMenu, orderAccount: accountOfOrderUrl(repository) };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
