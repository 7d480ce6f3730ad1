import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tableBills } from '../../db/schema/table-bills.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { summarize } from './order-payment-summary.ts';
import { billAmountsOf } from './table-bill-amounts.ts';
import type { TableBillsRepository } from './table-bills.repository.ts';

/**
 * Locks the bill a payment is a share of for the rest of the transaction; an order's own payment
 * has none, and takes nothing (a payment's bill is set when it starts and never changes). Settling
 * a share takes it before it writes the payment, as starting a share does (under the bill's lock,
 * then the payment's insert): a double tap's second start, waiting on the first's payment row
 * while holding the bill, deadlocked with the first's settle otherwise.
 */
export async function lockBillOfPayment(
  tx: Database,
  scope: TenantScope,
  { billId }: { billId: string | null },
): Promise<void> {
  if (billId === null) return;
  await tx
    .select({ id: tableBills.id })
    .from(tableBills)
    .where(ofTenant(tableBills, scope, eq(tableBills.id, billId)))
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
