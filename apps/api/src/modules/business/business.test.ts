import { describe, expect, it } from 'vitest';
import { DEFAULT_MENU_TYPE_HOURS } from '@scanorder/shared/business/hours';
import { DEFAULT_CATEGORIES } from '@scanorder/shared/menu/categories';
import { DEFAULT_GUEST_DETAILS } from '@scanorder/shared/ordering/guest-details';
import {
  createMemberOf,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
} from '../../../test/harness.ts';
import {
  del,
  groceryDetails,
  put,
  restaurantDetails,
  setUpBusiness,
  weekHours,
} from '../../../test/business-fixtures.ts';
import { useOwner } from '../../../test/owner-store.ts';

const RESTAURANT = '/api/v1/businesses/restaurant';
const GROCERY = '/api/v1/businesses/grocery';

describe.each(databaseKinds)('business setup on %s', (kind) => {
  const shop = useOwner(kind);

  it('documents every business, branch and menu route of both kinds in the OpenAPI document', async () => {
    const response = await new TestClient(shop.test.app).get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const businessKind of ['restaurant', 'grocery']) {
      const base = `/api/v1/businesses/${businessKind}`;
      for (const suffix of [
        '',
        '/hours',
        '/closures',
        '/menu-type-hours',
        '/pickup-delivery',
        '/order-settings',
        '/status',
        '/logo',
        '/branches',
        '/branches/{branchId}',
        '/branches/{branchId}/pin',
        '/branches/{branchId}/operation',
        '/categories',
        '/menu-items',
        '/menu-items/order',
        '/menu-items/{itemId}',
        '/menu-items/{itemId}/duplicate',
        '/menu-items/{itemId}/availability',
        '/menu-items/{itemId}/image',
      ]) {
        expect(paths, base + suffix).toContain(base + suffix);
      }
    }
  });

  it('refuses a visitor without a session', async () => {
    const response = await new TestClient(shop.test.app).get(RESTAURANT);
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 before the details are saved, creates the business on the first save and replaces the details afterwards', async () => {
    expect((await shop.owner.client.get(RESTAURANT)).statusCode).toBe(404);

    const created = await put(
      shop.owner.client,
      RESTAURANT,
      restaurantDetails({ countryCode: '91', menuCurrency: 'inr', timeZone: 'asia/kolkata' }),
    );
    expect(created.statusCode).toBe(201);
    const business = created.json();
    expect(business).toMatchObject({
      kind: 'restaurant',
      businessName: 'Spice Route Kitchen',
      countryCode: '+91',
      menuCurrency: 'INR',
      timeZone: 'Asia/Kolkata',
      businessAddress: '12 Race Course Road, Coimbatore',
      latitude: 11,
      whatsAppSameAsMobileNo: true,
      whatsAppMobileNo: null,
      logoUrl: null,
      takingOrders: true,
      // A new business starts with the defaults; that they are the spec's lists, word for word,
      // the shared package's tests check.
      categories: DEFAULT_CATEGORIES.restaurant,
      menuTypeHours: DEFAULT_MENU_TYPE_HOURS,
      pickupDelivery: {
        // A table QR code offers Dine-in from the start (issue 20).
        dineInEnabled: true,
        unitType: 'KiloMeter',
        slotStepMinutes: 30,
        maxOrdersPerSlot: null,
      },
      completeSetup: { complete: false, missing: ['logo', 'hours', 'branch', 'menuItem'] },
    });
    expect(business.hours).toHaveLength(7);
    expect(business.hours[0].day).toBe('Monday');

    const replaced = await put(
      shop.owner.client,
      RESTAURANT,
      restaurantDetails({ businessName: 'Spice Route', businessAddress: '' }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: business.id,
      businessName: 'Spice Route',
      businessAddress: null,
    });
    expect((await shop.owner.client.get(RESTAURANT)).json()).toMatchObject({
      id: business.id,
      businessName: 'Spice Route',
    });
  });

  it('validates the details with the spec messages on the server too', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { businessOwnerLegalName: 'P' },
        'Business owner legal name cannot be less than 2 characters',
      ],
      [{ businessName: 'x'.repeat(101) }, 'Business name cannot be more than 100 characters'],
      [{ businessDescription: 'Nice' }, 'Business description cannot be less than 5 characters'],
      [{ businessType: 'Supermarket' }, 'Business type field is required'],
      [{ mobileNo: '12345' }, 'Please enter valid Mobile no'],
      [{ websiteUrl: 'not a url' }, 'Please enter valid Url'],
      [{ menuCurrency: '' }, 'Menu currency field is required'],
      [{ timeZone: 'Mars/Olympus' }, 'Please enter valid Time zone'],
    ];
    for (const [override, message] of cases) {
      const response = await put(shop.owner.client, RESTAURANT, restaurantDetails(override));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it('keeps grocery apart: its own business types, no address, its own WhatsApp number', async () => {
    expect(
      (await put(shop.owner.client, GROCERY, groceryDetails({ businessType: 'Food Truck' })))
        .statusCode,
    ).toBe(400);
    const created = await put(shop.owner.client, GROCERY, {
      ...groceryDetails(),
      businessAddress: 'ignored street',
    });
    expect(created.statusCode).toBe(201);
    const grocery = created.json();
    expect(grocery).toMatchObject({
      kind: 'grocery',
      whatsAppSameAsMobileNo: false,
      whatsAppCountryCode: '+1',
      whatsAppMobileNo: '2025550199',
    });
    expect(grocery).not.toHaveProperty('businessAddress');
    expect(grocery.pickupDelivery).not.toHaveProperty('dineInEnabled');
    expect(grocery.categories).toContain('Dairy & Eggs');
  });

  it('saves hours with a split shift in time order, and refuses overlapping or inverted intervals', async () => {
    const saved = await put(shop.owner.client, `${RESTAURANT}/hours`, { hours: weekHours() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().hours[0]).toEqual({
      day: 'Monday',
      closed: false,
      intervals: [
        { open: '11:00', close: '14:30' },
        { open: '17:00', close: '22:00' },
      ],
    });
    expect(saved.json().completeSetup.missing).not.toContain('hours');

    const overlapping = weekHours();
    overlapping[1]!.intervals = [
      { open: '09:00', close: '13:00' },
      { open: '12:30', close: '18:00' },
    ];
    const refused = await put(shop.owner.client, `${RESTAURANT}/hours`, { hours: overlapping });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Opening hours of a day must not overlap');

    const inverted = weekHours();
    inverted[2]!.intervals = [{ open: '18:00', close: '09:00' }];
    expect(
      (await put(shop.owner.client, `${RESTAURANT}/hours`, { hours: inverted })).json().error
        .message,
    ).toBe(
      'Close time must be after open time. For hours past midnight, close this day at 24:00 and open the next day at 00:00.',
    );

    const offGrid = weekHours();
    offGrid[2]!.intervals = [{ open: '09:15', close: '17:00' }];
    expect(
      (await put(shop.owner.client, `${RESTAURANT}/hours`, { hours: offGrid })).statusCode,
    ).toBe(400);
  });

  it('saves closures, menu-type hours, pickup/delivery, order settings and the taking-orders status', async () => {
    const closures = await put(shop.owner.client, `${RESTAURANT}/closures`, {
      closures: [
        { startDate: '2026-12-24', endDate: '2026-12-26', reason: 'Christmas' },
        { startDate: '2026-08-15', endDate: null, reason: 'Independence Day' },
      ],
    });
    expect(closures.statusCode).toBe(200);
    expect(
      closures
        .json<{ closures: { startDate: string }[] }>()
        .closures.map((closure) => closure.startDate),
    ).toEqual(['2026-08-15', '2026-12-24']);
    const badRange = await put(shop.owner.client, `${RESTAURANT}/closures`, {
      closures: [{ startDate: '2026-12-26', endDate: '2026-12-24', reason: 'Oops' }],
    });
    expect(badRange.json().error.message).toBe('End date cannot be before start date');

    const menuTypeHours = {
      breakfast: { open: '07:30', close: '11:00' },
      lunch: { open: '11:30', close: '15:00' },
      dinner: { open: '18:30', close: '23:00' },
      isBreakFastEnabled: true,
      isLunchEnabled: true,
      isDinnerEnabled: false,
    };
    const meals = await put(shop.owner.client, `${RESTAURANT}/menu-type-hours`, menuTypeHours);
    expect(meals.statusCode).toBe(200);
    expect(meals.json().menuTypeHours).toEqual(menuTypeHours);

    const current = (await shop.owner.client.get(RESTAURANT)).json();
    const pickupDelivery = {
      ...current.pickupDelivery,
      dineInEnabled: true,
      dineInPrepTimeMinutes: 20,
      maxOrdersPerSlot: 4,
      slotStepMinutes: 15,
    };
    const pickup = await put(shop.owner.client, `${RESTAURANT}/pickup-delivery`, pickupDelivery);
    expect(pickup.statusCode).toBe(200);
    expect(pickup.json().pickupDelivery).toEqual(pickupDelivery);
    const tooLong = await put(shop.owner.client, `${RESTAURANT}/pickup-delivery`, {
      ...pickupDelivery,
      dineInPrepTimeMinutes: 181,
    });
    expect(tooLong.json().error.message).toBe(
      'Dine-in preparation time cannot be more than 180 value',
    );
    const badStep = await put(shop.owner.client, `${RESTAURANT}/pickup-delivery`, {
      ...pickupDelivery,
      slotStepMinutes: 20,
    });
    expect(badStep.statusCode).toBe(400);

    const orderSettings = {
      includeTaxCalculation: true,
      taxTypeName: 'GST',
      taxPercentage: 5,
      includeTips: true,
      tipsOptions: [5, 10, 12.5],
      paymentNotAvailable: false,
      serviceChargePercentage: 7.5,
    };
    const settings = await put(shop.owner.client, `${RESTAURANT}/order-settings`, orderSettings);
    expect(settings.statusCode).toBe(200);
    // Settings saved without the kitchen board's fields or the guest details get their defaults.
    expect(settings.json().orderSettings).toEqual({
      ...orderSettings,
      prepTimeMinutes: 15,
      ticketAmberMinutes: 10,
      ticketRedMinutes: 20,
      guestDetails: DEFAULT_GUEST_DETAILS,
      dineInPayment: 'at-end',
    });
    const kitchen = await put(shop.owner.client, `${RESTAURANT}/order-settings`, {
      ...orderSettings,
      prepTimeMinutes: 25,
      ticketAmberMinutes: 12,
      ticketRedMinutes: 12,
    });
    expect(kitchen.statusCode).toBe(400);
    expect(kitchen.json().error).toMatchObject({
      field: 'ticketRedMinutes',
      message: 'Red after must be more minutes than Amber after',
    });
    const badCharge = await put(shop.owner.client, `${RESTAURANT}/order-settings`, {
      ...orderSettings,
      serviceChargePercentage: '7.5',
    });
    expect(badCharge.json().error.message).toBe('Service charge percentage must be a number');
    const badTax = await put(shop.owner.client, `${RESTAURANT}/order-settings`, {
      ...orderSettings,
      taxTypeName: 'TX',
    });
    expect(badTax.json().error.message).toBe('Tax type name cannot be less than 3 characters');

    const status = await put(shop.owner.client, `${RESTAURANT}/status`, { takingOrders: false });
    expect(status.statusCode).toBe(200);
    expect(status.json().takingOrders).toBe(false);
  });

  it("never shows or changes another account's business", async () => {
    const stranger = await signUpVerifiedOwner(shop.test);
    expect((await stranger.client.get(RESTAURANT)).statusCode).toBe(404);
    expect(
      (await put(stranger.client, `${RESTAURANT}/hours`, { hours: weekHours() })).statusCode,
    ).toBe(404);
    expect(
      (await put(stranger.client, `${RESTAURANT}/status`, { takingOrders: true })).statusCode,
    ).toBe(404);
    const own = await setUpBusiness(stranger.client, 'restaurant');
    const mine = (await shop.owner.client.get(RESTAURANT)).json();
    expect(own.id).not.toBe(mine.id);
    expect((await stranger.client.get(RESTAURANT)).json().businessName).toBe('Spice Route Kitchen');
    expect((await shop.owner.client.get(RESTAURANT)).json()).toMatchObject({
      id: mine.id,
      businessName: 'Spice Route',
      takingOrders: false,
    });
  });

  it('lets a member read the business but not change it; a manager may change it but not delete it', async () => {
    const member = await createMemberOf(shop.test, shop.owner, 'member');
    expect((await member.client.get(RESTAURANT)).statusCode).toBe(200);
    for (const [url, body] of [
      [RESTAURANT, restaurantDetails()],
      [`${RESTAURANT}/hours`, { hours: weekHours() }],
      [`${RESTAURANT}/status`, { takingOrders: true }],
      [`${RESTAURANT}/closures`, { closures: [] }],
    ] as const) {
      const refused = await put(member.client, url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe('Your are not authorized to perform this action.');
    }

    const manager = await createMemberOf(shop.test, shop.owner, 'manager');
    expect(
      (await put(manager.client, `${RESTAURANT}/status`, { takingOrders: true })).statusCode,
    ).toBe(200);
    expect((await del(manager.client, GROCERY)).statusCode).toBe(403);
  });

  it('deletes a business for the account admin only', async () => {
    expect((await del(shop.owner.client, GROCERY)).statusCode).toBe(204);
    expect((await shop.owner.client.get(GROCERY)).statusCode).toBe(404);
    expect((await del(shop.owner.client, GROCERY)).statusCode).toBe(404);
    expect((await shop.owner.client.get(RESTAURANT)).statusCode).toBe(200);
  });
});
