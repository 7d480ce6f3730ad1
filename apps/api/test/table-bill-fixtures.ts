import { randomUUID } from 'node:crypto';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { TEST_CARDS } from '@scanorder/shared/payments/payments';
import type { PayBillInput, TableBill } from '@scanorder/shared/payments/table-bill';
import { TestClient, uniqueIp, type TestApp } from './harness.ts';
import { orderRequest, type Store } from './ordering-fixtures.ts';

export const billUrl = (orderId: string) => `/api/v1/public/orders/${orderId}/bill`;
export const shareUrl = (orderId: string) => `${billUrl(orderId)}/payments`;

/** A share paid with the local provider's test card, no tip, everything due unless told. */
export const share = (input: Partial<PayBillInput>): PayBillInput => ({
  idempotencyKey: randomUUID(),
  tipPercentage: 0,
  mode: 'all',
  card: { number: TEST_CARDS.success, expiry: '12/40', cvc: '123' },
  ...input,
});

/** Two guests' dine-in orders at the table `identifier`: one of 2 lines (1 and 2 dishes), one of 1 dish. */
export async function seatTable(test: TestApp, store: Store, dishId: string, identifier: string) {
  const guests = [new TestClient(test.app, uniqueIp()), new TestClient(test.app, uniqueIp())];
  const place = async (guest: TestClient, quantities: number[]) => {
    const response = await guest.post(
      '/api/v1/public/orders',
      orderRequest(store, {
        identifier,
        fulfilment: { type: 'dine-in' },
        lines: quantities.map((quantity) => ({
          menuItemId: dishId,
          quantity,
          options: [],
          variantId: null,
          instruction: '',
        })),
      }),
    );
    if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
    return response.json<Order>();
  };
  const first = await place(guests[0]!, [1, 2]);
  const second = await place(guests[1]!, [1]);
  return { guests: guests as [TestClient, TestClient], first, second, identifier };
}

/** The bill as a guest's page reads it. */
export async function billOf(guest: TestClient, orderId: string): Promise<TableBill> {
  const response = await guest.get(billUrl(orderId));
  if (response.statusCode !== 200) throw new Error(`bill failed: ${response.body}`);
  return response.json<TableBill>();
}
