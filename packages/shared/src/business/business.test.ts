import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/first-message.ts';
import { branchNameField, branchOperationInputSchema, branchPinInputSchema } from './branch.ts';
import { setupStatusOf } from './business.ts';
import { DEFAULT_BUSINESS_HOURS } from './hours.ts';
import { defaultPickupDelivery } from './settings.ts';
import { serverErrorsOf } from './server-errors.ts';

describe('setup checklist (completeSetup)', () => {
  const openMonday = DEFAULT_BUSINESS_HOURS.map((day, index) =>
    index === 0 ? { ...day, closed: false } : day,
  );
  /** A restaurant with everything set up; each test takes away what it checks. */
  const ready: Parameters<typeof setupStatusOf>[0] = {
    hasDetails: true,
    hasLogo: true,
    hours: openMonday,
    pickupDelivery: defaultPickupDelivery('restaurant'),
    branchCount: 1,
    menuItemCount: 1,
  };

  it('lists what is still missing in tab order', () => {
    expect(
      setupStatusOf({
        ...ready,
        hasLogo: false,
        hours: DEFAULT_BUSINESS_HOURS,
        pickupDelivery: { ...defaultPickupDelivery('restaurant'), dineInEnabled: false },
        branchCount: 0,
        menuItemCount: 0,
      }),
    ).toEqual({
      complete: false,
      missing: ['logo', 'hours', 'fulfilment', 'branch', 'menuItem'],
    });
    expect(setupStatusOf({ ...ready, menuItemCount: 0 }).missing).toEqual(['menuItem']);
  });

  it('is complete with details, logo, opening hours, a branch and a menu item', () => {
    expect(setupStatusOf({ ...ready, branchCount: 2, menuItemCount: 40 })).toEqual({
      complete: true,
      missing: [],
    });
  });

  it('asks how guests order: a new restaurant has Dine-in on, a grocery store chooses', () => {
    const status = (pickupDelivery: Parameters<typeof setupStatusOf>[0]['pickupDelivery']) =>
      setupStatusOf({ ...ready, pickupDelivery }).missing;
    expect(defaultPickupDelivery('restaurant').dineInEnabled).toBe(true);
    expect(status(defaultPickupDelivery('restaurant'))).toEqual([]);
    expect(status(defaultPickupDelivery('grocery'))).toEqual(['fulfilment']);
    expect(status({ ...defaultPickupDelivery('grocery'), selfDeliveryEnabled: true })).toEqual([]);
    expect(status({ ...defaultPickupDelivery('grocery'), schedulePickupEnabled: true })).toEqual(
      [],
    );
  });
});

describe('branches', () => {
  it('names are 2-30 characters for restaurants and 2-20 for groceries (QR code rows)', () => {
    expect(firstMessage(branchNameField('restaurant'), 'x'.repeat(31))).toBe(
      'Store name cannot be more than 30 characters',
    );
    expect(branchNameField('restaurant').safeParse('x'.repeat(30)).success).toBe(true);
    expect(firstMessage(branchNameField('grocery'), 'x'.repeat(21))).toBe(
      'Store name cannot be more than 20 characters',
    );
    expect(firstMessage(branchNameField('grocery'), 'x')).toBe(
      'Store name cannot be less than 2 characters',
    );
    expect(firstMessage(branchNameField('grocery'), '')).toBe('Store name field is required');
  });

  it('PINs are 4 to 8 digits', () => {
    for (const pin of ['1234', '12345678', '0000'])
      expect(branchPinInputSchema.safeParse({ pin }).success).toBe(true);
    for (const pin of ['123', '123456789', '12a4', ' 1234', '١٢٣٤'])
      expect(firstMessage(branchPinInputSchema, { pin })).toBe('PIN must be 4 to 8 digits');
    expect(firstMessage(branchPinInputSchema, {})).toBe('PIN field is required');
  });

  it('out of operation takes an optional reason (2-100) and until-date', () => {
    expect(
      branchOperationInputSchema.parse({ outOfOperation: true, reason: null, until: '' }),
    ).toEqual({ outOfOperation: true, reason: undefined, until: null });
    expect(firstMessage(branchOperationInputSchema, { outOfOperation: true, reason: 'x' })).toBe(
      'Reason cannot be less than 2 characters',
    );
    expect(
      firstMessage(branchOperationInputSchema, { outOfOperation: true, until: '2026-13-01' }),
    ).toBe('Please enter valid Until date');
  });
});

describe('server error catalogue (docs/product/fields.md)', () => {
  it.each([
    ['restaurant', 'saveRecords', 'Server Error While Saving Restaurant Records!'],
    ['grocery', 'saveRecords', 'Server Error While Saving Grocery Records!'],
    ['restaurant', 'insertMenuItem', 'Server Error While Inserting Restaurant Menu!'],
    ['grocery', 'updateMenuItem', 'Server Error While Update Grocery Menu!'],
    ['restaurant', 'deleteMenuItem', 'Server Error While Deleting Restaurant menu item!'],
    ['restaurant', 'getMenuItems', 'Server Error While Getting Restaurant Menu items!'],
    ['grocery', 'getMenuItems', 'Server Error While query Grocery menu records'],
    [
      'grocery',
      'getMenuTotalCount',
      'Server Error While getting total count for the Grocery menu item',
    ],
    ['grocery', 'uploadLogo', 'Server Error While upload Grocery Logo'],
    ['restaurant', 'uploadMenuImage', 'Server Error While Upload Restaurant Menu Logo!'],
    ['restaurant', 'retrieveTodayOrders', 'Server Error While retrieving Today restaurant orders!'],
  ] as const)('words the %s %s toast as the spec does', (kind, key, message) => {
    expect(serverErrorsOf(kind)[key]).toBe(message);
  });
});
