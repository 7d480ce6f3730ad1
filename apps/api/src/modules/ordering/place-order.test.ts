import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { priceCart } from '@scanorder/shared/ordering/price';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { databaseKinds, signUpVerifiedOwner, TestClient, uniqueIp } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import {
  addItem,
  basmatiRice,
  localDateIn,
  menuUrl,
  orderRequest,
  paneerTikka,
  readMenu,
  setAvailability,
  setUpStore,
} from '../../../test/ordering-fixtures.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const PLACE = '/api/v1/public/orders';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(databaseKinds)('placing orders on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', { env: { ORDER_RATE_LIMIT_MAX: '80' } });
  let tikka: Awaited<ReturnType<typeof addItem>>;
  let customer: TestClient;

  beforeAll(async () => {
    tikka = await addItem(shop.owner.client, 'restaurant', paneerTikka());
    customer = new TestClient(shop.test.app, uniqueIp());
  });

  /** Spice Hot, Extra cheese, 3 naan: 24900 + 500 + 3000 + 3 x 4500 = 41900 a piece. */
  const tikkaLine = (quantity = 2) => ({
    menuItemId: tikka.id,
    quantity,
    options: [
      { groupId: tikka.selectors[0]!.id, optionId: tikka.selectors[0]!.options[1]!.id },
      { groupId: tikka.modifiers[0]!.id, optionId: tikka.modifiers[0]!.options[0]!.id },
      {
        groupId: tikka.incrementors[0]!.id,
        optionId: tikka.incrementors[0]!.options[0]!.id,
        count: 3,
      },
    ],
    instruction: 'Less oil',
  });

  it('places an order priced by the shared function from the stored menu', async () => {
    const menu = await readMenu(customer, shop.store);
    const request = orderRequest(shop.store, { lines: [tikkaLine()], tipPercentage: 10 });
    const response = await customer.post(PLACE, request);
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    expect(order.id).toMatch(UUID_V4);
    expect(order).toMatchObject({
      status: 'Order Placed',
      modified: false,
      referenceNumber: 1,
      reference: '00001',
      storeName: 'Main Street',
      identifier: 'Table 1',
      fulfilment: { type: 'pickup', scheduledFor: null },
      customer: { firstName: 'Asha', lastName: 'Raman', streetAddress: null },
      business: { name: 'Spice Route Kitchen', countryCode: '+91', timeZone: 'Asia/Kolkata' },
    });
    // The browser's computation from the public menu is what the server stored.
    const browser = priceCart({
      items: menu.categories.flatMap((category) => category.items),
      settings: menu.orderSettings,
      lines: request.lines.map((line) => ({
        variantId: null,
        instruction: '',
        ...line,
        options: (line.options ?? []).map((option) => ({ count: 1, ...option })),
      })),
      tipPercentage: 10,
    });
    expect(order.totals).toMatchObject({
      currency: 'INR',
      subtotalMinor: browser.subtotalMinor,
      taxMinor: browser.taxMinor,
      serviceChargeMinor: browser.serviceChargeMinor,
      tipMinor: browser.tipMinor,
      totalMinor: browser.totalMinor,
      taxTypeName: 'Tax',
      tipPercentage: 10,
    });
    expect(order.totals).toMatchObject({
      subtotalMinor: 83_800,
      taxMinor: 4_190,
      serviceChargeMinor: 2_095,
      tipMinor: 8_380,
      totalMinor: 98_465,
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
    expect(response.cookies.some((cookie) => cookie.name === 'scanorder.customer')).toBe(true);

    const read = await new TestClient(shop.test.app, uniqueIp()).get(`${PLACE}/${order.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(order);

    const [row] = await shop.test.deps.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row!.expiredAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(399.9 * 86_400_000);
    expect(row!.customerId).toMatch(UUID_V4);
    // Its first event is not a row: readers make it from the order (`placingEventOf`).
    const events = await shop.test.deps.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events).toEqual([]);
  });

  it('ignores prices a browser sends and keeps the snapshot when the menu changes later', async () => {
    const tampered = {
      ...orderRequest(shop.store, {
        lines: [{ ...tikkaLine(1), priceMinor: 1, unitPriceMinor: 1 }] as never,
      }),
      totalMinor: 1,
      totals: { totalMinor: 1 },
    };
    const response = await customer.post(PLACE, tampered);
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    expect(order.lines[0]!.unitPriceMinor).toBe(41_900);
    expect(order.totals.subtotalMinor).toBe(41_900);

    await put(
      shop.owner.client,
      `/api/v1/businesses/restaurant/menu-items/${tikka.id}`,
      paneerTikka({ priceMinor: 99_900, selectors: [], modifiers: [], incrementors: [] }),
    );
    const again = await customer.get(`${PLACE}/${order.id}`);
    expect(again.json<Order>().lines[0]!.unitPriceMinor).toBe(41_900);
    // Restore the menu (new option ids) for the other tests.
    await put(
      shop.owner.client,
      `/api/v1/businesses/restaurant/menu-items/${tikka.id}`,
      paneerTikka(),
    );
    tikka = (
      await shop.owner.client.get(`/api/v1/businesses/restaurant/menu-items/${tikka.id}`)
    ).json();
  });

  it('serves the menu without hidden items, flags unavailable ones and carries the QR prefill', async () => {
    const soldOut = await addItem(
      shop.owner.client,
      'restaurant',
      paneerTikka({ name: 'Malai Kofta', selectors: [] }),
    );
    await setAvailability(shop.owner.client, 'restaurant', soldOut.id, 'Not Available Today');
    const hidden = await addItem(
      shop.owner.client,
      'restaurant',
      paneerTikka({ name: 'Secret Thali', selectors: [] }),
    );
    await setAvailability(shop.owner.client, 'restaurant', hidden.id, 'Hidden from Menu');
    const gone = await addItem(
      shop.owner.client,
      'restaurant',
      paneerTikka({ name: 'Mango Lassi', category: 'CoolDrinks', selectors: [] }),
    );
    await setAvailability(shop.owner.client, 'restaurant', gone.id, 'Not Available Indefinitely');
    await shop.owner.client.post('/api/v1/businesses/restaurant/qr-codes', {
      branchId: shop.store.branchId,
      identifier: 'Asha',
      additionalData: [{ key: 'Floor', value: 'Rooftop' }],
      prefill: { firstName: 'Asha', mobileNo: '9876543210' },
    });
    const menu = await readMenu(customer, shop.store, 'asha');
    const names = menu.categories.flatMap((category) => category.items.map((item) => item.name));
    expect(names).not.toContain('Secret Thali');
    const availability = Object.fromEntries(
      menu.categories.flatMap((category) =>
        category.items.map((item) => [item.name, item.availability]),
      ),
    );
    expect(availability).toMatchObject({
      'Paneer Tikka': 'Available',
      'Malai Kofta': 'Not Available Today',
      'Mango Lassi': 'Not Available Indefinitely',
    });
    expect(menu.categories.map((category) => category.name)).toEqual(['CoolDrinks', 'Starter']);
    expect(menu).toMatchObject({
      business: { name: 'Spice Route Kitchen', currency: 'INR', kind: 'restaurant' },
      branch: { id: shop.store.branchId, name: 'Main Street' },
      identifier: 'Asha',
      qrCode: {
        additionalData: [{ key: 'Floor', value: 'Rooftop' }],
        prefill: { firstName: 'Asha', mobileNo: '9876543210', lastName: null },
      },
      status: { open: true, reason: null },
      tags: ['Popular', 'Vegetarian'],
      allergens: ['Milk'],
      fulfilment: {
        dineIn: { offered: true, available: true },
        pickup: { asapAvailable: true, scheduleOffered: true },
      },
    });
    // The menu names the days with pickup slots; their times come from the pickup-slots endpoint.
    expect(menu).not.toHaveProperty('pickupSlots');
    const firstDay = menu.fulfilment.pickup.slotDates[0]!;
    expect(firstDay >= localDateIn(shop.store)).toBe(true);
    const firstSlots = (
      await customer.get(`${menuUrl(shop.store).split('?')[0]}/pickup-slots?date=${firstDay}`)
    ).json<{ slots: { date: string; remaining: number | null }[] }>().slots;
    expect(firstSlots.length).toBeGreaterThan(0);
    expect(firstSlots[0]).toMatchObject({ date: firstDay, remaining: null });

    const order = (
      await customer.post(
        PLACE,
        orderRequest(shop.store, { identifier: 'asha', lines: [tikkaLine(1)] }),
      )
    ).json<Order>();
    expect(order.additionalData).toEqual([{ key: 'Floor', value: 'Rooftop' }]);
    expect(order.identifier).toBe('Asha');
    expect((await customer.get(`${PLACE}/${order.id}`)).json()).toEqual(order);
    expect(
      (
        await customer.get(
          menuUrl({ ...shop.store, branchId: '00000000-0000-4000-8000-000000000000' }),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('returns the same order for the same idempotency key and never makes a second', async () => {
    const request = orderRequest(shop.store, { lines: [tikkaLine(1)] });
    const first = await customer.post(PLACE, request);
    // The response was lost: the phone sends the same request again.
    const retry = await customer.post(PLACE, request);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json()); // as built by the server, and as stored

    const doubleTap = orderRequest(shop.store, { lines: [tikkaLine(1)] });
    const both = await Promise.all([
      customer.post(PLACE, doubleTap),
      customer.post(PLACE, doubleTap),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((response) => response.json<Order>().id)).size).toBe(1);
    const [{ value }] = (await shop.test.deps.database.db
      .select({ value: count() })
      .from(orders)
      .where(eq(orders.idempotencyKey, doubleTap.idempotencyKey))) as [{ value: number }];
    expect(value).toBe(1);
  });

  it('keeps placing orders when a migration adds a column to orders while the server runs', async () => {
    const placeOne = async () =>
      (await customer.post(PLACE, orderRequest(shop.store, { lines: [tikkaLine(1)] }))).statusCode;
    // The placement statement is prepared on the connection by now.
    expect([await placeOne(), await placeOne()]).toEqual([201, 201]);
    const { db } = shop.test.deps.database;
    await db.execute(sql`alter table orders add column added_later integer`);
    try {
      expect([await placeOne(), await placeOne()]).toEqual([201, 201]);
    } finally {
      await db.execute(sql`alter table orders drop column added_later`);
    }
  });

  it('numbers 50 concurrent orders of a business 1 to 50, unique and without gaps', async () => {
    const busy = await signUpVerifiedOwner(shop.test);
    const own = await setUpStore(busy.client, 'grocery');
    const rice = await addItem(busy.client, 'grocery', basmatiRice());
    const crowd = new TestClient(shop.test.app, uniqueIp());
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        crowd.post(
          PLACE,
          orderRequest(own, {
            lines: [{ menuItemId: rice.id, quantity: 1, variantId: rice.variants[0]!.id }],
          }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const numbers = responses
      .map((response) => response.json<Order>().referenceNumber)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(responses[0]!.json<Order>().totals.subtotalMinor).toBe(55_000);
  });

  it('refuses a full slot with a clear message and shows the capacity left', async () => {
    const small = await signUpVerifiedOwner(shop.test);
    const own = await setUpStore(small.client, 'restaurant', {
      pickupDelivery: { maxOrdersPerSlot: 1 },
    });
    const dish = await addItem(small.client, 'restaurant', paneerTikka({ selectors: [] }));
    const lines = [{ menuItemId: dish.id, quantity: 1 }];
    const date = localDateIn(own, 1);
    const slots = (
      await customer.get(`${menuUrl(own).split('?')[0]}/pickup-slots?date=${date}`)
    ).json<{
      slots: { startsAt: string; time: string; remaining: number }[];
    }>().slots;
    const noon = slots.find((slot) => slot.time === '12:00')!;
    expect(noon.remaining).toBe(1);
    const fulfilment = { type: 'pickup' as const, slot: noon.startsAt };
    const placed = await customer.post(PLACE, orderRequest(own, { lines, fulfilment }));
    const stored = await customer.get(`${PLACE}/${placed.json<Order>().id}`);
    expect([placed.statusCode, stored.json()]).toEqual([201, placed.json()]);
    const full = await customer.post(PLACE, orderRequest(own, { lines, fulfilment }));
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({
      message: 'This pickup slot is full. Please choose another time.',
      field: 'fulfilment.slot',
    });
    const after = (
      await customer.get(`${menuUrl(own).split('?')[0]}/pickup-slots?date=${date}`)
    ).json<{
      slots: { time: string; remaining: number }[];
    }>().slots;
    expect(after.find((slot) => slot.time === '12:00')!.remaining).toBe(0);
  });

  // The rule is in public-menu.service.test.ts and orders.service.test.ts; this keeps the trial
  // end read from the database wired into the customer side.
  it('refuses orders after the trial without a plan, with the notice on the menu', async () => {
    const lapsed = await signUpVerifiedOwner(shop.test);
    const own = await setUpStore(lapsed.client, 'restaurant');
    const dish = await addItem(lapsed.client, 'restaurant', paneerTikka({ selectors: [] }));
    await shop.test.deps.database.db
      .update(accounts)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(accounts.id, own.accountId));
    const menu = await readMenu(customer, own);
    expect(menu.status).toMatchObject({ open: false, reason: 'trial-ended' });
    expect(menu.fulfilment.pickup.slotDates).toEqual([]);
    expect(menu.categories[0]!.items[0]!.name).toBe('Paneer Tikka');
    const refused = await customer.post(
      PLACE,
      orderRequest(own, { lines: [{ menuItemId: dish.id, quantity: 1 }] }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This store is not taking online orders at the moment. Please order when the store is open.',
    );
  });

  it('pages a grocery menu 100 at a time with a name search', async () => {
    const grocer = await signUpVerifiedOwner(shop.test);
    const own = await setUpStore(grocer.client, 'grocery');
    const bulk = Array.from({ length: 120 }, (_, index) => ({
      ...basmatiRice({ name: `Product ${String(index).padStart(3, '0')}`, variants: [] }),
    }));
    for (const input of bulk) await addItem(grocer.client, 'grocery', input);
    const first = (await customer.get(menuUrl(own, 'Counter'))).json<PublicMenu>();
    expect(first.paging).toEqual({ page: 1, pageSize: 100, total: 120 });
    expect(first.categories.flatMap((category) => category.items)).toHaveLength(100);
    const second = (await customer.get(menuUrl(own, 'Counter', '&page=2'))).json<PublicMenu>();
    expect(second.categories.flatMap((category) => category.items)).toHaveLength(20);
    const search = (
      await customer.get(menuUrl(own, 'Counter', '&search=product%2011'))
    ).json<PublicMenu>();
    expect(search.paging.total).toBe(10);
    expect(search.fulfilment.dineIn.offered).toBe(false);
  });

  it('rate limits placing orders per client address', async () => {
    const flood = new TestClient(shop.test.app, uniqueIp());
    const statuses: number[] = [];
    for (let index = 0; index < 80; index++)
      statuses.push((await flood.post(PLACE, {})).statusCode);
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await flood.post(PLACE, {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});
