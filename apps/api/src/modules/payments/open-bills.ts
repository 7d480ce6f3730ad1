import type { BusinessKind } from '@scanorder/shared/account/services';
import { ticketPaymentSchema } from '@scanorder/shared/payments/payments';
import type { OpenBill } from '@scanorder/shared/payments/table-bill';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { orderAmountOf } from './payment-amounts.ts';
import type { PaymentReadiness } from './payment-readiness.ts';
import { TABLE_SITTING_HOURS } from './table-bill.ts';
import type { TableBillsRepository } from './table-bills.repository.ts';

/**
 * The team's "Open bills": each table with dine-in orders of this sitting not paid yet, what is
 * still due and which orders. Read from the orders' payment summaries (written with every share),
 * so a table shows before any guest opened its bill. Empty unless dine-in pays at the end. A kiosk
 * reads its own branch's tables only.
 */
export async function openBillsOf(
  deps: { bills: TableBillsRepository; readiness: PaymentReadiness; now: () => Date },
  scope: TenantScope,
  kind: BusinessKind,
  branchId?: string,
): Promise<OpenBill[]> {
  const { business, settings } = await deps.readiness.readinessOf(scope.accountId, kind);
  if (!business || settings.dineInPayment !== 'at-end') return [];
  const since = new Date(deps.now().getTime() - TABLE_SITTING_HOURS * 3_600_000);
  const rows = await deps.bills.unpaidDineIn(scope, business.id, since, branchId);
  const tables = new Map<string, OpenBill>();
  for (const row of rows) {
    if (!row.branchId) continue;
    const summary = ticketPaymentSchema.safeParse(row.paymentSummary);
    const due =
      summary.success && summary.data.dueMinor !== undefined
        ? summary.data.dueMinor
        : orderAmountOf(row);
    const key = `${row.branchId}:${row.identifier.toLowerCase()}:${row.currency}`;
    const table = tables.get(key) ?? {
      table: row.identifier,
      branchId: row.branchId,
      storeName: row.storeName,
      currency: row.currency,
      dueMinor: 0,
      orders: [],
    };
    table.dueMinor += due;
    table.orders.push({ orderId: row.id, referenceNumber: row.referenceNumber });
    tables.set(key, table);
  }
  return [...tables.values()].filter((table) => table.dueMinor > 0);
}
