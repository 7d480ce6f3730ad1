import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, members } from '../../db/schema/accounts.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { branches, businesses, menuItems } from '../../db/schema/business.ts';
import { orderEvents, orders, qrCodes } from '../../db/schema/orders.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

/** Every table of one account an export carries, named as the files in the archive. */
export function createAccountExportRepository(db: Database) {
  return {
    async tablesOf(scope: TenantScope): Promise<Record<string, Record<string, unknown>[]>> {
      const { accountId } = scope;
      const [
        accountRows,
        memberRows,
        businessRows,
        branchRows,
        menuItemRows,
        qrCodeRows,
        orderRows,
        orderEventRows,
        subscriptionRows,
      ] = await Promise.all([
        db.select().from(accounts).where(eq(accounts.id, accountId)),
        db.select().from(members).where(eq(members.accountId, accountId)),
        db.select().from(businesses).where(eq(businesses.accountId, accountId)),
        db.select().from(branches).where(eq(branches.accountId, accountId)),
        db.select().from(menuItems).where(eq(menuItems.accountId, accountId)),
        db.select().from(qrCodes).where(eq(qrCodes.accountId, accountId)),
        db.select().from(orders).where(eq(orders.accountId, accountId)),
        db.select().from(orderEvents).where(eq(orderEvents.accountId, accountId)),
        db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId)),
      ]);
      return {
        account: accountRows,
        members: memberRows,
        businesses: businessRows,
        branches: branchRows,
        'menu-items': menuItemRows,
        'qr-codes': qrCodeRows,
        orders: orderRows,
        'order-events': orderEventRows,
        subscriptions: subscriptionRows,
      };
    },
  };
}

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
