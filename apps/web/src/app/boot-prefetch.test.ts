import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client.ts';
import { queryKeys } from '../api/query-keys.ts';
import { makeBusiness } from '../test/business-fixtures.ts';
import { makeMe } from '../test/fixtures.ts';
import { makeBoardTicket, makeOrderList } from '../test/order-fixtures.ts';
import { mockFetch } from '../test/render.tsx';
import { prefetchOwnerArea } from './boot-prefetch.ts';

const ORDERS = '/api/v1/businesses/restaurant/orders';
const LIST_KEY = queryKeys.ordersBoard.list(['owner', 'restaurant', 'acc-1'], {
  filter: 'current',
});

function serve(me = makeMe()) {
  return mockFetch(({ url }) => {
    const { pathname } = new URL(url, 'http://test');
    if (pathname === '/api/v1/me') return { body: me };
    if (pathname === '/api/v1/businesses/restaurant') return { body: makeBusiness('restaurant') };
    if (pathname === ORDERS) return { body: makeOrderList([makeBoardTicket()]) };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
  });
}

const pathsOf = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([input]) => {
    const url = new URL(input as string, 'http://test');
    return `${url.pathname}${url.search}`;
  });

describe('the owner area read as the app boots (decision 031)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for /me, the business and the ORDERS list at once, the list without the business id', async () => {
    const fetch = serve();
    const queryClient = createQueryClient();
    prefetchOwnerArea(queryClient, { pathname: '/acc-1/restaurant', search: '?tab=orders' });
    expect(pathsOf(fetch)).toEqual([
      '/api/v1/me',
      '/api/v1/businesses/restaurant',
      `${ORDERS}?filter=current`,
    ]);
    await vi.waitFor(() => expect(queryClient.getQueryData(LIST_KEY)).toBeDefined());
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.me)).toBeDefined());
    // The list stays: the URL names the signed-in account.
    await Promise.resolve();
    expect(queryClient.getQueryData(LIST_KEY)).toBeDefined();
  });

  it('leaves the list to the page on other tabs, a chosen branch or History', () => {
    for (const search of ['?tab=menu', '?tab=orders&branch=b-1', '?tab=orders&filter=history']) {
      const fetch = serve();
      prefetchOwnerArea(createQueryClient(), { pathname: '/acc-1/restaurant', search });
      expect(pathsOf(fetch), search).toEqual(['/api/v1/me', '/api/v1/businesses/restaurant']);
    }
  });

  it('reads nothing outside the owner area', () => {
    const fetch = serve();
    for (const pathname of ['/', '/signin', '/acc-1/overview', '/acc-1/bakery'])
      prefetchOwnerArea(createQueryClient(), { pathname, search: '?tab=orders' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('forgets the list when the URL names another account than the signed-in one', async () => {
    serve(makeMe({ account: { id: 'acc-2' } }));
    const queryClient = createQueryClient();
    prefetchOwnerArea(queryClient, { pathname: '/acc-1/restaurant', search: '?tab=orders' });
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.me)).toBeDefined());
    await vi.waitFor(() => expect(queryClient.getQueryState(LIST_KEY)).toBeUndefined());
  });
});
