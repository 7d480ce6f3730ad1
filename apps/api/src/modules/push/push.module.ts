import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import type { PlanLimitsReader } from '../billing/plan-limits.ts';
import type { OrdersRepository } from '../ordering/orders.repository.ts';
import type { StorefrontModule } from '../storefront/storefront.module.ts';
import { createPushNotifier } from './push-notifier.ts';
import { createPushSender } from './push-sender.ts';
import { createPushRepository } from './push.repository.ts';
import { registerPushRoutes } from './push.routes.ts';
import { createPushService } from './push.service.ts';
import { resolveVapidKeys } from './vapid-keys.ts';
import { accountOfOrderUrl } from '../../tenancy/request-scope.ts';

/**
 * Web Push of order changes to team devices and customers. Built in two steps: the board and
 * ordering modules need the notifier, and the subscription routes need the ordering module's
 * repository.
 */
export function createPushModule(
  { app, config, db, scopes }: Platform,
  storefront: StorefrontModule,
) {
  const keys = resolveVapidKeys({
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT,
    mailFrom: config.MAIL_FROM,
    dataDir: config.dataDir,
  });
  const repository = createPushRepository(db);
  const notifier = createPushNotifier({
    push: repository,
    send: createPushSender({
      keys,
      logger: app.log,
      allowInsecure: config.PUSH_ALLOW_INSECURE_ENDPOINTS,
    }),
    logger: app.log,
    scopes,
    cache: storefront.records,
  });
  // No push may still be under way when the database closes.
  app.addHook('onClose', () => notifier.settled());
  return {
    notifier,
    registerRoutes(
      { requireTenant }: Access,
      orders: OrdersRepository,
      planLimits: PlanLimitsReader,
    ) {
      registerPushRoutes(app, {
        push: createPushService({
          push: repository,
          orders,
          publicKey: keys.publicKey,
          allowInsecureEndpoints: config.PUSH_ALLOW_INSECURE_ENDPOINTS,
          planLimits,
          devicesChanged: (accountId) => storefront.changes.changed(accountId),
        }),
        requireTenant,
        orderAccount: accountOfOrderUrl(orders),
      });
    },
  };
}

export type PushModule = ReturnType<typeof createPushModule>;
