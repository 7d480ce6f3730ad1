import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { ledgerEntries, payments, refunds } from '../../db/schema/payments.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { withTenantScope } from '../../tenancy/with-tenant-scope.ts';
import type { TicketPayment } from '@scanorder/shared/payments/payments';
import { orderAmountOf, paidOf, stateOf } from './payment-amounts.ts';
import type { ChargeState } from './payment-provider.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type NewPayment = Omit<
  typeof payments.$inferInsert,
  'id' | 'accountId' | 'status' | 'createdAt' | 'updatedAt'
>;

/** What payments read of an order: its money and whether it can still be paid. */
export interface PayableOrder {
  id: string;
  accountId: string;
  businessId: string;
  kind: 'restaurant' | 'grocery';
  status: string;
  currency: string;
  subtotalMinor: number;
  tipMinor: number;
  totalMinor: number;
  referenceNumber: number;
  customer: unknown;
  /** Paid before it is sent: payable until then, not sent before it is paid. */
  awaitingPaymentUntil: Date | null;
}

const payableColumns = {
  id: orders.id,
  accountId: orders.accountId,
  businessId: orders.businessId,
  kind: orders.kind,
  status: orders.status,
  currency: orders.currency,
  subtotalMinor: orders.subtotalMinor,
  tipMinor: orders.tipMinor,
  totalMinor: orders.totalMinor,
  referenceNumber: orders.referenceNumber,
  customer: orders.customer,
  awaitingPaymentUntil: orders.awaitingPaymentUntil,
};

/**
 * Writes the order's payment summary (what the board, History and CSV show) from its succeeded
 * payments, in the transaction that changed them, and makes it a change of the order (version and
 * time) so open boards hear of it (`orderVersion`, then the service announces it).
 */
async function summarize(tx: Database, scope: TenantScope, orderId: string): Promise<void> {
  const settled = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.accountId, scope.accountId),
        eq(payments.orderId, orderId),
        eq(payments.status, 'succeeded'),
      ),
    )
    .orderBy(asc(payments.createdAt));
  const [order] = await tx
    .select({ totalMinor: orders.totalMinor, tipMinor: orders.tipMinor, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.accountId, scope.accountId), eq(orders.id, orderId)));
  if (!order) return;
  const sum = (pick: (row: PaymentRow) => number) =>
    settled.reduce((total, row) => total + pick(row), 0);
  const paidMinor = sum((row) => row.amountMinor);
  const refundedMinor = sum((row) => row.refundedMinor);
  const last = settled.at(-1);
  const summary: TicketPayment = {
    state:
      refundedMinor > 0 && refundedMinor >= paidMinor
        ? 'Refunded'
        : stateOf(orderAmountOf(order), paidOf(settled)),
    currency: last?.currency ?? order.currency,
    paidMinor,
    tipMinor: sum((row) => row.tipMinor),
    refundedMinor,
    cardBrand: last?.cardBrand ?? null,
    cardLast4: last?.cardLast4 ?? null,
  };
  await tx
    .update(orders)
    .set({ paymentSummary: summary, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.accountId, scope.accountId), eq(orders.id, orderId)));
}

/** Locks the row of the order a payment belongs to, for the rest of the transaction. */
async function lockOrderOf(tx: Database, scope: TenantScope, paymentId: string): Promise<void> {
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, scope.accountId),
        sql`${orders.id} = (select ${payments.orderId} from ${payments} where ${payments.accountId} = ${scope.accountId} and ${payments.id} = ${paymentId})`,
      ),
    )
    .for('update');
}

/** Payments, refunds and the ledger of one account; every write runs in the account's scope. */
export function createPaymentsRepository(db: Database) {
  const ofOrder = (scope: TenantScope, orderId: string) =>
    and(eq(payments.accountId, scope.accountId), eq(payments.orderId, orderId));

  return {
    /** The guest's order page holds the random order id and nothing else (like `unsafeFindOrderById`). */
    async unsafeFindPayableOrder(orderId: string): Promise<PayableOrder | undefined> {
      const [row] = await db.select(payableColumns).from(orders).where(eq(orders.id, orderId));
      return row;
    },

    async listForOrder(
      scope: TenantScope,
      orderId: string,
    ): Promise<{ payments: PaymentRow[]; refunds: RefundRow[] }> {
      const [paymentRows, refundRows] = await Promise.all([
        db.select().from(payments).where(ofOrder(scope, orderId)).orderBy(asc(payments.createdAt)),
        db
          .select()
          .from(refunds)
          .where(and(eq(refunds.accountId, scope.accountId), eq(refunds.orderId, orderId)))
          .orderBy(asc(refunds.createdAt)),
      ]);
      return { payments: paymentRows, refunds: refundRows };
    },

    async findByKey(scope: TenantScope, key: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.accountId, scope.accountId), eq(payments.idempotencyKey, key)));
      return row;
    },

    async findProcessing(scope: TenantScope, orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(ofOrder(scope, orderId), eq(payments.status, 'processing')));
      return row;
    },

    async unsafeFindByProviderId(providerPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, providerPaymentId));
      return row;
    },

    /**
     * Starts a payment under the order's row lock, so what is still due is read after every other
     * payment of the order committed. `amounts` gets the settled payments and returns the row to
     * insert, or throws (already paid, order cancelled). A second attempt while one is under way
     * fails on `payments_one_processing_per_order`; a reused key on `payments_account_idempotency_key`.
     */
    async start(
      scope: TenantScope,
      orderId: string,
      amounts: (order: PayableOrder, settled: PaymentRow[], underWay: PaymentRow[]) => NewPayment,
    ): Promise<PaymentRow> {
      return withTenantScope(db, scope.accountId, async (tx) => {
        const [order] = await tx
          .select(payableColumns)
          .from(orders)
          .where(and(eq(orders.accountId, scope.accountId), eq(orders.id, orderId)))
          .for('update');
        if (!order) throw new Error(`Order ${orderId} vanished while paying`);
        // Attempts under way count too: one that settles between this read and the insert below
        // would otherwise leave the partial unique index free and the order paid twice.
        const current = await tx
          .select()
          .from(payments)
          .where(
            and(ofOrder(scope, orderId), inArray(payments.status, ['succeeded', 'processing'])),
          );
        const settled = current.filter((payment) => payment.status === 'succeeded');
        const underWay = current.filter((payment) => payment.status === 'processing');
        const [row] = await tx
          .insert(payments)
          .values({ ...amounts(order, settled, underWay), accountId: scope.accountId })
          .returning();
        return row!;
      });
    },

    /** The provider's id of a payment, once it answered. */
    async attachProviderId(scope: TenantScope, paymentId: string, providerPaymentId: string) {
      await db
        .update(payments)
        .set({ providerPaymentId, updatedAt: new Date() })
        .where(and(eq(payments.accountId, scope.accountId), eq(payments.id, paymentId)));
    },

    /**
     * Brings a payment to what the provider says. A settled payment never moves back (a late
     * "processing" event after "succeeded" changes nothing), and the charge is booked in the ledger
     * once, in the same transaction, whoever settles it first (browser, webhook or a retry).
     */
    async settle(
      scope: TenantScope,
      paymentId: string,
      charge: ChargeState,
    ): Promise<PaymentRow | undefined> {
      return withTenantScope(db, scope.accountId, async (tx) => {
        // The order's row lock first, as `start` takes it: settling writes the order's payment
        // summary, and taking the locks in another order deadlocked with a repeat of the attempt.
        await lockOrderOf(tx, scope, paymentId);
        const [row] = await tx
          .update(payments)
          .set({
            providerPaymentId: charge.providerPaymentId,
            status: charge.status,
            cardBrand: sql`coalesce(${charge.cardBrand}, ${payments.cardBrand})`,
            cardLast4: sql`coalesce(${charge.cardLast4}, ${payments.cardLast4})`,
            failureMessage: charge.failureMessage,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(payments.accountId, scope.accountId),
              eq(payments.id, paymentId),
              eq(payments.status, 'processing'),
            ),
          )
          .returning();
        if (row?.status === 'succeeded') {
          await tx
            .insert(ledgerEntries)
            .values([
              {
                accountId: scope.accountId,
                paymentId,
                kind: 'charge' as const,
                currency: row.currency,
                amountMinor: row.amountMinor,
              },
              ...(row.platformFeeMinor > 0
                ? [
                    {
                      accountId: scope.accountId,
                      paymentId,
                      kind: 'platform-fee' as const,
                      currency: row.currency,
                      amountMinor: -row.platformFeeMinor,
                    },
                  ]
                : []),
            ])
            .onConflictDoNothing();
          await summarize(tx, scope, row.orderId);
        }
        return row;
      });
    },

    /** The provider refused the attempt outright (a bad test card, an API error): nothing moved. */
    async markFailed(scope: TenantScope, paymentId: string, message: string): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'failed', failureMessage: message, updatedAt: new Date() })
        .where(
          and(
            eq(payments.accountId, scope.accountId),
            eq(payments.id, paymentId),
            eq(payments.status, 'processing'),
          ),
        );
    },

    async findRefundByKey(scope: TenantScope, key: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.accountId, scope.accountId), eq(refunds.idempotencyKey, key)));
      return row;
    },

    /**
     * Refunds from the order's latest settled payment that still has money to give back, under
     * that payment's row lock, so two refunds at once cannot give back more than was paid. `decide`
     * gets the payment and returns the amount (or throws); `giveBack` asks the provider, inside the
     * transaction, so a provider refusal leaves nothing recorded.
     */
    async refund(
      scope: TenantScope,
      orderId: string,
      values: Pick<RefundRow, 'idempotencyKey' | 'reason' | 'actor'>,
      decide: (payment: PaymentRow | undefined) => number,
      giveBack: (payment: PaymentRow, amountMinor: number) => Promise<string>,
    ): Promise<RefundRow> {
      return withTenantScope(db, scope.accountId, async (tx) => {
        // The order's lock before the payment's, as `start` and `settle` take them.
        await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.accountId, scope.accountId), eq(orders.id, orderId)))
          .for('update');
        const [payment] = await tx
          .select()
          .from(payments)
          .where(
            and(
              ofOrder(scope, orderId),
              eq(payments.status, 'succeeded'),
              sql`${payments.refundedMinor} < ${payments.amountMinor}`,
            ),
          )
          .orderBy(desc(payments.createdAt))
          .limit(1)
          .for('update');
        const amountMinor = decide(payment);
        const providerRefundId = await giveBack(payment!, amountMinor);
        await tx
          .update(payments)
          .set({
            refundedMinor: sql`${payments.refundedMinor} + ${amountMinor}`,
            updatedAt: new Date(),
          })
          .where(eq(payments.id, payment!.id));
        const [row] = await tx
          .insert(refunds)
          .values({
            ...values,
            accountId: scope.accountId,
            paymentId: payment!.id,
            orderId,
            providerRefundId,
            amountMinor,
          })
          .returning();
        await tx.insert(ledgerEntries).values({
          accountId: scope.accountId,
          paymentId: payment!.id,
          refundId: row!.id,
          kind: 'refund',
          currency: payment!.currency,
          amountMinor: -amountMinor,
        });
        await summarize(tx, scope, orderId);
        return row!;
      });
    },

    /** The order's version now, to announce a payment change to open boards. */
    async orderVersion(scope: TenantScope, orderId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ version: orders.version })
        .from(orders)
        .where(and(eq(orders.accountId, scope.accountId), eq(orders.id, orderId)));
      return row?.version;
    },

    async findPayment(scope: TenantScope, paymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.accountId, scope.accountId), eq(payments.id, paymentId)));
      return row;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
