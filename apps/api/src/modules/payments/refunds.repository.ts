import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, payments, refunds } from '../../db/schema/payments.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { withTenantScope } from '../../tenancy/with-tenant-scope.ts';
import { lockOrder, lockOrderOfPayment, orderMoneyOf, summarize } from './order-payment-summary.ts';
import { coveredOf, orderAmountOf } from './payment-amounts.ts';
import type { PaymentRow, RefundRow } from './payments.repository.ts';

/** What an order's payments hold, read under the order's lock, to decide how much to give back. */
export interface RefundableOrder {
  /** What the succeeded payments still hold, tips included. */
  refundableMinor: number;
  currency: string;
  /** What the payments cover of the order, and what the order costs now (`coveredOf`). */
  coveredMinor: number;
  orderAmountMinor: number;
}

export interface RefundRequest {
  /** How much to give back (0: nothing); throws to refuse (more than was paid, nothing paid). */
  amount: (order: RefundableOrder) => number;
  /** The order no longer costs what is given back (its lines were edited down). */
  adjustsOrder: boolean;
  /** The refund row's idempotency key for each payment given back from, latest first. */
  keyOf: (payment: PaymentRow, index: number) => string;
  reason: string | null;
  actor: string;
}

/** The provider's refund of `amountMinor` of a payment; returns the provider's refund id. */
export type GiveBack = (payment: PaymentRow, amountMinor: number, key: string) => Promise<string>;

/**
 * Books a refund of `payment` in the caller's transaction: the payment's refunded total, the
 * refund row (named after the payment's order unless `values.orderId` names the order it gives
 * back for, as a table bill's share does) and the ledger's entry.
 */
export async function book(
  tx: Database,
  scope: TenantScope,
  payment: PaymentRow,
  values: Omit<typeof refunds.$inferInsert, 'accountId' | 'paymentId' | 'orderId'> & {
    orderId?: string;
  },
): Promise<RefundRow> {
  await tx
    .update(payments)
    .set({
      refundedMinor: sql`${payments.refundedMinor} + ${values.amountMinor}`,
      updatedAt: new Date(),
    })
    .where(ofTenant(payments, scope, eq(payments.id, payment.id)));
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: payment.orderId,
      ...values,
      accountId: scope.accountId,
      paymentId: payment.id,
    })
    .returning();
  // A counter payment is given back at the counter: it never was in the provider's ledger.
  if (payment.provider !== 'counter')
    await tx.insert(ledgerEntries).values({
      accountId: scope.accountId,
      paymentId: payment.id,
      refundId: row!.id,
      kind: 'refund',
      currency: payment.currency,
      amountMinor: -values.amountMinor,
    });
  return row!;
}

/** Refunds of an account's payments; every write runs in the account's scope. */
export function createRefundsRepository(db: Database) {
  return {
    async findRefundByKey(scope: TenantScope, key: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(ofTenant(refunds, scope, eq(refunds.idempotencyKey, key)));
      return row;
    },

    /**
     * Gives back part of an order's money from its payments, latest first, under the order's lock
     * and then the payments', so two refunds at once cannot give back more than was paid. Each
     * payment's share is asked of the provider inside the transaction (`giveBack`), so a refusal
     * records nothing. Returns the refunds made (none when `amount` says 0).
     */
    async refundOrder(
      scope: TenantScope,
      orderId: string,
      request: RefundRequest,
      giveBack: GiveBack,
    ): Promise<RefundRow[]> {
      return withTenantScope(db, scope.accountId, async (tx) => {
        await lockOrder(tx, scope, orderId);
        const { settled, editRefundsMinor, order } = await orderMoneyOf(tx, scope, orderId);
        if (!order) return [];
        const holding = settled.filter((payment) => payment.refundedMinor < payment.amountMinor);
        let remaining = request.amount({
          refundableMinor: holding.reduce((sum, p) => sum + p.amountMinor - p.refundedMinor, 0),
          currency: settled[0]?.currency ?? order.currency,
          coveredMinor: coveredOf(settled, editRefundsMinor),
          orderAmountMinor: orderAmountOf(order),
        });
        const made: RefundRow[] = [];
        for (const payment of holding) {
          if (remaining <= 0) break;
          const amountMinor = Math.min(remaining, payment.amountMinor - payment.refundedMinor);
          const key = request.keyOf(payment, made.length);
          const providerRefundId = await giveBack(payment, amountMinor, key);
          made.push(
            await book(tx, scope, payment, {
              idempotencyKey: key,
              providerRefundId,
              amountMinor,
              adjustmentMinor: request.adjustsOrder ? amountMinor : 0,
              reason: request.reason,
              actor: request.actor,
            }),
          );
          remaining -= amountMinor;
        }
        if (made.length > 0) await summarize(tx, scope, orderId);
        return made;
      });
    },

    /**
     * A refund made outside the app (Stripe's dashboard), learnt from the provider's total refunded
     * of a payment: books what the total has over ours, once, whatever order the events come in.
     * Under the order's lock, so a refund of ours still being made is counted before this looks.
     */
    async recordProviderRefund(
      scope: TenantScope,
      paymentId: string,
      totalRefundedMinor: number,
      values: { idempotencyKey: string; reason: string },
    ): Promise<RefundRow | undefined> {
      return withTenantScope(db, scope.accountId, async (tx) => {
        await lockOrderOfPayment(tx, scope, paymentId);
        const [payment] = await tx
          .select()
          .from(payments)
          .where(ofTenant(payments, scope, eq(payments.id, paymentId)))
          .for('update');
        if (!payment || payment.status !== 'succeeded') return undefined;
        const amountMinor =
          Math.min(totalRefundedMinor, payment.amountMinor) - payment.refundedMinor;
        if (amountMinor <= 0) return undefined;
        const row = await book(tx, scope, payment, {
          ...values,
          providerRefundId: null,
          amountMinor,
          adjustmentMinor: 0,
          actor: 'provider',
        });
        await summarize(tx, scope, payment.orderId);
        return row;
      });
    },
  };
}
