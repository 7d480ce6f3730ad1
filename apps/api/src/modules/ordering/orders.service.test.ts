// Service tests: placing an order with every repository in memory (test/fakes), so pricing (taxes,
// service charge, tips, options and variants), opening hours, pickup slots, delivery and the trial
// gate are checked without a server or a database. The route, the stored snapshot, numbering under
// concurrency and the SQL of a slot's capacity stay in place-order.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '@scanorder/shared/business/zoned-time';
import { instantAt } from '@scanorder/shared/ordering/opening';
import type { PlaceOrderRequest } from '@scanorder/shared/ordering/place-order';
import { planStates } from '../../../test/fakes/builders.ts';
import { createOrderingWorld, type OrderingWorld } from '../../../test/fakes/ordering-world.ts';
import {
  basmatiRice,
  menuItem,
  paneerTikka,
  type BusinessOverrides,
} from '../../../test/fakes/store-builders.ts';
import type { StorefrontItem } from '../storefront/storefront.repository.ts';
import { refusal } from '../../../test/fakes/refusal.ts';

type Line = PlaceOrderRequest['lines'][number];

/** Spice Hot, Extra cheese, 3 naan: 24900 + 500 + 3000 + 3 x 4500 = 41900 a piece. */
function tikkaLine(tikka: StorefrontItem, quantity = 2): Line {
  const { selectors, modifiers, incrementors } = tikka.optionGroups;
  return {
    menuItemId: tikka.id,
    quantity,
    options: [
      { groupId: selectors[0]!.id, optionId: selectors[0]!.options[1]!.id },
      { groupId: modifiers[0]!.id, optionId: modifiers[0]!.options[0]!.id },
      { groupId: incrementors[0]!.id, optionId: incrementors[0]!.options[0]!.id, count: 3 },
    ],
    instruction: 'Less oil',
  };
}

function restaurant(
  world: OrderingWorld = createOrderingWorld(),
  overrides: BusinessOverrides = {},
) {
  const store = world.open('restaurant', overrides, (business) => [
    paneerTikka(business),
    menuItem(business, { name: 'Plain Dosa', priceMinor: 8_000, taxEnabled: false }),
  ]);
  const place = (request: Partial<PlaceOrderRequest>, customerId = randomUUID()) =>
    world.ordering.place(store.input(request), customerId);
  return { world, store, tikka: store.items[0]!, dosa: store.items[1]!, place };
}

describe('orders service: pricing', () => {
  it('prices options, tax, service charge and tip from the stored menu', async () => {
    const { world, tikka, place } = restaurant();
    const { order, created } = await place({ lines: [tikkaLine(tikka)], tipPercentage: 10 });
    expect(created).toBe(true);
    expect(order.totals).toMatchObject({
      currency: 'INR',
      subtotalMinor: 83_800,
      taxMinor: 4_190,
      serviceChargeMinor: 2_095,
      tipMinor: 8_380,
      totalMinor: 98_465,
      taxTypeName: 'Tax',
      tipPercentage: 10,
    });
    expect(order.lines[0]).toMatchObject({
      name: 'Paneer Tikka',
      quantity: 2,
      unitPriceMinor: 41_900,
      instruction: 'Less oil',
      options: [
        { groupName: 'Extras', value: 'Extra cheese' },
        { groupName: 'Spice level', value: 'Hot' },
        { groupName: 'Breads', value: 'Butter naan', count: 3 },
      ],
    });
    expect(world.notified.placed.map((placed) => placed.id)).toEqual([order.id]);
  });

  it("taxes a line at its item's own rate, else at the business's rate while tax is on", async () => {
    const { tikka, dosa, place } = restaurant(undefined, { orderSettings: { taxPercentage: 8 } });
    const lines = [tikkaLine(tikka, 1), { menuItemId: dosa.id, quantity: 2 }];
    // 41900 at the tikka's own 5 %, 2 x 8000 at the business's 8 %; the service charge (2.5 %)
    // is on the subtotal.
    expect((await place({ lines })).order.totals).toMatchObject({
      subtotalMinor: 57_900,
      taxMinor: 2_095 + 1_280,
      serviceChargeMinor: 1_448,
      tipMinor: 0,
      totalMinor: 57_900 + 3_375 + 1_448,
    });
    const off = restaurant(undefined, {
      orderSettings: { includeTaxCalculation: false, serviceChargePercentage: 0 },
    });
    const offLines = [tikkaLine(off.tikka, 1), { menuItemId: off.dosa.id, quantity: 2 }];
    expect((await off.place({ lines: offLines })).order.totals).toMatchObject({
      subtotalMinor: 57_900,
      taxMinor: 2_095,
      serviceChargeMinor: 0,
      totalMinor: 59_995,
    });
  });

  it('prices a grocery variant at its own price', async () => {
    const world = createOrderingWorld();
    const shop = world.open('grocery', {}, (business) => [basmatiRice(business)]);
    const rice = shop.items[0]!;
    const { order } = await world.ordering.place(
      shop.input({
        lines: [{ menuItemId: rice.id, quantity: 2, variantId: rice.variants[1]!.id }],
      }),
      randomUUID(),
    );
    expect(order.lines[0]).toMatchObject({ unitPriceMinor: 99_000, quantity: 2 });
    // The rice carries no tax of its own: the business's 5 %.
    expect(order.totals).toMatchObject({
      currency: 'USD',
      subtotalMinor: 198_000,
      taxMinor: 9_900,
    });
  });

  it('refuses unknown items and options, broken option rules, unavailable items and other tips', async () => {
    const { world, store, tikka, place } = restaurant();
    const line = tikkaLine(tikka);
    const modifiers = tikka.optionGroups.modifiers[0]!;
    const refused = (lines: Line[], tipPercentage = 0) => refusal(place({ lines, tipPercentage }));
    expect(
      await refused([
        { ...line, options: [...line.options!, { groupId: modifiers.id, optionId: 'made-up' }] },
      ]),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'An option chosen for Paneer Tikka is no longer available',
      field: 'lines.0',
    });
    expect(await refused([line, { menuItemId: randomUUID(), quantity: 1 }])).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'This item is no longer on the menu. Please remove it from the cart.',
      field: 'lines.1',
    });
    expect(await refused([{ ...line, options: [] }])).toMatchObject({
      message: 'Paneer Tikka: Choose one Spice level',
      field: 'lines.0',
    });
    const kofta = menuItem(store.business, {
      name: 'Malai Kofta',
      availability: 'Not Available Today',
      availableAgainAt: new Date(world.clock.now().getTime() + 86_400_000),
    });
    world.store.items.push(kofta);
    expect(await refused([{ menuItemId: kofta.id, quantity: 1 }])).toMatchObject({
      message: 'Malai Kofta is not available right now',
      field: 'lines.0',
    });
    expect(await refused([line], 12)).toMatchObject({
      message: 'Please choose one of the tip options',
      field: 'tipPercentage',
    });
    expect(world.data.rows).toEqual([]);
  });
});

describe('orders service: hours and pickup slots', () => {
  const closedToday = (world: OrderingWorld): BusinessOverrides => ({
    closures: [
      {
        startDate: localDateOf(world.clock.now(), 'Asia/Kolkata'),
        endDate: null,
        reason: 'Staff outing',
      },
    ],
  });

  it('refuses pickup now and dine-in on a closed day, but takes a slot on the next open day', async () => {
    const world = createOrderingWorld();
    const { dosa, place } = restaurant(world, closedToday(world));
    const lines = [{ menuItemId: dosa.id, quantity: 1 }];
    expect(await refusal(place({ lines }))).toEqual({
      code: 'CONFLICT',
      message: 'Closed today: Staff outing. Please schedule a pickup for a later time.',
      field: 'fulfilment',
    });
    expect((await refusal(place({ lines, fulfilment: { type: 'dine-in' } }))).message).toMatch(
      /^Closed today: Staff outing\. Please order when the store is open\./,
    );

    const tomorrow = addDays(localDateOf(world.clock.now(), 'Asia/Kolkata'), 1);
    const slot = instantAt(tomorrow, 10 * 60, 'Asia/Kolkata').toISOString();
    const { order } = await place({ lines, fulfilment: { type: 'pickup', slot } });
    expect(order).toMatchObject({
      scheduledFor: slot,
      fulfilment: { type: 'pickup', scheduledFor: slot },
    });
    const offGrid = new Date(Date.parse(slot) + 10 * 60_000).toISOString();
    expect(await refusal(place({ lines, fulfilment: { type: 'pickup', slot: offGrid } }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'This pickup time is not available. Please choose another time.',
      field: 'fulfilment.slot',
    });
  });

  it('refuses a slot in the past, and any slot when the business does not schedule pickups', async () => {
    const world = createOrderingWorld();
    const { dosa, place } = restaurant(world);
    const lines = [{ menuItemId: dosa.id, quantity: 1 }];
    const earlier = new Date(world.clock.now().getTime() - 60 * 60_000);
    earlier.setUTCMinutes(0, 0, 0);
    expect(
      (await refusal(place({ lines, fulfilment: { type: 'pickup', slot: earlier.toISOString() } })))
        .message,
    ).toBe('This pickup time is not available. Please choose another time.');

    const unscheduled = restaurant(createOrderingWorld(), {
      pickupDelivery: { schedulePickupEnabled: false },
    });
    const tomorrow = addDays(localDateOf(world.clock.now(), 'Asia/Kolkata'), 1);
    expect(
      await refusal(
        unscheduled.place({
          lines: [{ menuItemId: unscheduled.dosa.id, quantity: 1 }],
          fulfilment: {
            type: 'pickup',
            slot: instantAt(tomorrow, 12 * 60, 'Asia/Kolkata').toISOString(),
          },
        }),
      ),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Scheduled pickup is not offered by this store',
      field: 'fulfilment.slot',
    });
  });

  it('refuses a slot once it holds as many orders as the business takes in one', async () => {
    const world = createOrderingWorld();
    const { dosa, place } = restaurant(world, { pickupDelivery: { maxOrdersPerSlot: 1 } });
    const tomorrow = addDays(localDateOf(world.clock.now(), 'Asia/Kolkata'), 1);
    const slot = instantAt(tomorrow, 12 * 60, 'Asia/Kolkata').toISOString();
    const request = {
      lines: [{ menuItemId: dosa.id, quantity: 1 }],
      fulfilment: { type: 'pickup' as const, slot },
    };
    expect((await place(request)).created).toBe(true);
    expect(await refusal(place(request))).toEqual({
      code: 'CONFLICT',
      message: 'This pickup slot is full. Please choose another time.',
      field: 'fulfilment.slot',
    });
  });
});

describe('orders service: delivery, trial and retries', () => {
  const address = {
    firstName: 'Asha',
    lastName: 'Raman',
    mobileNo: '9876543210',
    emailAddress: 'asha@example.com',
    streetAddress: 'Race Course Road',
    buildingNumber: '12',
    stateName: 'Tamil Nadu',
    zipCode: '641018',
  };

  it('checks delivery: address, minimum amount, radius when the location is known, else unverified', async () => {
    const { world, store, dosa, place } = restaurant(undefined, {
      pickupDelivery: {
        selfDeliveryEnabled: true,
        deliveryRadiusEnabled: true,
        deliveryRadius: 5,
        minimumAmountEnabled: true,
        deliveryMinimumAmountMinor: 30_000,
      },
    });
    const deliver = (quantity: number, where: { latitude?: number; longitude?: number } = {}) =>
      place({
        lines: [{ menuItemId: dosa.id, quantity }],
        customer: address,
        fulfilment: { type: 'delivery', ...where },
      });
    // The shared schema the route parses with asks a delivery's address.
    expect(() =>
      store.input({
        lines: [{ menuItemId: dosa.id, quantity: 4 }],
        fulfilment: { type: 'delivery' },
      }),
    ).toThrow('Street address field is required');
    expect((await refusal(deliver(3))).message).toBe('Delivery needs an order of at least ₹300.00');
    // Chennai, far from Coimbatore.
    expect((await refusal(deliver(4, { latitude: 13.08, longitude: 80.27 }))).message).toBe(
      'Your location is outside the delivery area (5 KiloMeter)',
    );
    const near = (await deliver(4, { latitude: 11.01, longitude: 76.97 })).order;
    const unknown = (await deliver(4)).order;
    const stored = (id: string) => world.data.rows.find((row) => row.id === id)!;
    expect(stored(near.id).distanceVerified).toBe(true);
    expect(stored(unknown.id).distanceVerified).toBe(false);
  });

  it('refuses orders after the trial without a plan, and takes them again once subscribed', async () => {
    const now = new Date('2026-05-04T06:30:00Z');
    const world = createOrderingWorld({ now, plan: planStates.trialOver(now) });
    const { dosa, place } = restaurant(world);
    const lines = [{ menuItemId: dosa.id, quantity: 1 }];
    expect(await refusal(place({ lines }))).toMatchObject({
      code: 'CONFLICT',
      message:
        'This store is not taking online orders at the moment. Please order when the store is open.',
    });
    world.plan.set(planStates.subscribed(now, { entityCount: 1, memberCount: 3, qrCount: 25 }));
    expect((await place({ lines })).created).toBe(true);
  });

  it('answers a retried key with the first order, for the browser that placed it only', async () => {
    const { world, dosa, place } = restaurant();
    const request = { lines: [{ menuItemId: dosa.id, quantity: 1 }], idempotencyKey: randomUUID() };
    const customerId = randomUUID();
    const first = await place(request, customerId);
    const retry = await place(request, customerId);
    expect(retry).toEqual({ order: first.order, created: false });
    expect(world.data.rows).toHaveLength(1);
    expect(world.notified.placed).toHaveLength(1);
    expect(await refusal(place(request, randomUUID()))).toMatchObject({
      code: 'CONFLICT',
      message: 'This order request was already used. Please place your order again.',
    });
    // The dish gone from the menu meanwhile does not turn the retry of a placed order into a
    // refusal.
    world.store.items.splice(0);
    expect((await place(request, customerId)).order.id).toBe(first.order.id);
  });
});
