import type { Platform } from '../../platform.ts';
import type { BillingModule } from '../billing/billing.module.ts';
import type { BoardModule } from '../board/board.module.ts';
import { createKioskRepository } from './kiosk.repository.ts';
import { registerKioskRoutes } from './kiosk.routes.ts';
import { createKioskService } from './kiosk.service.ts';

/** Kiosk mode: a branch's staff PIN opens that branch's part of the orders board on a shared device. */
export function createKioskModule(
  { app, db, secureCookies }: Platform,
  { board, billing }: { board: BoardModule; billing: BillingModule },
) {
  registerKioskRoutes(app, {
    kiosk: createKioskService({
      kiosk: createKioskRepository(db),
      planLimits: billing.planLimits,
    }),
    board: board.service,
    stream: board.stream,
    secureCookies,
  });
}
