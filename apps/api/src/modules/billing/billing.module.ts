import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import type { BillingProvider } from './billing-provider.ts';
import { createBillingRepository } from './billing.repository.ts';
import { registerBillingRoutes } from './billing.routes.ts';
import { createBillingProvider } from './create-billing-provider.ts';
import { createPayoutsService } from './payouts.service.ts';
import { createAccountStandings } from './plan-activity.ts';
import { createPlanChangesService } from './plan-changes.service.ts';
import { createPlanLimits } from './plan-limits.ts';
import { registerPlanRoutes } from './plans.routes.ts';
import { createSubscriptionState } from './subscription-state.ts';
import { createSubscriptionsService } from './subscriptions.service.ts';
import { registerWebhookRoutes } from './webhooks.routes.ts';
import { createWebhooksService } from './webhooks.service.ts';
import { createStorefrontCache } from '../storefront/storefront-cache.ts';

/**
 * Plans, subscriptions, payouts and the provider's webhooks (one endpoint: guest payments take
 * their events through `webhooks.delegate`); the plan limits and plan activity (trial or live
 * subscription) other modules ask.
 */
export async function createBillingModule(
  { app, config, db, events }: Platform,
  { requireTenant }: Access,
  given: BillingProvider | undefined,
) {
  const provider = given ?? createBillingProvider(config, db);
  const repository = createBillingRepository(db);
  const state = createSubscriptionState({ provider, billing: repository });
  const subscriptions = createSubscriptionsService({
    provider,
    billing: repository,
    publicUrl: config.publicUrl,
    state,
  });
  registerPlanRoutes(app, { subscriptions });
  registerBillingRoutes(app, {
    subscriptions,
    planChanges: createPlanChangesService({ provider, billing: repository, state }),
    payouts: createPayoutsService({ provider, billing: repository, publicUrl: config.publicUrl }),
    requireTenant,
  });
  const webhooks = createWebhooksService({ provider, billing: repository });
  await registerWebhookRoutes(app, { webhooks });
  // Kept long: every change of a standing is a request the storefront announces (app.ts drops
  // this process's entries with its own announcements, the bus brings the others').
  const standings = createAccountStandings(
    repository,
    createStorefrontCache({
      ttlMs: config.PLAN_CACHE_TTL_MS,
      maxEntries: 100_000,
      sizeOf: () => 160,
    }),
  );
  events.subscribe((event) => {
    if (event.type === 'storefront.changed') standings.forget(event.accountId);
  });
  return {
    provider,
    repository,
    webhooks,
    planLimits: createPlanLimits(repository),
    standings,
    planActivity: standings.planActivity,
  };
}

export type BillingModule = Awaited<ReturnType<typeof createBillingModule>>;
