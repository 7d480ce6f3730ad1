import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { orders } from '../../db/schema/orders.ts';
import {
  ledgerEntries,
  paymentWebhookEvents,
  payments,
  refunds,
} from '../../db/schema/payments.ts';
import type { OrderStatus } from '@scanorder/shared/ordering/order-status';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { withTenantScope } from '../../tenancy/with-tenant-scope.ts';
import { lockBillOfPayment, settleBillShare } from './bill-closing.ts';
import { createBillRefundsRepository } from './bill-refunds.repository.ts';
import {
  billPaidOf,
  editRefundsOf,
  lockOrder,
  lockOrderOfPayment,
  summarize,
} from './order-payment-summary.ts';
import type { ChargeState } from './payment-provider.ts';
import { createRefundsRepository } from './refunds.repository.ts';
import { createTableBillsRepository } from './table-bills.repository.ts';

export type PaymentRow = typeof payments.$inferSelect;
/** What settling a payment needs to know of it: its id, and the bill it is a share of (if any). */
export type PaymentRef = Pick<PaymentRow, 'id' | 'billId'>;
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

/** Payments, refunds and the ledger of one account; every write runs in the account's scope. */
export function createPaymentsRepository(db: Database) {
  // An order's own payments: a share of a table's bill names the bill's first order but pays
  // parts of several (decision 047), so it is counted through its allocations instead.
  const ofOrder = (scope: TenantScope, orderId: string) =>
    ofTenant(payments, scope, eq(payments.orderId, orderId), isNull(payments.billId));
  const bills = createTableBillsRepository(db);
  // The one payment a condition names (an id, the browser's key, the provider's id), or none.
  const firstPayment = async (where: SQL | undefined): Promise<PaymentRow | undefined> => {
    const [row] = await db.select().from(payments).where(where);
    return row;
  };

  // A payment that has not ended: only such a row is written, so a settled one never moves back.
  const stillProcessing = (scope: TenantScope, paymentId: string) =>
    ofTenant(payments, scope, eq(payments.id, paymentId), eq(payments.status, 'processing'));
  // Writes to an attempt still under way; false when it ended meanwhile.
  const setWhileProcessing = async (
    scope: TenantScope,
    paymentId: string,
    values: Partial<typeof payments.$inferInsert>,
  ): Promise<boolean> => {
    const rows = await db
      .update(payments)
      .set({ ...values, updatedAt: new Date() })
      .where(stillProcessing(scope, paymentId))
      .returning({ id: payments.id });
    return rows.length > 0;
  };

  return {
    ...createRefundsRepository(db),
    ...createBillRefundsRepository(db, bills),

    /** The guest's order page holds the random order id and nothing else (like `unsafeFindOrderById`). */
    async unsafeFindPayableOrder(orderId: string): Promise<PayableOrder | undefined> {
      const [row] = await db.select(payableColumns).from(orders).where(eq(orders.id, orderId));
      return row;
    },

    async listForOrder(
      scope: TenantScope,
      orderId: string,
    ): Promise<{ payments: PaymentRow[]; refunds: RefundRow[] }> {
      const paymentRows = await db
        .select()
        .from(payments)
        .where(ofOrder(scope, orderId))
        .orderBy(asc(payments.createdAt));
      const refundRows = await db
        .select()
        .from(refunds)
        .where(ofTenant(refunds, scope, eq(refunds.orderId, orderId)))
        .orderBy(asc(refunds.createdAt));
      return { payments: paymentRows, refunds: refundRows };
    },

    findByKey: (scope: TenantScope, key: string) =>
      firstPayment(ofTenant(payments, scope, eq(payments.idempotencyKey, key))),

    /**
     * A guest's payment starts with two questions, asked in one statement: did this key start an
     * attempt already (`known`), and is one of the order's own attempts still under way (`open`)?
     */
    async findKeyOrProcessing(
      scope: TenantScope,
      key: string,
      orderId: string,
    ): Promise<{ known: PaymentRow | undefined; open: PaymentRow | undefined }> {
      const rows = await db
        .select()
        .from(payments)
        .where(
          or(
            ofTenant(payments, scope, eq(payments.idempotencyKey, key)),
            and(ofOrder(scope, orderId), eq(payments.status, 'processing')),
          ),
        );
      return {
        known: rows.find((row) => row.idempotencyKey === key),
        open: rows.find(
          (row) => row.orderId === orderId && row.billId === null && row.status === 'processing',
        ),
      };
    },

    unsafeFindByProviderId: (providerPaymentId: string) =>
      firstPayment(eq(payments.providerPaymentId, providerPaymentId)),

    /**
     * Starts a payment under the order's row lock, so what is still due is read after every other
     * payment of the order committed. `amounts` gets the settled payments, the attempts under way
     * and what edits gave back (refunds' `adjustmentMinor`, summed), and returns the row to insert, or
     * throws (already paid, order cancelled). A second attempt while one is under way
     * fails on `payments_one_processing_per_order`; a reused key on `payments_account_idempotency_key`.
     * Runs in the caller's scope of the order's account, in a savepoint: after a refusal the
     * caller's transaction goes on (it reads the attempt the reused key started).
     */
    async start(
      scope: TenantScope,
      orderId: string,
      amounts: (
        order: PayableOrder,
        settled: PaymentRow[],
        underWay: PaymentRow[],
        editRefundsMinor: number,
      ) => NewPayment,
    ): Promise<PaymentRow> {
      return db.transaction(async (tx) => {
        // The order under its lock, with what refunds for edits down gave back of it (summed in
        // the same statement).
        const [locked] = await tx
          .select({
            ...payableColumns,
            adjustmentMinor: sql<number>`(${editRefundsOf(tx, scope, orderId)})`,
          })
          .from(orders)
          .where(ofTenant(orders, scope, eq(orders.id, orderId)))
          .for('update');
        if (!locked) throw new Error(`Order ${orderId} vanished while paying`);
        const { adjustmentMinor: editRefundsMinor, ...order } = locked;
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
          .values({
            ...amounts(order, settled, underWay, editRefundsMinor),
            accountId: scope.accountId,
          })
          .returning();
        return row!;
      });
    },

    /**
     * The provider's id of a payment, once it answered; false when the attempt ended meanwhile (the
     * sweep gave it up as interrupted), so the caller cancels the charge rather than hand it out.
     */
    async attachProviderId(
      scope: TenantScope,
      payment: PaymentRef,
      providerPaymentId: string,
    ): Promise<boolean> {
      // A share's bill first, as starting and settling a share take it: the id's write holds the
      // payment's row (and its key's index entry) until the caller's settle has the bill's lock.
      await lockBillOfPayment(db, scope, payment);
      return setWhileProcessing(scope, payment.id, { providerPaymentId });
    },

    /**
     * Brings a payment to what the provider says. A settled payment never moves back (a late
     * "processing" event after "succeeded" changes nothing), and a provider's charge is booked in
     * the ledger once, in the same transaction, whoever settles it first (browser, webhook or a
     * retry).
     * Runs in the caller's scope of the payment's account (`settlement.settle` opens or joins
     * it), whose one transaction holds every write below: no savepoint, as nothing here is
     * refused and recovered from.
     */
    async settle(
      scope: TenantScope,
      payment: PaymentRef,
      charge: ChargeState,
    ): Promise<PaymentRow | undefined> {
      const paymentId = payment.id;
      // A share's bill, then the order's row lock, as `start` and a share's start take them:
      // settling writes the order's payment summary (and the bill's), and taking the locks in
      // another order deadlocked with a repeat of the attempt.
      await lockBillOfPayment(db, scope, payment);
      await lockOrderOfPayment(db, scope, paymentId);
      const [row] = await db
        .update(payments)
        .set({
          providerPaymentId: charge.providerPaymentId,
          status: charge.status,
          cardBrand: sql`coalesce(${charge.cardBrand}, ${payments.cardBrand})`,
          cardLast4: sql`coalesce(${charge.cardLast4}, ${payments.cardLast4})`,
          failureMessage: charge.failureMessage,
          updatedAt: new Date(),
        })
        .where(stillProcessing(scope, paymentId))
        .returning();
      // Money taken at the counter is the business's already: no provider holds it or pays it out.
      if (row?.status === 'succeeded' && row.provider !== 'counter')
        await db
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
      if (row?.status === 'succeeded') {
        await summarize(db, scope, row.orderId);
        if (row.billId) await settleBillShare(db, scope, bills, { id: row.id, billId: row.billId });
      }
      return row;
    },

    /** The provider refused the attempt outright (a bad test card, an API error): nothing moved. */
    async markFailed(scope: TenantScope, paymentId: string, message: string): Promise<boolean> {
      return setWhileProcessing(scope, paymentId, { status: 'failed', failureMessage: message });
    },

    /** What shares of a table's bill paid of this order (decision 047). */
    billPaid: (scope: TenantScope, orderId: string) => billPaidOf(db, scope, orderId),

    /** Every order a share of a table's bill paid part of (each is announced to the board). */
    ordersOfShare: (scope: TenantScope, paymentId: string) =>
      bills.ordersOfPayment(db, scope, paymentId),

    /** The order's version and status now, to announce a payment change to open boards. */
    async orderVersion(
      scope: TenantScope,
      orderId: string,
    ): Promise<{ version: number; status: OrderStatus } | undefined> {
      const [row] = await db
        .select({ version: orders.version, status: orders.status })
        .from(orders)
        .where(ofTenant(orders, scope, eq(orders.id, orderId)));
      return row;
    },

    findPayment: (scope: TenantScope, paymentId: string) =>
      firstPayment(ofTenant(payments, scope, eq(payments.id, paymentId))),

    /**
     * Stores a provider event's id for the account, in the caller's transaction (the one that
     * applies it): false when it was stored before, and the event must change nothing again.
     */
    async recordWebhookEvent(
      scope: TenantScope,
      event: { id: string; type: string; createdAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .insert(paymentWebhookEvents)
        .values({
          accountId: scope.accountId,
          eventId: event.id,
          type: event.type,
          eventCreatedAt: event.createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.eventId });
      return rows.length > 0;
    },

    /**
     * The order's payment summary written again after a change of the order's own money (its
     * lines edited): what is due follows the new total. Nothing for an order never paid online.
     */
    async resummarize(scope: TenantScope, orderId: string): Promise<boolean> {
      return withTenantScope(db, scope.accountId, async (tx) => {
        await lockOrder(tx, scope, orderId);
        const [paid] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(ofOrder(scope, orderId), eq(payments.status, 'succeeded')))
          .limit(1);
        if (!paid) return false;
        await summarize(tx, scope, orderId);
        return true;
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
