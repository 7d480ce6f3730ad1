import { DEFAULT_MENU_TYPE_HOURS, WEEKDAYS, type BusinessHours } from '../business/hours.ts';
import type { OrderingCalendar } from './opening.ts';
import type { Order, OrderLine } from './place-order.ts';

/** Monday a split shift, Tuesday to Saturday 09:00-17:00, Sunday closed. 2026-03-02 is a Monday. */
const HOURS: BusinessHours = WEEKDAYS.map((day) => ({
  day,
  closed: day === 'Sunday',
  intervals:
    day === 'Monday'
      ? [
          { open: '11:00', close: '14:30' },
          { open: '17:00', close: '22:00' },
        ]
      : [{ open: '09:00', close: '17:00' }],
}));

export const KOLKATA: OrderingCalendar = {
  timeZone: 'Asia/Kolkata',
  hours: HOURS,
  closures: [{ startDate: '2026-03-04', endDate: null, reason: 'Staff outing' }],
  menuTypeHours: DEFAULT_MENU_TYPE_HOURS,
  branch: { outOfOperation: false, outOfOperationReason: null, outOfOperationUntil: null },
};

/** A placed pickup order of no lines, as the public order page reads it; override any part. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const at = '2026-03-05T10:00:00.000Z';
  return {
    id: '77777777-7777-4777-8777-777777777777',
    accountId: '11111111-1111-4111-8111-111111111111',
    kind: 'restaurant',
    businessId: '22222222-2222-4222-8222-222222222222',
    branchId: null,
    referenceNumber: 1,
    reference: '00001',
    status: 'Order Placed',
    modified: false,
    changes: [],
    cancelDescription: null,
    cancelledFrom: null,
    readyBy: null,
    storeName: 'Main Street',
    identifier: 'counter',
    fulfilment: { type: 'pickup', scheduledFor: null },
    scheduledFor: null,
    customer: {
      firstName: 'Asha',
      lastName: 'Raman',
      mobileNo: '9876512345',
      emailAddress: 'asha@example.com',
      streetAddress: null,
      buildingNumber: null,
      stateName: null,
      zipCode: null,
    },
    lines: [],
    totals: {
      currency: 'INR',
      subtotalMinor: 0,
      taxMinor: 0,
      serviceChargeMinor: 0,
      tipMinor: 0,
      totalMinor: 0,
      includeTaxCalculation: false,
      taxTypeName: 'GST',
      taxPercentage: 0,
      includeTips: false,
      tipPercentage: 0,
      serviceChargePercentage: 0,
    },
    additionalData: [],
    business: {
      name: 'Spice Route Kitchen',
      logoUrl: null,
      address: '12 Race Course Road, Coimbatore',
      countryCode: '+91',
      mobileNo: '9876543210',
      timeZone: 'Asia/Kolkata',
    },
    version: 1,
    createdAt: at,
    updatedAt: at,
    expiredAt: '2026-04-04T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A line of two Paneer Tikka, spice level Hot, taxed at 5 %, as an order carries it priced: what
 * one plate costs with the option, what Hot adds, the item and the guest's note vary.
 */
export function twoHotPaneerTikka(line: {
  menuItemId: string;
  unitPriceMinor: number;
  hotPriceMinor: number;
  instruction: string;
}): OrderLine {
  const lineTotalMinor = 2 * line.unitPriceMinor;
  return {
    menuItemId: line.menuItemId,
    name: 'Paneer Tikka',
    quantity: 2,
    variant: null,
    options: [
      {
        groupId: 'spice',
        groupName: 'Spice level',
        groupType: 'selectors',
        optionId: 'hot',
        value: 'Hot',
        count: 1,
        additionalPriceMinor: line.hotPriceMinor,
      },
    ],
    instruction: line.instruction,
    unitPriceMinor: line.unitPriceMinor,
    lineTotalMinor,
    taxPercentage: 5,
    taxMinor: lineTotalMinor / 20,
    imageUrl: null,
  };
}
