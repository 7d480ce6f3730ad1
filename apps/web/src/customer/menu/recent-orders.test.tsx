import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecentOrder } from '@scanorder/shared/ordering/recent-orders';
import { menuPageData, restaurantMenu } from '../test-fixtures.ts';
import { MenuPage } from './menu-page.tsx';
import { myOrdersPath, RECENT_ORDERS_REFRESH_MS } from './recent-orders.tsx';

vi.mock('../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));

const ORDER_ID = '7b0c4a52-8a1e-4a43-9d3c-1f2e3d4c5b6a';

function recent(status: RecentOrder['status']): RecentOrder {
  return {
    id: ORDER_ID,
    referenceNumber: 12,
    status,
    storeName: 'Main Street',
    identifier: 'Table 1',
    totalMinor: 26_768,
    currency: 'INR',
    createdAt: '2026-11-24T08:30:00.000Z',
  };
}

function serve(...answers: RecentOrder[][]) {
  const queue = [...answers];
  const fetchMock = vi.fn(async (input: string) => {
    const url = input;
    if (url !== myOrdersPath(restaurantMenu())) return new Response(null, { status: 404 });
    const orders = queue.length > 1 ? queue.shift()! : queue[0]!;
    return new Response(JSON.stringify({ orders }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('My recent orders on the menu', () => {
  it("lists this browser's orders with their status and a link back to each", async () => {
    serve([recent('Order Accepted')]);
    render(<MenuPage page={menuPageData()} />);
    const section = await screen.findByRole('region', { name: 'My recent orders' });
    const link = within(section).getByRole('link', { name: /Order #00012/ });
    expect(link).toHaveTextContent('Order Accepted');
    expect(link).toHaveTextContent('₹267.68');
    const { accountId } = restaurantMenu().business;
    expect(link).toHaveAttribute(
      'href',
      `/${accountId}/restaurant/order/${ORDER_ID}/order/details`,
    );
  });

  it('shows nothing for a browser without orders here', async () => {
    const fetchMock = serve([]);
    render(<MenuPage page={menuPageData()} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'My recent orders' })).not.toBeInTheDocument();
  });

  it('follows the status while an order is still open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve([recent('Order Placed')], [recent('Order Ready for Pickup')]);
    render(<MenuPage page={menuPageData()} />);
    const section = await screen.findByRole('region', { name: 'My recent orders' });
    expect(section).toHaveTextContent('Order Placed');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RECENT_ORDERS_REFRESH_MS + 100);
    });
    expect(section).toHaveTextContent('Order Ready for Pickup');
  });
});
