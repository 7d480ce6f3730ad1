import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import { registerAccountDataRoutes } from './account-data.routes.ts';
import { createAccountExportRepository } from './account-export.repository.ts';
import { createAccountExportService } from './account-export.service.ts';

/** The account's data for its admin: the export the Terms of Service promise. */
export function createAccountDataModule({ app, db }: Platform, { requireTenant }: Access) {
  registerAccountDataRoutes(app, {
    exports: createAccountExportService({ repository: createAccountExportRepository(db) }),
    requireTenant,
  });
}
