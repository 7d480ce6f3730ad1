import { describe, expect, it } from 'vitest';
import { makeBoardOrder, makeOrderList } from '../../../test/order-fixtures.ts';
import { applyOrderToList, sortForBoard } from './board-cache.ts';

const current = { filter: 'current' as const };

describe('applyOrderToList', () => {
  it('replaces an order in place with a newer version and keeps a newer one over an older', () => {
    const order = makeBoardOrder({ version: 2 });
    const list = makeOrderList([order]);
    const accepted = { ...order, status: 'Order Accepted' as const, version: 3 };
    const change = applyOrderToList(list, current, accepted);
    expect(change).toEqual({ type: 'replace', list: { ...list, orders: [accepted] } });
    expect(applyOrderToList(list, current, { ...order, version: 1 })).toEqual({ type: 'keep' });
    expect(applyOrderToList(list, current, order)).toEqual({ type: 'keep' });
  });

  it('drops an order from Current and Future when it becomes final, and keeps it in History', () => {
    const order = makeBoardOrder();
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
    const shown = makeBoardOrder();
    const fresh = makeBoardOrder();
    expect(applyOrderToList(makeOrderList([shown]), current, fresh)).toEqual({
      type: 'replace',
      list: makeOrderList([fresh, shown], { serverTime: expect.any(String) as string }),
    });
    const scheduled = makeBoardOrder({ scheduledFor: '2030-01-02T10:00:00.000Z' });
    expect(applyOrderToList(makeOrderList([]), current, scheduled)).toEqual({ type: 'refetch' });
    expect(applyOrderToList(makeOrderList([]), { filter: 'completed' }, fresh)).toEqual({
      type: 'refetch',
    });
  });

  it("ignores another branch's order on a one-branch list", () => {
    const order = makeBoardOrder({ branchId: '66666666-6666-4666-8666-666666666666' });
    expect(
      applyOrderToList(makeOrderList([]), { filter: 'current', branchId: 'other' }, order),
    ).toEqual({ type: 'keep' });
  });
});

describe('sortForBoard', () => {
  it('lists Future by slot, soonest first, and the rest newest first', () => {
    const older = makeBoardOrder({
      createdAt: '2030-01-01T10:00:00.000Z',
      scheduledFor: '2030-01-02T10:00:00.000Z',
    });
    const newer = makeBoardOrder({
      createdAt: '2030-01-01T11:00:00.000Z',
      scheduledFor: '2030-01-03T10:00:00.000Z',
    });
    const ids = (orders: ReturnType<typeof makeBoardOrder>[]) => orders.map((order) => order.id);
    expect(ids(sortForBoard([older, newer], current))).toEqual([newer.id, older.id]);
    expect(ids(sortForBoard([newer, older], { filter: 'future' }))).toEqual([older.id, newer.id]);
  });
});
