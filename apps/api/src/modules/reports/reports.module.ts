import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import type { BusinessModule } from '../business/business.module.ts';
import { createReportsRepository } from './reports.repository.ts';
import { registerReportRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

/** The REPORTS dashboard of each business and its CSV files (admins and managers). */
export function createReportsModule(
  { app, db }: Platform,
  { requireTenant }: Access,
  business: BusinessModule,
) {
  registerReportRoutes(app, {
    reports: createReportsService({
      reports: createReportsRepository(db),
      businesses: business.repository,
    }),
    requireTenant,
  });
}
