import { describe, expect, it } from 'vitest';
import {
  orderStatusInputSchema,
  placeOrderInputSchema,
  type PlaceOrderRequest,
} from './place-order.ts';

const request = (overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest => ({
  accountId: '3b0c7f5e-2a1c-4f55-9a4c-7d1c0e5b9a01',
  kind: 'restaurant',
  businessId: '7d1c0e5b-9a01-4f55-9a4c-3b0c7f5e2a1c',
  branchId: '9a4c3b0c-7f5e-4a1c-8f55-7d1c0e5b9a01',
  identifier: 'Table 1',
  fulfilment: { type: 'pickup' },
  customer: {
    firstName: 'Asha',
    lastName: 'Raman',
    mobileNo: '919876543210',
    emailAddress: 'asha@example.com',
  },
  lines: [{ menuItemId: '1c0e5b9a-01f5-4a4c-9b0c-7f5e2a1c3b0c', quantity: 1 }],
  idempotencyKey: 'c0e5b9a0-1f55-4a4c-9b0c-7f5e2a1c3b0c',
  ...overrides,
});
const messagesOf = (input: unknown) =>
  placeOrderInputSchema
    .safeParse(input)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('place order input', () => {
  it('defaults pickup to as soon as possible, options, instruction and tip', () => {
    const parsed = placeOrderInputSchema.parse(request());
    expect(parsed.fulfilment).toEqual({ type: 'pickup', slot: null });
    expect(parsed.lines[0]).toEqual({
      menuItemId: '1c0e5b9a-01f5-4a4c-9b0c-7f5e2a1c3b0c',
      quantity: 1,
      options: [],
      variantId: null,
      instruction: '',
    });
    expect(parsed.tipPercentage).toBe(0);
  });

  it("applies the spec's customer rules and needs the address for delivery", () => {
    expect(
      messagesOf(
        request({
          customer: { firstName: 'A', lastName: 'Raman', mobileNo: '12345', emailAddress: 'nope' },
        }),
      ),
    ).toEqual([
      'customer.firstName: First name cannot be less than 2 characters',
      'customer.mobileNo: Please enter valid Mobile no',
      'customer.emailAddress: Please enter a valid email',
    ]);
    expect(messagesOf(request({ fulfilment: { type: 'delivery' } }))).toEqual([
      'customer.streetAddress: Street address field is required',
      'customer.buildingNumber: Building number field is required',
      'customer.stateName: State name field is required',
      'customer.zipCode: Zip code field is required',
    ]);
  });

  it('limits quantities and instructions, and needs a branch, a line and a key', () => {
    expect(
      messagesOf(
        request({
          lines: [
            {
              menuItemId: '1c0e5b9a-01f5-4a4c-9b0c-7f5e2a1c3b0c',
              quantity: 100,
              instruction: 'x'.repeat(201),
            },
          ],
          idempotencyKey: 'again',
        }),
      ),
    ).toEqual([
      'lines.0.quantity: Quantity cannot be more than 99 value',
      'lines.0.instruction: Instruction cannot be more than 200 characters',
      'idempotencyKey: Please send a valid idempotency key',
    ]);
    expect(messagesOf(request({ branchId: undefined }))).toEqual([
      'branchId: Store name field is required',
    ]);
    expect(messagesOf(request({ lines: [] }))).toEqual([
      'lines: Add at least one item to the cart',
    ]);
    expect(messagesOf(request({ kind: 'grocery', fulfilment: { type: 'dine-in' } }))).toEqual([
      'fulfilment.type: Dine-in is offered by restaurants only',
    ]);
  });

  it('needs a description to cancel', () => {
    expect(
      orderStatusInputSchema.safeParse({ status: 'Order Cancelled', version: 1 }).error?.issues[0]
        ?.message,
    ).toBe('Cancel description field is required');
    expect(orderStatusInputSchema.safeParse({ status: 'Order Accepted', version: 1 }).success).toBe(
      true,
    );
  });
});
