import type { Order } from '@scanorder/shared/ordering/place-order';
import type { OrderPayment, Payment } from '@scanorder/shared/payments/payments';
import type { ShareReceipt } from '@scanorder/shared/payments/share-receipt';
import { placedOrder } from './test-fixtures.ts';

type ProviderFields = 'provider' | 'testMode' | 'publishableKey' | 'online' | 'unavailableReason';

/**
 * How a guest pays an order or a table's bill (the shared onlinePaymentFields, less the state):
 * online now through the local TEST MODE provider, in rupees.
 */
export const LOCAL_ONLINE_PAYMENT: Pick<OrderPayment, ProviderFields | 'currency'> = {
  provider: 'local',
  testMode: true,
  publishableKey: null,
  online: true,
  unavailableReason: null,
  currency: 'INR',
};

/** ₹585.15 paid by visa 4242, ₹49.80 of it the tip. */
export function cardPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '1b2f4c1e-8a7d-4e3b-9c5a-1f2e3d4c5b6a',
    status: 'succeeded',
    amountMinor: 58_515,
    tipMinor: 4980,
    refundedMinor: 0,
    currency: 'INR',
    method: 'card',
    cardBrand: 'visa',
    cardLast4: '4242',
    failureMessage: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

/** The order of the payment step's tests. */
export const PAYMENT_ORDER_ID = '9b2f4c1e-8a7d-4e3b-9c5a-1f2e3d4c5b6a';

/** The payment section as the order page shows it for that order, placed, with its receipt link. */
export const PAYMENT_SECTION = {
  orderId: PAYMENT_ORDER_ID,
  status: 'Order Placed',
  receiptHref: `/acc-1/restaurant/order/${PAYMENT_ORDER_ID}/order/receipt`,
  timeZone: 'Asia/Kolkata',
} as const;

/** An order's payment side before paying: ₹535.35 due, no tip or 10 % (₹49.80). */
export function unpaidOrderPayment(overrides: Partial<OrderPayment> = {}): OrderPayment {
  return {
    orderId: PAYMENT_ORDER_ID,
    ...LOCAL_ONLINE_PAYMENT,
    state: 'Unpaid',
    orderAmountMinor: 53_535,
    dueMinor: 53_535,
    paidMinor: 0,
    tipMinor: 0,
    refundedMinor: 0,
    tipChoices: [
      { percentage: 0, tipMinor: 0 },
      { percentage: 10, tipMinor: 4980 },
    ],
    payments: [],
    refunds: [],
    ...overrides,
  };
}

/** The order above paid online: no tip at checkout (the guest chose it when paying). */
export function orderPaidOnline(overrides: Partial<Order> = {}): Order {
  const order = placedOrder(overrides);
  return {
    ...order,
    totals: { ...order.totals, tipMinor: 0, tipPercentage: 0, totalMinor: 54_610 },
  };
}

/** Its payment side: paid by visa 4242 with a 10 % tip (₹50.80), then ₹50.00 refunded. */
export function paidOrderPayment(overrides: Partial<OrderPayment> = {}): OrderPayment {
  const payment = cardPayment({
    id: '44444444-4444-4444-8444-444444444444',
    amountMinor: 59_690,
    tipMinor: 5_080,
    refundedMinor: 5_000,
    createdAt: '2098-12-31T10:05:00.000Z',
  });
  return unpaidOrderPayment({
    orderId: placedOrder().id,
    state: 'Paid',
    orderAmountMinor: 54_610,
    dueMinor: 0,
    paidMinor: 54_610,
    tipMinor: 5_080,
    refundedMinor: 5_000,
    tipChoices: [{ percentage: 0, tipMinor: 0 }],
    payments: [payment],
    refunds: [
      {
        id: '55555555-5555-4555-8555-555555555555',
        paymentId: payment.id,
        amountMinor: 5_000,
        reason: 'Naan was cold',
        createdAt: '2098-12-31T11:00:00.000Z',
      },
    ],
    ...overrides,
  });
}

/**
 * A "chosen items" share of the order's table bill: two lines of two orders (₹266.00 and ₹133.00
 * as the bill's allocations recorded them) and a 10 % tip, by visa 4242.
 */
export function itemsShareReceipt(overrides: Partial<ShareReceipt> = {}): ShareReceipt {
  const payment = cardPayment({
    id: '66666666-6666-4666-8666-666666666666',
    amountMinor: 43_890,
    tipMinor: 3_990,
    createdAt: '2098-12-31T10:05:00.000Z',
  });
  return {
    billId: '77777777-7777-4777-8777-777777777777',
    mode: 'items',
    splitParts: null,
    currency: 'INR',
    payment,
    parts: [
      {
        orderId: placedOrder().id,
        referenceNumber: 7,
        lineIndex: 0,
        name: 'Paneer Tikka',
        details: 'Hot, Extra cheese',
        quantity: 2,
        amountMinor: 26_600,
      },
      {
        orderId: '88888888-8888-4888-8888-888888888888',
        referenceNumber: 8,
        lineIndex: 1,
        name: 'Garlic Naan',
        details: '',
        quantity: 1,
        amountMinor: 13_300,
      },
    ],
    shareMinor: 39_900,
    refunds: [],
    paidAfterRefundsMinor: 43_890,
    ...overrides,
  };
}

/** One of 3 even shares (₹182.04 of one order, ₹100.00 of another), ₹50.00 refunded, no tip. */
export function evenShareReceipt(overrides: Partial<ShareReceipt> = {}): ShareReceipt {
  const payment = cardPayment({
    id: '99999999-9999-4999-8999-999999999999',
    amountMinor: 28_204,
    tipMinor: 0,
    refundedMinor: 5_000,
    createdAt: '2098-12-31T10:05:00.000Z',
  });
  return itemsShareReceipt({
    mode: 'even',
    splitParts: 3,
    payment,
    parts: [
      {
        ...itemsShareReceipt().parts[0]!,
        lineIndex: null,
        name: null,
        details: null,
        quantity: null,
        amountMinor: 18_204,
      },
      {
        ...itemsShareReceipt().parts[1]!,
        lineIndex: null,
        name: null,
        details: null,
        quantity: null,
        amountMinor: 10_000,
      },
    ],
    shareMinor: 28_204,
    refunds: [
      {
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        paymentId: payment.id,
        amountMinor: 5_000,
        createdAt: '2098-12-31T11:00:00.000Z',
      },
    ],
    paidAfterRefundsMinor: 23_204,
    ...overrides,
  });
}
