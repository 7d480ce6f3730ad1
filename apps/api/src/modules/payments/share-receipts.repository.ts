import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ofTenant, tenantRowOf } from '../../db/tenant-rows.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { tableBillAllocations, tableBillOrders, tableBills } from '../../db/schema/table-bills.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { withTenantScope } from '../../tenancy/with-tenant-scope.ts';

/**
 * What a share's receipt reads (decision 047): the bill the guest's order is on, the share's
 * payment when it is of that bill, what it paid of which order and its refunds. Read without the
 * bill's lock and without opening a bill: a receipt changes nothing.
 */
export function createShareReceiptsRepository(db: Database) {
  return {
    async shareOf(scope: TenantScope, orderId: string, paymentId: string) {
      return withTenantScope(db, scope.accountId, async (tx) => {
        const [bill] = await tx
          .select({ id: tableBills.id, splitParts: tableBills.splitParts })
          .from(tableBillOrders)
          .innerJoin(tableBills, tenantRowOf(tableBills, tableBillOrders, tableBillOrders.billId))
          .where(ofTenant(tableBillOrders, scope, eq(tableBillOrders.orderId, orderId)));
        if (!bill) return undefined;
        const [payment] = await tx
          .select()
          .from(payments)
          .where(
            ofTenant(payments, scope, eq(payments.id, paymentId), eq(payments.billId, bill.id)),
          );
        if (!payment) return undefined;
        const allocations = await tx
          .select({
            orderId: tableBillAllocations.orderId,
            lineIndex: tableBillAllocations.lineIndex,
            amountMinor: tableBillAllocations.amountMinor,
            share: tableBillAllocations.share,
            referenceNumber: orders.referenceNumber,
            lines: orders.lines,
          })
          .from(tableBillAllocations)
          .innerJoin(
            orders,
            tenantRowOf(orders, tableBillAllocations, tableBillAllocations.orderId),
          )
          .where(
            ofTenant(tableBillAllocations, scope, eq(tableBillAllocations.paymentId, paymentId)),
          )
          .orderBy(
            asc(orders.createdAt),
            asc(orders.referenceNumber),
            asc(tableBillAllocations.lineIndex),
          );
        const shareRefunds = await tx
          .select()
          .from(refunds)
          .where(ofTenant(refunds, scope, eq(refunds.paymentId, paymentId)))
          .orderBy(asc(refunds.createdAt));
        return { bill, payment, allocations, refunds: shareRefunds };
      });
    },
  };
}

export type ShareReceiptsRepository = ReturnType<typeof createShareReceiptsRepository>;
