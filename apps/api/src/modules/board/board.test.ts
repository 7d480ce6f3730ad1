import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, startOfLocalDate } from '@scanorder/shared/business/zoned-time';
import {
  boardMessages,
  HISTORY_PAGE_SIZE,
  lineInputOf,
  type BoardOrder,
  type BoardTicket,
  type OwnerOrderList,
} from '@scanorder/shared/ordering/board';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { orders } from '../../db/schema/orders.ts';
import {
  createMemberOf,
  createTestApp,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type OwnerFixture,
  type TestApp,
} from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import {
  addItem,
  orderRequest,
  paneerTikka,
  setUpStore,
  type Store,
} from '../../../test/ordering-fixtures.ts';

const PLACE = '/api/v1/public/orders';
const MINUTE = 60_000;

describe.each(databaseKinds)('orders board on %s', (kind) => {
  let test: TestApp;
  let owner: OwnerFixture;
  let store: Store;
  let tikkaId: string;
  let naanId: string;
  const customer = () => new TestClient(test.app, uniqueIp());
  const listUrl = (query: string) =>
    `/api/v1/businesses/restaurant/orders?businessId=${store.businessId}${query}`;

  beforeAll(async () => {
    test = await createTestApp(kind);
    owner = await signUpVerifiedOwner(test);
    store = await setUpStore(owner.client, 'restaurant', { branchName: 'Main Street' });
    tikkaId = (await addItem(owner.client, 'restaurant', paneerTikka({ selectors: [] }))).id;
    naanId = (
      await addItem(
        owner.client,
        'restaurant',
        paneerTikka({
          name: 'Butter Naan',
          category: 'Sides',
          priceMinor: 6_000,
          taxEnabled: false,
          selectors: [],
          modifiers: [],
          incrementors: [],
        }),
      )
    ).id;
  });
  afterAll(() => test.close());

  const place = async (overrides: Parameters<typeof orderRequest>[1] = {}) => {
    const response = await customer().post(
      PLACE,
      orderRequest(store, { lines: [{ menuItemId: tikkaId, quantity: 1 }], ...overrides }),
    );
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json<Order>();
  };
  const list = async (client: TestClient, query: string) => {
    const response = await client.get(listUrl(query));
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<OwnerOrderList>();
  };
  const ids = (result: OwnerOrderList) => result.orders.map((order) => order.id);
  /** Moves an order's clock: when it was last updated, scheduled and created. */
  const setTimes = (
    id: string,
    times: { updatedAt?: Date; scheduledFor?: Date; status?: Order['status'] },
  ) =>
    test.deps.database.db
      .update(orders)
      .set({ ...times, ...(times.updatedAt ? { createdAt: times.updatedAt } : {}) })
      .where(eq(orders.id, id));

  it("files orders under Current, Completed, Future and History by the business's own day", async () => {
    const zone = store.timeZone;
    const today = localDateOf(new Date(), zone);
    const todayStart = startOfLocalDate(today, zone);
    const tomorrowStart = startOfLocalDate(addDays(today, 1), zone);
    const yesterday = addDays(today, -1);

    const justToday = await place();
    await setTimes(justToday.id, { updatedAt: new Date(todayStart.getTime() + MINUTE) });
    // One minute before local midnight: yesterday for the business, whatever UTC says.
    const lastNight = await place();
    await setTimes(lastNight.id, { updatedAt: new Date(todayStart.getTime() - MINUTE) });
    const laterToday = await place();
    await setTimes(laterToday.id, {
      updatedAt: new Date(todayStart.getTime() - 2 * 24 * 60 * MINUTE),
      scheduledFor: new Date(tomorrowStart.getTime() - 30 * MINUTE),
    });
    const tomorrow = await place();
    await setTimes(tomorrow.id, { scheduledFor: new Date(tomorrowStart.getTime() + 30 * MINUTE) });
    const doneToday = await place();
    await setTimes(doneToday.id, {
      status: 'Order Completed',
      updatedAt: new Date(todayStart.getTime() + 2 * MINUTE),
    });
    const cancelledToday = await place();
    await setTimes(cancelledToday.id, {
      status: 'Order Cancelled',
      updatedAt: new Date(todayStart.getTime() + 3 * MINUTE),
    });
    const doneYesterday = await place();
    await setTimes(doneYesterday.id, {
      status: 'Order Completed',
      updatedAt: new Date(todayStart.getTime() - 2 * MINUTE),
    });

    const current = await list(owner.client, '&filter=current');
    expect(ids(current)).toEqual(expect.arrayContaining([justToday.id, laterToday.id]));
    expect(ids(current)).not.toContain(lastNight.id);
    expect(ids(current)).not.toContain(tomorrow.id);
    expect(ids(current)).not.toContain(doneToday.id);
    expect(current).toMatchObject({ timeZone: zone, today, truncated: false, nextCursor: null });
    expect(Date.parse(current.serverTime)).not.toBeNaN();

    const completed = await list(owner.client, '&filter=completed');
    expect(ids(completed)).toEqual([cancelledToday.id, doneToday.id]);
    expect(completed.orders.map((order) => order.ownerLabel)).toEqual([
      'Order Cancelled',
      'Order Completed',
    ]);

    expect(ids(await list(owner.client, '&filter=future'))).toEqual([tomorrow.id]);

    const history = await list(owner.client, `&filter=history&from=${yesterday}&to=${yesterday}`);
    expect(ids(history).sort()).toEqual([lastNight.id, doneYesterday.id].sort());
    expect(ids(await list(owner.client, '')).length).toBe(ids(current).length);

    const tooLong = await owner.client.get(
      listUrl(`&filter=history&from=${addDays(today, -31)}&to=${today}`),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'History covers at most 31 days',
    });
    expect((await owner.client.get(listUrl('&filter=history'))).json().error.message).toBe(
      'From date field is required',
    );
  });

  let clonedCount = 0;
  /** Copies of a placed order, last updated at `times[i]` (ISO, microseconds allowed). */
  const cloneOrders = async (times: string[]) => {
    const template = await place();
    const [row] = await test.deps.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, template.id));
    const { id: _id, ...copy } = row!;
    const clones: { id: string; referenceNumber: number }[] = [];
    for (const time of times) {
      const referenceNumber = 100_000 + ++clonedCount;
      const [inserted] = await test.deps.database.db
        .insert(orders)
        .values({ ...copy, referenceNumber, idempotencyKey: randomUUID() })
        .returning({ id: orders.id });
      await test.deps.database.db.execute(
        sql`update orders set updated_at = ${time}::timestamptz, created_at = ${time}::timestamptz where id = ${inserted!.id}`,
      );
      clones.push({ id: inserted!.id, referenceNumber });
    }
    return clones;
  };
  /** Every page of a History range, following nextCursor; the ids in the order they came. */
  const walkHistory = async (client: TestClient, range: string, limit?: number) => {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page: OwnerOrderList = await list(
        client,
        `&filter=history&${range}${limit ? `&limit=${limit}` : ''}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.truncated).toBe(false);
      pages.push(ids(page));
      cursor = page.nextCursor;
    } while (cursor !== null && pages.length < 100);
    return pages;
  };

  it('pages through History newest update first, each order exactly once, ties and microseconds included', async () => {
    const day = addDays(localDateOf(new Date(), store.timeZone), -10);
    const at = (minutes: number, micros = '000000') => {
      const start = startOfLocalDate(day, store.timeZone).getTime() + minutes * MINUTE;
      return new Date(start).toISOString().replace(/\.\d{3}Z$/, `.${micros}Z`);
    };
    // Seven orders: two a microsecond apart, three at the very same instant (reference decides).
    const [newest, oneMicroLater, oneMicroEarlier, tieA, tieB, tieC, oldest] = await cloneOrders([
      at(600),
      at(300, '123457'),
      at(300, '123456'),
      at(200),
      at(200),
      at(200),
      at(5),
    ]);
    // Outside the range on both sides: the evening before and the first minute after.
    await cloneOrders([at(-1), at(24 * 60 + 1)]);
    const expected = [
      newest!,
      oneMicroLater!,
      oneMicroEarlier!,
      ...[tieA!, tieB!, tieC!].sort((a, b) => b.referenceNumber - a.referenceNumber),
      oldest!,
    ].map((order) => order.id);

    const range = `from=${day}&to=${day}`;
    const pages = await walkHistory(owner.client, range, 2);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2, 1]);
    expect(pages.flat()).toEqual(expected);
    // Managers read History too, page by page alike (members do not: ADR 028).
    const manager = await createMemberOf(test, owner, 'manager');
    expect((await walkHistory(manager.client, range, 3)).flat()).toEqual(expected);
    // One page holds them all: no cursor.
    const whole = await list(owner.client, `&filter=history&${range}`);
    expect(ids(whole)).toEqual(expected);
    expect(whole.nextCursor).toBeNull();
  });

  it(`lists ${HISTORY_PAGE_SIZE} History orders a page by default, and exports the whole range as CSV`, async () => {
    const day = addDays(localDateOf(new Date(), store.timeZone), -20);
    const start = startOfLocalDate(day, store.timeZone).getTime();
    const clones = await cloneOrders(
      Array.from({ length: HISTORY_PAGE_SIZE + 1 }, (_, index) =>
        new Date(start + (index + 1) * MINUTE).toISOString(),
      ),
    );
    const range = `from=${day}&to=${day}`;
    const first = await list(owner.client, `&filter=history&${range}`);
    expect(first.orders).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const pages = await walkHistory(owner.client, range);
    expect(pages.map((page) => page.length)).toEqual([HISTORY_PAGE_SIZE, 1]);
    expect(pages.flat()).toEqual(clones.map((clone) => clone.id).reverse());

    // The CSV is the whole range, never one page (cursor and limit are not read for it).
    const csv = await owner.client.get(
      `/api/v1/businesses/restaurant/orders.csv?businessId=${store.businessId}&filter=history&${range}&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(rows).toHaveLength(HISTORY_PAGE_SIZE + 1);
    for (const clone of clones) expect(rows.some((row) => row.includes(clone.id))).toBe(true);
  });

  it('refuses a cursor or page size it did not write with a 400 that says so', async () => {
    const today = localDateOf(new Date(), store.timeZone);
    const history = `&filter=history&from=${today}&to=${today}`;
    for (const cursor of [
      'abc',
      '',
      '1.2.3',
      '-5.1',
      '12345678901234567.1',
      '9007199254740993.1',
      '1767225600000000.2147483648',
      '1767225600000000.1%27%3B--',
      'x'.repeat(500),
    ]) {
      const response = await owner.client.get(listUrl(`${history}&cursor=${cursor}`));
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().error, cursor).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: boardMessages.historyCursor,
        field: 'cursor',
      });
    }
    for (const limit of ['0', '201', 'abc', '1.5', '-1']) {
      const response = await owner.client.get(listUrl(`${history}&limit=${limit}`));
      expect(response.statusCode, limit).toBe(400);
      expect(response.json().error.message, limit).toBe(boardMessages.historyLimit);
    }
    // A well-formed cursor far in the past or future is just a place in the list.
    const early = await list(owner.client, `${history}&cursor=1.1`);
    expect(early).toMatchObject({ orders: [], nextCursor: null });
    expect(
      (await owner.client.get(listUrl(`${history}&cursor=9007199254740991.1`))).statusCode,
    ).toBe(200);
  });

  it('lists tickets (what the board shows) and loads the history with names when one is opened', async () => {
    const order = await place({
      fulfilment: { type: 'pickup', slot: null },
      lines: [{ menuItemId: tikkaId, quantity: 2, instruction: 'No onions' }],
    });
    await put(owner.client, `/api/v1/orders/${order.id}/status`, {
      status: 'Order Accepted',
      version: 1,
    });
    const current = await list(owner.client, `&filter=current&branchId=${store.branchId}`);
    const shown = current.orders.find((candidate) => candidate.id === order.id)!;
    expect(shown).toMatchObject({
      reference: order.reference,
      status: 'Order Accepted',
      ownerLabel: 'In the Kitchen',
      customer: { firstName: 'Asha', lastName: 'Raman' },
      fulfilment: { type: 'pickup', scheduledFor: null },
      lines: [{ name: 'Paneer Tikka', quantity: 2, instruction: 'No onions' }],
      totals: { totalMinor: order.totals.totalMinor },
      additionalData: [],
      distanceVerified: true,
      modified: false,
      version: 2,
      createdAt: order.createdAt,
      timeZone: 'Asia/Kolkata',
      personalDataErased: false,
    });
    // The light contract: no timeline, edits or business block in the list.
    for (const heavy of ['events', 'edits', 'business', 'expiredAt'])
      expect(shown, heavy).not.toHaveProperty(heavy);
    const opened = await owner.client.get(`/api/v1/orders/${order.id}`);
    expect(opened.statusCode).toBe(200);
    const detail = opened.json<BoardOrder>();
    expect(detail).toMatchObject({ ...shown, edits: [], business: { timeZone: 'Asia/Kolkata' } });
    expect(detail.events.map((event) => [event.toStatus, event.actorName])).toEqual([
      ['Order Placed', 'Customer'],
      ['Order Accepted', 'Test Owner'],
    ]);
    // Another branch filter leaves it out.
    const otherBranch = await owner.client.post('/api/v1/businesses/restaurant/branches', {
      name: 'Lake View',
    });
    const onlyOther = await list(owner.client, `&branchId=${otherBranch.json().id}`);
    expect(ids(onlyOther)).not.toContain(order.id);
  });

  it('edits lines before Ready: the server prices them, marks the order modified and records who', async () => {
    const order = await place({ lines: [{ menuItemId: tikkaId, quantity: 1 }] });
    // The menu price changes after the order was placed: the line keeps what it was charged.
    const dearer = await put(
      owner.client,
      `/api/v1/businesses/restaurant/menu-items/${tikkaId}`,
      paneerTikka({ selectors: [], modifiers: [], incrementors: [], priceMinor: 99_000 }),
    );
    expect(dearer.statusCode).toBe(200);

    const member = await createMemberOf(test, owner, 'member', {
      firstName: 'Ravi',
      lastName: 'Kumar',
    });
    const edited = await put(member.client, `/api/v1/orders/${order.id}/lines`, {
      version: 1,
      lines: [
        { ...lineInputOf(order.lines[0]!), quantity: 2 },
        { menuItemId: naanId, quantity: 3, instruction: 'Extra butter' },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const body = edited.json<BoardTicket>();
    // Tikka 249.00 x 2 at its own 5 % tax; naan 60.00 x 3 at the store's 5 %; service 2.5 %.
    const subtotal = 24_900 * 2 + 6_000 * 3;
    const tax = 2_490 + 900;
    const service = Math.round(subtotal * 0.025);
    expect(body).toMatchObject({
      modified: true,
      version: 2,
      totals: {
        subtotalMinor: subtotal,
        taxMinor: tax,
        serviceChargeMinor: service,
        tipMinor: 0,
        totalMinor: subtotal + tax + service,
      },
      lines: [
        { name: 'Paneer Tikka', quantity: 2, unitPriceMinor: 24_900, lineTotalMinor: 49_800 },
        { name: 'Butter Naan', quantity: 3, instruction: 'Extra butter', lineTotalMinor: 18_000 },
      ],
    });
    expect(body).not.toHaveProperty('edits');
    expect((await owner.client.get(`/api/v1/orders/${order.id}`)).json<BoardOrder>().edits).toEqual(
      [
        {
          actor: member.memberId,
          actorName: 'Ravi Kumar',
          at: body.updatedAt,
          previousTotalMinor: order.totals.totalMinor,
          totalMinor: subtotal + tax + service,
        },
      ],
    );
    // The customer's page shows the change, and what changed against what they ordered.
    expect((await customer().get(`${PLACE}/${order.id}`)).json<Order>()).toMatchObject({
      modified: true,
      changes: [
        { name: 'Paneer Tikka', details: '', fromQuantity: 1, toQuantity: 2 },
        { name: 'Butter Naan', details: '', fromQuantity: 0, toQuantity: 3 },
      ],
      version: 2,
      totals: { totalMinor: subtotal + tax + service },
    });

    const stale = await put(owner.client, `/api/v1/orders/${order.id}/lines`, {
      version: 1,
      lines: [{ menuItemId: naanId, quantity: 1 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      'This order was changed meanwhile. Reload it and try again.',
    );
    const unknown = await put(owner.client, `/api/v1/orders/${order.id}/lines`, {
      version: 2,
      lines: [
        { menuItemId: naanId, quantity: 1 },
        { menuItemId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      message: 'This item is no longer on the menu. Please remove it from the cart.',
      field: 'lines.1',
    });
    expect(
      (
        await put(owner.client, `/api/v1/orders/${order.id}/lines`, { version: 2, lines: [] })
      ).json().error.message,
    ).toBe('Add at least one item to the cart');

    for (const [status, version] of [
      ['Order Accepted', 2],
      ['Order Ready for Pickup', 3],
    ] as const)
      await put(owner.client, `/api/v1/orders/${order.id}/status`, { status, version });
    const tooLate = await put(owner.client, `/api/v1/orders/${order.id}/lines`, {
      version: 4,
      lines: [{ menuItemId: naanId, quantity: 1 }],
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.message).toBe(
      'This order can no longer be changed: it is Order Ready for Pickup',
    );
  });

  it('sends the kitchen settings with the list: prep time and ticket age colours', async () => {
    expect((await list(owner.client, '&filter=current')).kitchen).toEqual({
      prepTimeMinutes: 15,
      ticketAmberMinutes: 10,
      ticketRedMinutes: 20,
    });
  });

  it('exports the listed orders as CSV, safe to open in a spreadsheet', async () => {
    const order = await place({
      customer: {
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: 'Raman, "Jr"',
        mobileNo: '9876543210',
        emailAddress: 'asha@example.com',
      },
    });
    const today = localDateOf(new Date(), store.timeZone);
    const response = await owner.client.get(
      `/api/v1/businesses/restaurant/orders.csv?businessId=${store.businessId}&filter=history&from=${today}&to=${today}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="orders-restaurant-${today}-to-${today}.csv"`,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^"Order ID","Reference No","Status","Store name",/);
    const row = lines.find((line) => line.includes(order.id))!;
    expect(row).toContain(`"${order.reference}","${order.id}","Order Placed","Main Street"`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")","Raman, ""Jr"""`);
    expect(row).toContain('"1 x Paneer Tikka"');
  });

  it('lets members work the live board but not page or export History; managers do both (ADR 028)', async () => {
    const order = await place();
    const member = await createMemberOf(test, owner, 'member');
    for (const filter of ['current', 'completed', 'future'])
      expect((await member.client.get(listUrl(`&filter=${filter}`))).statusCode, filter).toBe(200);
    expect(ids(await list(member.client, ''))).toContain(order.id);
    const today = localDateOf(new Date(), store.timeZone);
    const historyUrl = listUrl(`&filter=history&from=${today}&to=${today}`);
    const csvUrl = `/api/v1/businesses/restaurant/orders.csv?businessId=${store.businessId}`;
    for (const url of [historyUrl, csvUrl, `${csvUrl}&filter=history&from=${today}&to=${today}`]) {
      const refused = await member.client.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe('Your are not authorized to perform this action.');
    }
    const manager = await createMemberOf(test, owner, 'manager');
    expect((await manager.client.get(csvUrl)).statusCode).toBe(200);
    expect(ids(await list(manager.client, `&filter=history&from=${today}&to=${today}`))).toContain(
      order.id,
    );
  });

  it('keeps another account away from the orders: no list, export, stream, move or edit', async () => {
    const order = await place();
    const other = await signUpVerifiedOwner(test);
    const theirs = await setUpStore(other.client, 'restaurant');
    const today = localDateOf(new Date(), store.timeZone);
    for (const url of [
      listUrl(''),
      listUrl(`&filter=history&from=${today}&to=${today}&limit=1&cursor=9007199254740991.1`),
      `/api/v1/businesses/restaurant/orders.csv?businessId=${store.businessId}`,
      `/api/v1/businesses/restaurant/orders/events?businessId=${store.businessId}`,
      `/api/v1/orders/${order.id}`,
    ]) {
      const response = await other.client.get(url);
      expect(response.statusCode, url).toBe(404);
    }
    const own = await other.client.get(
      `/api/v1/businesses/restaurant/orders?businessId=${theirs.businessId}`,
    );
    expect(own.json<OwnerOrderList>().orders).toEqual([]);
    expect(
      (
        await put(other.client, `/api/v1/orders/${order.id}/status`, {
          status: 'Order Accepted',
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await put(other.client, `/api/v1/orders/${order.id}/lines`, {
          version: 1,
          lines: [{ menuItemId: tikkaId, quantity: 5 }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await customer().get(`${PLACE}/${order.id}`)).json<Order>()).toMatchObject({
      status: 'Order Placed',
      modified: false,
    });
    expect((await customer().get(listUrl(''))).statusCode).toBe(401);
  });
});
