// Service tests: status moves on the board with every repository in memory (test/fakes), so the
// transition table, the version check, recall and who may move an order are checked without a
// server or a database. Routes, tenancy, streams and the SQL of a move stay in order-status.test.ts,
// board.test.ts and board-stream.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Role } from '@scanorder/shared/account/services';
import { boardMessages } from '@scanorder/shared/ordering/board';
import { RECALL_GRACE_MS, RECALL_WINDOW_MS } from '@scanorder/shared/ordering/order-status';
import { orderStatusInputSchema } from '@scanorder/shared/ordering/place-order';
import { tenantContext } from '../../../test/fakes/builders.ts';
import { createOrderingWorld } from '../../../test/fakes/ordering-world.ts';
import { menuItem } from '../../../test/fakes/store-builders.ts';
import { refusal } from '../../../test/fakes/refusal.ts';
import { DELIVERY_CUSTOMER } from '../../../test/ordering-fixtures.ts';

const MINUTE = 60_000;
function setUp(options: Parameters<typeof createOrderingWorld>[0] = {}) {
  const world = createOrderingWorld(options);
  const store = world.open('restaurant', { pickupDelivery: { selfDeliveryEnabled: true } }, (b) => [
    menuItem(b),
  ]);
  const dish = store.items[0]!;
  const place = async ({ delivery = false } = {}) => {
    const { order } = await world.ordering.place(
      store.input({
        lines: [{ menuItemId: dish.id, quantity: 1 }],
        fulfilment: delivery ? { type: 'delivery' } : { type: 'pickup', slot: null },
        ...(delivery ? { customer: DELIVERY_CUSTOMER } : {}),
      }),
      randomUUID(),
    );
    return order;
  };
  /** A move as the route reads it: the body checked by the shared schema first. */
  const move = (
    orderId: string,
    body: Record<string, unknown>,
    who: Role | ReturnType<typeof tenantContext> = store.owner,
  ) =>
    world.board.moveStatus(
      typeof who === 'string'
        ? tenantContext({ accountId: store.owner.accountId, role: who })
        : who,
      orderId,
      orderStatusInputSchema.parse(body),
    );
  return { world, store, place, move };
}

describe('board service: status moves', () => {
  it('moves an order along the table, recording who moved it, and refuses a stale version', async () => {
    const { world, store, place, move } = setUp();
    const order = await place();
    expect(await move(order.id, { status: 'Order Accepted', version: 1 })).toMatchObject({
      status: 'Order Accepted',
      version: 2,
    });

    // A second device still showing version 1.
    expect(
      await refusal(
        move(order.id, {
          status: 'Order Cancelled',
          version: 1,
          cancelDescription: 'Out of paneer',
        }),
      ),
    ).toMatchObject({
      code: 'CONFLICT',
      message: 'This order was changed on another device. Check it and try again.',
    });
    expect(
      await refusal(move(order.id, { status: 'Order Ready for Delivery', version: 2 })),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'An order in Order Accepted cannot move to Order Ready for Delivery',
    });

    const member = tenantContext({ accountId: store.owner.accountId, role: 'member' });
    await move(order.id, { status: 'Order Ready for Pickup', version: 2 }, member);
    expect(await move(order.id, { status: 'Order Completed', version: 3 })).toMatchObject({
      status: 'Order Completed',
      version: 4,
    });
    expect(
      (
        await refusal(
          move(order.id, { status: 'Order Cancelled', version: 4, cancelDescription: 'Late' }),
        )
      ).code,
    ).toBe('VALIDATION_FAILED');

    const { events } = await world.board.get(store.owner, order.id);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      [null, 'Order Placed', 'customer'],
      ['Order Placed', 'Order Accepted', store.owner.memberId],
      ['Order Accepted', 'Order Ready for Pickup', member.memberId],
      ['Order Ready for Pickup', 'Order Completed', store.owner.memberId],
    ]);
  });

  it("does not find an order still waiting for its payment: it is not the team's until paid", async () => {
    const { place, move } = setUp({ paidBeforeSent: () => Promise.resolve(true) });
    const held = await place();
    expect(await refusal(move(held.id, { status: 'Order Accepted', version: 1 }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('lets every role cancel with a description, which the customer then reads', async () => {
    const { world, place, move } = setUp();
    expect(
      orderStatusInputSchema.safeParse({ status: 'Order Cancelled', version: 1 }).error?.issues[0],
    ).toMatchObject({
      message: 'Cancel description field is required',
      path: ['cancelDescription'],
    });
    for (const role of ['admin', 'manager', 'member'] as const) {
      const order = await place();
      const reason = `Kitchen closed early (${role})`;
      await move(
        order.id,
        { status: 'Order Cancelled', version: 1, cancelDescription: reason },
        role,
      );
      expect(await world.ordering.getPublic(order.id)).toMatchObject({
        status: 'Order Cancelled',
        cancelDescription: reason,
        cancelledFrom: 'Order Placed',
        version: 2,
      });
    }
    expect(world.notified.changed.map((change) => change.previousStatus)).toEqual([
      'Order Placed',
      'Order Placed',
      'Order Placed',
    ]);
  });

  it('sends delivery orders to Ready for Delivery, never Ready for Pickup', async () => {
    const { place, move } = setUp();
    const order = await place({ delivery: true });
    await move(order.id, { status: 'Order Accepted', version: 1 });
    expect(
      (await refusal(move(order.id, { status: 'Order Ready for Pickup', version: 2 }))).message,
    ).toBe('An order in Order Accepted cannot move to Order Ready for Pickup');
    expect(await move(order.id, { status: 'Order Ready for Delivery', version: 2 })).toMatchObject({
      status: 'Order Ready for Delivery',
    });
  });

  it('does not find an order of another account', async () => {
    const { place, move } = setUp();
    const order = await place();
    expect(
      await refusal(move(order.id, { status: 'Order Accepted', version: 1 }, tenantContext())),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
  });

  it('gives the guest a ready-by time on accept, and keeps the step an order was cancelled from', async () => {
    const { world, place, move } = setUp();
    expect(
      orderStatusInputSchema.safeParse({
        status: 'Order Cancelled',
        version: 1,
        cancelDescription: 'No',
        readyInMinutes: 5,
      }).error?.issues[0],
    ).toMatchObject({
      path: ['readyInMinutes'],
      message: 'A ready-in time goes with accepting an order',
    });
    for (const readyInMinutes of [0, 601, 2.5, '10'])
      expect(
        orderStatusInputSchema.safeParse({ status: 'Order Accepted', version: 1, readyInMinutes })
          .error?.issues[0]?.path,
        String(readyInMinutes),
      ).toEqual(['readyInMinutes']);

    const accepted = await place();
    const at = world.clock.now().getTime();
    await move(accepted.id, { status: 'Order Accepted', version: 1, readyInMinutes: 25 });
    expect(await world.ordering.getPublic(accepted.id)).toMatchObject({
      readyBy: new Date(at + 25 * MINUTE).toISOString(),
      cancelledFrom: null,
    });
    await move(accepted.id, {
      status: 'Order Cancelled',
      version: 2,
      cancelDescription: 'Out of paneer',
    });
    expect(await world.ordering.getPublic(accepted.id)).toMatchObject({
      cancelledFrom: 'Order Accepted',
    });
  });

  it('takes back the last move within the recall window, and only then', async () => {
    const { world, store, place, move } = setUp();
    const order = await place();
    await move(order.id, { status: 'Order Accepted', version: 1, readyInMinutes: 15 });
    // Not a recall: the transition table still refuses going back.
    expect((await refusal(move(order.id, { status: 'Order Placed', version: 2 }))).code).toBe(
      'VALIDATION_FAILED',
    );
    // A recall goes to the status before only.
    expect(
      (await refusal(move(order.id, { status: 'Order Completed', version: 2, recall: true }))).code,
    ).toBe('VALIDATION_FAILED');
    expect(
      await move(order.id, { status: 'Order Placed', version: 2, recall: true }),
    ).toMatchObject({
      status: 'Order Placed',
      ownerLabel: 'Needs Action',
      version: 3,
      readyBy: null,
    });
    const { events } = await world.board.get(store.owner, order.id);
    expect(events.map((event) => event.toStatus)).toEqual([
      'Order Placed',
      'Order Accepted',
      'Order Placed',
    ]);
    // Nothing to take back from Placed; and a move older than the window (and its grace) stays.
    expect(
      (await refusal(move(order.id, { status: 'Order Placed', version: 3, recall: true }))).code,
    ).toBe('VALIDATION_FAILED');
    await move(order.id, { status: 'Order Accepted', version: 3 });
    world.clock.advance(RECALL_WINDOW_MS + RECALL_GRACE_MS);
    expect(
      await move(order.id, { status: 'Order Placed', version: 4, recall: true }),
    ).toMatchObject({
      version: 5,
    });
    await move(order.id, { status: 'Order Accepted', version: 5 });
    world.clock.advance(RECALL_WINDOW_MS + RECALL_GRACE_MS + 1);
    expect(
      await refusal(move(order.id, { status: 'Order Placed', version: 6, recall: true })),
    ).toMatchObject({ code: 'VALIDATION_FAILED', message: boardMessages.recallTooLate });
  });

  it('lets a kiosk move only the orders of its own branch', async () => {
    const { world, store, place } = setUp();
    const order = await place();
    const kiosk = (branchId: string) => ({
      scope: { accountId: store.owner.accountId },
      actor: `kiosk:${branchId}`,
      branchId,
    });
    const input = orderStatusInputSchema.parse({ status: 'Order Accepted', version: 1 });
    expect((await refusal(world.board.moveAs(kiosk(randomUUID()), order.id, input))).code).toBe(
      'NOT_FOUND',
    );
    expect(await world.board.moveAs(kiosk(store.branch.id), order.id, input)).toMatchObject({
      status: 'Order Accepted',
    });
    const { events } = await world.board.get(store.owner, order.id);
    expect(events.at(-1)?.actor).toBe(`kiosk:${store.branch.id}`);
  });
});
