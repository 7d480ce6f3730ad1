import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardOrder } from '@scanorder/shared/ordering/board';
import { paymentMessages, type PayOrderResult } from '@scanorder/shared/payments/payments';
import { databaseKinds } from '../../../test/harness.ts';
import { accountIdOf } from '../../../test/billing-fixtures.ts';
import {
  payment,
  paymentSummary,
  payUrl,
  placeOrder,
  useDishStore,
} from '../../../test/payment-fixtures.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe.each(databaseKinds)('recovering guest payments on %s', (kind) => {
  const shop = useDishStore(kind, { env: { ORDER_RATE_LIMIT_MAX: '200' }, onboard: true });
  let accountId: string;

  beforeAll(async () => {
    accountId = await accountIdOf(shop.owner.client);
  });

  const statusOf = async (paymentId: string) => {
    const [row] = await shop.test.deps.database.db
      .select({ status: payments.status, failureMessage: payments.failureMessage })
      .from(payments)
      .where(eq(payments.id, paymentId));
    return row;
  };
  /** An attempt as a crash leaves it: written, never answered by the provider. */
  async function orphanOf(orderId: string, minutes: number, providerPaymentId?: string) {
    const at = minutesAgo(minutes);
    const [row] = await shop.test.deps.database.db
      .insert(payments)
      .values({
        accountId,
        businessId: shop.store.businessId,
        orderId,
        provider: 'local',
        providerPaymentId: providerPaymentId ?? null,
        idempotencyKey: randomUUID(),
        currency: 'INR',
        amountMinor: 26_768,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: payments.id });
    return row!.id;
  }

  it('lets the guest pay past an attempt a crash left unanswered, once it is surely over', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const orphan = await orphanOf(order.id, 0.5);
    // Half a minute old: the provider may still answer it, so a second charge must wait.
    const early = await shop.guest.post(payUrl(order.id), payment());
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(paymentMessages.inProgress);

    await shop.test.deps.database.db
      .update(payments)
      .set({ updatedAt: minutesAgo(3) })
      .where(eq(payments.id, orphan));
    const paid = await shop.guest.post(payUrl(order.id), payment());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<PayOrderResult>().order.state).toBe('Paid');
    expect(await statusOf(orphan)).toEqual({
      status: 'failed',
      failureMessage: paymentMessages.failed,
    });
  });

  it('gives up, in the sweep, attempts never answered and attempts the provider forgot', async () => {
    const unanswered = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const forgotten = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const recent = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const lost = await orphanOf(unanswered.id, 3);
    // The local provider keeps its charges in memory: after a restart it knows none of them.
    const gone = await orphanOf(forgotten.id, 11, 'pi_local_forgotten');
    const underWay = await orphanOf(recent.id, 0.5);

    const outcome = await shop.test.deps.paymentRecovery.recover();
    expect(outcome).toMatchObject({ interrupted: 1, reconciled: 1 });
    expect((await statusOf(lost))?.status).toBe('failed');
    expect((await statusOf(gone))?.status).toBe('failed');
    expect((await statusOf(underWay))?.status).toBe('processing');
    const paid = await shop.guest.post(payUrl(unanswered.id), payment());
    expect(paid.json<PayOrderResult>().order.state).toBe('Paid');
  });

  it('refunds, once, a paid order whose cancel no process heard', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const paid = await shop.guest.post(payUrl(order.id), payment({ tipPercentage: 10 }));
    const { amountMinor } = paid.json<PayOrderResult>().payment;
    // Cancelled while every process's LISTEN connection was down: no event reached anyone.
    await shop.test.deps.database.db
      .update(orders)
      .set({ status: 'Order Cancelled', updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    expect((await paymentSummary(shop.guest, order.id)).refundedMinor).toBe(0);

    expect((await shop.test.deps.paymentRecovery.recover()).refunded).toBe(1);
    const summary = await paymentSummary(shop.guest, order.id);
    expect(summary.refundedMinor).toBe(amountMinor);
    expect(summary.refunds).toEqual([
      expect.objectContaining({ amountMinor, reason: 'Order cancelled' }),
    ]);
    const ticket = await shop.owner.client.get(`/api/v1/orders/${order.id}`);
    expect(ticket.json<BoardOrder>().payment?.state).toBe('Refunded');

    expect((await shop.test.deps.paymentRecovery.recover()).refunded).toBe(0);
    expect((await paymentSummary(shop.guest, order.id)).refunds).toHaveLength(1);
  });
});
