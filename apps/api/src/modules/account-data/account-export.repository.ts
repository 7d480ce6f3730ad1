import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, members } from '../../db/schema/accounts.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { branches, businesses, menuItems } from '../../db/schema/business.ts';
import { orderEvents, orders, qrCodes } from '../../db/schema/orders.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { placingEventOf } from '../ordering/orders.repository.ts';

/** Every table of one account an export carries, named as the files in the archive. */
export function createAccountExportRepository(db: Database) {
  return {
    async tablesOf(scope: TenantScope): Promise<Record<string, Record<string, unknown>[]>> {
      const { accountId } = scope;
      // One after the other: they share the scope's transaction, which is one connection.
      const accountRows = await db.select().from(accounts).where(eq(accounts.id, accountId));
      const memberRows = await db.select().from(members).where(eq(members.accountId, accountId));
      const businessRows = await db
        .select()
        .from(businesses)
        .where(eq(businesses.accountId, accountId));
      const branchRows = await db.select().from(branches).where(eq(branches.accountId, accountId));
      const menuItemRows = await db
        .select()
        .from(menuItems)
        .where(eq(menuItems.accountId, accountId));
      const qrCodeRows = await db.select().from(qrCodes).where(eq(qrCodes.accountId, accountId));
      const orderRows = await db.select().from(orders).where(eq(orders.accountId, accountId));
      // Through the account's orders (indexed by account), as events are indexed by order only:
      // an index by account was one more entry for every order placed (decision 040, eighth pass).
      const orderEventRows = await db
        .select()
        .from(orderEvents)
        .where(
          and(
            eq(orderEvents.accountId, accountId),
            // Placings are made from the orders (below); one stored by an older build is skipped.
            isNotNull(orderEvents.fromStatus),
            inArray(
              orderEvents.orderId,
              db.select({ id: orders.id }).from(orders).where(eq(orders.accountId, accountId)),
            ),
          ),
        );
      const subscriptionRows = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.accountId, accountId));
      return {
        account: accountRows,
        members: memberRows,
        businesses: businessRows,
        branches: branchRows,
        'menu-items': menuItemRows,
        'qr-codes': qrCodeRows,
        orders: orderRows,
        // Each order's placing is not stored: made from the order, as every reader of history does.
        'order-events': [...orderRows.map(placingEventOf), ...orderEventRows],
        subscriptions: subscriptionRows,
      };
    },
  };
}

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
