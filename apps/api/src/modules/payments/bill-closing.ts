import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { tableBills } from '../../db/schema/table-bills.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { summarize } from './order-payment-summary.ts';
import { billAmountsOf } from './table-bill-amounts.ts';
import type { TableBillsRepository } from './table-bills.repository.ts';

/**
 * Locks the bill a payment is a share of (none for an order's own payment) for the rest of the
 * transaction. Settling a share takes it before it writes the payment, as starting a share does
 * (under the bill's lock, then the payment's insert): a double tap's second start, waiting on the
 * first's payment row while holding the bill, deadlocked with the first's settle otherwise.
 */
export async function lockBillOfPayment(
  tx: Database,
  scope: TenantScope,
  paymentId: string,
): Promise<void> {
  await tx
    .select({ id: tableBills.id })
    .from(tableBills)
    .where(
      ofTenant(
        tableBills,
        scope,
        sql`${tableBills.id} = (select ${payments.billId} from ${payments} where ${payments.accountId} = ${scope.accountId} and ${payments.id} = ${paymentId})`,
      ),
    )
    .for('update');
}

/**
 * In the transaction that settled a share of a bill as succeeded: the orders it paid part of get
 * their payment summaries written again (the board shows them Paid or Part paid), and the bill
 * closes once nothing is due on it.
 */
export async function settleBillShare(
  tx: Database,
  scope: TenantScope,
  bills: TableBillsRepository,
  share: { id: string; billId: string },
): Promise<void> {
  for (const orderId of await bills.ordersOfPayment(tx, scope, share.id))
    await summarize(tx, scope, orderId);
  const [bill] = await tx
    .select()
    .from(tableBills)
    .where(ofTenant(tableBills, scope, eq(tableBills.id, share.billId)))
    .for('update');
  if (!bill || bill.status !== 'open') return;
  const state = await bills.readState(tx, scope, bill);
  if (billAmountsOf(state).dueMinor === 0) await bills.close(tx, scope, bill.id);
}
