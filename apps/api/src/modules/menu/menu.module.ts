import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import type { BusinessModule } from '../business/business.module.ts';
import { createMenuImportRepository } from './menu-import.repository.ts';
import { registerMenuImportRoutes } from './menu-import.routes.ts';
import { createMenuImportService } from './menu-import.service.ts';
import { createMenuItemsRepository } from './menu-items.repository.ts';
import { registerMenuRoutes } from './menu-items.routes.ts';
import { createMenuService } from './menu-items.service.ts';
import { createSharedOptionGroupsRepository } from './shared-option-groups.repository.ts';
import { registerSharedOptionGroupRoutes } from './shared-option-groups.routes.ts';
import { createSharedOptionGroupsService } from './shared-option-groups.service.ts';

/** Menu items and their groups, variants and availability. */
export function createMenuModule(
  { app, db, storage }: Platform,
  { requireTenant }: Access,
  business: BusinessModule,
) {
  const items = createMenuItemsRepository(db);
  const sharedGroups = createSharedOptionGroupsRepository(db);
  registerMenuRoutes(app, {
    menu: createMenuService({
      items,
      sharedGroups,
      businesses: business.repository,
      business: business.service,
      storage,
    }),
    requireTenant,
  });
  registerSharedOptionGroupRoutes(app, {
    groups: createSharedOptionGroupsService({ groups: sharedGroups, business: business.service }),
    requireTenant,
  });
  registerMenuImportRoutes(app, {
    imports: createMenuImportService({
      items,
      sharedGroups,
      imports: createMenuImportRepository(db),
      business: business.service,
    }),
    requireTenant,
  });
  return { items };
}

export type MenuModule = ReturnType<typeof createMenuModule>;
