import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  customerShortName,
  formatOrderReference,
  FULFILMENT_TYPES,
  isFinalStatus,
  nextStatusesOf,
  ORDER_STATUSES,
  orderAgeLabel,
  ownerLabelOf,
  statusLabelOf,
  stepperOf,
  type FulfilmentType,
  type OrderStatus,
} from './order-status.ts';

/** The owner transitions of docs/product/order-states.md, written out by hand. */
const ALLOWED: Record<FulfilmentType, [OrderStatus, OrderStatus][]> = {
  'dine-in': [
    ['Order Placed', 'Order Accepted'],
    ['Order Placed', 'Order Cancelled'],
    ['Order Accepted', 'Order Ready for Pickup'],
    ['Order Accepted', 'Order Cancelled'],
    ['Order Ready for Pickup', 'Order Completed'],
    ['Order Ready for Pickup', 'Order Cancelled'],
    ['Order Ready for Delivery', 'Order Completed'],
    ['Order Ready for Delivery', 'Order Cancelled'],
  ],
  pickup: [],
  delivery: [],
};
ALLOWED.pickup = ALLOWED['dine-in'];
ALLOWED.delivery = ALLOWED['dine-in'].map(([from, to]) => [
  from,
  from === 'Order Accepted' && to === 'Order Ready for Pickup' ? 'Order Ready for Delivery' : to,
]);

describe('owner transitions', () => {
  for (const fulfilment of FULFILMENT_TYPES) {
    it(`allows exactly the table's moves for ${fulfilment} orders`, () => {
      const allowed = new Set(ALLOWED[fulfilment].map(([from, to]) => `${from} -> ${to}`));
      let checked = 0;
      for (const from of ORDER_STATUSES)
        for (const to of ORDER_STATUSES) {
          expect(canMoveOrder(from, to, fulfilment), `${from} -> ${to}`).toBe(
            allowed.has(`${from} -> ${to}`),
          );
          checked++;
        }
      expect(checked).toBe(36);
    });
  }

  it('ends at Completed and Cancelled', () => {
    expect(nextStatusesOf('Order Completed', 'pickup')).toEqual([]);
    expect(nextStatusesOf('Order Cancelled', 'delivery')).toEqual([]);
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['Order Completed', 'Order Cancelled']);
  });
});

describe('stepper', () => {
  const states = (steps: ReturnType<typeof stepperOf>) =>
    steps.map((step) => `${step.label}:${step.state}`);

  it('shows the Ready step of the fulfilment and highlights the current step', () => {
    expect(states(stepperOf('Order Accepted', 'delivery'))).toEqual([
      'Order Placed:done',
      'Order Accepted:active',
      'Order Ready for Delivery:todo',
      'Order Completed:todo',
    ]);
    expect(states(stepperOf('Order Ready for Pickup', 'pickup'))[2]).toBe(
      'Order Ready for Pickup:active',
    );
    expect(states(stepperOf('Order Completed', 'pickup'))).toEqual([
      'Order Placed:done',
      'Order Accepted:done',
      'Order Ready for Pickup:done',
      'Order Completed:done',
    ]);
  });

  it('says Ready to Serve for dine-in, whose status is still Ready for Pickup', () => {
    const steps = stepperOf('Order Ready for Pickup', 'dine-in');
    expect(steps[2]).toEqual({
      status: 'Order Ready for Pickup',
      label: 'Order Ready to Serve',
      state: 'active',
    });
    expect(statusLabelOf('Order Ready for Pickup', 'pickup')).toBe('Order Ready for Pickup');
  });

  it('puts Order Cancelled in place of the last step and marks done only the steps reached', () => {
    expect(states(stepperOf('Order Cancelled', 'pickup', 'Order Placed'))).toEqual([
      'Order Placed:done',
      'Order Accepted:todo',
      'Order Ready for Pickup:todo',
      'Order Cancelled:error',
    ]);
    expect(states(stepperOf('Order Cancelled', 'delivery', 'Order Accepted'))).toEqual([
      'Order Placed:done',
      'Order Accepted:done',
      'Order Ready for Delivery:todo',
      'Order Cancelled:error',
    ]);
    expect(states(stepperOf('Order Cancelled', 'dine-in', 'Order Ready for Pickup'))).toEqual([
      'Order Placed:done',
      'Order Accepted:done',
      'Order Ready to Serve:done',
      'Order Cancelled:error',
    ]);
  });
});

describe('labels', () => {
  it("uses the spec's owner filter labels, In the Store for grocery", () => {
    expect(ORDER_STATUSES.map((status) => ownerLabelOf(status, 'restaurant'))).toEqual([
      'Needs Action',
      'In the Kitchen',
      'Ready for Pickup',
      'Ready for Delivery',
      'Order Completed',
      'Order Cancelled',
    ]);
    expect(ownerLabelOf('Order Accepted', 'grocery')).toBe('In the Store');
    expect(ownerLabelOf('Order Ready for Pickup', 'restaurant', 'dine-in')).toBe('Ready to Serve');
    expect(ownerLabelOf('Order Ready for Pickup', 'restaurant', 'pickup')).toBe('Ready for Pickup');
  });

  it('pads the reference to 5 digits', () => {
    expect(formatOrderReference(1)).toBe('00001');
    expect(formatOrderReference(12345)).toBe('12345');
    expect(formatOrderReference(123456)).toBe('123456');
  });

  it('labels the order age: New, minutes, hours, days', () => {
    const created = new Date('2026-03-01T10:00:00Z');
    const at = (ms: number) => orderAgeLabel(created, new Date(created.getTime() + ms));
    expect(at(-5_000)).toBe('New');
    expect(at(59_999)).toBe('New');
    expect(at(60_000)).toBe('1 minute ago');
    expect(at(59 * 60_000 + 59_999)).toBe('59 minutes ago');
    expect(at(3_600_000)).toBe('1 hour ago');
    expect(at(5 * 3_600_000)).toBe('5 hours ago');
    expect(at(24 * 3_600_000 - 1)).toBe('23 hours ago');
    expect(at(24 * 3_600_000)).toBe('1 day ago');
    expect(orderAgeLabel('2026-02-20T10:00:00Z', created)).toBe('9 days ago');
  });

  it('names a customer by first name and last initial', () => {
    expect(customerShortName('Asha', 'raman')).toBe('Asha R.');
    expect(customerShortName('Asha', '')).toBe('Asha');
  });
});
