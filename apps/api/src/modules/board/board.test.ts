import { beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '@scanorder/shared/business/zoned-time';
import {
  lineInputOf,
  type BoardOrder,
  type BoardTicket,
  type OwnerOrderList,
} from '@scanorder/shared/ordering/board';
import type { Order } from '@scanorder/shared/ordering/place-order';
import {
  createMemberOf,
  databaseKinds,
  signUpVerifiedOwner,
  type OwnerFixture,
  type TestApp,
} from '../../../test/harness.ts';
import { orderEvents } from '../../db/schema/orders.ts';
import { setUpBoardStore } from '../../../test/board-fixtures.ts';
import { put } from '../../../test/business-fixtures.ts';
import { paneerTikka, setUpStore, type Store } from '../../../test/ordering-fixtures.ts';

const PLACE = '/api/v1/public/orders';

describe.each(databaseKinds)('orders board on %s', (kind) => {
  const board = setUpBoardStore(kind);
  const { customer, listUrl, place, list, ids } = board;
  let test: TestApp;
  let owner: OwnerFixture;
  let store: Store;
  let tikkaId: string;
  let naanId: string;
  beforeAll(() => {
    ({ test, owner, store, tikkaId, naanId } = board.ready());
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
    // The placing is made from the order; one stored by a build before migration 0031 (still
    // running in a rolling deploy) is not shown a second time.
    await test.deps.database.db.insert(orderEvents).values({
      orderId: order.id,
      accountId: store.accountId,
      fromStatus: null,
      toStatus: 'Order Placed',
      actor: 'customer',
      at: new Date(order.createdAt),
    });
    const again = (await owner.client.get(`/api/v1/orders/${order.id}`)).json<BoardOrder>();
    expect(again.events).toEqual(detail.events);
    // The business id may be left out (the board asks before it has read the business): the
    // account has one business of the kind, so the answer is the same list.
    const unnamed = await owner.client.get('/api/v1/businesses/restaurant/orders?filter=current');
    expect(unnamed.statusCode).toBe(200);
    expect(ids(unnamed.json<OwnerOrderList>())).toEqual(ids(await list(owner.client, '')));
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
      'This order was changed on another device. Check it and try again.',
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

  it('writes nothing for an edit that changes nothing: not modified, no new version, no history', async () => {
    const order = await place({
      lines: [
        { menuItemId: tikkaId, quantity: 2, instruction: 'No onion' },
        { menuItemId: naanId, quantity: 1 },
      ],
    });
    // The menu price changed since: the lines sent back as they are still keep what was charged.
    await put(
      owner.client,
      `/api/v1/businesses/restaurant/menu-items/${tikkaId}`,
      paneerTikka({ selectors: [], modifiers: [], incrementors: [], priceMinor: 99_000 }),
    );
    const same = await put(owner.client, `/api/v1/orders/${order.id}/lines`, {
      version: 1,
      lines: order.lines.map(lineInputOf),
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<BoardTicket>()).toMatchObject({
      modified: false,
      version: 1,
      totals: { totalMinor: order.totals.totalMinor },
    });
    expect((await owner.client.get(`/api/v1/orders/${order.id}`)).json<BoardOrder>().edits).toEqual(
      [],
    );
    // The guest's page is not told of a change.
    expect((await customer().get(`${PLACE}/${order.id}`)).json<Order>()).toMatchObject({
      modified: false,
      changes: [],
      version: 1,
    });
    // Still checked as any edit: a stale version is refused, unchanged or not.
    await put(owner.client, `/api/v1/orders/${order.id}/status`, {
      status: 'Order Accepted',
      version: 1,
    });
    const stale = await put(owner.client, `/api/v1/orders/${order.id}/lines`, {
      version: 1,
      lines: order.lines.map(lineInputOf),
    });
    expect(stale.statusCode).toBe(409);
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
    const total = (order.totals.totalMinor / 100).toFixed(2);
    expect(row).toContain(`"${total}"`);

    // For a Spanish owner's Excel: ';' between cells, decimal commas; the same guard and words.
    const spanish = await owner.client.get(
      `/api/v1/businesses/restaurant/orders.csv?businessId=${store.businessId}&filter=history&from=${today}&to=${today}&language=es`,
    );
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body.startsWith('\uFEFF"Order ID";"Reference No";"Status";"Store name";')).toBe(
      true,
    );
    const es = spanish.body.split('\r\n').find((line) => line.includes(order.id))!;
    expect(es).toContain(`"${order.reference}";"${order.id}";"Order Placed";"Main Street"`);
    expect(es).toContain(`"'=HYPERLINK(""http://evil.example"")";"Raman, ""Jr"""`);
    expect(es).toContain(`"${total.replace('.', ',')}"`);
    expect(es).not.toContain(`"${total}"`);

    for (const language of ['fr', 'ES', ''])
      expect(
        (
          await owner.client.get(
            `/api/v1/businesses/restaurant/orders.csv?businessId=${store.businessId}&language=${language}`,
          )
        ).statusCode,
        language,
      ).toBe(400);
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
    // Without a business id the list is the signed-in account's business, never another's.
    const unnamed = await other.client.get('/api/v1/businesses/restaurant/orders?filter=current');
    expect(unnamed.statusCode).toBe(200);
    expect(unnamed.json<OwnerOrderList>().orders).toEqual([]);
    // A branch is named with its business: another account's branch alone is refused.
    const branchOnly = await other.client.get(
      `/api/v1/businesses/restaurant/orders?branchId=${store.branchId}`,
    );
    expect(branchOnly.statusCode).toBe(400);
    expect(branchOnly.json().error.message).toBe('Please choose a valid business');
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
