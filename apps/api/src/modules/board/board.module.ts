import { ownerOrderListSchema } from '@scanorder/shared/ordering/board';
import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import { presentedSerializer } from '../../plugins/answer-serializer.ts';
import type { BusinessModule } from '../business/business.module.ts';
import type { EventPublisher } from '../events/event-publisher.ts';
import type { PaymentsModule } from '../payments/payments.module.ts';
import type { PushModule } from '../push/push.module.ts';
import type { StorefrontModule } from '../storefront/storefront.module.ts';
import { createBoardListCache } from './board-list-cache.ts';
import { createStreamOrderLoader, createStreamTracker } from './board-stream.ts';
import { createBoardRepository } from './board.repository.ts';
import { registerBoardRoutes } from './board.routes.ts';
import { createBoardService } from './board.service.ts';
import { createOrderUpdatesRepository } from './order-updates.repository.ts';

/**
 * The team's orders board: its lists (cached, decision 031), CSV, live stream, status moves and
 * line edits. What it returns is what the kiosk shows a branch of, and the publisher through which
 * the ordering module announces new orders (so this process's lists drop at once).
 */
export function createBoardModule(
  { app, config, db, scopes, events, publisher, storage }: Platform,
  { accounts, requireTenant }: Access,
  {
    business,
    storefront,
    push,
    payments,
  }: {
    business: BusinessModule;
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
  const orderPublisher: Pick<EventPublisher, 'publish'> = {
    publish(event) {
      if (event.type === 'order.changed') listCache.invalidate(event.accountId);
      publisher.publish(event);
    },
  };
  const service = createBoardService({
    board: createBoardRepository(db),
    updates: createOrderUpdatesRepository(db, {
      committed: (accountId) => listCache.invalidate(accountId),
    }),
    businesses: business.repository,
    storefront: storefront.repository,
    storage,
    notifier: push.notifier,
    afterLinesEdited: (ctx, orderId, version) =>
      payments.service.afterLinesEdited(ctx, orderId, version),
  });
  const stream = {
    board: service,
    events,
    tracker: createStreamTracker(app),
    load: createStreamOrderLoader(service),
    scopes,
  };
  registerBoardRoutes(app, { board: service, accounts, requireTenant, stream, listCache });
  return { service, stream, orderPublisher };
}

export type BoardModule = ReturnType<typeof createBoardModule>;
