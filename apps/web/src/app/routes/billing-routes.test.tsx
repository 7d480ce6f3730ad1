import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { planPrices, type BillingInterval } from '@scanorder/shared/plans/catalog';
import { createQueryClient } from '../../api/query-client.ts';
import { makeMe } from '../../test/fixtures.ts';
import { mockFetch, requestsTo } from '../../test/render.tsx';
import { AppProviders } from '../providers.tsx';
import { routes } from '../routes.tsx';

function serve(me = makeMe()) {
  return mockFetch(({ url }) => {
    const parsed = new URL(url, 'http://test');
    const interval = (parsed.searchParams.get('interval') ?? 'month') as BillingInterval;
    const plans = planPrices(interval, parsed.searchParams.get('currency') ?? 'INR').map(
      (price) => ({ ...price, productId: price.planId }),
    );
    switch (parsed.pathname) {
      case '/api/v1/me':
        return { body: me };
      case '/api/v1/plans':
        return { body: { plans } };
      case '/api/v1/billing/plans':
        return { body: { provider: 'local', testMode: true, plans } };
      case '/api/v1/billing/subscription':
        return {
          body: {
            provider: 'local',
            testMode: true,
            subscribed: true,
            trial: { endsAt: '2030-01-15T00:00:00.000Z', inTrial: true },
            subscription: null,
          },
        };
      case '/api/v1/billing/payouts/account':
        return { body: { provider: 'local', testMode: true, account: null } };
      default:
        return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    }
  });
}

function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('PRICING and SUBSCRIPTIONS in the account drawer', () => {
  it('lists PRICING and SUBSCRIPTIONS for an admin', async () => {
    serve();
    renderApp('/acc-1/pricing');
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    await waitFor(() => expect(within(nav).getByText('SUBSCRIPTIONS')).toBeInTheDocument());
    expect(within(nav).getByText('PRICING')).toBeInTheDocument();
  });

  it('hides SUBSCRIPTIONS from a member', async () => {
    serve(makeMe({ member: { id: 'mem-3', role: 'member', isOwner: false } }));
    renderApp('/acc-1/pricing?memberId=mem-3');
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    await waitFor(() => expect(within(nav).getByText('PRICING')).toBeInTheDocument());
    expect(within(nav).queryByText('SUBSCRIPTIONS')).not.toBeInTheDocument();
  });

  it('shows a team member the plans read-only and who to ask, never the unauthorized page', async () => {
    serve(
      makeMe({
        member: { id: 'mem-3', role: 'manager', isOwner: false },
        account: {
          owner: { firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com' },
        },
      }),
    );
    const router = renderApp('/acc-1/pricing?memberId=mem-3');
    expect(await screen.findByRole('article', { name: 'Enterprise' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Only the account owner chooses the plan. To change it, ask Ravi Kumar/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ravi@example.com' })).toHaveAttribute(
      'href',
      'mailto:ravi@example.com',
    );
    expect(screen.queryByRole('button', { name: /Get Started/ })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/acc-1/pricing');
  });

  it('opens SUBSCRIPTIONS from Get Started with that plan chosen; the toggle keeps it', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    const router = renderApp('/acc-1/pricing');
    await user.click(await screen.findByRole('button', { name: 'Get Started with Enterprise' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acc-1/subscriptions'));
    // SUBSCRIPTIONS comes in its own chunk (decision 031), transformed on its first import here.
    expect(
      await screen.findByRole('heading', { name: 'Subscriptions' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Select Enterprise' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: /Yearly/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Enterprise' })).getByTestId('price-enterprise'),
      ).toHaveTextContent('₹74,990.00'),
    );
    expect(screen.getByRole('button', { name: 'Select Enterprise' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requestsTo(fetchMock, '/api/v1/billing/plans?interval=year')).toHaveLength(1);
  });
});
