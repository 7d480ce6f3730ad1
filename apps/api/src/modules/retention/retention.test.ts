import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardOrder } from '@scanorder/shared/ordering/board';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { orders } from '../../db/schema/orders.ts';
import { orderPushSubscriptions } from '../../db/schema/push.ts';
import { databaseKinds, TestClient, uniqueIp } from '../../../test/harness.ts';
import {
  addItem,
  DELIVERY_CUSTOMER,
  orderRequest,
  paneerTikka,
} from '../../../test/ordering-fixtures.ts';
import { createRetentionRepository, ERASED_CUSTOMER } from './retention.repository.ts';
import { runRetentionOnce } from './retention.job.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

describe.each(databaseKinds)('retention job on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', {
    env: { PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' },
    store: {
      pickupDelivery: { selfDeliveryEnabled: true },
    },
  });
  let dishId: string;

  beforeAll(async () => {
    dishId = (await addItem(shop.owner.client, 'restaurant', paneerTikka({ selectors: [] }))).id;
  });

  const place = async () => {
    const response = await new TestClient(shop.test.app, uniqueIp()).post(
      '/api/v1/public/orders',
      orderRequest(shop.store, {
        lines: [{ menuItemId: dishId, quantity: 2 }],
        fulfilment: { type: 'delivery', latitude: 11.01, longitude: 76.95 },
        customer: DELIVERY_CUSTOMER,
      }),
    );
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json<Order>();
  };
  const rowOf = async (id: string) =>
    (await shop.test.deps.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it("erases the customer's personal data from orders past expiredAt and keeps the amounts", async () => {
    const expired = await place();
    const kept = await place();
    await new TestClient(shop.test.app, uniqueIp()).post(
      `/api/v1/public/orders/${expired.id}/push-subscriptions`,
      {
        endpoint: 'http://127.0.0.1:9/customer-phone',
        keys: {
          p256dh:
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    );
    const before = await rowOf(expired.id);
    expect(before.customerId).not.toBeNull();
    await shop.test.deps.database.db
      .update(orders)
      .set({ expiredAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, expired.id));

    const retention = createRetentionRepository(shop.test.deps.database.db);
    expect(await runRetentionOnce(retention)).toBe(1);

    const after = await rowOf(expired.id);
    expect(after.customer).toEqual(ERASED_CUSTOMER);
    expect(after.customerId).toBeNull();
    expect(after.fulfilment).toEqual({ type: 'delivery', latitude: null, longitude: null });
    expect(after.personalDataErasedAt).not.toBeNull();
    expect(after).toMatchObject({
      totalMinor: before.totalMinor,
      subtotalMinor: before.subtotalMinor,
      taxMinor: before.taxMinor,
      lines: before.lines,
      status: before.status,
      version: before.version,
    });
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(
      await shop.test.deps.database.db
        .select()
        .from(orderPushSubscriptions)
        .where(eq(orderPushSubscriptions.orderId, expired.id)),
    ).toEqual([]);

    const board = (await shop.owner.client.get(`/api/v1/orders/${expired.id}`)).json<BoardOrder>();
    expect(board).toMatchObject({
      personalDataErased: true,
      customer: { firstName: '', lastName: '', streetAddress: null },
      totals: { totalMinor: before.totalMinor },
    });
    expect((await rowOf(kept.id)).customer).toMatchObject({ firstName: 'Ravi', zipCode: '641018' });

    // A second sweep finds nothing more to do.
    expect(await runRetentionOnce(retention)).toBe(0);
  });
});
