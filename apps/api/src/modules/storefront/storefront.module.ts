import type { Platform } from '../../platform.ts';
import type { BillingModule } from '../billing/billing.module.ts';
import type { BusinessModule } from '../business/business.module.ts';
import type { MenuModule } from '../menu/menu.module.ts';
import { createStorefrontLoader } from './storefront.ts';
import { createStorefrontCache } from './storefront-cache.ts';
import { registerStorefrontInvalidation } from './storefront-invalidation.ts';
import { createStorefrontRepository } from './storefront.repository.ts';

/**
 * What customers read of a business (menu, branches, whether it takes orders now), cached per
 * process and dropped whenever an owner's request or another process changes it.
 */
export function createStorefrontModule(
  { app, config, db, database, events }: Platform,
  billing: BillingModule,
  business: BusinessModule,
  menu: MenuModule,
) {
  const cache = createStorefrontCache({ ttlMs: config.STOREFRONT_CACHE_TTL_MS });
  // Rows that hold nothing the clock changes (the business and branch: storefront.ts judges the
  // clock per call; a cart's items: pricing judges their availability; the team's devices) are
  // kept as long as the account standings, unless the storefront cache is off. Every change to
  // them is a request the storefront announces.
  const records = createStorefrontCache({
    ttlMs: config.STOREFRONT_CACHE_TTL_MS > 0 ? config.PLAN_CACHE_TTL_MS : 0,
    maxEntries: 20_000,
  });
  const repository = createStorefrontRepository(db, menu.items, records);
  // Its NOTIFY carries an account id, no tenant data; it is sent after the request's scope.
  const changes = registerStorefrontInvalidation(app, {
    caches: [cache, records],
    events,
    db: database.db,
  });
  const load = createStorefrontLoader({
    businesses: business.repository,
    storefront: repository,
    standings: billing.standings,
    cache: records,
  });
  return { repository, cache, records, changes, load };
}

export type StorefrontModule = ReturnType<typeof createStorefrontModule>;
