import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import type { BillingModule } from '../billing/billing.module.ts';
import { createBranchesRepository } from './branches.repository.ts';
import { registerBranchRoutes } from './branches.routes.ts';
import { createBranchesService } from './branches.service.ts';
import { createBusinessRepository } from './business.repository.ts';
import { registerBusinessRoutes } from './business.routes.ts';
import { createBusinessService } from './business.service.ts';

/** The restaurant or grocery business, its settings, logo and branches. */
export function createBusinessModule(
  { app, db, storage }: Platform,
  { requireTenant }: Access,
  { planLimits }: BillingModule,
) {
  const repository = createBusinessRepository(db);
  const branches = createBranchesRepository(db);
  const service = createBusinessService({
    businesses: repository,
    storage,
    onOrphanedFile: (key, error) =>
      app.log.warn({ err: error, key }, 'could not delete a replaced file'),
  });
  registerBusinessRoutes(app, { business: service, requireTenant });
  registerBranchRoutes(app, {
    branches: createBranchesService({ branches, business: service, planLimits }),
    requireTenant,
  });
  return { repository, branches, service };
}

export type BusinessModule = ReturnType<typeof createBusinessModule>;
