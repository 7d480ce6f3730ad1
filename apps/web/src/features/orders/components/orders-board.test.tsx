import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { boardMessages, type BoardOrder } from '@scanorder/shared/ordering/board';
import { makeBranch, makeBusiness } from '../../../test/business-fixtures.ts';
import { FakeEventSource, makeBoardOrder, makeOrderList } from '../../../test/order-fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { OrdersTab } from './orders-tab.tsx';

const business = makeBusiness('restaurant');
const ORDERS = '/api/v1/businesses/restaurant/orders';
const OTHER_BRANCH = '66666666-6666-4666-8666-666666666666';

function renderBoard(url = '/acc-1/restaurant?tab=orders') {
  return renderWithApp(<OrdersTab kind="restaurant" business={business} canManage />, {
    url,
    path: '/:userId/restaurant',
  });
}

interface Routes {
  lists?: (search: URLSearchParams) => BoardOrder[];
  status?: (body: unknown) => { status?: number; body?: unknown };
}

function serve({ lists = () => [], status }: Routes = {}) {
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
    if (method === 'PUT' && parsed.pathname.endsWith('/status') && status) return status(body);
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
  });
}

const listCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(input as string, 'http://test'))
    .filter((url) => url.pathname === ORDERS)
    .map((url) => Object.fromEntries(url.searchParams));

beforeEach(() => {
  FakeEventSource.install();
});

describe('OrdersBoard', { timeout: 30_000 }, () => {
  it('shows each order with its reference, label, age, customer, lines, totals and extras', async () => {
    const delivery = makeBoardOrder({
      createdAt: new Date(Date.now() - 330_000).toISOString(),
      fulfilment: { type: 'delivery', latitude: null, longitude: null },
      distanceVerified: false,
      modified: true,
      customer: {
        ...makeBoardOrder().customer,
        streetAddress: 'MG Road',
        buildingNumber: '12',
        stateName: 'Karnataka',
        zipCode: '560001',
      },
    });
    serve({ lists: () => [delivery] });
    renderBoard();

    const card = await screen.findByRole('article', { name: `Order ${delivery.reference}` });
    const inCard = within(card);
    expect(inCard.getByText('Needs Action')).toBeInTheDocument();
    expect(inCard.getByText('5 minutes ago')).toBeInTheDocument();
    expect(inCard.getByText('Asha Rao')).toBeInTheDocument();
    expect(inCard.getByText('12, MG Road, Karnataka 560001')).toBeInTheDocument();
    expect(inCard.getByText('Delivery')).toBeInTheDocument();
    expect(inCard.getByText('2 × Paneer Tikka')).toBeInTheDocument();
    expect(inCard.getByText('Spice level: Hot')).toBeInTheDocument();
    expect(inCard.getByText('Instruction: No onions')).toBeInTheDocument();
    expect(inCard.getByText('₹525.00')).toBeInTheDocument();
    expect(inCard.getByText('Floor: Terrace')).toBeInTheDocument();
    expect(inCard.getByText('Distance not verified')).toBeInTheDocument();
    expect(inCard.getByText('Modified')).toBeInTheDocument();
    expect(inCard.getByText('MAIN STREET - TABLE 4')).toBeInTheDocument();
  });

  it('lists by filter and branch, and History by a checked day range with a CSV export', async () => {
    const user = userEvent.setup();
    const fetch = serve({
      lists: (search) =>
        search.get('filter') === 'completed'
          ? [makeBoardOrder({ status: 'Order Completed', ownerLabel: 'Order Completed' })]
          : [],
    });
    renderBoard();

    expect(await screen.findByText(/No current orders right now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Current' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('Order Completed')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('filter=completed');

    await user.click(screen.getByRole('combobox', { name: 'Store name' }));
    await user.click(await screen.findByRole('option', { name: 'Lake View' }));
    await waitFor(() =>
      expect(listCalls(fetch).at(-1)).toMatchObject({
        filter: 'completed',
        branchId: OTHER_BRANCH,
      }),
    );
    // The live stream follows the branch too.
    await waitFor(() => expect(FakeEventSource.latest().url).toContain(`branchId=${OTHER_BRANCH}`));
    // A branch with a staff PIN can be opened in kiosk mode.
    expect(
      screen.getByRole('link', { name: 'Open kiosk mode for Lake View on this device' }),
    ).toHaveAttribute('href', `/kiosk/${OTHER_BRANCH}`);

    await user.click(screen.getByRole('button', { name: 'History' }));
    const from = screen.getByLabelText('From date');
    const to = screen.getByLabelText('To date');
    await user.clear(from);
    await user.type(from, '2030-03-10');
    await user.clear(to);
    await user.type(to, '2030-03-01');
    expect(screen.getByText('From date must be on or before To date')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();

    await user.clear(to);
    await user.type(to, '2030-03-12');
    await waitFor(() =>
      expect(listCalls(fetch).at(-1)).toMatchObject({
        filter: 'history',
        from: '2030-03-10',
        to: '2030-03-12',
        branchId: OTHER_BRANCH,
      }),
    );
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toBe(
      `${ORDERS}.csv?businessId=${business.id}&branchId=${OTHER_BRANCH}&filter=history&from=2030-03-10&to=2030-03-12`,
    );
    expect(csv).toHaveAttribute('download');
  });

  it('shows History a page at a time with a keyboard-usable "Load more orders" that says when it loads', async () => {
    const user = userEvent.setup();
    const at = (hour: number) => `2030-03-10T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const [first, second, third] = [12, 11, 10].map((hour) =>
      makeBoardOrder({
        status: 'Order Completed',
        ownerLabel: 'Order Completed',
        updatedAt: at(hour),
        // Created in the other order: History lists by last update, as the pages come.
        createdAt: at(20 - hour),
      }),
    );
    let secondPage: (value: { body: unknown; status?: number }) => void = () => undefined;
    let failNext = true;
    const fetch = mockFetch(async ({ url }) => {
      const parsed = new URL(url, 'http://test');
      if (parsed.pathname.endsWith('/branches')) return { body: { branches: [makeBranch()] } };
      if (parsed.pathname !== ORDERS) return { status: 404, body: {} };
      const cursor = parsed.searchParams.get('cursor');
      if (parsed.searchParams.get('filter') !== 'history') return { body: makeOrderList([]) };
      if (!cursor) return { body: makeOrderList([first!, second!], { nextCursor: 'page-2' }) };
      if (failNext) {
        failNext = false;
        return {
          status: 400,
          body: { error: { code: 'VALIDATION_FAILED', message: boardMessages.historyCursor } },
        };
      }
      return new Promise((resolve) => {
        secondPage = resolve;
      });
    });
    renderBoard('/acc-1/restaurant?tab=orders&filter=history&from=2030-03-01&to=2030-03-12');

    expect(
      await screen.findByRole('heading', { name: '2 orders shown, newest first' }),
    ).toBeInTheDocument();
    /** The references of the cards, top to bottom. */
    const cards = () => {
      const shown = screen.getAllByRole('article');
      return [first!, second!, third!]
        .map((order) => ({
          name: `Order ${order.reference}`,
          at: shown.indexOf(
            screen.queryByRole('article', { name: `Order ${order.reference}` }) as HTMLElement,
          ),
        }))
        .filter((card) => card.at >= 0)
        .sort((a, b) => a.at - b.at)
        .map((card) => card.name);
    };
    expect(cards()).toEqual([`Order ${first!.reference}`, `Order ${second!.reference}`]);
    // The export is the whole range, never one page.
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).not.toContain(
      'cursor',
    );

    const more = screen.getByRole('button', { name: 'Load more orders' });
    more.focus();
    await user.keyboard('{Enter}');
    // A failed page says why and leaves the button to try again; the pages shown stay.
    expect(await screen.findByText(new RegExp(boardMessages.historyCursor))).toBeInTheDocument();
    expect(cards()).toHaveLength(2);

    await user.keyboard('{Enter}');
    const loading = await screen.findByRole('button', { name: /Loading more orders/ });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveFocus();
    expect(screen.getByText('Loading more orders', { selector: '[role="status"]' })).toBeVisible();
    // A second press while loading asks nothing more.
    await user.keyboard('{Enter}');
    secondPage({ body: makeOrderList([third!]) });

    expect(await screen.findByRole('heading', { name: '3 orders' })).toBeInTheDocument();
    expect(cards()).toEqual([
      `Order ${first!.reference}`,
      `Order ${second!.reference}`,
      `Order ${third!.reference}`,
    ]);
    expect(screen.queryByRole('button', { name: /Load more orders/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 more order loaded')).toBeInTheDocument();
    expect(listCalls(fetch).map((call) => call.cursor ?? null)).toEqual([null, 'page-2', 'page-2']);
  });

  it('offers the moves of the transition table and sends the version it shows', async () => {
    const user = userEvent.setup();
    const placed = makeBoardOrder({ version: 3 });
    const ready = makeBoardOrder({
      status: 'Order Ready for Pickup',
      ownerLabel: 'Ready for Pickup',
      fulfilment: { type: 'pickup', scheduledFor: null },
    });
    const fetch = serve({
      lists: () => [placed, ready],
      status: () => ({
        body: { ...placed, status: 'Order Accepted', ownerLabel: 'In the Kitchen', version: 4 },
      }),
    });
    renderBoard();

    const placedCard = await screen.findByRole('article', { name: `Order ${placed.reference}` });
    expect(
      within(placedCard)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept Order', 'Cancel Order', 'Edit Items']);
    const readyCard = screen.getByRole('article', { name: `Order ${ready.reference}` });
    expect(
      within(readyCard)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Complete Order', 'Cancel Order']);

    await user.click(within(placedCard).getByRole('button', { name: 'Accept Order' }));
    expect(await within(placedCard).findByText('In the Kitchen')).toBeInTheDocument();
    expect(requestsTo(fetch, `/api/v1/orders/${placed.id}/status`)).toEqual([
      { status: 'Order Accepted', version: 3 },
    ]);
    expect(within(placedCard).getByRole('button', { name: 'Mark Ready for Pickup' })).toBeVisible();
  });

  it("shows the server's refusal of a stale move and refreshes the order", async () => {
    const user = userEvent.setup();
    const placed = makeBoardOrder();
    const movedElsewhere = {
      ...placed,
      status: 'Order Accepted' as const,
      ownerLabel: 'In the Kitchen',
      version: 2,
    };
    let refused = false;
    const fetch = serve({
      lists: () => [refused ? movedElsewhere : placed],
      status: () => {
        refused = true;
        return {
          status: 409,
          body: {
            error: {
              code: 'CONFLICT',
              message: 'This order was changed on another device. It now shows the latest.',
            },
          },
        };
      },
    });
    renderBoard();

    const card = await screen.findByRole('article', { name: `Order ${placed.reference}` });
    await user.click(within(card).getByRole('button', { name: 'Accept Order' }));
    expect(
      await screen.findByText('THIS ORDER WAS CHANGED ON ANOTHER DEVICE. IT NOW SHOWS THE LATEST.'),
    ).toBeInTheDocument();
    expect(await within(card).findByText('In the Kitchen')).toBeInTheDocument();
    expect(listCalls(fetch).length).toBeGreaterThanOrEqual(2);
  });

  it('cancels only with a description', async () => {
    const user = userEvent.setup();
    const placed = makeBoardOrder({ version: 2 });
    const fetch = serve({
      lists: () => [placed],
      status: (body) => ({
        body: {
          ...placed,
          status: 'Order Cancelled',
          ownerLabel: 'Order Cancelled',
          cancelDescription: (body as { cancelDescription: string }).cancelDescription,
          version: 3,
        },
      }),
    });
    renderBoard();

    const card = await screen.findByRole('article', { name: `Order ${placed.reference}` });
    await user.click(within(card).getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: `Cancel Order ${placed.reference}` });
    await user.type(within(dialog).getByLabelText(/Cancel description/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(
      await within(dialog).findByText('Cancel description field is required'),
    ).toBeInTheDocument();
    expect(requestsTo(fetch, `/api/v1/orders/${placed.id}/status`)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Cancel description/), 'Out of paneer today');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requestsTo(fetch, `/api/v1/orders/${placed.id}/status`)).toEqual([
      { status: 'Order Cancelled', version: 2, cancelDescription: 'Out of paneer today' },
    ]);
    // A cancelled order leaves the Current list.
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: `Order ${placed.reference}` }),
      ).not.toBeInTheDocument(),
    );
  });
});
