import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import type { BillingModule } from '../billing/billing.module.ts';
import { registerAccountRoutes } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';

/** The signed-in member's account (`/me`). Its repository is built by the auth module. */
export function createAccountsModule(
  { app, config, secureCookies }: Platform,
  { accounts, requireTenant }: Access,
  billing: BillingModule,
) {
  registerAccountRoutes(app, {
    accounts: createAccountsService({
      accounts,
      platformAdminEmails: config.PLATFORM_ADMIN_EMAILS,
      subscriptionOf: (accountId) => billing.repository.findSubscription({ accountId }),
    }),
    requireTenant,
    secureCookies,
  });
}
