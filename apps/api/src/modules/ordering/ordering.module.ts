import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import { accountOfOrderUrl } from '../../tenancy/request-scope.ts';
import type { BoardModule } from '../board/board.module.ts';
import type { BusinessModule } from '../business/business.module.ts';
import type { PaymentsModule } from '../payments/payments.module.ts';
import type { PushModule } from '../push/push.module.ts';
import type { QrCodesModule } from '../qr-codes/qr-codes.module.ts';
import type { StorefrontModule } from '../storefront/storefront.module.ts';
import type { TranslationsModule } from '../translations/translations.module.ts';
import { registerOrderStreamRoute } from './order-stream.routes.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { registerOrderRoutes } from './orders.routes.ts';
import { createOrdersService } from './orders.service.ts';
import { registerOrderingPreviewRoutes } from './ordering-preview.routes.ts';
import { createOrderingPreviewService } from './ordering-preview.service.ts';
import { createPlacementRepository } from './placement.repository.ts';
import { createPublicMenuService } from './public-menu.service.ts';

/**
 * Customers ordering: the menu they read, pickup slots, placing an order, their order page and its
 * stream, and the owner's "can guests order now?" preview.
 */
export function createOrderingModule(
  { app, config, db, scopes, events, storage, secureCookies }: Platform,
  { requireTenant }: Access,
  {
    business,
    qrCodes,
    storefront,
    push,
    board,
    translations,
    payments,
  }: {
    business: BusinessModule;
    qrCodes: QrCodesModule;
    storefront: StorefrontModule;
    push: PushModule;
    board: BoardModule;
    translations: TranslationsModule;
    payments: PaymentsModule;
  },
) {
  const repository = createOrdersRepository(db, board.orderPublisher);
  const orderAccount = accountOfOrderUrl(repository);
  const service = createOrdersService({
    orders: repository,
    placement: createPlacementRepository(db, scopes, board.orderPublisher),
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
  payments.service.onOrderPaid((accountId, orderId, business) =>
    service.releasePaid(accountId, orderId, business),
  );
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
    orderAccount,
  });
  registerOrderStreamRoute(app, { orders: service, events, scopes, orderAccount });
  registerOrderingPreviewRoutes(app, {
    preview: createOrderingPreviewService({
      businesses: business.repository,
      loadStorefront: storefront.load,
    }),
    requireTenant,
  });
  return { repository, service, publicMenu, orderAccount };
}

export type OrderingModule = ReturnType<typeof createOrderingModule>;
