import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../../../test/fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { markSignedIn, hadSession } from '../../../lib/session-flag.ts';
import { ServicesPage, SKELETON_CARD_COUNT } from './services-page.tsx';

const bothServices = [
  { name: 'Restaurant' as const, enabled: true, description: 'Tables and dine-in' },
  { name: 'Grocery' as const, enabled: true, description: 'Aisles and variants' },
];

describe('ServicesPage', () => {
  it('shows 8 skeleton cards while loading', () => {
    mockFetch(() => new Promise(() => undefined));
    renderWithApp(<ServicesPage />, { url: '/acc-1/overview', path: '/:userId/overview' });
    expect(screen.getAllByTestId('service-card-skeleton')).toHaveLength(SKELETON_CARD_COUNT);
    expect(SKELETON_CARD_COUNT).toBe(8);
  });

  it('shows one card per enabled service, sorted by name, with the welcome text', async () => {
    mockFetch(() => ({ body: makeMe({ account: { services: bothServices } }) }));
    renderWithApp(<ServicesPage />, { url: '/acc-1/overview', path: '/:userId/overview' });

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha!' })).toBeInTheDocument();
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Grocery', 'Restaurant']);
    const grocery = screen.getByRole('article', { name: 'Grocery' });
    expect(within(grocery).getByRole('presentation')).toHaveAttribute('src', '/images/grocery.svg');
    expect(within(grocery).getByText('Aisles and variants')).toBeInTheDocument();
    expect(screen.getByText(/Your free trial ends on/)).toBeInTheDocument();
  });

  it('shows the trial end date while in trial even when the API counts the trial as subscribed', async () => {
    mockFetch(() => ({ body: makeMe({ account: { inTrial: true, subscribed: true } }) }));
    renderWithApp(<ServicesPage />, { url: '/acc-1/overview', path: '/:userId/overview' });
    expect(await screen.findByText(/Your free trial ends on/)).toBeInTheDocument();
  });

  it('leaves out disabled services', async () => {
    mockFetch(() => ({ body: makeMe() }));
    renderWithApp(<ServicesPage />, { url: '/acc-1/overview', path: '/:userId/overview' });
    expect(await screen.findByRole('article', { name: 'Restaurant' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Grocery' })).not.toBeInTheDocument();
  });

  it('disables Select when the trial is over and there is no subscription', async () => {
    mockFetch(() => ({
      body: makeMe({ account: { services: bothServices, inTrial: false, subscribed: false } }),
    }));
    renderWithApp(<ServicesPage />, { url: '/acc-1/overview', path: '/:userId/overview' });
    expect(await screen.findByRole('button', { name: 'Select Grocery' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Select Restaurant' })).toBeDisabled();
    expect(screen.getByText(/Your free trial ended on/)).toBeInTheDocument();
    // The orders placed before the trial ended are still worked from the ORDERS tab.
    expect(screen.getByRole('link', { name: 'Restaurant orders' })).toHaveAttribute(
      'href',
      '/acc-1/restaurant?tab=orders',
    );
  });

  it('tells a team member after the trial whom to ask, since only the owner subscribes', async () => {
    mockFetch(() => ({
      body: makeMe({
        account: {
          inTrial: false,
          subscribed: false,
          owner: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' },
        },
        member: { id: 'mem-3', role: 'member', isOwner: false, userName: 'ravi.kumar' },
      }),
    }));
    renderWithApp(<ServicesPage />, {
      url: '/acc-1/overview?memberId=mem-3',
      path: '/:userId/overview',
    });
    const notice = await screen.findByText(/The account's free trial ended on/);
    expect(notice).toHaveTextContent(
      'To select a service again, ask Asha Rao, the account owner, to subscribe to a plan.',
    );
    expect(notice).not.toHaveTextContent('Subscribe to a plan to select a service again.');
  });

  it("speaks to a team member of the account's trial, and of the work a member does", async () => {
    mockFetch(() => ({
      body: makeMe({
        member: { id: 'mem-3', role: 'member', isOwner: false, userName: 'ravi.kumar' },
      }),
    }));
    renderWithApp(<ServicesPage />, {
      url: '/acc-1/overview?memberId=mem-3',
      path: '/:userId/overview',
    });
    expect(await screen.findByText(/The account's free trial ends on/)).toBeInTheDocument();
    expect(screen.queryByText(/Your free trial/)).not.toBeInTheDocument();
    // A member neither sets up the menu nor makes QR codes.
    expect(
      screen.getByText('Choose a service to run its orders and what is available on its menu.'),
    ).toBeInTheDocument();
  });

  it('enables Select for a subscriber after the trial and keeps memberId for a member', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({
      body: makeMe({
        account: { inTrial: false, subscribed: true },
        member: { id: 'mem-3', role: 'manager', isOwner: false, userName: 'ravi.kumar' },
      }),
    }));
    renderWithApp(<ServicesPage />, {
      url: '/acc-1/overview?memberId=mem-3',
      path: '/:userId/overview',
    });
    const select = await screen.findByRole('button', { name: 'Select Restaurant' });
    expect(select).toBeEnabled();
    await user.click(select);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/acc-1/restaurant?memberId=mem-3'),
    );
  });

  it("asks 'Do you want to Logout?', signs out on Yes and opens the sign-in view", async () => {
    const user = userEvent.setup();
    markSignedIn();
    const fetchMock = mockFetch(({ url }) =>
      url === '/api/v1/me' ? { body: makeMe() } : { body: {} },
    );
    renderWithApp(<ServicesPage />, { url: '/acc-1/overview', path: '/:userId/overview' });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logout' });
    expect(within(dialog).getByText('Do you want to Logout?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/api/auth/sign-out')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByTestId('location').dataset['state']).toBe('{"view":"unAuthorized"}');
    expect(requestsTo(fetchMock, '/api/auth/sign-out')).toEqual([{}]);
    expect(hadSession()).toBe(false);
  });
});
