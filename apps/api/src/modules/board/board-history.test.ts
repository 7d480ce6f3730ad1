import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, startOfLocalDate } from '@scanorder/shared/business/zoned-time';
import {
  boardMessages,
  HISTORY_PAGE_SIZE,
  type OwnerOrderList,
} from '@scanorder/shared/ordering/board';
import { orders } from '../../db/schema/orders.ts';
import {
  createMemberOf,
  databaseKinds,
  type TestClient,
  type OwnerFixture,
  type TestApp,
} from '../../../test/harness.ts';
import { setUpBoardStore } from '../../../test/board-fixtures.ts';
import type { Store } from '../../../test/ordering-fixtures.ts';

const MINUTE = 60_000;

describe.each(databaseKinds)('orders board days and History pages on %s', (kind) => {
  const board = setUpBoardStore(kind);
  const { listUrl, place, list, ids, setTimes } = board;
  let test: TestApp;
  let owner: OwnerFixture;
  let store: Store;
  beforeAll(() => {
    ({ test, owner, store } = board.ready());
  });

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
    await setTimes(tomorrow.id, {
      scheduledFor: new Date(tomorrowStart.getTime() + 30 * MINUTE),
    });
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
});
