import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import type { BillingProvider } from './billing-provider.ts';
import { createBillingRepository } from './billing.repository.ts';
import { registerBillingRoutes } from './billing.routes.ts';
import { createBillingProvider } from './create-billing-provider.ts';
import { createPayoutsService } from './payouts.service.ts';
import { createPlanActivity } from './plan-activity.ts';
import { createPlanChangesService } from './plan-changes.service.ts';
import { createPlanLimits } from './plan-limits.ts';
import { registerPlanRoutes } from './plans.routes.ts';
import { createSubscriptionState } from './subscription-state.ts';
import { createSubscriptionsService } from './subscriptions.service.ts';
import { registerWebhookRoutes } from './webhooks.routes.ts';
import { createWebhooksService } from './webhooks.service.ts';

/**
 * Plans, subscriptions, payouts and the provider's webhooks (one endpoint: guest payments take
 * their events through `webhooks.delegate`); the plan limits and plan activity (trial or live
 * subscription) other modules ask.
 */
export async function createBillingModule(
  { app, config, db }: Platform,
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
  return {
    provider,
    repository,
    webhooks,
    planLimits: createPlanLimits(repository),
    planActivity: createPlanActivity(repository),
  };
}

export type BillingModule = Awaited<ReturnType<typeof createBillingModule>>;
