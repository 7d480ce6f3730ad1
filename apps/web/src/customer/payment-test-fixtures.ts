import type { Order } from '@scanorder/shared/ordering/place-order';
import type { OrderPayment, Payment } from '@scanorder/shared/payments/payments';
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
