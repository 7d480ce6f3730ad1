import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BoardOrder } from '@scanorder/shared/ordering/board';
import {
  FakeEventSource,
  makeBoardOrder,
  makeBoardTicket,
  makeOrderList,
} from '../../../test/order-fixtures.ts';
import { mockFetch } from '../../../test/render.tsx';
import { ORDERS, renderBoard } from './orders-board-harness.tsx';

beforeEach(() => {
  FakeEventSource.install();
});

describe('TicketDetailsDialog', () => {
  it("words a dine-in order's Ready step in its history as the ticket and the guest do", async () => {
    const user = userEvent.setup();
    const ready = makeBoardTicket({
      status: 'Order Ready for Pickup',
      ownerLabel: 'Ready to Serve',
      fulfilment: { type: 'dine-in' },
    });
    const at = (minutes: number) =>
      new Date(Date.parse(ready.createdAt) + minutes * 60_000).toISOString();
    const events: BoardOrder['events'] = [
      {
        fromStatus: null,
        toStatus: 'Order Placed',
        actor: 'customer',
        actorName: 'Customer',
        at: at(0),
      },
      {
        fromStatus: 'Order Placed',
        toStatus: 'Order Accepted',
        actor: 'member',
        actorName: 'Asha Verma',
        at: at(1),
      },
      {
        fromStatus: 'Order Accepted',
        toStatus: 'Order Ready for Pickup',
        actor: 'member',
        actorName: 'Asha Verma',
        at: at(9),
      },
    ];
    mockFetch(({ url, method }) => {
      const { pathname } = new URL(url, 'http://test');
      if (pathname === ORDERS) return { body: makeOrderList([ready]) };
      if (method === 'GET' && pathname === `/api/v1/orders/${ready.id}`)
        return {
          body: makeBoardOrder(ready, { events }),
        };
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    });
    renderBoard();

    const card = await screen.findByRole('article', { name: `Order ${ready.reference}` });
    expect(within(card).getByText('Ready to Serve', { exact: true })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: `Order ${ready.reference}` });
    expect(await within(dialog).findByText(/^Order Ready to Serve · Asha Verma · /)).toBeVisible();
    expect(within(dialog).queryByText(/^Order Ready for Pickup/)).not.toBeInTheDocument();
  });
});
