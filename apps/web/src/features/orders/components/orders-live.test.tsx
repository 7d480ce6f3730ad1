import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import { FakeEventSource, makeBoardTicket, makeOrderList } from '../../../test/order-fixtures.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { makeMe } from '../../../test/fixtures.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { stubAudio } from '../../../test/web-audio.ts';
import { isFreshOrder } from '../lib/board-cache.ts';
import { OrderAlerts } from './order-alerts.tsx';
import { OrdersTab } from './orders-tab.tsx';
import { business, renderBoard } from './orders-board-harness.tsx';

async function renderLiveBoard(initial: BoardTicket[]) {
  let orders = initial;
  const fetch = mockFetch(({ url }) =>
    url.includes('/branches') ? { body: { branches: [] } } : { body: makeOrderList(orders) },
  );
  const { queryClient } = renderBoard();
  await screen.findByRole('heading', {
    name: `${initial.length} order${initial.length === 1 ? '' : 's'}`,
  });
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  const stream = FakeEventSource.latest();
  act(() => stream.emit('open'));
  return {
    fetch,
    stream,
    queryClient,
    setServerOrders: (next: BoardTicket[]) => {
      orders = next;
    },
    push: (order: BoardTicket) => act(() => stream.emit('order', JSON.stringify({ order }))),
  };
}

beforeEach(() => {
  FakeEventSource.install();
});

describe('isFreshOrder', () => {
  it('is true up to 20 seconds after the order was created, and false after', () => {
    const created = '2030-01-01T10:00:00.000Z';
    const at = (seconds: number) => Date.parse(created) + seconds * 1000;
    expect(isFreshOrder(created, at(0))).toBe(true);
    expect(isFreshOrder(created, at(20))).toBe(true);
    expect(isFreshOrder(created, at(20.001))).toBe(false);
    expect(isFreshOrder(created, at(300))).toBe(false);
  });
});

describe('the live board', { timeout: 30_000 }, () => {
  it('starts the stream from the list and says when it is live', async () => {
    await renderLiveBoard([]);
    const stream = FakeEventSource.latest();
    expect(stream.url).toMatch(
      new RegExp(`^/api/v1/businesses/restaurant/orders/events\\?businessId=${business.id}&since=`),
    );
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it("puts a new order in place with the 'New Order Placed!' toast and a sound", async () => {
    const user = userEvent.setup();
    const { tones } = stubAudio({ state: 'running' });
    const { push } = await renderLiveBoard([]);
    // Browsers play sound only after a gesture on the page.
    await user.click(screen.getByRole('button', { name: 'Current' }));

    const fresh = makeBoardTicket({
      createdAt: new Date(Date.now() - 5_000).toISOString(),
      customer: { ...makeBoardTicket().customer, firstName: 'Meera', lastName: 'Iyer' },
    });
    push(fresh);
    expect(await screen.findByRole('article', { name: `Order ${fresh.reference}` })).toBeVisible();
    expect(await screen.findByText('NEW ORDER PLACED! MEERA I.')).toBeInTheDocument();
    expect(tones).toHaveBeenCalledTimes(2);
  });

  it('does not announce an order created more than 20 seconds ago, one twice, or a moved one', async () => {
    const user = userEvent.setup();
    const { tones } = stubAudio({ state: 'running' });
    const { push } = await renderLiveBoard([]);
    await user.click(screen.getByRole('button', { name: 'Current' }));

    const late = makeBoardTicket({ createdAt: new Date(Date.now() - 25_000).toISOString() });
    push(late);
    expect(await screen.findByRole('article', { name: `Order ${late.reference}` })).toBeVisible();
    expect(screen.queryByText(/NEW ORDER PLACED!/)).not.toBeInTheDocument();
    expect(tones).not.toHaveBeenCalled();

    // A later change of an order already shown is no new order.
    push({ ...late, createdAt: new Date().toISOString(), version: 2 });
    // Nor is a fresh order that another device already cancelled.
    push(
      makeBoardTicket({
        createdAt: new Date().toISOString(),
        status: 'Order Cancelled',
        ownerLabel: 'Order Cancelled',
        version: 2,
      }),
    );
    expect(screen.queryByText(/NEW ORDER PLACED!/)).not.toBeInTheDocument();
  });

  it('stays silent when the owner switched the sound off, and remembers it', async () => {
    const user = userEvent.setup();
    const { tones } = stubAudio({ state: 'running' });
    const { push } = await renderLiveBoard([]);
    await user.click(screen.getByRole('switch', { name: 'Sound for new orders' }));
    expect(window.localStorage.getItem('scanorder.orderSound')).toBe('off');

    push(makeBoardTicket({ createdAt: new Date().toISOString() }));
    expect(await screen.findByText(/NEW ORDER PLACED!/)).toBeInTheDocument();
    expect(tones).not.toHaveBeenCalled();
  });

  it('updates an order in place, ignores an older version, and refetches on resync', async () => {
    const shown = makeBoardTicket({ version: 2 });
    const { push, fetch, stream, setServerOrders } = await renderLiveBoard([shown]);
    const card = () => screen.getByRole('article', { name: `Order ${shown.reference}` });
    expect(card().closest('[data-column]')).toHaveAttribute('data-column', 'new');

    // The stream moves the ticket into its new column.
    push({ ...shown, status: 'Order Accepted', ownerLabel: 'In the Kitchen', version: 3 });
    await waitFor(() =>
      expect(card().closest('[data-column]')).toHaveAttribute('data-column', 'accepted'),
    );
    expect(within(card()).getByText('In the Kitchen')).toBeInTheDocument();
    push({ ...shown, version: 2 });
    expect(within(card()).getByText('In the Kitchen')).toBeInTheDocument();

    const other = makeBoardTicket();
    setServerOrders([other]);
    const before = fetch.mock.calls.length;
    act(() => stream.emit('resync'));
    expect(await screen.findByRole('article', { name: `Order ${other.reference}` })).toBeVisible();
    expect(fetch.mock.calls.length).toBeGreaterThan(before);
    expect(
      screen.queryByRole('article', { name: `Order ${shown.reference}` }),
    ).not.toBeInTheDocument();
  });

  it('tells a screen reader when another device moves a ticket, and only then', async () => {
    const shown = makeBoardTicket({ version: 2 });
    const { push } = await renderLiveBoard([shown]);
    const said = () =>
      screen
        .getAllByRole('status')
        .map((region) => region.textContent ?? '')
        .join(' | ');
    expect(said()).not.toContain(`Order ${shown.reference}:`);

    push({ ...shown, status: 'Order Accepted', ownerLabel: 'In the Kitchen', version: 3 });
    await waitFor(() => expect(said()).toContain(`Order ${shown.reference}: In the Kitchen.`));
    // Ready leaves the ticket on the board; an older event changes nothing and says nothing.
    push({
      ...shown,
      status: 'Order Ready for Pickup',
      ownerLabel: 'Ready for Pickup',
      version: 4,
    });
    await waitFor(() => expect(said()).toContain(`Order ${shown.reference}: Ready for Pickup.`));
    push({ ...shown, status: 'Order Accepted', ownerLabel: 'In the Kitchen', version: 3 });
    expect(said()).toContain(`Order ${shown.reference}: Ready for Pickup.`);
  });

  it("says nothing on the restaurant's board of a move on the grocery's", async () => {
    const groceryTicket = makeBoardTicket({ kind: 'grocery', version: 2 });
    mockFetch(({ url }) =>
      url.includes('/branches')
        ? { body: { branches: [] } }
        : { body: makeOrderList(url.includes('/grocery/') ? [groceryTicket] : []) },
    );
    renderWithApp(
      <>
        <OrderAlerts kind="grocery" accountId="acc-1" businessId={business.id} onCount={() => {}} />
        <OrdersTab kind="restaurant" accountId="acc-1" business={business} canManage />
      </>,
      { url: '/acc-1/restaurant?tab=orders', path: '/:userId/restaurant' },
    );
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    const grocery = FakeEventSource.instances.find((stream) => stream.url.includes('/grocery/'))!;
    act(() => grocery.emit('open'));
    const moved = {
      ...groceryTicket,
      status: 'Order Accepted' as const,
      ownerLabel: 'Packing',
      version: 3,
    };
    act(() => grocery.emit('order', JSON.stringify({ order: moved })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const said = screen.getAllByRole('status').map((region) => region.textContent ?? '');
    expect(said.join(' | ')).not.toContain(`Order ${groceryTicket.reference}:`);
  });

  it('opens a new stream when the browser gives up on one, and refetches what it missed', async () => {
    const { fetch, stream } = await renderLiveBoard([]);
    const before = fetch.mock.calls.length;
    vi.useFakeTimers();
    try {
      stream.readyState = FakeEventSource.CLOSED;
      act(() => stream.emit('error'));
      expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(3000);
      });
    } finally {
      vi.useRealTimers();
    }
    expect(FakeEventSource.instances).toHaveLength(2);
    const reopened = FakeEventSource.latest();
    expect(reopened.url).toContain('since=');
    act(() => reopened.emit('open'));
    expect(await screen.findByText('Live')).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(before));
  });

  it("asks who is signed in when the server refuses the stream, so a revoked member's open board does not sit on 'Reconnecting…'", async () => {
    const { stream, queryClient } = await renderLiveBoard([]);
    queryClient.setQueryData(queryKeys.me, makeMe());
    expect(queryClient.getQueryState(queryKeys.me)?.isInvalidated).toBe(false);
    stream.readyState = FakeEventSource.CLOSED;
    act(() => stream.emit('error'));
    expect(queryClient.getQueryState(queryKeys.me)?.isInvalidated).toBe(true);
  });

  // The owner area: the alerts' stream raises the toast on every page, and the ORDERS tab's board
  // (announceNewOrders false) has its own stream on the same cached lists. The server gives an
  // event to the two streams in no set order.
  it.each([
    ['in the order they opened', (streams: FakeEventSource[]) => streams],
    ['the other way round', (streams: FakeEventSource[]) => [...streams].reverse()],
  ])(
    'announces a new order once in the owner area, whichever stream hears of it first (streams %s)',
    async (_, order) => {
      mockFetch(({ url }) =>
        url.includes('/branches') ? { body: { branches: [] } } : { body: makeOrderList([]) },
      );
      renderWithApp(
        <>
          <OrderAlerts
            kind="restaurant"
            accountId="acc-1"
            businessId={business.id}
            onCount={() => {}}
          />
          <OrdersTab
            kind="restaurant"
            accountId="acc-1"
            business={business}
            canManage
            announceNewOrders={false}
          />
        </>,
        { url: '/acc-1/restaurant?tab=orders', path: '/:userId/restaurant' },
      );
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
      const streams = order(FakeEventSource.instances);
      for (const stream of streams) act(() => stream.emit('open'));

      const fresh = makeBoardTicket({
        createdAt: new Date().toISOString(),
        customer: { ...makeBoardTicket().customer, firstName: 'Meera', lastName: 'Iyer' },
      });
      for (const stream of streams)
        act(() => stream.emit('order', JSON.stringify({ order: fresh })));
      expect(
        await screen.findByRole('article', { name: `Order ${fresh.reference}` }),
      ).toBeVisible();
      expect(await screen.findAllByText('NEW ORDER PLACED! MEERA I.')).toHaveLength(1);
    },
  );
});
