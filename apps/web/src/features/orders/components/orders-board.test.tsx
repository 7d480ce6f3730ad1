import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { boardMessages } from '@scanorder/shared/ordering/board';
import { makeBranch } from '../../../test/business-fixtures.ts';
import { FakeEventSource, makeBoardTicket, makeOrderList } from '../../../test/order-fixtures.ts';
import { mockFetch, requestsTo, validationFailure } from '../../../test/render.tsx';
import {
  business,
  listCalls,
  makeUnverifiedDelivery,
  ORDERS,
  OTHER_BRANCH,
  renderBoard,
  serve,
} from './orders-board-harness.tsx';

beforeEach(() => {
  FakeEventSource.install();
});

describe('OrdersBoard: tickets, filters and History', { timeout: 30_000 }, () => {
  it('shows compact tickets in New / Accepted / Ready, and loads the rest when one is opened', async () => {
    const user = userEvent.setup();
    const delivery = makeUnverifiedDelivery({
      modified: true,
      customer: {
        ...makeBoardTicket().customer,
        streetAddress: 'MG Road',
        buildingNumber: '12',
        stateName: 'Karnataka',
        zipCode: '560001',
      },
    });
    const cooking = makeBoardTicket({
      status: 'Order Accepted',
      ownerLabel: 'In the Kitchen',
      createdAt: new Date(Date.now() - 12.5 * 60_000).toISOString(),
    });
    const late = makeBoardTicket({
      status: 'Order Ready for Pickup',
      ownerLabel: 'Ready to Serve',
      createdAt: new Date(Date.now() - 25.5 * 60_000).toISOString(),
    });
    const fetch = serve({ lists: () => [delivery, cooking, late] });
    renderBoard();

    const column = (name: RegExp) => screen.findByRole('region', { name });
    const card = await within(await column(/^New \(1\)/)).findByRole('article', {
      name: `Order ${delivery.reference}`,
    });
    const inCard = within(card);
    // The next action on top, one tap.
    expect(inCard.getAllByRole('button')[0]).toHaveTextContent('Accept Order · 15 min');
    expect(inCard.getByText('Needs Action')).toBeInTheDocument();
    expect(inCard.getByText('5 minutes ago')).toBeInTheDocument();
    expect(inCard.getByText('Delivery · Asha')).toBeInTheDocument();
    expect(inCard.getByText('2 × Paneer Tikka')).toBeInTheDocument();
    expect(inCard.getByText('Hot')).toBeInTheDocument();
    expect(inCard.getByText('Instruction: No onions')).toBeInTheDocument();
    expect(inCard.getByText('Distance not verified')).toBeInTheDocument();
    expect(inCard.getByText('Modified')).toBeInTheDocument();
    expect(card).toHaveAttribute('data-age', 'fresh');
    // Ages turn amber and red at the owner's thresholds (10 and 20 minutes here).
    const cookingCard = within(await column(/^Accepted \(1\)/)).getByRole('article');
    expect(cookingCard).toHaveAttribute('data-age', 'amber');
    expect(within(cookingCard).getAllByRole('button')[0]).toHaveTextContent('Mark Ready to Serve');
    const lateCard = within(await column(/^Ready \(1\)/)).getByRole('article');
    expect(lateCard).toHaveAttribute('data-age', 'red');
    expect(within(lateCard).getByText('25 minutes ago').parentElement).toHaveTextContent(
      '25 minutes ago (late)',
    );

    // The list has no history: opening the ticket loads it.
    expect(requestsTo(fetch, `/api/v1/orders/${delivery.id}`)).toEqual([]);
    await user.click(inCard.getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: `Order ${delivery.reference}` });
    const inDialog = within(dialog);
    expect(inDialog.getByText('Asha Rao')).toBeInTheDocument();
    expect(inDialog.getByText('12, MG Road, Karnataka 560001')).toBeInTheDocument();
    expect(inDialog.getByText('₹525.00')).toBeInTheDocument();
    expect(inDialog.getByText('Floor: Terrace')).toBeInTheDocument();
    expect(inDialog.getByText('MAIN STREET - TABLE 4')).toBeInTheDocument();
    expect(await inDialog.findByText(/^Order Placed · Customer · /)).toBeInTheDocument();
  });

  it('calls an order placed since the clock last ticked New, not "Starts in 1 min"', async () => {
    // The server's clock a moment ahead of the board's: the ticket's time is after "now".
    const fresh = makeBoardTicket({ createdAt: new Date(Date.now() + 20_000).toISOString() });
    serve({ lists: () => [fresh] });
    renderBoard();
    const card = await within(await screen.findByRole('region', { name: /^New \(1\)/ })).findByRole(
      'article',
      { name: `Order ${fresh.reference}` },
    );
    expect(card).not.toHaveTextContent(/Starts in/);
    expect(within(card).getByText('New')).toBeInTheDocument();
  });

  it('filters by the status labels, Needs Action first', async () => {
    const user = userEvent.setup();
    const placed = makeBoardTicket();
    const cooking = makeBoardTicket({ status: 'Order Accepted', ownerLabel: 'In the Kitchen' });
    serve({ lists: () => [placed, cooking] });
    renderBoard();

    const filter = await screen.findByRole('group', { name: 'Status filter' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All (2)', 'Needs Action (1)', 'In the Kitchen (1)']);
    await user.click(within(filter).getByRole('button', { name: 'Needs Action (1)' }));
    expect(screen.getByRole('article', { name: `Order ${placed.reference}` })).toBeVisible();
    expect(
      screen.queryByRole('article', { name: `Order ${cooking.reference}` }),
    ).not.toBeInTheDocument();
  });

  it('opens each list on All: a status chosen in Completed does not empty Current', async () => {
    const user = userEvent.setup();
    const placed = makeBoardTicket();
    const done = makeBoardTicket({ status: 'Order Completed', ownerLabel: 'Order Completed' });
    serve({ lists: (search) => (search.get('filter') === 'completed' ? [done] : [placed]) });
    renderBoard();

    await screen.findByRole('article', { name: `Order ${placed.reference}` });
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    const filter = await screen.findByRole('group', { name: 'Status filter' });
    await user.click(await within(filter).findByRole('button', { name: 'Order Completed (1)' }));
    expect(screen.getByRole('article', { name: `Order ${done.reference}` })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Current' }));
    expect(await screen.findByRole('article', { name: `Order ${placed.reference}` })).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Status filter' })).getByRole('button', {
        name: 'All (1)',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/No orders are Order Completed/)).not.toBeInTheDocument();
  });

  it('lists by filter and branch, and History by a checked day range with a CSV export', async () => {
    const user = userEvent.setup();
    const fetch = serve({
      lists: (search) =>
        search.get('filter') === 'completed'
          ? [makeBoardTicket({ status: 'Order Completed', ownerLabel: 'Order Completed' })]
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
    ).toHaveAttribute('href', `/kiosk/${OTHER_BRANCH}?kind=restaurant`);

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
      `${ORDERS}.csv?businessId=${business.id}&branchId=${OTHER_BRANCH}&filter=history&from=2030-03-10&to=2030-03-12&language=en`,
    );
    expect(csv).toHaveAttribute('download');
  });

  it('shows History a page at a time with a keyboard-usable "Load more orders" that says when it loads', async () => {
    const user = userEvent.setup();
    const at = (hour: number) => `2030-03-10T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const [first, second, third] = [12, 11, 10].map((hour) =>
      makeBoardTicket({
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
        return validationFailure(boardMessages.historyCursor);
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
    // The last page took the button away: the keyboard is on the first order it brought, not lost.
    await waitFor(() =>
      expect(screen.getByRole('article', { name: `Order ${third!.reference}` })).toHaveFocus(),
    );
    expect(screen.getByText('1 more order loaded')).toBeInTheDocument();
    expect(listCalls(fetch).map((call) => call.cursor ?? null)).toEqual([null, 'page-2', 'page-2']);
  });
});
