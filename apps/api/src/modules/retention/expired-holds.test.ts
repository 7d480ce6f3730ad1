import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS, type PayOrderResult } from '@scanorder/shared/payments/payments';
import { databaseKinds } from '../../../test/harness.ts';
import { payment, payUrl, placeOrder, useDishStore } from '../../../test/payment-fixtures.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { deleteExpiredHolds } from './retention.job.ts';
import { createRetentionRepository } from './retention.repository.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe.each(databaseKinds)('orders never paid in time on %s', (kind) => {
  const shop = useDishStore(kind, { env: { ORDER_RATE_LIMIT_MAX: '200' }, onboard: true });

  const heldUntil = (orderId: string, at: Date) =>
    shop.test.deps.database.db
      .update(orders)
      .set({ awaitingPaymentUntil: at })
      .where(eq(orders.id, orderId));

  it('are deleted a day after their hold ended, unless a payment of theirs succeeded or is under way', async () => {
    const abandoned = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const declined = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const underWay = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const recent = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const paid = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const refused = await shop.guest.post(
      payUrl(declined.id),
      payment({ card: { number: TEST_CARDS.declined, expiry: '12/34', cvc: '123' } }),
    );
    expect(refused.json<PayOrderResult>().payment.status).toBe('failed');
    expect((await shop.guest.post(payUrl(paid.id), payment())).statusCode).toBe(200);
    const [business] = await shop.test.deps.database.db
      .select({ accountId: orders.accountId, businessId: orders.businessId })
      .from(orders)
      .where(eq(orders.id, underWay.id));
    await shop.test.deps.database.db.insert(payments).values({
      ...business!,
      orderId: underWay.id,
      provider: 'local',
      providerPaymentId: 'pi_local_still_open',
      idempotencyKey: randomUUID(),
      currency: 'INR',
      amountMinor: 26_768,
    });
    for (const order of [abandoned, declined, underWay]) await heldUntil(order.id, hoursAgo(48));
    await heldUntil(recent.id, hoursAgo(1));

    const repository = createRetentionRepository(shop.test.deps.database.db);
    expect(await deleteExpiredHolds(repository)).toBe(2);
    const left = await shop.test.deps.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.id,
          [abandoned, declined, underWay, recent, paid].map((order) => order.id),
        ),
      );
    expect(left.map((row) => row.id).sort()).toEqual([underWay.id, recent.id, paid.id].sort());
    expect((await shop.guest.get(`/api/v1/public/orders/${abandoned.id}`)).statusCode).toBe(404);
    // The declined attempt went with its order.
    const attempts = await shop.test.deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, declined.id));
    expect(attempts).toEqual([]);
    expect(await deleteExpiredHolds(repository)).toBe(0);
  });
});
