import { SOURCE_LOCALE, type GuestLocale } from '@scanorder/shared/i18n/locales';
import { AppError } from '@scanorder/shared/errors/app-error';
import { percentOf, tipChoicesOf } from '@scanorder/shared/ordering/price';
import { paymentMessages } from '@scanorder/shared/payments/payments';
import { chargeStepOf, evenShareOf } from '@scanorder/shared/payments/bill-shares';
import {
  billMessages,
  type PayBillRequest,
  type CounterPaymentInput,
  type PayBillResult,
  type TableBill,
} from '@scanorder/shared/payments/table-bill';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { unsafePublicScope, type TenantScope } from '../../tenancy/tenant.ts';
import { orderNotFound, payableOrderOf } from './payable-order.ts';
import { platformFeeOf, stateOf } from './payment-amounts.ts';
import { counterCharge } from './counter-payment.ts';
import { createPaymentCharge } from './payment-charge.ts';
import { presentPayment } from './payment-presenters.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentReadiness } from './payment-readiness.ts';
import type { InScope, PaymentSettlement } from './payment-settlement.ts';
import type { PayableOrder, PaymentsRepository } from './payments.repository.ts';
import { billAmountsOf, shareOf } from './table-bill-amounts.ts';
import type { BillState, TableBillsRepository } from './table-bills.repository.ts';

/** How long a table sits: its dine-in orders of the last hours are one bill (decision 047). */
export const TABLE_SITTING_HOURS = 12;

export interface TableBillOptions {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  bills: TableBillsRepository;
  platformFeePercent: number;
  readiness: PaymentReadiness;
  settlement: PaymentSettlement;
  now: () => Date;
  inScope: InScope;
  guestOrderOf: (orderId: string) => Promise<PayableOrder>;
}

/** The open bill of a table: every guest's page reads it, and each share is a payment. */
export function createTableBill({
  provider,
  payments,
  bills,
  platformFeePercent,
  readiness,
  settlement,
  now,
  inScope,
  guestOrderOf,
}: TableBillOptions) {
  const charge = createPaymentCharge({ provider, payments, settlement, inScope });

  /** The order's table, or 404 when its bill is not paid at a table (pickup, paid first...). */
  async function tableOf(order: PayableOrder) {
    const table = await bills.unsafeTableOf(order.id);
    const ready = await readiness.readiness(order);
    if (
      !table?.branchId ||
      table.fulfilmentType !== 'dine-in' ||
      ready.settings.dineInPayment !== 'at-end' ||
      order.awaitingPaymentUntil
    )
      throw new AppError('NOT_FOUND', billMessages.noBill);
    return {
      ready,
      table: {
        businessId: order.businessId,
        branchId: table.branchId,
        tableKey: table.identifier.toLowerCase(),
        currency: order.currency,
      },
    };
  }

  const since = () => new Date(now().getTime() - TABLE_SITTING_HOURS * 3_600_000);

  /** The order as a bill takes it: cancelled, it starts or joins none (its page shows no bill). */
  const billingOrderOf = (order: PayableOrder) => ({
    id: order.id,
    joins: order.status !== 'Order Cancelled',
  });

  function present(
    state: BillState,
    identifier: string,
    ready: Awaited<ReturnType<PaymentReadiness['readiness']>>,
  ): TableBill {
    const amounts = billAmountsOf(state);
    const { bill } = state;
    return {
      billId: bill.id,
      table: identifier,
      status: bill.status,
      provider: provider.kind,
      testMode: provider.testMode,
      publishableKey: provider.publishableKey,
      online: ready.reason === null && bill.status === 'open',
      unavailableReason: ready.reason,
      currency: bill.currency,
      state: stateOf(amounts.totalMinor, amounts.paidMinor),
      totalMinor: amounts.totalMinor,
      paidMinor: amounts.paidMinor,
      dueMinor: amounts.dueMinor,
      payableMinor: amounts.payableMinor,
      tipPercentages: tipChoicesOf(ready.settings),
      split:
        bill.splitParts !== null && bill.splitBaseMinor !== null
          ? {
              parts: bill.splitParts,
              baseMinor: bill.splitBaseMinor,
              takenShares: amounts.takenShares,
              nextShareMinor:
                amounts.takenShares < bill.splitParts - 1
                  ? Math.min(
                      evenShareOf(
                        bill.splitBaseMinor,
                        bill.splitParts,
                        amounts.takenShares,
                        chargeStepOf(bill.currency),
                      ),
                      amounts.payableMinor,
                    )
                  : amounts.payableMinor,
            }
          : null,
      orders: amounts.orders.map((order) => ({
        orderId: order.id,
        referenceNumber: order.referenceNumber,
        status: order.status as TableBill['orders'][number]['status'],
        amountMinor: order.amountMinor,
        dueMinor: Math.max(0, order.amountMinor - order.paidMinor),
        lines: order.lines,
      })),
      payments: state.payments.map(presentPayment),
    };
  }

  async function read(orderId: string): Promise<TableBill> {
    const order = await payableOrderOf(payments, orderId);
    const { ready, table } = await tableOf(order);
    const identifier = (await bills.unsafeTableOf(order.id))?.identifier ?? '';
    const bill = await bills.withBill(
      unsafePublicScope(order.accountId),
      billingOrderOf(order),
      table,
      since(),
      (state) => Promise.resolve(present(state, identifier, ready)),
    );
    if (!bill) throw new AppError('NOT_FOUND', billMessages.noBill);
    return bill;
  }

  return {
    getBill: read,

    /** Whether the order is paid on its table's bill rather than on its own. */
    async onTableBill(order: PayableOrder): Promise<boolean> {
      try {
        await tableOf(order);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
        throw error;
      }
    },

    /**
     * The team records that what the bill still owes was paid at the counter (cash, or the
     * business's own card terminal): a share of everything free to pay, taken by nobody's card,
     * that settles at once in the same transaction and closes the bill. No tip, no platform fee,
     * nothing in the provider's ledger. Works whether or not the business takes payments online
     * (a business paid only at the counter closes its tables this way). A share a guest's card is
     * paying right now is left to finish (409 with "in progress"). `branchId` limits a kiosk to
     * its own branch's tables.
     */
    async recordAtCounter(
      scope: TenantScope,
      orderId: string,
      input: CounterPaymentInput,
      branchId?: string,
    ): Promise<TableBill> {
      const order = await payableOrderOf(payments, orderId);
      if (order.accountId !== scope.accountId) throw orderNotFound();
      const { table } = await tableOf(order);
      if (branchId !== undefined && table.branchId !== branchId) throw orderNotFound();
      const known = await payments.findByKey(scope, input.idempotencyKey);
      // The same request again (a double tap, a retry) answers with the bill it closed.
      if (known && (known.provider !== 'counter' || !known.billId))
        throw new AppError('CONFLICT', paymentMessages.keyUsed, 'idempotencyKey');
      if (!known) {
        const row = await bills
          .withBill(scope, billingOrderOf(order), table, since(), (state, tx) => {
            if (state.bill.status === 'closed') throw new AppError('CONFLICT', billMessages.closed);
            const share = shareOf({ mode: 'all' }, state, billAmountsOf(state));
            return bills.startShare(
              tx,
              scope,
              state.bill.id,
              {
                businessId: order.businessId,
                orderId: state.orders[0]!.id,
                provider: 'counter',
                idempotencyKey: input.idempotencyKey,
                currency: state.bill.currency,
                amountMinor: share.amountMinor,
                tipMinor: 0,
                tipHundredthsPercent: 0,
                platformFeeMinor: 0,
                locale: SOURCE_LOCALE,
                receiptEmail: null,
              },
              share.allocations,
            );
          })
          .catch((error: unknown) => {
            // The same key sent twice at once: the other request records it.
            if (!isUniqueViolation(error, 'payments_account_idempotency_key')) throw error;
            return undefined;
          });
        if (row)
          await settlement.settle(
            await payableOrderOf(payments, row.orderId),
            row,
            counterCharge(row),
          );
      }
      return read(orderId);
    },

    /**
     * One share of the table's bill: everything still due, the next even share, or the chosen
     * lines; the tip is a percentage of the share. Amounts and what is free to pay are read under
     * the bill's lock, so two phones choosing the same lines cannot both pay them.
     */
    async payBill(
      orderId: string,
      input: PayBillRequest,
      locale: GuestLocale = SOURCE_LOCALE,
    ): Promise<PayBillResult> {
      const order = await guestOrderOf(orderId);
      const scope = unsafePublicScope(order.accountId);
      const inOrderScope = <T>(work: () => Promise<T>) => inScope(order.accountId, work);
      // The share is started and committed in one short scope, the provider asked outside any
      // (decision 057), and its answer recorded in another.
      const begun = await inOrderScope(async () => {
        const { ready, table } = await tableOf(order);
        let row = await payments.findByKey(scope, input.idempotencyKey);
        let resumed = row !== undefined;
        if (row && !row.billId)
          throw new AppError('CONFLICT', paymentMessages.keyUsed, 'idempotencyKey');
        if (!row) {
          if (ready.reason === 'pay-at-counter')
            throw new AppError('CONFLICT', paymentMessages.payAtCounter);
          if (ready.reason !== null) throw new AppError('CONFLICT', paymentMessages.notReady);
          if (!tipChoicesOf(ready.settings).includes(input.tipPercentage))
            throw new AppError('VALIDATION_FAILED', paymentMessages.invalidTip, 'tipPercentage');
          try {
            row = await bills.withBill(
              scope,
              billingOrderOf(order),
              table,
              since(),
              async (state, tx) => {
                if (state.bill.status === 'closed')
                  throw new AppError('CONFLICT', billMessages.closed);
                const share = shareOf(input, state, billAmountsOf(state));
                const step = chargeStepOf(state.bill.currency);
                const tipMinor = percentOf(share.amountMinor / step, input.tipPercentage) * step;
                const amountMinor = share.amountMinor + tipMinor;
                // Another phone paid meanwhile: never charge what this guest did not see.
                if (input.shownAmountMinor !== undefined && input.shownAmountMinor !== amountMinor)
                  throw new AppError('CONFLICT', paymentMessages.amountChanged, 'shownAmountMinor');
                const anchor = state.orders[0]!;
                return bills.startShare(
                  tx,
                  scope,
                  state.bill.id,
                  {
                    businessId: order.businessId,
                    orderId: anchor.id,
                    provider: provider.kind,
                    idempotencyKey: input.idempotencyKey,
                    currency: state.bill.currency,
                    amountMinor,
                    tipMinor,
                    tipHundredthsPercent: Math.round(input.tipPercentage * 100),
                    platformFeeMinor: platformFeeOf(amountMinor, platformFeePercent),
                    locale,
                    receiptEmail: input.emailAddress ?? null,
                  },
                  share.allocations,
                  share.split,
                );
              },
            );
          } catch (error) {
            if (!isUniqueViolation(error, 'payments_account_idempotency_key')) throw error;
            row = await payments.findByKey(scope, input.idempotencyKey);
            resumed = true;
            if (!row?.billId)
              throw new AppError('CONFLICT', paymentMessages.keyUsed, 'idempotencyKey');
          }
        }
        if (!row) throw new AppError('NOT_FOUND', billMessages.noBill);
        // The same share already asked the provider, or is asking it now (a double tap): answer
        // with where it stands rather than asking again.
        const inFlight = resumed && !row.providerPaymentId;
        const charging = row.status === 'processing' && ready.connected && !inFlight;
        return {
          ready,
          row,
          anchor: charging ? await payableOrderOf(payments, row.orderId) : null,
        };
      });
      const { ready, anchor } = begun;
      let { row } = begun;
      let clientSecret: string | null = null;
      if (anchor && ready.connected) {
        const payer = { connected: ready.connected, business: ready.business };
        const done = await charge(anchor, row, input, payer, locale);
        row = done.row;
        clientSecret = done.clientSecret;
      }
      return {
        payment: presentPayment(row),
        clientSecret,
        bill: await inOrderScope(() => read(orderId)),
      };
    },

    /** After Stripe.js confirmed a share in the browser: read it from Stripe and record it. */
    async refreshBillPayment(orderId: string, paymentId: string): Promise<PayBillResult> {
      const order = await guestOrderOf(orderId);
      const inOrderScope = <T>(work: () => Promise<T>) => inScope(order.accountId, work);
      const { row, anchor } = await inOrderScope(async () => {
        const bill = await read(orderId);
        const found = await payments.findPayment(unsafePublicScope(order.accountId), paymentId);
        if (!found || found.billId !== bill.billId)
          throw new AppError('NOT_FOUND', paymentMessages.notFound);
        return { row: found, anchor: await payableOrderOf(payments, found.orderId) };
      });
      // The provider is asked outside any scope; the settle opens its own.
      const current = await settlement.refresh(anchor, row);
      return {
        payment: presentPayment(current),
        clientSecret: null,
        bill: await inOrderScope(() => read(orderId)),
      };
    },
  };
}
