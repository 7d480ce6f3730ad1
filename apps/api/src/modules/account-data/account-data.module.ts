import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import { createAccountClosureRepository } from './account-closure.repository.ts';
import { createAccountClosureService } from './account-closure.service.ts';
import { registerAccountDataRoutes } from './account-data.routes.ts';
import { createAccountExportRepository } from './account-export.repository.ts';
import { createAccountExportService } from './account-export.service.ts';

/** The account's data for its admin: the export and the closure the Terms of Service promise. */
export function createAccountDataModule(
  { app, config, db, scopes, mailer, storage }: Platform,
  { requireTenant, signIns }: Access,
) {
  const closureRepository = createAccountClosureRepository(db);
  const closures = createAccountClosureService({
    repository: closureRepository,
    scopes,
    signIns,
    mailer,
    storage,
    publicUrl: config.publicUrl,
  });
  registerAccountDataRoutes(app, {
    exports: createAccountExportService({ repository: createAccountExportRepository(db) }),
    closures,
    requireTenant,
  });
  return { closures };
}
