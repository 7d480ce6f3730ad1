import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeBoardTicket, makeOrderList } from '../../../test/order-fixtures.ts';
import { boardQueryKey, ownerBoardSource } from '../api/board-source.ts';
import {
  applyOrderToBoard,
  applyOrderToList,
  applyOrderToPages,
  ordersOfPages,
  sortForBoard,
  type BoardPages,
} from './board-cache.ts';

const current = { filter: 'current' as const };

describe('applyOrderToList', () => {
  it('replaces an order in place with a newer version and keeps a newer one over an older', () => {
    const order = makeBoardTicket({ version: 2 });
    const list = makeOrderList([order]);
    const accepted = { ...order, status: 'Order Accepted' as const, version: 3 };
    const change = applyOrderToList(list, current, accepted);
    expect(change).toEqual({ type: 'replace', list: { ...list, orders: [accepted] } });
    expect(applyOrderToList(list, current, { ...order, version: 1 })).toEqual({ type: 'keep' });
    expect(applyOrderToList(list, current, order)).toEqual({ type: 'keep' });
  });

  it('drops an order from Current and Future when it becomes final, and keeps it in History', () => {
    const order = makeBoardTicket();
    const done = { ...order, status: 'Order Completed' as const, version: 2 };
    for (const filter of ['current', 'future'] as const)
      expect(applyOrderToList(makeOrderList([order]), { filter }, done)).toMatchObject({
        type: 'replace',
        list: { orders: [] },
      });
    expect(
      applyOrderToList(makeOrderList([order]), { filter: 'history', from: 'a', to: 'b' }, done),
    ).toMatchObject({ type: 'replace', list: { orders: [done] } });
  });

  it('adds a new order without a slot to Current, and leaves anything else to the server', () => {
    const shown = makeBoardTicket();
    const fresh = makeBoardTicket();
    expect(applyOrderToList(makeOrderList([shown]), current, fresh)).toEqual({
      type: 'replace',
      list: makeOrderList([fresh, shown], { serverTime: expect.any(String) as string }),
    });
    const scheduled = makeBoardTicket({ scheduledFor: '2030-01-02T10:00:00.000Z' });
    expect(applyOrderToList(makeOrderList([]), current, scheduled)).toEqual({ type: 'refetch' });
    expect(applyOrderToList(makeOrderList([]), { filter: 'completed' }, fresh)).toEqual({
      type: 'refetch',
    });
  });

  it("ignores another branch's order on a one-branch list", () => {
    const order = makeBoardTicket({ branchId: '66666666-6666-4666-8666-666666666666' });
    expect(
      applyOrderToList(makeOrderList([]), { filter: 'current', branchId: 'other' }, order),
    ).toEqual({ type: 'keep' });
  });
});

describe('sortForBoard', () => {
  it('lists Future by slot, soonest first, and the rest newest first', () => {
    const older = makeBoardTicket({
      createdAt: '2030-01-01T10:00:00.000Z',
      scheduledFor: '2030-01-02T10:00:00.000Z',
    });
    const newer = makeBoardTicket({
      createdAt: '2030-01-01T11:00:00.000Z',
      scheduledFor: '2030-01-03T10:00:00.000Z',
    });
    const ids = (orders: ReturnType<typeof makeBoardTicket>[]) => orders.map((order) => order.id);
    expect(ids(sortForBoard([older, newer], current))).toEqual([newer.id, older.id]);
    expect(ids(sortForBoard([newer, older], { filter: 'future' }))).toEqual([older.id, newer.id]);
  });
});

describe('paged lists', () => {
  const history = { filter: 'history' as const, from: '2030-01-01', to: '2030-01-07' };
  const pagesOf = (...lists: ReturnType<typeof makeOrderList>[]) => ({
    pages: lists,
    pageParams: lists.map((_, index) => (index === 0 ? null : `page-${index + 1}`)),
  });

  it('replaces an order on the page that holds it and lists every page once, in order', () => {
    const [a, b, c] = [makeBoardTicket(), makeBoardTicket(), makeBoardTicket()];
    const data = pagesOf(makeOrderList([a, b], { nextCursor: 'page-2' }), makeOrderList([c]));
    const done = { ...c, status: 'Order Completed' as const, version: 2 };
    const change = applyOrderToPages(data, history, done);
    expect(change).toMatchObject({ type: 'replace' });
    if (change.type !== 'replace') return;
    expect(change.pages.pages[0]).toBe(data.pages[0]);
    expect(ordersOfPages(change.pages).map((order) => order.id)).toEqual([a.id, b.id, c.id]);
    expect(ordersOfPages(change.pages)[2]).toEqual(done);
    // An order History does not hold yet is the server's to place.
    expect(applyOrderToPages(data, history, makeBoardTicket())).toEqual({ type: 'refetch' });
    // One that moved between pages while they loaded shows once.
    const twice = pagesOf(makeOrderList([a, b]), makeOrderList([b, c]));
    expect(ordersOfPages(twice).map((order) => order.id)).toEqual([a.id, b.id, c.id]);
  });

  it('lists History by last update, keeping the page order for equal times', () => {
    const updated = (at: string) =>
      makeBoardTicket({ updatedAt: at, createdAt: '2030-01-01T00:00:00.000Z' });
    const late = updated('2030-01-05T10:00:00.000Z');
    const tieFirst = updated('2030-01-04T10:00:00.000Z');
    const tieSecond = updated('2030-01-04T10:00:00.000Z');
    expect(sortForBoard([tieFirst, late, tieSecond], history).map((order) => order.id)).toEqual([
      late.id,
      tieFirst.id,
      tieSecond.id,
    ]);
  });
});

describe('applyOrderToBoard', () => {
  it("keeps the list's fetch time, so the board's clock (serverTime against it) stays right", () => {
    const queryClient = new QueryClient();
    const source = ownerBoardSource(
      'restaurant',
      { accountId: 'acc-1', businessId: 'biz-1' },
      { canExport: false },
    );
    const key = boardQueryKey(source, current);
    const shown = makeBoardTicket();
    // Fetched half an hour ago, with the server's time then.
    const fetchedAt = Date.now() - 30 * 60_000;
    const pages: BoardPages = {
      pages: [makeOrderList([shown], { serverTime: new Date(fetchedAt).toISOString() })],
      pageParams: [null],
    };
    queryClient.setQueryData(key, pages, { updatedAt: fetchedAt });

    // A new order and a move arrive by the stream now.
    const fresh = makeBoardTicket();
    applyOrderToBoard(queryClient, source, fresh);
    applyOrderToBoard(queryClient, source, { ...shown, status: 'Order Accepted', version: 2 });

    const state = queryClient.getQueryState<BoardPages>(key);
    expect(state?.data?.pages[0]?.orders.map((order) => order.id)).toEqual([fresh.id, shown.id]);
    expect(state?.dataUpdatedAt).toBe(fetchedAt);
  });
});
