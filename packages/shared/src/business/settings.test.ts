import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/first-message.ts';
import {
  DEFAULT_ORDER_SETTINGS,
  defaultPickupDelivery,
  dineInSettingsOf,
  groceryPickupDeliverySchema,
  orderSettingsSchema,
  restaurantPickupDeliverySchema,
} from './settings.ts';

describe('pickup/delivery settings (docs/product/fields.md)', () => {
  const valid = defaultPickupDelivery('restaurant');

  it('defaults are valid, with unit type KiloMeter and no dine-in for groceries', () => {
    expect(restaurantPickupDeliverySchema.parse(valid)).toEqual(valid);
    expect(valid.unitType).toBe('KiloMeter');
    const grocery = defaultPickupDelivery('grocery');
    expect(groceryPickupDeliverySchema.parse(grocery)).toEqual(grocery);
    expect(grocery).not.toHaveProperty('dineInEnabled');
  });

  it.each([
    ['dineInPrepTimeMinutes', 'Dine-in preparation time', 1, 180],
    ['schedulePickupTimeMinutes', 'Schedule pickup time', 1, 180],
    ['maximumLeadTimeDays', 'Maximum lead time', 0, 120],
    ['minimumDeliveryTimeMinutes', 'Minimum delivery time', 1, 3600],
    ['deliveryRadius', 'Delivery radius', 1, 100],
  ] as const)('%s runs %s %i to %i', (field, label, min, max) => {
    expect(firstMessage(restaurantPickupDeliverySchema, { ...valid, [field]: min - 1 })).toBe(
      `${label} cannot be less than ${min} value`,
    );
    expect(firstMessage(restaurantPickupDeliverySchema, { ...valid, [field]: max + 1 })).toBe(
      `${label} cannot be more than ${max} value`,
    );
    expect(firstMessage(restaurantPickupDeliverySchema, { ...valid, [field]: undefined })).toBe(
      `${label} field is required`,
    );
    expect(restaurantPickupDeliverySchema.safeParse({ ...valid, [field]: min }).success).toBe(true);
    expect(restaurantPickupDeliverySchema.safeParse({ ...valid, [field]: max }).success).toBe(true);
  });

  it('unit type is 2-100 characters', () => {
    expect(firstMessage(restaurantPickupDeliverySchema, { ...valid, unitType: 'K' })).toBe(
      'Unit type cannot be less than 2 characters',
    );
    expect(
      firstMessage(restaurantPickupDeliverySchema, { ...valid, unitType: 'x'.repeat(101) }),
    ).toBe('Unit type cannot be more than 100 characters');
  });

  it('delivery minimum amount is 1 to 10,000,000 in major units, kept in minor units', () => {
    expect(
      firstMessage(restaurantPickupDeliverySchema, { ...valid, deliveryMinimumAmountMinor: 99 }),
    ).toBe('Delivery minimum amount cannot be less than 1 value');
    expect(
      firstMessage(restaurantPickupDeliverySchema, {
        ...valid,
        deliveryMinimumAmountMinor: 1_000_000_001,
      }),
    ).toBe('Delivery minimum amount cannot be more than 10000000 value');
    expect(
      restaurantPickupDeliverySchema.safeParse({ ...valid, deliveryMinimumAmountMinor: 100 })
        .success,
    ).toBe(true);
    expect(
      restaurantPickupDeliverySchema.safeParse({
        ...valid,
        deliveryMinimumAmountMinor: 1_000_000_000,
      }).success,
    ).toBe(true);
    expect(
      firstMessage(restaurantPickupDeliverySchema, { ...valid, deliveryMinimumAmountMinor: 150.5 }),
    ).toBe('Please enter valid Delivery minimum amount');
  });

  it('has an optional maximum of orders per pickup slot and 15- or 30-minute slots', () => {
    expect(
      restaurantPickupDeliverySchema.safeParse({
        ...valid,
        maxOrdersPerSlot: 5,
        slotStepMinutes: 15,
      }).success,
    ).toBe(true);
    expect(firstMessage(restaurantPickupDeliverySchema, { ...valid, maxOrdersPerSlot: 0 })).toBe(
      'Maximum orders per slot cannot be less than 1 value',
    );
    expect(firstMessage(restaurantPickupDeliverySchema, { ...valid, slotStepMinutes: 45 })).toBe(
      'Slot step must be 15 or 30 minutes',
    );
  });
});

describe('order settings (docs/product/fields.md)', () => {
  it('defaults are valid', () => {
    expect(orderSettingsSchema.parse(DEFAULT_ORDER_SETTINGS)).toEqual(DEFAULT_ORDER_SETTINGS);
  });

  it('tax type name is 3-30 characters and tax percentage 0-100', () => {
    expect(
      firstMessage(orderSettingsSchema, { ...DEFAULT_ORDER_SETTINGS, taxTypeName: 'GS' }),
    ).toBe('Tax type name cannot be less than 3 characters');
    expect(
      firstMessage(orderSettingsSchema, { ...DEFAULT_ORDER_SETTINGS, taxTypeName: 'x'.repeat(31) }),
    ).toBe('Tax type name cannot be more than 30 characters');
    expect(
      firstMessage(orderSettingsSchema, { ...DEFAULT_ORDER_SETTINGS, taxPercentage: -0.5 }),
    ).toBe('Tax percentage cannot be less than 0 value');
    expect(
      firstMessage(orderSettingsSchema, { ...DEFAULT_ORDER_SETTINGS, taxPercentage: 100.01 }),
    ).toBe('Tax percentage cannot be more than 100 value');
    expect(
      firstMessage(orderSettingsSchema, { ...DEFAULT_ORDER_SETTINGS, taxPercentage: 5.555 }),
    ).toBe('Please enter valid Tax percentage');
    expect(
      orderSettingsSchema.safeParse({ ...DEFAULT_ORDER_SETTINGS, taxPercentage: 12.5 }).success,
    ).toBe(true);
  });

  it('service charge must be a number from 0 to 100', () => {
    expect(
      firstMessage(orderSettingsSchema, {
        ...DEFAULT_ORDER_SETTINGS,
        serviceChargePercentage: '10',
      }),
    ).toBe('Service charge percentage must be a number');
    expect(
      firstMessage(orderSettingsSchema, {
        ...DEFAULT_ORDER_SETTINGS,
        serviceChargePercentage: 101,
      }),
    ).toBe('Service charge percentage cannot be more than 100 value');
    expect(
      orderSettingsSchema.safeParse({ ...DEFAULT_ORDER_SETTINGS, serviceChargePercentage: 10 })
        .success,
    ).toBe(true);
  });

  it('tip options are distinct percentages, at most six', () => {
    expect(
      firstMessage(orderSettingsSchema, { ...DEFAULT_ORDER_SETTINGS, tipsOptions: [5, 5] }),
    ).toBe('Tip options must be different');
    expect(firstMessage(orderSettingsSchema, { ...DEFAULT_ORDER_SETTINGS, tipsOptions: [0] })).toBe(
      'Tip option cannot be less than 1 value',
    );
    expect(
      firstMessage(orderSettingsSchema, {
        ...DEFAULT_ORDER_SETTINGS,
        tipsOptions: [1, 2, 3, 4, 5, 6, 7],
      }),
    ).toBe('At most 6 tip options');
  });
});

describe('dine-in settings', () => {
  it("are the restaurant's own, and off for a grocery store", () => {
    const restaurant = {
      ...defaultPickupDelivery('restaurant'),
      dineInEnabled: false,
      dineInPrepTimeMinutes: 25,
    };
    expect(dineInSettingsOf({ kind: 'restaurant', pickupDelivery: restaurant })).toEqual({
      enabled: false,
      preparationMinutes: 25,
    });
    expect(
      dineInSettingsOf({ kind: 'restaurant', pickupDelivery: defaultPickupDelivery('restaurant') }),
    ).toEqual({ enabled: true, preparationMinutes: 15 });
    expect(
      dineInSettingsOf({ kind: 'grocery', pickupDelivery: defaultPickupDelivery('grocery') }),
    ).toEqual({ enabled: false, preparationMinutes: 0 });
  });
});
