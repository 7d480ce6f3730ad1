import type { BoardTicket } from '@scanorder/shared/ordering/board';
import { makeBranch, makeBusiness } from '../../../test/business-fixtures.ts';
import { makeBoardOrder, makeBoardTicket, makeOrderList } from '../../../test/order-fixtures.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { OrdersTab } from './orders-tab.tsx';

// The owner's ORDERS tab over a faked API, shared by the board's test files.

export const business = makeBusiness('restaurant');
export const ORDERS = '/api/v1/businesses/restaurant/orders';
export const OTHER_BRANCH = '66666666-6666-4666-8666-666666666666';

/** A delivery placed 5½ minutes ago whose distance was not verified: a fresh ticket in New. */
export function makeUnverifiedDelivery(overrides: Partial<BoardTicket> = {}) {
  return makeBoardTicket({
    createdAt: new Date(Date.now() - 330_000).toISOString(),
    fulfilment: { type: 'delivery', latitude: null, longitude: null },
    distanceVerified: false,
    ...overrides,
  });
}

export function renderBoard(url = '/acc-1/restaurant?tab=orders') {
  return renderWithApp(
    <OrdersTab kind="restaurant" accountId="acc-1" business={business} canManage />,
    {
      url,
      path: '/:userId/restaurant',
    },
  );
}

interface Routes {
  lists?: (search: URLSearchParams) => BoardTicket[];
  status?: (
    body: unknown,
  ) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
}

/** Two branches, the lists `lists` gives, each listed order opened, and status moves by `status`. */
export function serve({ lists = () => [], status }: Routes = {}) {
  return mockFetch(({ url, method, body }) => {
    const parsed = new URL(url, 'http://test');
    if (parsed.pathname.endsWith('/branches'))
      return {
        body: {
          branches: [
            makeBranch(),
            makeBranch({ id: OTHER_BRANCH, name: 'Lake View', position: 1, hasPin: true }),
          ],
        },
      };
    if (parsed.pathname === ORDERS) return { body: makeOrderList(lists(parsed.searchParams)) };
    const opened = /^\/api\/v1\/orders\/([^/]+)$/.exec(parsed.pathname);
    const ticket = opened
      ? lists(new URLSearchParams()).find((item) => item.id === opened[1])
      : null;
    if (method === 'GET' && ticket) return { body: makeBoardOrder(ticket) };
    if (method === 'PUT' && parsed.pathname.endsWith('/status') && status) return status(body);
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
  });
}

/** The list requests made, as their query parameters. */
export const listCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(input as string, 'http://test'))
    .filter((url) => url.pathname === ORDERS)
    .map((url) => Object.fromEntries(url.searchParams));
