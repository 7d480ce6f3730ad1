import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import type { BillingModule } from '../billing/billing.module.ts';
import type { BusinessModule } from '../business/business.module.ts';
import { createQrCodesRepository } from './qr-codes.repository.ts';
import { registerQrCodeRoutes } from './qr-codes.routes.ts';
import { createQrCodesService } from './qr-codes.service.ts';

/** QR codes of tables, counters and branches, and their printable images. */
export function createQrCodesModule(
  { app, config, db, storage }: Platform,
  { requireTenant }: Access,
  { planLimits }: BillingModule,
  business: BusinessModule,
) {
  const repository = createQrCodesRepository(db);
  registerQrCodeRoutes(app, {
    qrCodes: createQrCodesService({
      qrCodes: repository,
      branches: business.branches,
      business: business.service,
      planLimits,
      publicUrl: config.publicUrl,
      storage,
    }),
    requireTenant,
  });
  return { repository };
}

export type QrCodesModule = ReturnType<typeof createQrCodesModule>;
