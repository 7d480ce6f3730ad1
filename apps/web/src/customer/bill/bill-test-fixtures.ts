import type { TableBill } from '@scanorder/shared/payments/table-bill';
import { LOCAL_ONLINE_PAYMENT, PAYMENT_ORDER_ID } from '../payment-test-fixtures.ts';

/** The other guest's order at the table. */
export const OTHER_ORDER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
/**
 * Table 4's open bill, nothing paid: this guest's order #12 (Masala Dosa ₹150.00, 2 × Filter Coffee
 * ₹250.00) and the other guest's #13 (Idli ₹200.00, being paid on another phone).
 */
export function tableBill(overrides: Partial<TableBill> = {}): TableBill {
  return {
    billId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    table: 'Table 4',
    status: 'open',
    ...LOCAL_ONLINE_PAYMENT,
    state: 'Unpaid',
    totalMinor: 60_000,
    paidMinor: 0,
    dueMinor: 60_000,
    payableMinor: 60_000,
    tipPercentages: [0, 10],
    split: null,
    orders: [
      {
        orderId: PAYMENT_ORDER_ID,
        referenceNumber: 12,
        status: 'Order Placed',
        amountMinor: 40_000,
        dueMinor: 40_000,
        lines: [
          {
            lineIndex: 0,
            name: 'Masala Dosa',
            details: '',
            instruction: '',
            quantity: 1,
            amountMinor: 15_000,
            state: 'open',
          },
          {
            lineIndex: 1,
            name: 'Filter Coffee',
            details: '',
            instruction: '',
            quantity: 2,
            amountMinor: 25_000,
            state: 'open',
          },
        ],
      },
      {
        orderId: OTHER_ORDER,
        referenceNumber: 13,
        status: 'Order Placed',
        amountMinor: 20_000,
        dueMinor: 20_000,
        lines: [
          {
            lineIndex: 0,
            name: 'Idli',
            details: '',
            instruction: '',
            quantity: 1,
            amountMinor: 20_000,
            state: 'pending',
          },
        ],
      },
    ],
    payments: [],
    ...overrides,
  };
}
