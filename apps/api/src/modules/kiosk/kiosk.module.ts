import type { Platform } from '../../platform.ts';
import type { BillingModule } from '../billing/billing.module.ts';
import type { BoardModule } from '../board/board.module.ts';
import type { PaymentsModule } from '../payments/payments.module.ts';
import { createKioskRepository } from './kiosk.repository.ts';
import { registerKioskRoutes } from './kiosk.routes.ts';
import { createKioskService } from './kiosk.service.ts';

/** Kiosk mode: a branch's staff PIN opens that branch's part of the orders board on a shared device. */
export function createKioskModule(
  { app, db, secureCookies }: Platform,
  {
    board,
    billing,
    payments,
  }: { board: BoardModule; billing: BillingModule; payments: PaymentsModule },
) {
  registerKioskRoutes(app, {
    kiosk: createKioskService({
      kiosk: createKioskRepository(db),
      planLimits: billing.planLimits,
    }),
    board: board.service,
    payments: payments.service,
    stream: board.stream,
    secureCookies,
  });
}
