// Service tests: what the customer menu says about ordering now (open or closed and why, which
// days have pickup slots, the slots of a day with the capacity left) and which items it lists,
// with every repository in memory (test/fakes). The menu route, paging, search and the QR code's
// data stay in place-order.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '@scanorder/shared/business/zoned-time';
import { planStates } from '../../../test/fakes/builders.ts';
import { createOrderingWorld } from '../../../test/fakes/ordering-world.ts';
import { menuItem, type BusinessOverrides } from '../../../test/fakes/store-builders.ts';

const NOW = new Date('2026-05-04T06:30:00Z');
const TIME_ZONE = 'Asia/Kolkata';
const TODAY = localDateOf(NOW, TIME_ZONE);
const TOMORROW = addDays(TODAY, 1);

function setUp(overrides: BusinessOverrides = {}, plan = planStates.inTrial(NOW)) {
  const world = createOrderingWorld({ now: NOW, plan });
  const store = world.open('restaurant', overrides, (business) => [
    menuItem(business, { name: 'Paneer Tikka' }),
    menuItem(business, { name: 'Secret Thali', availability: 'Hidden from Menu', position: 1 }),
    menuItem(business, {
      name: 'Mango Lassi',
      category: 'CoolDrinks',
      availability: 'Not Available Indefinitely',
    }),
  ]);
  const ref = {
    accountId: store.business.accountId,
    kind: store.business.kind,
    businessId: store.business.id,
    branchId: store.branch.id,
  };
  const menu = () => world.publicMenu.getMenu(ref, { identifier: 'Table 1', page: 1 });
  const slots = (date: string) => world.publicMenu.getSlots(ref, date);
  return { world, store, menu, slots };
}

describe('public menu service', () => {
  it('lists the items by category without hidden ones, flagging unavailable ones', async () => {
    const { menu } = setUp();
    const read = await menu();
    expect(
      read.categories.map((category) => [
        category.name,
        category.items.map((item) => [item.name, item.availability]),
      ]),
    ).toEqual([
      ['CoolDrinks', [['Mango Lassi', 'Not Available Indefinitely']]],
      ['Starter', [['Paneer Tikka', 'Available']]],
    ]);
    expect(read).toMatchObject({
      business: { name: 'Spice Route Kitchen', currency: 'INR', kind: 'restaurant' },
      branch: { name: 'Main Street' },
      identifier: 'Table 1',
      status: { open: true, reason: null },
      fulfilment: {
        dineIn: { offered: true, available: true },
        pickup: { asapAvailable: true, scheduleOffered: true },
      },
    });
  });

  it('says a closed day is closed, and offers slots from the next open day', async () => {
    const { menu, slots } = setUp({
      closures: [{ startDate: TODAY, endDate: null, reason: 'Staff outing' }],
    });
    const read = await menu();
    expect(read.status).toMatchObject({
      open: false,
      reason: 'holiday',
      message: 'Closed today: Staff outing.',
    });
    expect(read.fulfilment.pickup.asapAvailable).toBe(false);
    expect(read.fulfilment.dineIn.available).toBe(false);
    expect(read.fulfilment.pickup.slotDates).not.toContain(TODAY);
    expect(read.fulfilment.pickup.slotDates[0]).toBe(TOMORROW);
    expect((await slots(TOMORROW)).map((slot) => slot.time)).toContain('10:00');
  });

  it('shows the capacity left in each slot, counting the orders booked in it', async () => {
    const { world, store, slots } = setUp({ pickupDelivery: { maxOrdersPerSlot: 2 } });
    const noon = (await slots(TOMORROW)).find((slot) => slot.time === '12:00')!;
    expect(noon).toMatchObject({ date: TOMORROW, remaining: 2 });
    await world.ordering.place(
      store.input({
        lines: [{ menuItemId: store.items[0]!.id, quantity: 1 }],
        fulfilment: { type: 'pickup', slot: noon.startsAt },
      }),
      randomUUID(),
    );
    const after = await slots(TOMORROW);
    expect(after.find((slot) => slot.time === '12:00')!.remaining).toBe(1);
    expect(after.find((slot) => slot.time === '12:30')?.remaining).toBe(2);
  });

  it('shows no slots, and no capacity limit, as the business sets them', async () => {
    expect(
      (await setUp({ pickupDelivery: { schedulePickupEnabled: false } }).slots(TOMORROW)).length,
    ).toBe(0);
    const unlimited = await setUp().slots(TOMORROW);
    expect(unlimited.length).toBeGreaterThan(0);
    expect(unlimited.every((slot) => slot.remaining === null)).toBe(true);
  });

  it('tells guests after the trial without a plan that the store takes no orders, menu still shown', async () => {
    const { menu, slots } = setUp({}, planStates.trialOver(NOW));
    const read = await menu();
    expect(read.status).toMatchObject({ open: false, reason: 'trial-ended' });
    expect(read.fulfilment.pickup.slotDates).toEqual([]);
    expect(read.categories.flatMap((category) => category.items)).toHaveLength(2);
    expect(await slots(TOMORROW)).toEqual([]);
  });
});
